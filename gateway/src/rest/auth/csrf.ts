import type { Context, Hono, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  CSRF_HEADER,
  CSRF_INVALID,
  CSRF_MISSING,
  CSRF_SEED_COOKIE,
  csrfBinding,
  csrfTokens,
  newCsrfSeed,
} from '../../auth/csrf.ts';
import type { AppEnv } from '../context.ts';
import { SESSION_COOKIE } from './session.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Superset's WTF_CSRF_EXEMPT_LIST: chart data and explore_json only read, the event log is
 * fire-and-forget; the API login answers tokens in its body and sets no cookie.
 */
const EXEMPT_PATHS = [
  /^\/api\/v1\/security\/(login|refresh)\/?$/,
  /^\/api\/v1\/chart\/data\/?$/,
  /^\/superset\/explore_json\//,
  /^\/superset\/log\/?$/,
];

const LOGIN_PATH = /^\/login\/?$/;

function hasBearer(header: string | undefined): boolean {
  return /^Bearer\s+\S/i.test(header ?? '');
}

/**
 * Flask-WTF also takes the token from a posted form's `csrf_token` field: an HTML form post (explore's
 * "View in SQL Lab") cannot set a header. Only URL-encoded forms: a multipart upload is not buffered here.
 */
async function formToken(c: Context<AppEnv>): Promise<string | undefined> {
  if (!(c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) return undefined;
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const value = (form as Record<string, unknown>).csrf_token;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * Flask-WTF's CSRF protection as Superset runs it: a state-changing request authenticated by the
 * session cookie must carry the session's token in `X-CSRFToken` (400 otherwise, before the route
 * reads anything). The browser login needs one too (bound to the pre-login seed cookie), so a
 * cross-site form cannot sign the victim in as the attacker. Bearer-token callers are exempt: no
 * other site can make a browser send an Authorization header.
 */
export const csrfProtect: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || hasBearer(c.req.header('authorization'))) return next();
  const path = c.req.path;
  if (EXEMPT_PATHS.some((p) => p.test(path))) return next();
  const session = getCookie(c, SESSION_COOKIE);
  const isLogin = LOGIN_PATH.test(path);
  // Without a session nothing rides on the browser's cookies: the route answers 401 itself.
  if (!session && !isLogin) return next();
  const token = c.req.header(CSRF_HEADER)?.trim() || (await formToken(c));
  if (!token) return c.json({ message: CSRF_MISSING }, 400);
  const binding = csrfBinding(session, getCookie(c, CSRF_SEED_COOKIE));
  const tokens = csrfTokens(c.get('services').store);
  if (!binding || !(await tokens.verify(binding, token))) return c.json({ message: CSRF_INVALID }, 400);
  return next();
};

/** `GET /api/v1/security/csrf_token/` → `{"result": token}` for the caller's session (or a new pre-login seed). */
export function mountCsrfRoutes(app: Hono<AppEnv>): void {
  app.get('/api/v1/security/csrf_token', async (c) => {
    const session = getCookie(c, SESSION_COOKIE);
    let seed = getCookie(c, CSRF_SEED_COOKIE);
    if (!session && !seed) {
      seed = newCsrfSeed();
      setCookie(c, CSRF_SEED_COOKIE, seed, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure: new URL(c.req.url).protocol === 'https:',
      });
    }
    const binding = csrfBinding(session, seed) as string;
    const token = await csrfTokens(c.get('services').store).tokenFor(binding);
    return c.json({ result: token }, 200, { 'Cache-Control': 'no-store' });
  });
}
