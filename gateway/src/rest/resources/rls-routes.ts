import type { Context, Hono } from 'hono';
import { getDialect } from '../../engine/dialects/index.ts';
import { assertSqlExpression, UnsafeSqlError } from '../../engine/sql-guard.ts';
import { isUniqueViolation } from '../../metadata/index.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, NotFoundError, UnprocessableError } from '../errors.ts';
import { infoHandler, listContext, listHandler, parseId } from '../list/handlers.ts';
import type { RelatedField } from '../list/related.ts';
import { relatedHandler, relatedRoles } from '../list/related.ts';
import type { ListContext } from '../list/types.ts';
import { assertCan } from '../permissions.ts';
import { parseIdList, readObjectBody } from './annotation-layer-routes.ts';
import { backendOf } from './database-uri.ts';
import { RLS_FILTER_TYPES } from './rls-enforce.ts';
import { RLS_VIEW, rlsInclude, rlsResource, serializeRls } from './rls-resource.ts';

/** Ids are 32-bit integers in the store: larger ones cannot exist. */
const MAX_ID = 2_147_483_647;

const FIELDS = ['name', 'description', 'filter_type', 'tables', 'roles', 'group_key', 'clause'] as const;

interface RlsInput {
  name?: string;
  description?: string | null;
  filterType?: string;
  groupKey?: string | null;
  clause?: string;
  tables?: number[];
  roles?: number[];
}

/** Superset's RLSPostSchema / RLSPutSchema: marshmallow-style 400 with the field errors. */
function validateBody(body: Record<string, unknown>, partial: boolean): RlsInput {
  const errors: Record<string, string[]> = {};
  const input: RlsInput = {};
  for (const key of Object.keys(body)) {
    if (!(FIELDS as readonly string[]).includes(key)) errors[key] = ['Unknown field.'];
  }
  const text = (key: string, max: number, required: boolean, nullable: boolean): string | null | undefined => {
    const v = body[key];
    if (v === undefined) {
      if (required && !partial) errors[key] = ['Missing data for required field.'];
      return undefined;
    }
    if (v === null) {
      if (!nullable) errors[key] = ['Field may not be null.'];
      return null;
    }
    if (typeof v !== 'string') {
      errors[key] = ['Not a valid string.'];
      return undefined;
    }
    if (required && v.trim() === '') errors[key] = ['Length must be between 1 and 255.'];
    else if (v.length > max) errors[key] = [`Length must be between ${required ? 1 : 0} and ${max}.`];
    return v;
  };
  const ids = (key: string): number[] | undefined => {
    const v = body[key];
    if (v === undefined) {
      if (!partial) errors[key] = ['Missing data for required field.'];
      return undefined;
    }
    if (
      !Array.isArray(v) ||
      !v.every((id) => Number.isSafeInteger(id) && (id as number) > 0 && (id as number) <= MAX_ID)
    ) {
      errors[key] = ['Not a valid list of ids.'];
      return undefined;
    }
    return [...new Set(v as number[])];
  };
  const name = text('name', 255, true, false);
  if (typeof name === 'string') input.name = name.trim();
  const description = text('description', 10_000, false, true);
  if (description !== undefined) input.description = description;
  const filterType = body.filter_type;
  if (filterType === undefined) {
    if (!partial) errors.filter_type = ['Missing data for required field.'];
  } else if (typeof filterType !== 'string' || !(RLS_FILTER_TYPES as readonly string[]).includes(filterType)) {
    errors.filter_type = ['Must be one of: Regular, Base.'];
  } else input.filterType = filterType;
  const groupKey = text('group_key', 255, false, true);
  if (groupKey !== undefined) input.groupKey = groupKey?.trim() ? groupKey.trim() : null;
  const clause = text('clause', 100_000, true, false);
  if (typeof clause === 'string') input.clause = clause;
  const tables = ids('tables');
  if (tables) input.tables = tables;
  const roles = ids('roles');
  if (roles) input.roles = roles;
  if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
  return input;
}

