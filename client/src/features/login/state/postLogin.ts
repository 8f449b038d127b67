import { fetchWithCsrf, forgetCsrfToken } from '../../../relay/csrf.ts';

export type LoginOutcome =
  | { readonly ok: true; readonly user: Readonly<Record<string, unknown>> }
  | { readonly ok: false; readonly message: string };

export const loginEndpoint = '/login/';

async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/** Signs in with the session-cookie login of the gateway; failures come back as a message to show. */
export async function postLogin(username: string, password: string): Promise<LoginOutcome> {
  let response: Response;
  try {
    // The token of the pre-login session: a cross-site form cannot sign the browser in as someone else.
    response = await fetchWithCsrf(loginEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  } catch {
    return { ok: false, message: 'Could not reach the server. Check your connection and try again.' };
  }
  // A new session begins (or the old one's token is now useless): the next write fetches its token.
  forgetCsrfToken();
  if (!response.ok) {
    const fallback = response.status === 401 ? 'Invalid login. Please try again.' : 'Sorry, an unknown error occurred';
    return { ok: false, message: (await messageOf(response)) ?? fallback };
  }
  try {
    const body = (await response.json()) as { result?: unknown };
    const user = body.result !== null && typeof body.result === 'object' ? body.result : {};
    return { ok: true, user: user as Record<string, unknown> };
  } catch {
    return { ok: true, user: {} };
  }
}
