import type { Context, Hono } from 'hono';
import { readFields } from '../body.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { listContext, parseId } from '../list/handlers.ts';
import { assertCan } from '../permissions.ts';
import { parseRisonParam } from '../rison.ts';
import { assertDatasetVisible, datasetAccessWhere } from './dataset-access.ts';
import { distinctHandler } from './dataset-distinct.ts';
import { assertNewSourceIntrospects } from './dataset-override-columns.ts';
import {
  createDataset,
  deleteDatasets,
  parseCreateBody,
  refreshDatasetColumns,
  updateDataset,
} from './dataset-write.ts';
import { relatedObjects } from './datasource-related-objects.ts';

function pathId(c: Context<AppEnv>): number {
  const id = parseId(c.req.param('id'));
  if (id === null) throw new NotFoundError();
  return id;
}

/** The fields Superset's POST answers with in `result`. */
async function createdResult(c: Context<AppEnv>, id: number) {
  const d = await listContext(c).prisma.dataset.findUniqueOrThrow({
    where: { id },
    include: { owners: { select: { userId: true } } },
  });
  return {
    database: d.databaseId,
    catalog: d.catalog,
    schema: d.schema,
    table_name: d.tableName,
    sql: d.sql,
    owners: d.owners.map((o) => o.userId),
  };
}

/** Writes of the dataset API (Superset's DatasetRestApi post/put/delete/bulk_delete/refresh/distinct). */
export function mountDatasetWriteRoutes(app: Hono<AppEnv>): void {
  app.get(
    '/api/v1/dataset/distinct/:column',
    distinctHandler('Dataset', {
      schema: async (ctx) =>
        (
          await ctx.prisma.dataset.findMany({
            where: datasetAccessWhere(ctx.user),
            distinct: ['schema'],
            select: { schema: true },
          })
        ).map((r) => r.schema),
      table_name: async (ctx) =>
        (
          await ctx.prisma.dataset.findMany({
            where: datasetAccessWhere(ctx.user),
            distinct: ['tableName'],
            select: { tableName: true },
          })
        ).map((r) => r.tableName),
    }),
  );

  app.get('/api/v1/dataset/:id/related_objects', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', 'Dataset');
    const id = pathId(c);
    await assertDatasetVisible(ctx.prisma, ctx.user, id);
    return c.json(await relatedObjects(ctx.prisma, [id]));
  });

  app.post('/api/v1/dataset', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', 'Dataset');
    const input = parseCreateBody(await readFields(c));
    const id = await createDataset(ctx.prisma, c.get('services').connectors, ctx.user, input);
    return c.json({ id, result: await createdResult(c, id) }, 201);
  });

  app.put('/api/v1/dataset/:id/refresh', async (c) => {
    const ctx = listContext(c);
    await refreshDatasetColumns(ctx.prisma, c.get('services').connectors, ctx.user, pathId(c));
    return c.json({ message: 'OK' });
  });

  app.put('/api/v1/dataset/:id', async (c) => {
    const ctx = listContext(c);
    const id = pathId(c);
    const body = await readFields(c);
    const connectors = c.get('services').connectors;
    // Superset's override_columns: the columns are read again from the new source, which is checked first.
    const override = c.req.query('override_columns') === 'true';
    if (override) await assertNewSourceIntrospects(ctx.prisma, connectors, ctx.user, id, body);
    await updateDataset(ctx.prisma, connectors, ctx.user, id, body);
    if (override) await refreshDatasetColumns(ctx.prisma, connectors, ctx.user, id);
    const d = await ctx.prisma.dataset.findUniqueOrThrow({
      where: { id },
      include: {
        owners: { select: { userId: true } },
        columns: { orderBy: { id: 'asc' } },
        metrics: { orderBy: { id: 'asc' } },
      },
    });
    return c.json({
      id,
      result: {
        table_name: d.tableName,
        schema: d.schema,
        sql: d.sql,
        database_id: d.databaseId,
        main_dttm_col: d.mainDttmCol,
        description: d.description,
        cache_timeout: d.cacheTimeout,
        extra: d.extra,
        owners: d.owners.map((o) => o.userId),
        version: d.version,
        columns: d.columns.map((col) => ({ id: col.id, column_name: col.columnName })),
        metrics: d.metrics.map((m) => ({ id: m.id, metric_name: m.metricName })),
      },
    });
  });

  app.delete('/api/v1/dataset/:id', async (c) => {
    const ctx = listContext(c);
    await deleteDatasets(ctx.prisma, ctx.user, [pathId(c)]);
    return c.json({ message: 'OK' });
  });

  app.delete('/api/v1/dataset', async (c) => {
    const ctx = listContext(c);
    const ids = parseRisonParam(c.req.query('q'));
    if (
      !Array.isArray(ids) ||
      ids.length === 0 ||
      ids.some((id) => typeof id !== 'number' || !Number.isSafeInteger(id))
    ) {
      throw new BadRequestError('Invalid rison argument: q must be a list of dataset ids, e.g. q=!(1,2)');
    }
    const count = await deleteDatasets(ctx.prisma, ctx.user, [...new Set(ids as number[])]);
    return c.json({ message: `Deleted ${count} dataset${count === 1 ? '' : 's'}` });
  });
}
