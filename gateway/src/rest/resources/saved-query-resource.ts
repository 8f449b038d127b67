import type { Prisma } from '../../metadata/index.ts';
import { BadRequestError } from '../errors.ts';
import type { ListContext, ListResource } from '../list/types.ts';
import { naturalTime } from './humanize.ts';
import { tagIdFilter, tagNameFilter } from './tag-filters.ts';
import { tagRefs, tagsInclude } from './tag-resource.ts';

/** Superset's SavedQueryRestApi class_permission_name. */
export const SAVED_QUERY_VIEW = 'SavedQuery';

export const savedQueryInclude = {
  database: { select: { id: true, databaseName: true } },
  createdBy: { select: { id: true, firstName: true, lastName: true } },
  changedBy: { select: { id: true, firstName: true, lastName: true } },
  tags: tagsInclude,
} as const;

export type SavedQueryRow = Prisma.SavedQueryGetPayload<{ include: typeof savedQueryInclude }>;

/** Superset's SavedQueryFilter: everyone, Admins included, sees only the queries they saved. */
export const savedQueryOwnerWhere = (ctx: { user: { id: number } }) => ({ createdById: ctx.user.id });

export const SAVED_QUERY_LIST_COLUMNS = [
  'id',
  'uuid',
  'label',
  'description',
  'sql',
  'schema',
  'catalog',
  'rows',
  'template_parameters',
  'extra_json',
  'database.id',
  'database.database_name',
  'created_by.id',
  'created_by.first_name',
  'created_by.last_name',
  'changed_by.id',
  'changed_by.first_name',
  'changed_by.last_name',
  'created_on',
  'changed_on',
  'changed_on_delta_humanized',
  'last_run',
  'last_run_delta_humanized',
  'tags.id',
  'tags.name',
  'tags.type',
] as const;

const userRef = (u: { id: number; firstName: string; lastName: string } | null) =>
  u ? { id: u.id, first_name: u.firstName, last_name: u.lastName } : null;

export function serializeSavedQuery(q: SavedQueryRow, now: Date): Record<string, unknown> {
  return {
    id: q.id,
    uuid: q.uuid,
    label: q.label,
    description: q.description,
    sql: q.sql,
    schema: q.schema,
    catalog: q.catalog,
    rows: q.rows,
    template_parameters: q.templateParameters,
    extra_json: q.extraJson,
    database: { id: q.database.id, database_name: q.database.databaseName },
    created_by: userRef(q.createdBy),
    changed_by: userRef(q.changedBy),
    created_on: q.createdOn.toISOString(),
    changed_on: q.changedOn.toISOString(),
    changed_on_delta_humanized: naturalTime(q.changedOn, now),
    last_run: q.lastRun?.toISOString() ?? null,
    last_run_delta_humanized: q.lastRun ? naturalTime(q.lastRun, now) : null,
    tags: tagRefs(q),
  };
}

const contains = (ctx: ListContext, value: string) =>
  ctx.provider === 'postgresql' ? { contains: value, mode: 'insensitive' } : { contains: value };

export const savedQueryResource: ListResource<SavedQueryRow> = {
  permissionView: SAVED_QUERY_VIEW,
  listTitle: 'List Saved Query',
  searchColumns: {
    id: { kind: 'scalar', field: 'id', type: 'number' },
    label: {
      kind: 'scalar',
      field: 'label',
      type: 'string',
      custom: {
        saved_query_all_text: {
          label: 'All Text',
          apply: (value, ctx) => {
            if (typeof value !== 'string')
              throw new BadRequestError('Filter value for saved_query_all_text must be a string');
            if (value === '') return {};
            return { OR: ['label', 'description', 'sql'].map((f) => ({ [f]: contains(ctx, value) })) };
          },
        },
      },
    },
    description: { kind: 'scalar', field: 'description', type: 'string' },
    sql: { kind: 'scalar', field: 'sql', type: 'string' },
    schema: { kind: 'scalar', field: 'schema', type: 'string' },
    database: { kind: 'relation-one', field: 'databaseId' },
    created_by: { kind: 'relation-one', field: 'createdById' },
    changed_by: { kind: 'relation-one', field: 'changedById' },
    tags: {
      kind: 'custom',
      custom: {
        saved_query_tags: tagNameFilter('saved_query_tags'),
        saved_query_tag_id: tagIdFilter('saved_query_tag_id'),
      },
    },
  },
  orderColumns: {
    schema: (d) => ({ schema: d }),
    label: (d) => ({ label: d }),
    description: (d) => ({ description: d }),
    sql: (d) => ({ sql: d }),
    rows: (d) => ({ rows: d }),
    'created_by.first_name': (d) => ({ createdBy: { firstName: d } }),
    'database.database_name': (d) => ({ database: { databaseName: d } }),
    created_on: (d) => ({ createdOn: d }),
    changed_on: (d) => ({ changedOn: d }),
    changed_on_delta_humanized: (d) => ({ changedOn: d }),
    last_run_delta_humanized: (d) => ({ lastRun: d }),
  },
  baseOrder: [{ changedOn: 'desc' }, { id: 'desc' }],
  listColumns: SAVED_QUERY_LIST_COLUMNS,
  baseFilter: savedQueryOwnerWhere,
  findMany: (ctx, { where, orderBy, skip, take }) =>
    ctx.prisma.savedQuery.findMany({
      where: where as Prisma.SavedQueryWhereInput,
      orderBy: orderBy as Prisma.SavedQueryOrderByWithRelationInput[],
      skip,
      take,
      include: savedQueryInclude,
    }),
  count: (ctx, where) => ctx.prisma.savedQuery.count({ where: where as Prisma.SavedQueryWhereInput }),
  serialize: async (rows) => {
    const now = new Date();
    return rows.map((row) => serializeSavedQuery(row, now));
  },
  id: (row) => row.id,
};