/** Superset answers 422 for unknown tables or roles, naming the problem. */
async function assertReferences(ctx: ListContext, input: RlsInput): Promise<void> {
  if (input.tables?.length) {
    const n = await ctx.prisma.dataset.count({ where: { id: { in: input.tables } } });
    if (n !== input.tables.length) throw new UnprocessableError('Datasource does not exist');
  }
  if (input.roles?.length) {
    const n = await ctx.prisma.role.count({ where: { id: { in: input.roles } } });
    if (n !== input.roles.length) throw new UnprocessableError('Some roles do not exist');
  }
}

/**
 * The clause is checked as every query will check it: one SQL condition in the dialect of each
 * database its datasets live in (a `;`, a comment or a sub-query is refused now, not at query time).
 */
async function assertClauseFits(ctx: ListContext, clause: string | undefined, tableIds: readonly number[]) {
  if (clause === undefined || !tableIds.length) return;
  const datasets = await ctx.prisma.dataset.findMany({
    where: { id: { in: [...tableIds] } },
    select: { database: { select: { sqlalchemyUri: true } } },
  });
  const backends = new Set(datasets.map((d) => backendOf(d.database.sqlalchemyUri ?? '')));
  for (const backend of backends) {
    if (!backend) continue;
    try {
      assertSqlExpression(clause, getDialect(backend), 'the clause');
    } catch (error) {
      if (error instanceof UnsafeSqlError) throw new BadRequestError({ clause: [error.reason] });
      throw error;
    }
  }
}

async function assertNameFree(ctx: ListContext, name: string, exceptId?: number): Promise<void> {
  const other = await ctx.prisma.rlsFilter.findUnique({ where: { name } });
  if (other && other.id !== exceptId) throw new UnprocessableError({ name: ['Name must be unique'] });
}

function ruleId(c: Context<AppEnv>): number {
  const id = parseId(c.req.param('id'));
  if (id === null || id > MAX_ID) throw new NotFoundError();
  return id;
}

function resultOf(input: RlsInput): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (input.name !== undefined) out.name = input.name;
  if (input.description !== undefined) out.description = input.description;
  if (input.filterType !== undefined) out.filter_type = input.filterType;
  if (input.tables !== undefined) out.tables = input.tables;
  if (input.roles !== undefined) out.roles = input.roles;
  if (input.groupKey !== undefined) out.group_key = input.groupKey;
  if (input.clause !== undefined) out.clause = input.clause;
  return out;
}

const relatedTables: RelatedField = {
  async find(ctx, { filter, ids, skip, take }) {
    const rows = await ctx.prisma.dataset.findMany({
      where: ids ? { id: { in: ids } } : { tableName: { contains: filter } },
      orderBy: [{ tableName: 'asc' }, { id: 'asc' }],
      skip,
      take,
      select: { id: true, tableName: true },
    });
    return rows.map((r) => ({ value: r.id, text: r.tableName, extra: {} }));
  },
  count: (ctx, filter) => ctx.prisma.dataset.count({ where: { tableName: { contains: filter } } }),
};

/**
 * Superset's `/api/v1/rowlevelsecurity/`: list, get, create, update, delete, bulk delete, `_info`,
 * related roles and tables. Admin only (can_read / can_write on RowLevelSecurity).
 */
