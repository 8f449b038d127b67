import DataLoader from 'dataloader';
import { builder } from '../builder.ts';
import { resolveRestConnection } from '../connection.ts';
import type { GraphQLContext } from '../context.ts';
import { REST_MAX_PAGE_SIZE } from '../loaders.ts';
import { listSearch } from '../rest-client.ts';
import type { RestFilter, RestListQuery, RestListResponse } from '../rest-types.ts';
import { DatabaseRef, databaseLoader } from './database.ts';
import { loadEach, parseRestId } from './node.ts';

/** A row of `GET /api/v1/query/`. */
export interface RestSqlLabQuery {
  id: number;
  changed_on: string;
  client_id: string;
  database: { id: number; database_name: string } | null;
  executed_sql: string | null;
  rows: number | null;
  schema: string | null;
  catalog: string | null;
  sql: string;
  status: string;
  tab_name: string | null;
  user: { id: number; first_name: string; last_name: string } | null;
  start_time: number;
  start_running_time: number | null;
  end_time: number | null;
  error_message: string | null;
  error_line: number | null;
  limit: number | null;
  limit_reached: boolean;
  limiting_factor: string;
  results_key: string | null;
  progress: number;
  sql_editor_id: string | null;
}

/** `GET /api/v1/sqllab/results/?key=` */
export interface RestSqlLabResults {
  columns: { column_name: string; name: string; type: string; is_dttm: boolean; type_generic: number }[];
  data: Record<string, unknown>[];
}

export const listSqlLabQueries = (ctx: GraphQLContext, q: RestListQuery) =>
  ctx.rest.get<RestListResponse<RestSqlLabQuery>>(`/api/v1/query/${listSearch(q)}`);

const loaders = new WeakMap<GraphQLContext, DataLoader<number, RestSqlLabQuery | null>>();
/** The viewer's queries by id for one request: one list call with `id in [...]`. */
export function sqlLabQueryLoader(ctx: GraphQLContext): DataLoader<number, RestSqlLabQuery | null> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<number, RestSqlLabQuery | null>(
      async (ids) => {
        const page = await listSqlLabQueries(ctx, {
          filters: [{ col: 'id', opr: 'in', value: [...ids] }],
          page: 0,
          page_size: ids.length,
        });
        const found = new Map(page.result.map((r) => [r.id, r]));
        return ids.map((id) => found.get(id) ?? null);
      },
      { maxBatchSize: REST_MAX_PAGE_SIZE },
    );
    loaders.set(ctx, loader);
  }
  return loader;
}

let reads = 0;
/**
 * The viewer's query with this client id, read fresh: the REST client memoises GETs for the life of
 * an operation, and a subscription or a mutation must see the state change between reads, so each
 * read carries its own `read` number (REST ignores it).
 */
export async function sqlLabQueryByClientId(ctx: GraphQLContext, clientId: string): Promise<RestSqlLabQuery | null> {
  const q: RestListQuery = { filters: [{ col: 'client_id', opr: 'eq', value: clientId }], page: 0, page_size: 1 };
  reads = (reads + 1) % Number.MAX_SAFE_INTEGER;
  const page = await ctx.rest.get<RestListResponse<RestSqlLabQuery>>(`/api/v1/query/${listSearch(q)}&read=${reads}`);
  return page.result[0] ?? null;
}

export const SqlLabQueryStatus = builder.enumType('SqlLabQueryStatus', {
  description: 'Where a SQL Lab query is.',
  values: {
    PENDING: { value: 'pending', description: 'Recorded, not started yet.' },
    RUNNING: { value: 'running', description: 'Running on the database.' },
    SUCCESS: { value: 'success', description: 'Finished; `results` holds the rows.' },
    FAILED: { value: 'failed', description: "The database refused it; `errorMessage` has the database's message." },
    STOPPED: { value: 'stopped', description: 'Stopped by the user (cancelled on the database).' },
    TIMED_OUT: { value: 'timed_out', description: 'Cancelled on the database after the time limit.' },
  } as const,
});

export const SqlLabColumnRef = builder.objectRef<RestSqlLabResults['columns'][number]>('SqlLabResultColumn').implement({
  description: 'One column of a SQL Lab result.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The column name, the key of each row object.' }),
    type: t.exposeString('type', { description: "The database's type name (upper case), e.g. BIGINT." }),
    isDttm: t.exposeBoolean('is_dttm', { description: 'Whether it holds dates or times.' }),
    genericType: t.exposeInt('type_generic', {
      description: 'Generic type: 0 numeric, 1 string, 2 temporal, 3 boolean.',
    }),
  }),
});

