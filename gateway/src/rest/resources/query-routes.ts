import type { Hono } from 'hono';
import type { Prisma } from '../../metadata/index.ts';
import { announceQueryChange } from '../../sqllab/progress.ts';
import { isFinalStatus, QUERY_STATUSES, queryToDict } from '../../sqllab/serialize.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { infoHandler, listContext, listHandler, parseId } from '../list/handlers.ts';
import { prettifyColumn, projectRow } from '../list/project.ts';
import { type RelatedField, relatedHandler, relatedUsers } from '../list/related.ts';
import { assertCan } from '../permissions.ts';
import { parseRisonParam } from '../rison.ts';
import { readObjectBody } from './annotation-layer-routes.ts';
import {
  QUERY_LIST_COLUMNS,
  QUERY_VIEW,
  queryInclude,
  queryOwnerWhere,
  queryResource,
  serializeQueryRow,
} from './query-resource.ts';
import { sqlLabDeps } from './sqllab-services.ts';

/** Databases as a relation of queries and saved queries: name starts with the filter. */
export const relatedDatabases: RelatedField = {
  async find(ctx, { filter, ids, skip, take }) {
    const where = ids ? { id: { in: ids } } : filter ? { databaseName: { startsWith: filter } } : {};
    const rows = await ctx.prisma.database.findMany({
      where: where as Prisma.DatabaseWhereInput,
      orderBy: [{ databaseName: 'asc' }],
      skip,
      take,
      select: { id: true, databaseName: true },
    });
    return rows.map((d) => ({ value: d.id, text: d.databaseName, extra: {} }));
  },
  count: (ctx, filter) =>
    ctx.prisma.database.count({
      where: (filter ? { databaseName: { startsWith: filter } } : {}) as Prisma.DatabaseWhereInput,
    }),
};

/** Superset's QueryRestApi: the caller's own queries (Admins: everyone's), read-only, plus stop. */
export function mountQueryRoutes(app: Hono<AppEnv>): void {
  app.get('/api/v1/query', listHandler(queryResource));
  app.get(
    '/api/v1/query/_info',
    infoHandler(queryResource, { permissions: ['can_read'], addColumns: [], editColumns: [], title: 'Query' }),
  );
  app.get(
    '/api/v1/query/related/:column',
    relatedHandler(QUERY_VIEW, { database: relatedDatabases, user: relatedUsers }),
  );
  app.get('/api/v1/query/distinct/:column', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', QUERY_VIEW);
    const fields: Record<string, 'status' | 'schema' | 'tabName'> = {
      status: 'status',
      schema: 'schema',
      tab_name: 'tabName',
    };
    const field = fields[c.req.param('column')];
    if (!field) throw new NotFoundError();
    const q = parseRisonParam(c.req.query('q')) as { filter?: unknown } | undefined;
    const filter = typeof q?.filter === 'string' ? q.filter.toLowerCase() : '';
    const rows = await ctx.prisma.query.findMany({
      where: queryOwnerWhere(ctx.user) as Prisma.QueryWhereInput,
      select: { [field]: true },
      distinct: [field],
      orderBy: { [field]: 'asc' },
    });
    const values = rows
      .map((r) => (r as unknown as Record<string, string | null>)[field])
      .filter((v): v is string => !!v && v.toLowerCase().startsWith(filter));
    return c.json({ count: values.length, result: values.map((v) => ({ text: v, value: v })) });
  });

  // `?q=(last_updated_ms:<epoch ms>)`: what SQL Lab polls for its queries' progress.
  app.get('/api/v1/query/updated_since', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', QUERY_VIEW);
    const q = parseRisonParam(c.req.query('q')) as { last_updated_ms?: unknown } | undefined;
    const since = q?.last_updated_ms;
    if (typeof since !== 'number' || !Number.isFinite(since)) {
      throw new BadRequestError('q must be (last_updated_ms:<epoch milliseconds>)');
    }
    const rows = await ctx.prisma.query.findMany({
      where: { userId: ctx.user.id, changedOn: { gt: new Date(since) } },
      orderBy: [{ changedOn: 'asc' }],
      take: 1000,
      include: queryInclude,
    });
    return c.json({ result: rows.map(queryToDict) });
  });

  // `{client_id}`: ends the query as stopped and cancels it on the database if it still runs.
  app.post('/api/v1/query/stop', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', QUERY_VIEW);
    const body = await readObjectBody(c);
    if (typeof body.client_id !== 'string' || body.client_id === '')
      throw new BadRequestError({ client_id: ['Missing data for required field.'] });
    const where = { clientId: body.client_id, ...queryOwnerWhere(ctx.user) } as Prisma.QueryWhereInput;
    const query = await ctx.prisma.query.findFirst({ where });
    if (!query) throw new NotFoundError('The query was not found.');
    if (isFinalStatus(query.status)) return c.json({ result: 'OK' });
    const stopped = await ctx.prisma.query.updateMany({
      where: { id: query.id, status: { in: ['pending', 'running'] } },
      data: { status: 'stopped', errorMessage: 'The query was stopped.', endTime: new Date() },
    });
    const deps = sqlLabDeps(c);
    if (stopped.count === 1)
      await announceQueryChange(deps.pubsub, deps.log, { clientId: query.clientId, status: 'stopped' });
    deps.running.stop(query.clientId, 'The query was stopped.');
    // A queued job is stopped wherever it runs (another gateway's pool, a worker).
    const jobs = c.get('services').jobs;
    if (query.jobId && jobs) await jobs.cancel(query.jobId, 'The query was stopped.');
    return c.json({ result: 'OK' });
  });

  app.get('/api/v1/query/:id', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', QUERY_VIEW);
    const id = parseId(c.req.param('id'));
    const row =
      id === null
        ? null
        : await ctx.prisma.query.findFirst({
            where: { id, ...queryOwnerWhere(ctx.user) } as Prisma.QueryWhereInput,
            include: queryInclude,
          });
    if (!row) throw new NotFoundError();
    return c.json({
      id: row.id,
      result: projectRow(serializeQueryRow(row), QUERY_LIST_COLUMNS),
      show_columns: QUERY_LIST_COLUMNS,
      label_columns: Object.fromEntries(QUERY_LIST_COLUMNS.map((col) => [col, prettifyColumn(col)])),
      description_columns: {},
      show_title: 'Show Query',
    });
  });
}

export { QUERY_STATUSES };
