import type { Prisma } from '../../metadata/index.ts';
import type { ListResource } from '../list/types.ts';
import { naturalTime } from './humanize.ts';

export const RLS_VIEW = 'RowLevelSecurity';

export const rlsInclude = {
  roles: { select: { role: { select: { id: true, name: true } } }, orderBy: { roleId: 'asc' } },
  tables: {
    select: { table: { select: { id: true, schema: true, tableName: true } } },
    orderBy: { tableId: 'asc' },
  },
} satisfies Prisma.RlsFilterInclude;

export type RlsRow = Prisma.RlsFilterGetPayload<{ include: typeof rlsInclude }>;

/** Superset's show_columns (and list_columns) of a rule. */
export function serializeRls(row: RlsRow, now = new Date()): Record<string, unknown> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    filter_type: row.filterType,
    group_key: row.groupKey,
    clause: row.clause,
    roles: row.roles.map(({ role }) => ({ id: role.id, name: role.name })),
    tables: row.tables.map(({ table }) => ({ id: table.id, schema: table.schema, table_name: table.tableName })),
    changed_on_delta_humanized: naturalTime(row.changedOn, now),
  };
}

/** Superset's RLSRestApi list: Admin (can_read on Row Level Security). */
export const rlsResource: ListResource<RlsRow> = {
  permissionView: RLS_VIEW,
  listTitle: 'List Row Level Security',
  searchColumns: {
    name: { kind: 'scalar', field: 'name', type: 'string' },
    filter_type: { kind: 'scalar', field: 'filterType', type: 'string' },
    clause: { kind: 'scalar', field: 'clause', type: 'string' },
    group_key: { kind: 'scalar', field: 'groupKey', type: 'string' },
    roles: { kind: 'relation-many', relation: 'roles', key: 'roleId' },
    tables: { kind: 'relation-many', relation: 'tables', key: 'tableId' },
  },
  orderColumns: {
    name: (d) => ({ name: d }),
    filter_type: (d) => ({ filterType: d }),
    clause: (d) => ({ clause: d }),
    group_key: (d) => ({ groupKey: d }),
    changed_on_delta_humanized: (d) => ({ changedOn: d }),
  },
  baseOrder: [{ changedOn: 'desc' }],
  listColumns: [
    'id',
    'name',
    'filter_type',
    'tables.id',
    'tables.schema',
    'tables.table_name',
    'roles.id',
    'roles.name',
    'clause',
    'changed_on_delta_humanized',
    'group_key',
    'description',
  ],
  findMany: (ctx, { where, orderBy, skip, take }) =>
    ctx.prisma.rlsFilter.findMany({
      where: where as Prisma.RlsFilterWhereInput,
      orderBy: orderBy as Prisma.RlsFilterOrderByWithRelationInput[],
      skip,
      take,
      include: rlsInclude,
    }),
  count: (ctx, where) => ctx.prisma.rlsFilter.count({ where: where as Prisma.RlsFilterWhereInput }),
  serialize: async (rows) => {
    const now = new Date();
    return rows.map((row) => serializeRls(row, now));
  },
  id: (row) => row.id,
};
