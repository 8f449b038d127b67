import type { Context, Hono } from 'hono';
import { isUniqueViolation, type Permission, type Prisma } from '../../metadata/index.ts';
import type { AppEnv } from '../context.ts';
import { listContext, listHandler } from '../list/handlers.ts';
import type { ListResource } from '../list/types.ts';
import type { PrismaClient } from '../prisma.ts';
import { databasePerm, datasetPerm } from './dataset-access.ts';

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

const DATA_ACCESS = ['database_access', 'datasource_access'];

/**
 * The per-database and per-dataset grants (`database_access on [db].(id:1)`, `datasource_access on
 * [db].[table](id:3)`) a custom role can be limited to. Superset creates them with each database and
 * dataset; here the catalogue creates the missing ones when it is read, so every current database
 * and dataset can be granted. Idempotent; a concurrent reader creating the same row is ignored.
 */
export async function ensureDataAccessPermissions(prisma: PrismaClient): Promise<void> {
  const [databases, datasets, existing] = await Promise.all([
    prisma.database.findMany({ select: { id: true, databaseName: true } }),
    prisma.dataset.findMany({
      select: { id: true, tableName: true, database: { select: { id: true, databaseName: true } } },
    }),
    prisma.permission.findMany({ where: { name: { in: DATA_ACCESS } }, select: { name: true, viewMenu: true } }),
  ]);
  const key = (p: { name: string; viewMenu: string }) => `${p.name}:${p.viewMenu}`;
  const present = new Set(existing.map(key));
  const wanted = [
    ...databases.map((db) => ({ name: 'database_access', viewMenu: databasePerm(db) })),
    ...datasets.map((ds) => ({ name: 'datasource_access', viewMenu: datasetPerm(ds) })),
  ].filter((p) => !present.has(key(p)));
  for (const data of wanted) {
    try {
      await prisma.permission.create({ data });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
}

export function mountPermissionResourceRoutes(app: Hono<AppEnv>): void {
  const list = listHandler(permissionResource);
  app.get('/api/v1/security/permissions-resources', async (c: Context<AppEnv>) => {
    const ctx = listContext(c);
    // Only those who may manage roles trigger the creation (the list itself answers 403 to others).
    if (permissionResource.canList?.(ctx.user)) await ensureDataAccessPermissions(ctx.prisma);
    return list(c);
  });
}
