import { BUILTIN_ROLES, PUBLIC_ROLE } from '../../auth/permissions.ts';
import type { Prisma } from '../../metadata/index.ts';
import type { ListResource } from '../list/types.ts';

/**
 * Roles Chartroom defines itself (Superset's Admin, Alpha and Gamma, and the sql_lab and Public
 * names it reserves). Their permissions are set at every start, so they are not edited, renamed or
 * deleted through the API: copy one into a custom role instead.
 */
export const RESERVED_ROLE_NAMES: readonly string[] = [...BUILTIN_ROLES, PUBLIC_ROLE];

export function isReservedRoleName(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return RESERVED_ROLE_NAMES.some((r) => r.toLowerCase() === lower);
}

export const roleInclude = {
  permissions: { select: { permissionId: true }, orderBy: { permissionId: 'asc' } },
  users: { select: { userId: true }, orderBy: { userId: 'asc' } },
} satisfies Prisma.RoleInclude;

export type RoleRow = Prisma.RoleGetPayload<{ include: typeof roleInclude }>;

export function serializeRole(role: RoleRow): Record<string, unknown> {
  return {
    id: role.id,
    name: role.name,
    builtin: isReservedRoleName(role.name),
    // Public's permissions are what anonymous visitors may do: the administrator's choice, as in Superset.
    permissions_editable: !isReservedRoleName(role.name) || role.name === PUBLIC_ROLE,
    permission_ids: role.permissions.map((p) => p.permissionId),
    user_ids: role.users.map((u) => u.userId),
  };
}

/** FAB's security roles API (`/api/v1/security/roles/`): Admin reads and writes (can_read/can_write on Role). */
export const roleResource: ListResource<RoleRow> = {
  permissionView: 'Role',
  listTitle: 'List Roles',
  searchColumns: {
    id: { kind: 'scalar', field: 'id', type: 'number' },
    name: { kind: 'scalar', field: 'name', type: 'string' },
  },
  orderColumns: { id: (d) => ({ id: d }), name: (d) => ({ name: d }) },
  baseOrder: [{ name: 'asc' }],
  listColumns: ['id', 'name', 'builtin', 'permissions_editable', 'permission_ids', 'user_ids'],
  findMany: (ctx, { where, orderBy, skip, take }) =>
    ctx.prisma.role.findMany({
      where: where as Prisma.RoleWhereInput,
      orderBy: orderBy as Prisma.RoleOrderByWithRelationInput[],
      skip,
      take,
      include: roleInclude,
    }),
  count: (ctx, where) => ctx.prisma.role.count({ where: where as Prisma.RoleWhereInput }),
  serialize: async (rows) => rows.map(serializeRole),
  id: (row) => row.id,
};
