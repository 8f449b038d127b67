import type { MetadataStore } from '../metadata/store.ts';
import { type PermissionKey, permissionKey } from './permissions.ts';

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

/** The user with roles and effective permissions; null when unknown or deactivated. */
export async function loadUserContext(store: MetadataStore, userId: number): Promise<UserContext | null> {
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
