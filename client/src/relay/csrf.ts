/**
 * Superset's CSRF token (Flask-WTF): every state-changing request the browser makes with the session
 * cookie carries it in `X-CSRFToken`, the login included. One token per session, fetched on first
 * need; logging in or out starts a new session, so the token is forgotten then, and a refusal
 * (a login in another tab) fetches a new one and tries once more.
 */
export const CSRF_TOKEN_HEADER = 'X-CSRFToken';
export const csrfTokenUrl = '/api/v1/security/csrf_token/';

/** The gateway's answers when the token is absent or belongs to another session (REST 400, GraphQL code). */
const REFUSALS = new Set(['The CSRF token is missing.', 'The CSRF token is invalid.']);
export const CSRF_REJECTED = 'CSRF_REJECTED';

let pending: Promise<string> | null = null;

export function csrfToken(): Promise<string> {
  if (!pending) {
    const request = fetch(csrfTokenUrl, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as { result?: unknown } | null;
        if (!response.ok || typeof body?.result !== 'string') {
          throw new Error(`Could not get a CSRF token: the server answered ${response.status}`);
        }
        return body.result;
      })
      .catch((error: unknown) => {
        if (pending === request) pending = null;
        throw error;
      });
    pending = request;
  }
  return pending;
}

/** After login and logout: the next write fetches the new session's token. */
export function forgetCsrfToken(): void {
  pending = null;
}

/** Whether a REST answer is the gateway refusing the CSRF token (400 with Flask-WTF's message). */
export async function isCsrfRefusal(response: Response): Promise<boolean> {
  if (response.status !== 400) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' && REFUSALS.has(body.message);
}

/** A same-origin write with the session cookie and the token; one retry with a new token if it was stale. */
export async function fetchWithCsrf(url: string, init: RequestInit): Promise<Response> {
  const send = async () => {
    const headers = new Headers(init.headers);
    headers.set(CSRF_TOKEN_HEADER, await csrfToken());
    return fetch(url, { credentials: 'same-origin', ...init, headers });
  };
  const response = await send();
  if (!(await isCsrfRefusal(response))) return response;
  forgetCsrfToken();
  return send();
}
