import { fetchWithCsrf, forgetCsrfToken } from '../relay/csrf.ts';

export type LogoutOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** Ends the cookie session on the gateway. */
export async function logout(): Promise<LogoutOutcome> {
  try {
    const response = await fetchWithCsrf('/logout/', { method: 'POST' });
    forgetCsrfToken();
    if (!response.ok) return { ok: false, message: `Could not log out: the server answered ${response.status}` };
    return { ok: true };
  } catch {
    return { ok: false, message: 'Could not reach the server. Check your connection and try again.' };
  }
}
