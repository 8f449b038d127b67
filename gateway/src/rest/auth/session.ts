import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, RequestUser } from '../context.ts';
import { UnauthorizedError } from '../errors.ts';

export const SESSION_COOKIE = 'session';
/** The browser session lasts as long as the refresh token it holds (30 days). */
const SESSION_MAX_AGE_S = 30 * 24 * 3600;

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Resolves the user of the request from `Authorization: Bearer <token>` or the session cookie.
 * Invalid or expired credentials leave the request anonymous; protected routes then answer 401.
 */
export const resolveUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const bearer = bearerToken(c.req.header('authorization'));
  // The cookie holds a refresh-type token: a browser session outlives a 15-minute access token.
  const token = bearer ?? getCookie(c, SESSION_COOKIE) ?? null;
  if (token) {
    const { tokens, userContexts } = c.get('services');
    const claims = await tokens.verify(token, bearer ? 'access' : 'refresh');
    if (claims) {
      const user = await userContexts.get(claims.userId);
      if (user) c.set('user', user);
    }
  }
  await next();
};

/** 401 `{"message": "Not authorized"}` for anonymous requests. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw new UnauthorizedError();
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
