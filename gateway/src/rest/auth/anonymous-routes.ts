import type { Hono } from 'hono';
import { splitPermissionKey } from '../../auth/permissions.ts';
import { ANONYMOUS_USER_ID } from '../../auth/user-context.ts';
import type { AppEnv } from '../context.ts';
import { currentUser, requireUser } from './session.ts';

/**
 * `GET /api/v1/security/anonymous/`: whether the caller is the anonymous visitor and, if so, what
 * the Public role lets it do (`[permission, view]` pairs), so a browser can show anonymous visitors
 * what Public may see instead of the login page (Superset with AUTH_ROLE_PUBLIC). Signed-in callers
 * get `is_anonymous: false` and no permissions (theirs are at `/api/v1/me/roles/`); anonymous
 * callers get 401 while Public grants nothing, as every other route answers them.
 */
export function mountAnonymousRoute(app: Hono<AppEnv>): void {
  app.get('/api/v1/security/anonymous', requireUser, (c) => {
    const user = currentUser(c);
    const isAnonymous = user.id === ANONYMOUS_USER_ID;
    const permissions = isAnonymous
      ? [...user.permissions].sort().map((key) => {
          const { name, viewMenu } = splitPermissionKey(key);
          return [name, viewMenu];
        })
      : [];
    return c.json({ result: { is_anonymous: isAnonymous, permissions } });
  });
}
