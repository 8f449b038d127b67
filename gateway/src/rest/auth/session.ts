import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ANONYMOUS_USER_ID } from '../../auth/user-context.ts';
import type { AppEnv, RequestUser, RestServices } from '../context.ts';
import { UnauthorizedError } from '../errors.ts';

export const SESSION_COOKIE = 'session';
/** The browser session lasts as long as the refresh token it holds (30 days). */
const SESSION_MAX_AGE_S = 30 * 24 * 3600;

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Reads sent as POST (Superset's chart data and explore_json): anonymous visitors may make them too. */
const READ_POSTS = [/^\/api\/v1\/chart\/data\/?$/, /^\/superset\/explore_json\//];

/**
 * Whether an anonymous request may act with the Public role's permissions: reads only. Anonymous
 * writes (a favourite, a saved state) would belong to nobody, so they are asked to sign in.
 */
export function isAnonymousRead(method: string, path: string): boolean {
  return method === 'GET' || method === 'HEAD' || (method === 'POST' && READ_POSTS.some((p) => p.test(path)));
}

/** The anonymous visitor (Public role's permissions), or null while Public grants nothing. */
export async function anonymousViewer(services: Pick<RestServices, 'userContexts'>): Promise<RequestUser | null> {
  return (await services.userContexts.get(ANONYMOUS_USER_ID)) ?? null;
}

/**
 * Resolves the user of the request from `Authorization: Bearer <token>` or the session cookie.
 * Invalid or expired credentials leave the request anonymous: a read then acts with the Public
 * role's permissions when it has some (FAB's AUTH_ROLE_PUBLIC); otherwise protected routes answer 401.
 */
export const resolveUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const services = c.get('services');
  const user =
    (await userFromTokens(
      services,
      bearerToken(c.req.header('authorization')),
      getCookie(c, SESSION_COOKIE) ?? null,
    )) ?? (isAnonymousRead(c.req.method, c.req.path) ? await anonymousViewer(services) : null);
  if (user) c.set('user', user);
  await next();
};

/**
 * The user of a bearer access token, else of a session cookie's token, or null when the one used is
 * invalid, expired or names an inactive user. What `resolveUser` does for every REST request, for
 * callers that reach the services without one (the gateway's in-process calls).
 */
export async function userFromTokens(
  services: Pick<RestServices, 'tokens' | 'userContexts'>,
  bearer: string | null,
  sessionToken: string | null,
): Promise<RequestUser | null> {
  // The cookie holds a refresh-type token: a browser session outlives a 15-minute access token.
  const token = bearer ?? sessionToken;
  if (!token) return null;
  const claims = await services.tokens.verify(token, bearer ? 'access' : 'refresh');
  if (!claims) return null;
  return (await services.userContexts.get(claims.userId)) ?? null;
}

/** `Authorization: Bearer <token>` of a header value, or null. */
export function bearerOf(header: string | null | undefined): string | null {
  return bearerToken(header ?? undefined);
}

/** 401 `{"message": "Not authorized"}` for anonymous requests. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw new UnauthorizedError();
  await next();
};

/** 401 unless the caller signed in with an account: the anonymous visitor (Public role) has none. */
export const requireAccount: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user || user.id === ANONYMOUS_USER_ID) throw new UnauthorizedError();
  await next();
};

export function currentUser(c: Context<AppEnv>): RequestUser {
  const user = c.get('user');
  if (!user) throw new UnauthorizedError();
  return user;
}

export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: SESSION_MAX_AGE_S,
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax' });
}
