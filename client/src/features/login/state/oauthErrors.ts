/**
 * The messages for `/login/?oauth_error=<code>`, where a failed sign-in through a provider lands.
 * Only known codes show a message: the page never shows text taken from the URL.
 */
const MESSAGES: Record<string, string> = {
  state: 'The sign-in could not be completed: it expired or was started in another window. Please try again.',
  provider:
    'The sign-in provider could not be reached or gave an invalid answer. Try again later, or sign in with your password.',
  denied: 'The sign-in was cancelled at the provider.',
  claims: 'The sign-in provider did not say who you are (no username or e-mail). Ask an administrator.',
  registration:
    'There is no Chartroom account for you, and accounts are not created on sign-in. Ask an administrator to add you.',
  role: 'Your account could not be created: its role does not exist. Ask an administrator.',
  inactive: 'Your account is deactivated. Ask an administrator.',
  unknown_provider: 'That sign-in provider is not configured on this server.',
};

export function oauthErrorMessage(code: string | null): string | undefined {
  return code ? MESSAGES[code] : undefined;
}

/** Where a provider's button goes: the server's `/login/<provider>`, coming back to `next` afterwards. */
export function providerSignInPath(provider: string, next: string): string {
  return `/login/${encodeURIComponent(provider)}?next=${encodeURIComponent(next)}`;
}
