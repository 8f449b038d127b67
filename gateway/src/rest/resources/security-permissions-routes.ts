import type { Hono } from 'hono';
import type { Permission, Prisma } from '../../metadata/index.ts';
import type { AppEnv } from '../context.ts';
import { listHandler } from '../list/handlers.ts';
import type { ListResource } from '../list/types.ts';

export function serializePermission(p: Permission): Record<string, unknown> {
  return { id: p.id, permission: { name: p.name }, view_menu: { name: p.viewMenu } };
}

/**
 * FAB's `/api/v1/security/permissions-resources/`: every (permission, view) pair a role can grant.
 * `view_menu_name` and `permission_name` search them (e.g. `ct` for the role editor's search box).
 */
export const permissionResource: ListResource<Permission> = {
  permissionView: 'Role',
  listTitle: 'List Permissions on Resources',
  searchColumns: {
    id: { kind: 'scalar', field: 'id', type: 'number' },
    permission_name: { kind: 'scalar', field: 'name', type: 'string' },
    view_menu_name: { kind: 'scalar', field: 'viewMenu', type: 'string' },
  },
  orderColumns: { id: (d) => ({ id: d }), view_menu_name: (d) => ({ viewMenu: d }) },
  baseOrder: [{ viewMenu: 'asc' }, { name: 'asc' }],
  listColumns: ['id', 'permission.name', 'view_menu.name'],
  // Reading the catalogue is part of managing roles (FAB: can_read on PermissionViewMenu, Admin only).
  canList: (user) => user.isAdmin || user.permissions.has('can_read:Role'),
  maxPageSize: 1000,
  findMany: (ctx, { where, orderBy, skip, take }) =>
    ctx.prisma.permission.findMany({
      where: where as Prisma.PermissionWhereInput,
      orderBy: orderBy as Prisma.PermissionOrderByWithRelationInput[],
      skip,
      take,
    }),
  count: (ctx, where) => ctx.prisma.permission.count({ where: where as Prisma.PermissionWhereInput }),
  serialize: async (rows) => rows.map(serializePermission),
  id: (row) => row.id,
};

export function mountPermissionResourceRoutes(app: Hono<AppEnv>): void {
  app.get('/api/v1/security/permissions-resources', listHandler(permissionResource));
}