export interface SqlLabResultsPage {
  columns: RestSqlLabResults['columns'];
  rows: Record<string, unknown>[];
  totalRows: number;
  offset: number;
}

export const SqlLabResultsRef = builder.objectRef<SqlLabResultsPage>('SqlLabResults').implement({
  description: 'A window of the rows of a finished query (kept a day after it ran).',
  fields: (t) => ({
    columns: t.field({ type: [SqlLabColumnRef], description: 'The columns, in order.', resolve: (r) => r.columns }),
    rows: t.field({
      type: 'JSON',
      description: 'The rows of the window: a JSON list of objects keyed by column name (dates as ISO text).',
      resolve: (r) => r.rows,
    }),
    totalRows: t.exposeInt('totalRows', { description: 'How many rows the whole result has.' }),
    offset: t.exposeInt('offset', { description: 'Index of the first row of this window in the result.' }),
  }),
});

/** Most rows one `results` call returns; page with `offset` for more. */
export const MAX_RESULT_WINDOW = 100_000;

export const SqlLabQueryRef = builder.objectRef<RestSqlLabQuery>('SqlLabQuery');

builder.node(SqlLabQueryRef, {
  description: "One run of SQL Lab (the viewer's own; Admins see everyone's), as `GET /api/v1/query/` lists it.",
  id: { resolve: (q) => q.id, parse: parseRestId },
  loadManyWithoutCache: (ids, ctx) => loadEach(sqlLabQueryLoader(ctx), ids),
  fields: (t) => ({
    queryId: t.exposeInt('id', { description: 'The REST primary key.' }),
    clientId: t.exposeString('client_id', { description: 'The id the client chose (stop and CSV export use it).' }),
    status: t.field({ type: SqlLabQueryStatus, description: 'Where the query is.', resolve: (q) => q.status as never }),
    sql: t.exposeString('sql', { description: 'The SQL as the user wrote it.' }),
    executedSql: t.exposeString('executed_sql', {
      nullable: true,
      description: 'The SQL sent to the database (the row limit applied to the last SELECT).',
    }),
    schema: t.exposeString('schema', { nullable: true, description: 'The schema chosen in the editor.' }),
    catalog: t.exposeString('catalog', { nullable: true, description: 'The catalog chosen in the editor.' }),
    tabName: t.exposeString('tab_name', { nullable: true, description: 'The editor tab it ran from.' }),
    sqlEditorId: t.exposeString('sql_editor_id', { nullable: true, description: 'The editor tab id it ran from.' }),
    rows: t.exposeInt('rows', { nullable: true, description: 'Rows returned (after the limit), once finished.' }),
    limit: t.exposeInt('limit', { nullable: true, description: 'The row limit asked for.' }),
    limitReached: t.exposeBoolean('limit_reached', {
      description: "Whether the result was cut at the limit (the UI shows 'Limit reached').",
    }),
    limitingFactor: t.exposeString('limiting_factor', {
      description: 'What set the limit: QUERY (its own LIMIT), DROPDOWN, QUERY_AND_DROPDOWN, NOT_LIMITED.',
    }),
    progress: t.exposeInt('progress', { description: 'Percent of the statements done (0-100).' }),
    errorMessage: t.exposeString('error_message', {
      nullable: true,
      description: "Why it failed or stopped: the database's own message.",
    }),
    errorLine: t.exposeInt('error_line', {
      nullable: true,
      description: 'The line of `sql` the error points at, when the database gave a position.',
    }),
    startTime: t.field({
      type: 'DateTime',
      description: 'When it was submitted.',
      resolve: (q) => new Date(q.start_time),
    }),
    startRunningTime: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the database started it.',
      resolve: (q) => (q.start_running_time ? new Date(q.start_running_time) : null),
    }),
    endTime: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it finished, failed or stopped.',
      resolve: (q) => (q.end_time ? new Date(q.end_time) : null),
    }),
    durationMs: t.int({
      nullable: true,
      description: 'Milliseconds from submission to the end (null while it runs).',
      resolve: (q) => (q.end_time ? Math.max(0, Math.round(q.end_time - q.start_time)) : null),
    }),
    changedOn: t.field({ type: 'DateTime', description: 'When its state last changed.', resolve: (q) => q.changed_on }),
    userName: t.string({
      nullable: true,
      description: 'Who ran it.',
      resolve: (q) => (q.user ? `${q.user.first_name} ${q.user.last_name}`.trim() : null),
    }),
    databaseId: t.int({
      nullable: true,
      description: 'REST id of its database.',
      resolve: (q) => q.database?.id ?? null,
    }),
    databaseName: t.string({
      nullable: true,
      description: 'Name of its database.',
      resolve: (q) => q.database?.database_name ?? null,
    }),
    database: t.field({
      type: DatabaseRef,
      nullable: true,
      description: 'The database it ran on.',
      resolve: (q, _args, ctx) => (q.database ? databaseLoader(ctx).load(q.database.id) : null),
    }),
    csvUrl: t.string({
      nullable: true,
      description:
        'Where to download the whole result as CSV (streamed, re-run without the row limit), once it succeeded.',
      resolve: (q) => (q.status === 'success' ? `/api/v1/sqllab/export/${encodeURIComponent(q.client_id)}/` : null),
    }),
    results: t.field({
      type: SqlLabResultsRef,
      nullable: true,
      description: 'Its rows once it succeeded (null before, or when they expired: re-run then).',
      args: {
        offset: t.arg.int({ description: 'First row to return (default 0).' }),
        limit: t.arg.int({ description: `Rows to return (default and maximum ${MAX_RESULT_WINDOW}).` }),
      },
      resolve: async (q, args, ctx) => {
        if (q.status !== 'success' || !q.results_key) return null;
        const stored = await ctx.rest
          .get<RestSqlLabResults>(`/api/v1/sqllab/results/?key=${encodeURIComponent(q.results_key)}`)
          .catch((e: unknown) => {
            if ((e as { code?: string }).code === 'NOT_FOUND') return null;
            throw e;
          });
        if (!stored) return null;
        const offset = Math.max(0, args.offset ?? 0);
        const limit = Math.min(Math.max(0, args.limit ?? MAX_RESULT_WINDOW), MAX_RESULT_WINDOW);
        return {
          columns: stored.columns,
          rows: stored.data.slice(offset, offset + limit),
          totalRows: stored.data.length,
          offset,
        };
      },
    }),
  }),
});

