import { Alert, Box, Code, Link } from '@chakra-ui/react';
import { isRouteErrorResponse, Navigate, Link as RouterLink, useLocation, useRouteError } from 'react-router';
import { isUnauthenticated } from '../relay/errors.ts';
import { loginPathFor } from '../routing/loginPaths.ts';

/** Per-route boundary: an expired session goes to the login page, anything else is shown. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isUnauthenticated(error)) return <Navigate to={loginPathFor(location)} replace />;

  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const badUrl = isRouteErrorResponse(error) && error.status === 400;
  const title = notFound ? 'Page not found' : badUrl ? 'This address is not valid' : 'Unexpected error';
  const message = isRouteErrorResponse(error)
    ? String(error.data ?? error.statusText)
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Box p="6" maxW="3xl">
      <title>{`${title} · Chartroom`}</title>
      <Alert.Root status={notFound || badUrl ? 'warning' : 'error'} role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>
            <Code whiteSpace="pre-wrap" bg="transparent" p="0">
              {message}
            </Code>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Link asChild mt="4" display="inline-block">
        <RouterLink to="/chart/list/">Back to charts</RouterLink>
      </Link>
    </Box>
  );
}
