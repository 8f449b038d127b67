import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { type AuthenticatedUser, authenticate } from '../../auth/index.ts';
import { readFields } from '../body.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, UnauthorizedError } from '../errors.ts';
import { mountAnonymousRoute } from './anonymous-routes.ts';
import { clientAddress } from './client-address.ts';
import { mountProfileRoutes } from './profile-routes.ts';
import { clearSessionCookie, currentUser, requireAccount, SESSION_COOKIE, setSessionCookie } from './session.ts';
import { auditFailedSignIn, auditSignIn, auditSignOut } from './sign-in-audit.ts';

/** The one message for wrong credentials, on the API login and the browser login alike. */
export const INVALID_CREDENTIALS = 'Invalid username or password';

interface Credentials {
  username: string;
  password: string;
}

/** FAB-style field errors for missing or mistyped fields (`{"message": {"password": [...]}}`). */
function readCredentials(fields: Record<string, unknown>): Credentials {
  const errors: Record<string, string[]> = {};
  for (const name of ['username', 'password'] as const) {
    const value = fields[name];
    if (value === undefined || value === null || value === '') errors[name] = ['Missing data for required field.'];
    else if (typeof value !== 'string') errors[name] = ['Not a valid string.'];
  }
  if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
  return { username: fields.username as string, password: fields.password as string };
}

/**
 * The user behind the credentials, or the answer refusing them. Too many failed logins for the
 * account or from the address get 429 with Retry-After before the password is even checked, so a
 * guessing run does not get through with the right password either.
 */
async function checkCredentials(c: Context<AppEnv>, credentials: Credentials): Promise<AuthenticatedUser | Response> {
  const { loginThrottle, store } = c.get('services');
  const address = clientAddress(c.req.raw);
  const wait = await loginThrottle.retryAfter(credentials.username, address);
  if (wait !== null) {
    c.get('log').warn({ username: credentials.username, address }, 'login throttled');
    await auditFailedSignIn(c, credentials.username, true);
    return c.json({ message: `Too many failed logins. Try again in ${wait} seconds.` }, 429, {
      'Retry-After': String(wait),
    });
  }
  const user = await authenticate(store, credentials.username, credentials.password);
  if (!user) {
    await loginThrottle.failed(credentials.username, address);
    c.get('log').info({ username: credentials.username }, 'login refused');
    await auditFailedSignIn(c, credentials.username);
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  await loginThrottle.succeeded(credentials.username);
  await auditSignIn(c, user);
  return user;
}

export function mountAuthRoutes(app: Hono<AppEnv>): void {
  // API clients (FAB's security API): tokens in the body.
  app.post('/api/v1/security/login', async (c) => {
    const fields = await readFields(c);
    const provider = fields.provider ?? 'db';
    if (provider !== 'db') throw new BadRequestError({ provider: [`Unsupported provider: ${String(provider)}`] });
    if (fields.refresh !== undefined && typeof fields.refresh !== 'boolean') {
      throw new BadRequestError({ refresh: ['Not a valid boolean.'] });
    }
    const user = await checkCredentials(c, readCredentials(fields));
    if (user instanceof Response) return user;
    const { tokens } = c.get('services');
    const body: Record<string, string> = { access_token: await tokens.issueAccessToken(user.id) };
    if (fields.refresh === true) body.refresh_token = await tokens.issueRefreshToken(user.id);
    return c.json(body);
  });

  app.post('/api/v1/security/refresh', async (c) => {
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer\s+(\S+)/i.exec(header)?.[1];
    const { tokens } = c.get('services');
    const claims = token ? await tokens.verify(token, 'refresh') : null;
    if (!claims) throw new UnauthorizedError();
    // A deactivated (or deleted) user gets no new access token from an old refresh token.
    if (!(await c.get('services').userContexts.get(claims.userId))) throw new UnauthorizedError();
    return c.json({ access_token: await tokens.issueAccessToken(claims.userId) });
  });

  // Browsers: a session cookie.
  app.post('/login', async (c) => {
    const user = await checkCredentials(c, readCredentials(await readFields(c)));
    if (user instanceof Response) return user;
    setSessionCookie(c, await c.get('services').tokens.issueRefreshToken(user.id));
    return c.json({
      result: { id: user.id, username: user.username, first_name: user.firstName, last_name: user.lastName },
    });
  });

  // Logout ends the session itself, not only the browser's copy of it: a copied cookie dies too.
  const logout = async (c: Context<AppEnv>) => {
    const session = getCookie(c, SESSION_COOKIE);
    if (session) await c.get('services').tokens.revoke(session);
    await auditSignOut(c, c.get('user'));
    clearSessionCookie(c);
    return c.json({ result: 'OK' });
  };
  app.get('/logout', logout);
  app.post('/logout', logout);

  mountProfileRoutes(app);
  mountAnonymousRoute(app);

  app.get('/api/v1/me', requireAccount, async (c) => {
    const user = currentUser(c);
    const row = await c.get('services').store.prisma.user.findUnique({ where: { id: user.id } });
    if (!row) throw new UnauthorizedError();
    return c.json({
      result: {
        id: row.id,
        username: row.username,
        first_name: row.firstName,
        last_name: row.lastName,
        email: row.email,
        is_active: row.active,
        is_anonymous: false,
        login_count: row.loginCount,
        last_login: row.lastLogin?.toISOString() ?? null,
        created_on: row.createdOn.toISOString(),
        changed_on: row.changedOn.toISOString(),
        roles: user.roles,
      },
    });
  });

  // Superset's shape: {roles: {Admin: [[perm, view], ...]}} beside the user fields.
  app.get('/api/v1/me/roles', requireAccount, async (c) => {
    const user = currentUser(c);
    const roles = await c.get('services').store.prisma.role.findMany({
      where: { users: { some: { userId: user.id } } },
      include: { permissions: { include: { permission: true } } },
      orderBy: { name: 'asc' },
    });
    return c.json({
      result: {
        id: user.id,
        username: user.username,
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        is_active: true,
        is_anonymous: false,
        roles: Object.fromEntries(
          roles.map((role) => [role.name, role.permissions.map((rp) => [rp.permission.name, rp.permission.viewMenu])]),
        ),
      },
    });
  });
}