const SqlLabQueryOrderField = builder.enumType('SqlLabQueryOrderField', {
  description: 'Columns SQL Lab queries can be sorted by.',
  values: {
    CHANGED_ON: { value: 'changed_on', description: 'When the state last changed.' },
    START_TIME: { value: 'start_time', description: 'When it was submitted.' },
    ROWS: { value: 'rows', description: 'Rows returned.' },
    DATABASE: { value: 'database.database_name', description: 'Database name.' },
    STATUS: { value: 'status', description: 'Status.' },
  } as const,
});

builder.queryField('sqlLabQueries', (t) =>
  t.connection(
    {
      type: SqlLabQueryRef,
      description: "The viewer's SQL Lab query history (Admins: everyone's), newest first by default.",
      args: {
        search: t.arg.string({ description: 'Text searched in the SQL.' }),
        status: t.arg({ type: SqlLabQueryStatus, description: 'Only queries in this state.' }),
        databaseId: t.arg.int({ description: 'Only queries on this database (REST id).' }),
        sqlEditorId: t.arg.string({ description: 'Only queries run from this editor tab.' }),
        orderBy: t.arg({ type: SqlLabQueryOrderField, description: 'Sort column (default: changed_on).' }),
        descending: t.arg.boolean({ description: 'Sort descending (default true).' }),
      },
      resolve: (_root, args, ctx) => {
        const filters: RestFilter[] = [];
        const search = args.search?.trim();
        if (search) filters.push({ col: 'sql', opr: 'ct', value: search });
        if (args.status) filters.push({ col: 'status', opr: 'eq', value: args.status });
        if (args.databaseId != null) filters.push({ col: 'database', opr: 'rel_o_m', value: args.databaseId });
        if (args.sqlEditorId) filters.push({ col: 'sql_editor_id', opr: 'eq', value: args.sqlEditorId });
        return resolveRestConnection({
          args,
          query: {
            filters,
            order_column: args.orderBy ?? 'changed_on',
            order_direction: args.descending === false ? 'asc' : 'desc',
          },
          list: (q) => listSqlLabQueries(ctx, q),
          loader: sqlLabQueryLoader(ctx),
        });
      },
    },
    { name: 'SqlLabQueryConnection', description: 'A page of SQL Lab queries.' },
    { name: 'SqlLabQueryEdge', description: 'A SQL Lab query in a page, with its cursor.' },
  ),
);

builder.queryField('sqlLabQuery', (t) =>
  t.field({
    type: SqlLabQueryRef,
    nullable: true,
    description: "One of the viewer's queries by the client id it was run with (null if unknown).",
    args: { clientId: t.arg.string({ required: true, description: 'The client id.' }) },
    resolve: (_root, { clientId }, ctx) => sqlLabQueryByClientId(ctx, clientId),
  }),
);
