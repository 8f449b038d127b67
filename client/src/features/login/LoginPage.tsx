import { Alert, Box, Card, Flex, Heading, Stack } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router';
import { ColorModeToggle } from '../../components/ColorModeToggle.tsx';
import { safeNextPath } from '../../routing/loginPaths.ts';
import { LoginForm } from './components/LoginForm.tsx';
import { SignInProviders } from './components/SignInProviders.tsx';
import { oauthErrorMessage } from './state/oauthErrors.ts';
import { postLogin } from './state/postLogin.ts';

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const providerError = oauthErrorMessage(searchParams.get('oauth_error'));

  const onSubmit = async (username: string, password: string) => {
    const outcome = await postLogin(username, password);
    if (!outcome.ok) return outcome.message;
    navigate(next, { replace: true });
    return undefined;
  };

  return (
    <Flex minH="100vh" align="center" justify="center" bg="bg.subtle" p="4">
      <title>Sign in · Chartroom</title>
      <Box position="absolute" top="3" right="3">
        <ColorModeToggle />
      </Box>
      <Card.Root w="full" maxW="sm" as="main">
        <Card.Header>
          <Heading as="h1" size="lg">
            Sign in to Chartroom
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            {providerError ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{providerError}</Alert.Title>
              </Alert.Root>
            ) : null}
            <LoginForm onSubmit={onSubmit} />
            <SignInProviders next={next} />
          </Stack>
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
