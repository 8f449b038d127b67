import type { Prisma } from '../../metadata/index.ts';
import type { ListContext, ListResource } from '../list/types.ts';
import { naturalTime } from './humanize.ts';

/** Superset's TagRestApi class_permission_name. */
export const TAG_VIEW = 'Tag';

/**
 * Superset's TagType.custom, as its APIs answer a tag's `type`. Chartroom keeps custom tags only:
 * Superset's implicit `owner:<id>`, `type:<kind>` and `favorited_by:<id>` tags are not created (owners,
 * kinds and favourites have their own filters), and their name prefixes are refused.
 */
export const TAG_TYPE_CUSTOM = 1;

export type TagRow = Prisma.TagGetPayload<Record<string, never>>;

/** What a chart, dashboard or saved query row includes to list its tags, by name. */
export const tagsInclude = {
  select: { tag: { select: { id: true, name: true, type: true } } },
  orderBy: { tag: { name: 'asc' } },
} as const;

/** A tag as Superset nests it in chart, dashboard and saved query rows: `{id, name, type}`. */
export function tagRef(tag: { id: number; name: string }) {
  return { id: tag.id, name: tag.name, type: TAG_TYPE_CUSTOM };
}

/** The `tags` of a row that included `tagsInclude`. */
export const tagRefs = (row: { tags: { tag: { id: number; name: string } }[] }) => row.tags.map((t) => tagRef(t.tag));

type UserRef = { id: number; first_name: string; last_name: string } | null;

/** The creators and editors of the tags, by id (a deleted user is absent: shown as null). */
export async function tagUsers(ctx: ListContext, rows: readonly TagRow[]): Promise<Map<number, UserRef>> {
  const ids = [...new Set(rows.flatMap((r) => [r.createdById, r.changedById]).filter((id) => id !== null))];
  if (!ids.length) return new Map();
  const users = await ctx.prisma.user.findMany({
    where: { id: { in: ids as number[] } },
    select: { id: true, firstName: true, lastName: true },
  });
  return new Map(users.map((u) => [u.id, { id: u.id, first_name: u.firstName, last_name: u.lastName }]));
}

/** Superset's TagRestApi list and show columns. */
export function serializeTag(row: TagRow, users: Map<number, UserRef>, now = new Date()) {
  const user = (id: number | null) => (id === null ? null : (users.get(id) ?? null));
  return {
    id: row.id,
    name: row.name,
    type: TAG_TYPE_CUSTOM,
    description: row.description,
    created_on_delta_humanized: naturalTime(row.createdOn, now),
    changed_on_delta_humanized: naturalTime(row.changedOn, now),
    created_by: user(row.createdById),
    changed_by: user(row.changedById),
  };
}

/** `GET /api/v1/tag/`: readers (can_read on Tag), searched by name or description, newest first. */
export const tagResource: ListResource<TagRow> = {
  permissionView: TAG_VIEW,
  listTitle: 'List Tag',
  searchColumns: {
    id: { kind: 'scalar', field: 'id', type: 'number' },
    name: { kind: 'scalar', field: 'name', type: 'string' },
    description: { kind: 'scalar', field: 'description', type: 'string' },
    created_by: { kind: 'scalar', field: 'createdById', type: 'number' },
    changed_by: { kind: 'scalar', field: 'changedById', type: 'number' },
    // Superset's UserCreatedTagTypeFilter (`custom_tag`): every Chartroom tag is user-created.
    type: {
      kind: 'custom',
      custom: { custom_tag: { label: 'Custom Tag', apply: (value) => (value === false ? { id: { in: [] } } : {}) } },
    },
  },
  orderColumns: {
    id: (d) => ({ id: d }),
    name: (d) => ({ name: d }),
    description: (d) => ({ description: d }),
    changed_on_delta_humanized: (d) => ({ changedOn: d }),
    created_on_delta_humanized: (d) => ({ createdOn: d }),
  },
  baseOrder: [{ changedOn: 'desc' }, { id: 'desc' }],
  listColumns: [
    'id',
    'name',
    'type',
    'description',
    'changed_by.id',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_on_delta_humanized',
    'created_on_delta_humanized',
    'created_by.id',
    'created_by.first_name',
    'created_by.last_name',
  ],
  findMany: (ctx, { where, orderBy, skip, take }) =>
    ctx.prisma.tag.findMany({
      where: where as Prisma.TagWhereInput,
      orderBy: orderBy as Prisma.TagOrderByWithRelationInput[],
      skip,
      take,
    }),
  count: (ctx, where) => ctx.prisma.tag.count({ where: where as Prisma.TagWhereInput }),
  serialize: async (rows, ctx) => {
    const users = await tagUsers(ctx, rows);
    const now = new Date();
    return rows.map((row) => serializeTag(row, users, now));
  },
  id: (row) => row.id,
};
