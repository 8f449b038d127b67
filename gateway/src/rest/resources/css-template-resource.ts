import type { Prisma } from '../../metadata/index.ts';
import type { ListContext, ListResource } from '../list/types.ts';
import { naturalTime } from './humanize.ts';

export const CSS_TEMPLATE_VIEW = 'CssTemplate';

export type CssTemplate = Prisma.CssTemplateGetPayload<Record<string, never>>;

type UserRef = { id: number; first_name: string; last_name: string } | null;

/** The creators and editors of the rows, by id (a deleted user is absent: shown as null). */
export async function usersOf(ctx: ListContext, rows: readonly CssTemplate[]): Promise<Map<number, UserRef>> {
  const ids = [...new Set(rows.flatMap((r) => [r.createdById, r.changedById]).filter((id) => id !== null))];
  if (!ids.length) return new Map();
  const users = await ctx.prisma.user.findMany({
    where: { id: { in: ids as number[] } },
    select: { id: true, firstName: true, lastName: true },
  });
  return new Map(users.map((u) => [u.id, { id: u.id, first_name: u.firstName, last_name: u.lastName }]));
}

/** Superset's CssTemplateRestApi show/list columns. */
export function serializeCssTemplate(row: CssTemplate, users: Map<number, UserRef>, now = new Date()) {
  const user = (id: number | null) => (id === null ? null : (users.get(id) ?? null));
  return {
    id: row.id,
    template_name: row.templateName,
    css: row.css,
    created_on: row.createdOn.toISOString().replace('Z', ''),
    changed_on_delta_humanized: naturalTime(row.changedOn, now),
    created_by: user(row.createdById),
    changed_by: user(row.changedById),
  };
}

/** `GET /api/v1/css_template/`: readers (can_read on CssTemplate), searched by name, newest first. */
export const cssTemplateResource: ListResource<CssTemplate> = {
  permissionView: CSS_TEMPLATE_VIEW,
  listTitle: 'List Css Template',
  searchColumns: {
    template_name: { kind: 'scalar', field: 'templateName', type: 'string' },
    css: { kind: 'scalar', field: 'css', type: 'string' },
    created_by: { kind: 'scalar', field: 'createdById', type: 'number' },
    changed_by: { kind: 'scalar', field: 'changedById', type: 'number' },
  },
  orderColumns: {
    template_name: (d) => ({ templateName: d }),
    changed_on_delta_humanized: (d) => ({ changedOn: d }),
    created_on: (d) => ({ createdOn: d }),
  },
  baseOrder: [{ changedOn: 'desc' }, { id: 'desc' }],
  listColumns: [
    'id',
    'template_name',
    'css',
    'created_on',
    'changed_on_delta_humanized',
    'created_by.id',
    'created_by.first_name',
    'created_by.last_name',
    'changed_by.id',
    'changed_by.first_name',
    'changed_by.last_name',
  ],
  findMany: (ctx, { where, orderBy, skip, take }) =>
    ctx.prisma.cssTemplate.findMany({
      where: where as Prisma.CssTemplateWhereInput,
      orderBy: orderBy as Prisma.CssTemplateOrderByWithRelationInput[],
      skip,
      take,
    }),
  count: (ctx, where) => ctx.prisma.cssTemplate.count({ where: where as Prisma.CssTemplateWhereInput }),
  serialize: async (rows, ctx) => {
    const users = await usersOf(ctx, rows);
    const now = new Date();
    return rows.map((row) => serializeCssTemplate(row, users, now));
  },
  id: (row) => row.id,
};