export function mountRlsRoutes(app: Hono<AppEnv>): void {
  const base = '/api/v1/rowlevelsecurity';
  app.get(base, listHandler(rlsResource));
  app.get(
    `${base}/_info`,
    infoHandler(rlsResource, {
      permissions: ['can_read', 'can_write'],
      addColumns: [...FIELDS],
      editColumns: [...FIELDS],
      title: 'Row Level Security',
    }),
  );
  app.get(`${base}/related/:column`, relatedHandler(RLS_VIEW, { roles: relatedRoles, tables: relatedTables }));

  app.get(`${base}/:id`, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', RLS_VIEW);
    const row = await ctx.prisma.rlsFilter.findUnique({ where: { id: ruleId(c) }, include: rlsInclude });
    if (!row) throw new NotFoundError();
    return c.json({ id: row.id, result: serializeRls(row) });
  });

  app.post(base, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', RLS_VIEW);
    const input = validateBody(await readObjectBody(c), false);
    await assertReferences(ctx, input);
    await assertClauseFits(ctx, input.clause, input.tables ?? []);
    await assertNameFree(ctx, input.name as string);
    try {
      const created = await ctx.prisma.rlsFilter.create({
        data: {
          name: input.name as string,
          description: input.description ?? null,
          filterType: input.filterType as string,
          groupKey: input.groupKey ?? null,
          clause: input.clause as string,
          roles: { create: (input.roles ?? []).map((roleId) => ({ roleId })) },
          tables: { create: (input.tables ?? []).map((tableId) => ({ tableId })) },
        },
      });
      c.get('log').info({ rlsId: created.id, by: ctx.user.id }, 'row level security rule created');
      return c.json({ id: created.id, result: resultOf(input) }, 201);
    } catch (err) {
      if (isUniqueViolation(err)) throw new UnprocessableError({ name: ['Name must be unique'] });
      throw err;
    }
  });

  app.put(`${base}/:id`, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', RLS_VIEW);
    const id = ruleId(c);
    const existing = await ctx.prisma.rlsFilter.findUnique({ where: { id } });
    if (!existing) throw new NotFoundError();
    const input = validateBody(await readObjectBody(c), true);
    await assertReferences(ctx, input);
    const tableIds =
      input.tables ?? (await ctx.prisma.rlsFilterTable.findMany({ where: { rlsFilterId: id } })).map((t) => t.tableId);
    await assertClauseFits(ctx, input.clause, tableIds);
    if (input.name !== undefined) await assertNameFree(ctx, input.name, id);
    try {
      await ctx.prisma.$transaction(async (tx) => {
        if (input.roles) {
          await tx.rlsFilterRole.deleteMany({ where: { rlsFilterId: id } });
          await tx.rlsFilterRole.createMany({ data: input.roles.map((roleId) => ({ rlsFilterId: id, roleId })) });
        }
        if (input.tables) {
          await tx.rlsFilterTable.deleteMany({ where: { rlsFilterId: id } });
          await tx.rlsFilterTable.createMany({ data: input.tables.map((tableId) => ({ rlsFilterId: id, tableId })) });
        }
        await tx.rlsFilter.update({
          where: { id },
          data: {
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.filterType !== undefined ? { filterType: input.filterType } : {}),
            ...(input.groupKey !== undefined ? { groupKey: input.groupKey } : {}),
            ...(input.clause !== undefined ? { clause: input.clause } : {}),
            changedOn: new Date(),
          },
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new UnprocessableError({ name: ['Name must be unique'] });
      throw err;
    }
    return c.json({ id, result: resultOf(input) });
  });

  app.delete(`${base}/:id`, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', RLS_VIEW);
    const id = ruleId(c);
    const { count } = await ctx.prisma.rlsFilter.deleteMany({ where: { id } });
    if (count === 0) throw new NotFoundError();
    return c.json({ message: 'OK' });
  });

  app.delete(base, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', RLS_VIEW);
    const ids = [...new Set(parseIdList(c.req.query('q')))];
    if (ids.some((id) => id < 1 || id > MAX_ID)) throw new NotFoundError();
    // All or nothing, as Superset's bulk delete: any unknown id is a 404 and nothing is deleted.
    const found = await ctx.prisma.rlsFilter.count({ where: { id: { in: ids } } });
    if (found !== ids.length) throw new NotFoundError();
    await ctx.prisma.rlsFilter.deleteMany({ where: { id: { in: ids } } });
    return c.json({ message: `Deleted ${ids.length} rules` });
  });
}
