import { Alert, Box, Code, Link } from '@chakra-ui/react';
import { type ReactNode, Suspense } from 'react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import {
  isRouteErrorResponse,
  Navigate,
  Link as RouterLink,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { GraphQLRequestError, isUnauthenticated } from '../relay/errors.ts';
import { loginPathFor } from '../routing/loginPaths.ts';
import type { AppLayoutQuery } from './__generated__/AppLayoutQuery.graphql.ts';
import { appLayoutQuery, SHELL_ROUTE_ID } from './AppLayout.tsx';

/** A page refused as a whole (FORBIDDEN): what an anonymous visitor gets for what Public may not do. */
function isForbidden(error: unknown): boolean {
  return (
    error instanceof GraphQLRequestError &&
    (error.status === 403 || error.errors.some((e) => e.extensions?.code === 'FORBIDDEN'))
  );
}

/** An anonymous visitor (Public role) refused a page is asked to sign in, as Superset does. */
function AnonymousToLogin({ shell, children }: { shell: PreloadedQuery<AppLayoutQuery>; children: ReactNode }) {
  const { anonymousVisitor } = usePreloadedQuery<AppLayoutQuery>(appLayoutQuery, shell);
  const location = useLocation();
  return anonymousVisitor ? <Navigate to={loginPathFor(location)} replace /> : children;
}

/** Per-route boundary: an expired session goes to the login page, anything else is shown. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const shell = useRouteLoaderData(SHELL_ROUTE_ID) as PreloadedQuery<AppLayoutQuery> | undefined;
  if (isUnauthenticated(error)) return <Navigate to={loginPathFor(location)} replace />;
  if (shell && isForbidden(error)) {
    return (
      <Suspense fallback={null}>
        <AnonymousToLogin shell={shell}>
          <ErrorDetails error={error} />
        </AnonymousToLogin>
      </Suspense>
    );
  }
  return <ErrorDetails error={error} />;
}

function ErrorDetails({ error }: { error: unknown }) {
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
