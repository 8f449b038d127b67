import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { Prisma } from '../../metadata/index.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, NotFoundError, UnprocessableError } from '../errors.ts';
import { infoHandler, listContext, listHandler, parseId } from '../list/handlers.ts';
import { prettifyColumn, projectRow } from '../list/project.ts';
import { relatedHandler, relatedUsers } from '../list/related.ts';
import type { ListContext } from '../list/types.ts';
import { assertCan } from '../permissions.ts';
import { parseRisonParam } from '../rison.ts';
import { parseIdList, readObjectBody } from './annotation-layer-routes.ts';
import { relatedDatabases } from './query-routes.ts';
import {
  SAVED_QUERY_LIST_COLUMNS,
  SAVED_QUERY_VIEW,
  savedQueryInclude,
  savedQueryOwnerWhere,
  savedQueryResource,
  serializeSavedQuery,
} from './saved-query-resource.ts';
import { type SavedQueryInput, validateSavedQueryBody } from './saved-query-validate.ts';

const WRITE_COLUMNS = [
  'db_id',
  'label',
  'description',
  'schema',
  'catalog',
  'sql',
  'template_parameters',
  'extra_json',
];

type Ctx = ListContext;

async function ownSavedQuery(ctx: Ctx, rawId: string | undefined) {
  const id = parseId(rawId);
  const row =
    id === null
      ? null
      : await ctx.prisma.savedQuery.findFirst({
          where: { id, ...savedQueryOwnerWhere(ctx) },
          include: savedQueryInclude,
        });
  if (!row) throw new NotFoundError();
  return row;
}

async function assertDatabase(ctx: Ctx, input: SavedQueryInput): Promise<void> {
  if (input.databaseId === undefined) return;
  const db = await ctx.prisma.database.findUnique({ where: { id: input.databaseId } });
  if (!db) throw new UnprocessableError({ db_id: ['Database does not exist'] });
}

function echo(input: SavedQueryInput): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (input.databaseId !== undefined) out.db_id = input.databaseId;
  for (const [k, v] of Object.entries({
    label: input.label,
    description: input.description,
    schema: input.schema,
    catalog: input.catalog,
    sql: input.sql,
    template_parameters: input.templateParameters,
    extra_json: input.extraJson,
  })) {
    if (v !== undefined) out[k] = v;
  }
  return out;
}

/** Superset's SavedQueryRestApi: CRUD on the caller's own saved queries. */
export function mountSavedQueryRoutes(app: Hono<AppEnv>): void {
  app.get('/api/v1/saved_query', listHandler(savedQueryResource));
  app.get(
    '/api/v1/saved_query/_info',
    infoHandler(savedQueryResource, {
      permissions: ['can_read', 'can_write', 'can_export'],
      addColumns: WRITE_COLUMNS,
      editColumns: WRITE_COLUMNS,
      title: 'Saved Query',
    }),
  );
  app.get(
    '/api/v1/saved_query/related/:column',
    relatedHandler(SAVED_QUERY_VIEW, {
      database: relatedDatabases,
      created_by: relatedUsers,
      changed_by: relatedUsers,
    }),
  );
  app.get('/api/v1/saved_query/distinct/:column', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', SAVED_QUERY_VIEW);
    if (c.req.param('column') !== 'schema') throw new NotFoundError();
    const q = parseRisonParam(c.req.query('q')) as { filter?: unknown } | undefined;
    const filter = typeof q?.filter === 'string' ? q.filter.toLowerCase() : '';
    const rows = await ctx.prisma.savedQuery.findMany({
      where: savedQueryOwnerWhere(ctx),
      select: { schema: true },
      distinct: ['schema'],
      orderBy: { schema: 'asc' },
    });
    const values = rows.map((r) => r.schema).filter((v): v is string => !!v && v.toLowerCase().startsWith(filter));
    return c.json({ count: values.length, result: values.map((v) => ({ text: v, value: v })) });
  });

  app.get('/api/v1/saved_query/:id', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', SAVED_QUERY_VIEW);
    const row = await ownSavedQuery(ctx, c.req.param('id'));
    return c.json({
      id: row.id,
      result: projectRow(serializeSavedQuery(row, new Date()), SAVED_QUERY_LIST_COLUMNS),
      show_columns: SAVED_QUERY_LIST_COLUMNS,
      label_columns: Object.fromEntries(SAVED_QUERY_LIST_COLUMNS.map((col) => [col, prettifyColumn(col)])),
      description_columns: {},
      show_title: 'Show Saved Query',
    });
  });

  app.post('/api/v1/saved_query', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', SAVED_QUERY_VIEW);
    const { input, errors } = validateSavedQueryBody(await readObjectBody(c), false);
    if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
    await assertDatabase(ctx, input);
    const created = await ctx.prisma.savedQuery.create({
      data: {
        uuid: randomUUID(),
        databaseId: input.databaseId as number,
        label: input.label as string,
        sql: input.sql as string,
        description: input.description ?? null,
        schema: input.schema ?? null,
        catalog: input.catalog ?? null,
        templateParameters: input.templateParameters ?? null,
        extraJson: input.extraJson ?? '{}',
        createdById: ctx.user.id,
        changedById: ctx.user.id,
      },
    });
    return c.json({ id: created.id, result: echo(input) }, 201);
  });

  app.put('/api/v1/saved_query/:id', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', SAVED_QUERY_VIEW);
    const row = await ownSavedQuery(ctx, c.req.param('id'));
    const { input, errors } = validateSavedQueryBody(await readObjectBody(c), true);
    if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
    await assertDatabase(ctx, input);
    const { databaseId, ...rest } = input;
    await ctx.prisma.savedQuery.update({
      where: { id: row.id },
      data: { ...rest, ...(databaseId !== undefined ? { databaseId } : {}), changedById: ctx.user.id },
    });
    return c.json({ id: row.id, result: echo(input) });
  });

  app.delete('/api/v1/saved_query/:id', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', SAVED_QUERY_VIEW);
    const row = await ownSavedQuery(ctx, c.req.param('id'));
    await ctx.prisma.savedQuery.delete({ where: { id: row.id } });
    return c.json({ message: 'OK' });
  });

  app.delete('/api/v1/saved_query', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', SAVED_QUERY_VIEW);
    const ids = parseIdList(c.req.query('q'));
    const where = { id: { in: ids }, ...savedQueryOwnerWhere(ctx) } as Prisma.SavedQueryWhereInput;
    const found = await ctx.prisma.savedQuery.count({ where });
    if (found !== ids.length) throw new NotFoundError();
    await ctx.prisma.savedQuery.deleteMany({ where });
    return c.json({ message: `Deleted ${ids.length} saved quer${ids.length === 1 ? 'y' : 'ies'}` });
  });
}
