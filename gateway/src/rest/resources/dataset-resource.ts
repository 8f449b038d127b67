import type { Prisma } from '../../metadata/index.ts';
import { BadRequestError } from '../errors.ts';
import type { CustomFilter, FilterValue, ListContext, ListResource } from '../list/types.ts';
import { datasetAccessWhere } from './dataset-access.ts';
import { isoNaive, naturalTime, utcString } from './humanize.ts';
import { fullName, userRef } from './users.ts';

const userSelect = { select: { id: true, firstName: true, lastName: true } } as const;

export const datasetListInclude = {
  database: { select: { id: true, databaseName: true } },
  createdBy: userSelect,
  changedBy: userSelect,
  owners: { include: { user: userSelect }, orderBy: { userId: 'asc' } },
} satisfies Prisma.DatasetInclude;

export type DatasetRow = Prisma.DatasetGetPayload<{ include: typeof datasetListInclude }>;

function truthy(value: FilterValue, filter: string): boolean {
  if (value === true || value === 'true' || value === 1) return true;
  if (value === false || value === 'false' || value === 0) return false;
  throw new BadRequestError(`Filter value for ${filter} must be true or false`);
}

/** Physical (no SQL) vs virtual datasets. */
const datasetIsNullOrEmpty: CustomFilter = {
  label: 'Null or Empty',
  apply: (value) =>
    truthy(value, 'dataset_is_null_or_empty')
      ? { OR: [{ sql: null }, { sql: '' }] }
      : { AND: [{ sql: { not: null } }, { sql: { not: '' } }] },
};

const datasetIsCertified: CustomFilter = {
  label: 'Is certified',
  apply: (value, ctx: ListContext) => {
    const match =
      ctx.provider === 'postgresql'
        ? { contains: '"certification', mode: 'insensitive' }
        : { contains: '"certification' };
    return truthy(value, 'dataset_is_certified')
      ? { extra: match }
      : { OR: [{ extra: null }, { NOT: { extra: match } }] };
  },
};

/** `kind` and `datasource_type` as Superset derives them. */
const kindOf = (sql: string | null) => (sql?.trim() ? 'virtual' : 'physical');
export const exploreUrl = (id: number) => `/explore/?datasource_type=table&datasource_id=${id}`;

export function serializeDatasetListRow(d: DatasetRow, now: Date): Record<string, unknown> {
  return {
    id: d.id,
    uuid: d.uuid,
    database: { id: d.database.id, database_name: d.database.databaseName },
    changed_by_name: fullName(d.changedBy),
    changed_by: userRef(d.changedBy),
    changed_on_utc: utcString(d.changedOn),
    changed_on_delta_humanized: naturalTime(d.changedOn, now),
    created_by: userRef(d.createdBy),
    default_endpoint: d.defaultEndpoint,
    description: d.description,
    datasource_type: 'table',
    explore_url: d.defaultEndpoint || exploreUrl(d.id),
    extra: d.extra,
    kind: kindOf(d.sql),
    owners: d.owners.map((o) => userRef(o.user)),
    catalog: d.catalog,
    schema: d.schema,
    sql: d.sql,
    table_name: d.tableName,
    last_changed: isoNaive(d.changedOn),
  };
}

/** The dataset API's list declaration (Superset's DatasetRestApi). */
export const datasetResource: ListResource<DatasetRow> = {
  permissionView: 'Dataset',
  listTitle: 'List Sqla Table',
  searchColumns: {
    id: { kind: 'scalar', field: 'id', type: 'number', custom: { dataset_is_certified: datasetIsCertified } },
    uuid: { kind: 'scalar', field: 'uuid', type: 'string' },
    database: { kind: 'relation-one', field: 'databaseId' },
    owners: { kind: 'relation-many', relation: 'owners', key: 'userId' },
    catalog: { kind: 'scalar', field: 'catalog', type: 'string' },
    schema: { kind: 'scalar', field: 'schema', type: 'string' },
    sql: { kind: 'scalar', field: 'sql', type: 'string', custom: { dataset_is_null_or_empty: datasetIsNullOrEmpty } },
    table_name: { kind: 'scalar', field: 'tableName', type: 'string' },
    created_by: { kind: 'relation-one', field: 'createdById' },
    changed_by: { kind: 'relation-one', field: 'changedById' },
  },
  orderColumns: {
    table_name: (d) => ({ tableName: d }),
    schema: (d) => ({ schema: d }),
    'changed_by.first_name': (d) => ({ changedBy: { firstName: d } }),
    changed_on_delta_humanized: (d) => ({ changedOn: d }),
    'database.database_name': (d) => ({ database: { databaseName: d } }),
  },
  baseOrder: [{ changedOn: 'desc' }],
  listColumns: [
    'id',
    'database.id',
    'database.database_name',
    'changed_by_name',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_by.id',
    'changed_on_utc',
    'changed_on_delta_humanized',
    'default_endpoint',
    'description',
    'datasource_type',
    'explore_url',
    'extra',
    'kind',
    'owners.id',
    'owners.first_name',
    'owners.last_name',
    'catalog',
    'schema',
    'sql',
    'table_name',
    'uuid',
  ],
  // Datasets the user may not read are not listed (Superset's DatasourceFilter).
  baseFilter: (ctx) => datasetAccessWhere(ctx.user),
  findMany: (ctx, { where, orderBy, skip, take }) =>
    ctx.prisma.dataset.findMany({
      where: where as Prisma.DatasetWhereInput,
      orderBy: orderBy as Prisma.DatasetOrderByWithRelationInput[],
      skip,
      take,
      include: datasetListInclude,
    }),
  count: (ctx, where) => ctx.prisma.dataset.count({ where: where as Prisma.DatasetWhereInput }),
  serialize: async (rows) => {
    const now = new Date();
    return rows.map((row) => serializeDatasetListRow(row, now));
  },
  id: (row) => row.id,
};
