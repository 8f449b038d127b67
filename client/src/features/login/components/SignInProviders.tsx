import { Button, Separator, Stack, Text } from '@chakra-ui/react';
import { Component, type ReactNode, Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { providerSignInPath } from '../state/oauthErrors.ts';
import type { SignInProvidersQuery } from './__generated__/SignInProvidersQuery.graphql.ts';

export interface SignInProvidersProps {
  /** Where the browser goes once signed in. */
  readonly next: string;
}

function ProviderButtons({ next }: SignInProvidersProps) {
  const data = useLazyLoadQuery<SignInProvidersQuery>(
    graphql`
      query SignInProvidersQuery {
        signInProviders {
          name
          label
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  if (data.signInProviders.length === 0) return null;
  return (
    <Stack gap="3" as="nav" aria-label="Sign-in providers">
      <Stack direction="row" align="center" gap="3">
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted">
          or
        </Text>
        <Separator flex="1" />
      </Stack>
      {data.signInProviders.map((provider) => (
        // A full page load, not a client route: the server sends the browser on to the provider.
        <Button key={provider.name} asChild variant="outline">
          <a href={providerSignInPath(provider.name, next)}>Sign in with {provider.label}</a>
        </Button>
      ))}
    </Stack>
  );
}

/** Without the list (an older gateway, a network error) the password form still works: nothing is shown. */
class HideOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** A button per OAuth 2 / OpenID Connect provider configured on the server, under the password form. */
export function SignInProviders(props: SignInProvidersProps) {
  return (
    <HideOnError>
      <Suspense fallback={null}>
        <ProviderButtons {...props} />
      </Suspense>
    </HideOnError>
  );
}
