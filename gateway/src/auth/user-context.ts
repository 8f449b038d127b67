import type { MetadataStore } from '../metadata/store.ts';
import { type PermissionKey, PUBLIC_ROLE, permissionKey } from './permissions.ts';

/** The id anonymous visitors act under (with the Public role's permissions): no account has it. */
export const ANONYMOUS_USER_ID = 0;

export interface UserContext {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  roles: string[];
  /** `${permission}:${view}`, e.g. `can_write:Chart`. */
  permissions: ReadonlySet<PermissionKey>;
  /** Holds the role named "admin" (any case), as Superset's is_admin does. */
  isAdmin: boolean;
}

/**
 * An anonymous visitor: the Public role's permissions (FAB's AUTH_ROLE_PUBLIC), or null while the
 * role grants nothing (then anonymous callers are asked to sign in, as before).
 */
async function loadPublicContext(store: MetadataStore): Promise<UserContext | null> {
  const role = await store.prisma.role.findUnique({
    where: { name: PUBLIC_ROLE },
    include: { permissions: { include: { permission: true } } },
  });
  if (!role || role.permissions.length === 0) return null;
  return {
    id: ANONYMOUS_USER_ID,
    username: '',
    firstName: '',
    lastName: '',
    email: null,
    roles: [PUBLIC_ROLE],
    permissions: new Set(role.permissions.map(({ permission }) => permissionKey(permission.name, permission.viewMenu))),
    isAdmin: false,
  };
}

/** The user with roles and effective permissions; null when unknown or deactivated. */
export async function loadUserContext(store: MetadataStore, userId: number): Promise<UserContext | null> {
  if (userId === ANONYMOUS_USER_ID) return loadPublicContext(store);
  const user = await store.prisma.user.findUnique({
    where: { id: userId },
    include: { roles: { include: { role: { include: { permissions: { include: { permission: true } } } } } } },
  });
  if (!user?.active) return null;
  const roles = user.roles.map((ur) => ur.role.name).sort();
  const permissions = new Set<PermissionKey>();
  for (const { role } of user.roles) {
    for (const { permission } of role.permissions) permissions.add(permissionKey(permission.name, permission.viewMenu));
  }
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    roles,
    permissions,
    isAdmin: roles.some((r) => r.toLowerCase() === 'admin'),
  };
}
