import type { Context } from 'hono';
import type { Prisma } from '../../metadata/index.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, NotFoundError, UnprocessableError } from '../errors.ts';
import { assertCan, can } from '../permissions.ts';
import { parseRisonParam } from '../rison.ts';
import { listContext } from './handlers.ts';
import { effectivePageSize } from './query.ts';
import type { ListContext } from './types.ts';

/** `GET /<resource>/related/<column>?q=(filter,page,page_size,include_ids)` (server-semantics.md §1). */
interface RelatedQuery {
  filter: string;
  page: number | null;
  pageSize: number | null;
  includeIds: number[];
}

function parseRelatedQuery(raw: unknown): RelatedQuery {
  const query: RelatedQuery = { filter: '', page: null, pageSize: null, includeIds: [] };
  if (raw === undefined) return query;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new BadRequestError('Invalid rison argument: q must be an object, e.g. q=(filter:ad)');
  }
  const q = raw as Record<string, unknown>;
  if (q.filter !== undefined) {
    if (typeof q.filter !== 'string') throw new BadRequestError('Invalid rison argument: filter must be a string');
    query.filter = q.filter;
  }
  for (const [key, field] of [
    ['page', 'page'],
    ['page_size', 'pageSize'],
  ] as const) {
    const value = q[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
      throw new BadRequestError(`Invalid rison argument: ${key} must be an integer >= 0`);
    }
    query[field] = value;
  }
  if (q.include_ids !== undefined) {
    if (
      !Array.isArray(q.include_ids) ||
      q.include_ids.some((id) => typeof id !== 'number' || !Number.isSafeInteger(id))
    ) {
      throw new BadRequestError('Invalid rison argument: include_ids must be a list of integers');
    }
    query.includeIds = q.include_ids as number[];
  }
  return query;
}

export interface RelatedRow {
  value: number;
  text: string;
  extra: Record<string, unknown>;
}

/** One related field of a resource: which rows it offers and how they read. */
export interface RelatedField {
  find(ctx: ListContext, args: { filter: string; ids?: number[]; skip: number; take: number }): Promise<RelatedRow[]>;
  count(ctx: ListContext, filter: string): Promise<number>;
}

const startsWith = (ctx: ListContext, value: string) =>
  ctx.provider === 'postgresql' ? { startsWith: value, mode: 'insensitive' } : { startsWith: value };

/** Users as owners / created_by / changed_by offer them (FAB's FilterRelatedOwners: name or username starts with). */
export const relatedUsers: RelatedField = {
  async find(ctx, { filter, ids, skip, take }) {
    const users = await ctx.prisma.user.findMany({
      where: (ids ? { id: { in: ids } } : userFilter(ctx, filter)) as Prisma.UserWhereInput,
      orderBy: [{ firstName: 'asc' }, { id: 'asc' }],
      skip,
      take,
      select: { id: true, firstName: true, lastName: true, email: true, active: true },
    });
    // Superset lists e-mails here for everyone; Chartroom shows them to user administrators only
    // (as in the user list), so that any signed-in user cannot harvest every address.
    const withEmail = can(ctx.user, 'can_read', 'User');
    return users.map((u) => ({
      value: u.id,
      text: `${u.firstName} ${u.lastName}`.trim(),
      extra: withEmail ? { active: u.active, email: u.email } : { active: u.active },
    }));
  },
  count: (ctx, filter) => ctx.prisma.user.count({ where: userFilter(ctx, filter) as Prisma.UserWhereInput }),
};

/**
 * Roles by name (FAB's FilterRelatedRoles: the name contains the text), for the row-level security
 * rules and for the dashboard properties' Roles under DASHBOARD_RBAC.
 */
export const relatedRoles: RelatedField = {
  async find(ctx, { filter, ids, skip, take }) {
    const rows = await ctx.prisma.role.findMany({
      where: ids ? { id: { in: ids } } : roleFilter(ctx, filter),
      orderBy: [{ name: 'asc' }],
      skip,
      take,
    });
    return rows.map((r) => ({ value: r.id, text: r.name, extra: {} }));
  },
  count: (ctx, filter) => ctx.prisma.role.count({ where: roleFilter(ctx, filter) }),
};

function roleFilter(ctx: ListContext, filter: string): Prisma.RoleWhereInput {
  if (filter === '') return {};
  const contains = ctx.provider === 'postgresql' ? { contains: filter, mode: 'insensitive' } : { contains: filter };
  return { name: contains } as Prisma.RoleWhereInput;
}

function userFilter(ctx: ListContext, filter: string): Record<string, unknown> {
  if (filter === '') return { active: true };
  return {
    active: true,
    OR: [
      { firstName: startsWith(ctx, filter) },
      { lastName: startsWith(ctx, filter) },
      { username: startsWith(ctx, filter) },
    ],
  };
}

const RELATED_MAX_PAGE_SIZE = 100;

/** The handler for `related/:column` of one resource; unknown columns are 404 as in FAB. */
export function relatedHandler(permissionView: string, fields: Record<string, RelatedField>) {
  return async (c: Context<AppEnv>) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', permissionView);
    const field = fields[c.req.param('column') ?? ''];
    if (!field) throw new NotFoundError();
    const query = parseRelatedQuery(parseRisonParam(c.req.query('q')));
    if (query.includeIds.length > 0 && query.page !== null && query.page > 0) {
      throw new UnprocessableError('Cannot use include_ids with a page other than 0');
    }
    const take = effectivePageSize(query.pageSize, RELATED_MAX_PAGE_SIZE) ?? RELATED_MAX_PAGE_SIZE;
    const skip = (query.page ?? 0) * take;
    const [count, rows] = await Promise.all([
      field.count(ctx, query.filter),
      field.find(ctx, { filter: query.filter, skip, take }),
    ]);
    const missing = query.includeIds.filter((id) => !rows.some((r) => r.value === id));
    if (missing.length === 0) return c.json({ count, result: rows });
    const extra = await field.find(ctx, { filter: '', ids: missing, skip: 0, take: missing.length });
    const result = [...rows, ...extra];
    // FAB reports the length of the merged page when include_ids added rows.
    return c.json({ count: result.length, result });
  };
}
