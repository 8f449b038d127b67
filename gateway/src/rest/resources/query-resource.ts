import type { Prisma } from '../../metadata/index.ts';
import type { RequestUser } from '../context.ts';
import type { ListContext, ListResource } from '../list/types.ts';
import { can } from '../permissions.ts';

/** Superset's QueryRestApi class_permission_name. */
export const QUERY_VIEW = 'Query';

export const queryInclude = {
  database: { select: { id: true, databaseName: true } },
  user: { select: { id: true, firstName: true, lastName: true } },
} as const;

export type QueryRow = Prisma.QueryGetPayload<{ include: typeof queryInclude }>;

/** Superset's QueryFilter: a user sees their own queries; all_query_access (Admin) sees everyone's. */
export function queryOwnerWhere(user: RequestUser): Record<string, unknown> {
  return can(user, 'all_query_access', 'all_query_access') ? {} : { userId: user.id };
}

export const QUERY_LIST_COLUMNS = [
  'id',
  'changed_on',
  'client_id',
  'database.database_name',
  'database.id',
  'executed_sql',
  'rows',
  'schema',
  'catalog',
  'sql',
  'status',
  'tab_name',
  'user.first_name',
  'user.id',
  'user.last_name',
  'start_time',
  'start_running_time',
  'end_time',
  'tmp_table_name',
  'tracking_url',
  'error_message',
  'error_line',
  'limit',
  'limit_reached',
  'limiting_factor',
  'results_key',
  'progress',
  'sql_editor_id',
] as const;

/** A Query row as the list and show endpoints render it (times in epoch ms, as Superset stores them). */
export function serializeQueryRow(q: QueryRow): Record<string, unknown> {
  return {
    id: q.id,
    changed_on: q.changedOn.toISOString(),
    client_id: q.clientId,
    database: q.database ? { id: q.database.id, database_name: q.database.databaseName } : null,
    executed_sql: q.executedSql,
    rows: q.rows,
    schema: q.schema,
    catalog: q.catalog,
    sql: q.sql,
    status: q.status,
    tab_name: q.tabName,
    user: q.user ? { id: q.user.id, first_name: q.user.firstName, last_name: q.user.lastName } : null,
    start_time: q.startTime.getTime(),
    start_running_time: q.startRunningTime?.getTime() ?? null,
    end_time: q.endTime?.getTime() ?? null,
    tmp_table_name: null,
    tracking_url: null,
    error_message: q.errorMessage,
    error_line: q.errorLine,
    limit: q.limit,
    limit_reached: q.limitReached,
    limiting_factor: q.limitingFactor,
    results_key: q.resultsKey,
    progress: q.progress,
    sql_editor_id: q.sqlEditorId,
  };
}

export const queryResource: ListResource<QueryRow> = {
  permissionView: QUERY_VIEW,
  listTitle: 'List Query',
  searchColumns: {
    changed_on: { kind: 'scalar', field: 'changedOn', type: 'date' },
    database: { kind: 'relation-one', field: 'databaseId' },
    sql: { kind: 'scalar', field: 'sql', type: 'string' },
    status: { kind: 'scalar', field: 'status', type: 'string' },
    user: { kind: 'relation-one', field: 'userId' },
    start_time: { kind: 'scalar', field: 'startTime', type: 'date' },
    client_id: { kind: 'scalar', field: 'clientId', type: 'string' },
    sql_editor_id: { kind: 'scalar', field: 'sqlEditorId', type: 'string' },
    id: { kind: 'scalar', field: 'id', type: 'number' },
  },
  orderColumns: {
    changed_on: (d) => ({ changedOn: d }),
    'database.database_name': (d) => ({ database: { databaseName: d } }),
    rows: (d) => ({ rows: d }),
    schema: (d) => ({ schema: d }),
    start_time: (d) => ({ startTime: d }),
    sql: (d) => ({ sql: d }),
    tab_name: (d) => ({ tabName: d }),
    'user.first_name': (d) => ({ user: { firstName: d } }),
    status: (d) => ({ status: d }),
  },
  baseOrder: [{ changedOn: 'desc' }, { id: 'desc' }],
  listColumns: QUERY_LIST_COLUMNS,
  baseFilter: (ctx: ListContext) => queryOwnerWhere(ctx.user),
  findMany: (ctx, { where, orderBy, skip, take }) =>
    ctx.prisma.query.findMany({
      where: where as Prisma.QueryWhereInput,
      orderBy: orderBy as Prisma.QueryOrderByWithRelationInput[],
      skip,
      take,
      include: queryInclude,
    }),
  count: (ctx, where) => ctx.prisma.query.count({ where: where as Prisma.QueryWhereInput }),
  serialize: async (rows) => rows.map(serializeQueryRow),
  id: (row) => row.id,
};
