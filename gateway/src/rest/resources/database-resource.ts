import type { Prisma } from '../../metadata/index.ts';
import { BadRequestError } from '../errors.ts';
import type { CustomFilter, ListResource } from '../list/types.ts';
import { can } from '../permissions.ts';
import { backendOf, parametersOf } from './database-uri.ts';
import { isoNaive, naturalTime, utcString } from './humanize.ts';
import { fullName, userRef } from './users.ts';

const userSelect = { select: { id: true, firstName: true, lastName: true } } as const;

export const databaseInclude = {
  createdBy: userSelect,
  changedBy: userSelect,
} satisfies Prisma.DatabaseInclude;

export type DatabaseListRow = Prisma.DatabaseGetPayload<{ include: typeof databaseInclude }>;

const DRIVERS: Record<string, string> = {
  postgresql: 'psycopg2',
  mysql: 'mysqldb',
  sqlite: 'pysqlite',
  duckdb: 'duckdb_engine',
};

/** Superset's database row (list and show share it; the URI is stored masked, the password never leaves). */
export function serializeDatabase(d: DatabaseListRow, now: Date): Record<string, unknown> {
  const backend = backendOf(d.sqlalchemyUri);
  return {
    id: d.id,
    uuid: d.uuid,
    database_name: d.databaseName,
    backend,
    driver: backend ? DRIVERS[backend] : null,
    engine: backend,
    sqlalchemy_uri: d.sqlalchemyUri,
    parameters: parametersOf(d.sqlalchemyUri),
    configuration_method: 'sqlalchemy_form',
    allow_file_upload: d.allowFileUpload,
    allow_ctas: d.allowCtas,
    allow_cvas: d.allowCvas,
    allow_dml: d.allowDml,
    allow_run_async: d.allowRunAsync,
    allow_multi_catalog: false,
    expose_in_sqllab: d.exposeInSqllab,
    force_ctas_schema: null,
    impersonate_user: d.impersonateUser,
    cache_timeout: d.cacheTimeout,
    extra: d.extra,
    is_managed_externally: d.isManagedExternally,
    external_url: d.externalUrl,
    engine_information: { supports_file_upload: true, disable_ssh_tunneling: true, supports_dynamic_catalog: false },
    created_by: userRef(d.createdBy),
    changed_by: userRef(d.changedBy),
    changed_by_name: fullName(d.changedBy),
    created_on: isoNaive(d.createdOn),
    changed_on: isoNaive(d.changedOn),
    changed_on_utc: utcString(d.changedOn),
    changed_on_delta_humanized: naturalTime(d.changedOn, now),
    created_on_delta_humanized: naturalTime(d.createdOn, now),
  };
}

const uploadIsEnabled: CustomFilter = {
  label: 'Upload is enabled',
  apply: (value) => {
    if (value === true || value === 'true' || value === 1) return { allowFileUpload: true };
    if (value === false || value === 'false' || value === 0) return { allowFileUpload: false };
    throw new BadRequestError('Filter value for upload_is_enabled must be true or false');
  },
};

/** Superset's DatabaseRestApi list: page_size -1 returns every database. */
export const databaseResource: ListResource<DatabaseListRow> = {
  permissionView: 'Database',
  listTitle: 'List Database',
  maxPageSize: -1,
  searchColumns: {
    id: { kind: 'scalar', field: 'id', type: 'number' },
    database_name: { kind: 'scalar', field: 'databaseName', type: 'string' },
    expose_in_sqllab: { kind: 'scalar', field: 'exposeInSqllab', type: 'boolean' },
    allow_run_async: { kind: 'scalar', field: 'allowRunAsync', type: 'boolean' },
    allow_dml: { kind: 'scalar', field: 'allowDml', type: 'boolean' },
    allow_file_upload: {
      kind: 'scalar',
      field: 'allowFileUpload',
      type: 'boolean',
      custom: { upload_is_enabled: uploadIsEnabled },
    },
    uuid: { kind: 'scalar', field: 'uuid', type: 'string' },
    created_by: { kind: 'relation-one', field: 'createdById' },
    changed_by: { kind: 'relation-one', field: 'changedById' },
  },
  orderColumns: {
    database_name: (d) => ({ databaseName: d }),
    allow_file_upload: (d) => ({ allowFileUpload: d }),
    allow_dml: (d) => ({ allowDml: d }),
    allow_run_async: (d) => ({ allowRunAsync: d }),
    expose_in_sqllab: (d) => ({ exposeInSqllab: d }),
    changed_on: (d) => ({ changedOn: d }),
    changed_on_delta_humanized: (d) => ({ changedOn: d }),
    'changed_by.first_name': (d) => ({ changedBy: { firstName: d } }),
    'created_by.first_name': (d) => ({ createdBy: { firstName: d } }),
  },
  baseOrder: [{ changedOn: 'desc' }],
  listColumns: [
    'id',
    'uuid',
    'database_name',
    'backend',
    'driver',
    'engine',
    'sqlalchemy_uri',
    'allow_file_upload',
    'allow_ctas',
    'allow_cvas',
    'allow_dml',
    'allow_run_async',
    'allow_multi_catalog',
    'expose_in_sqllab',
    'force_ctas_schema',
    'cache_timeout',
    'extra',
    'is_managed_externally',
    'engine_information',
    'created_by.first_name',
    'created_by.last_name',
    'created_by.id',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_by.id',
    'changed_on',
    'changed_on_delta_humanized',
    'created_on_delta_humanized',
  ],
  canList: (user) => can(user, 'can_read', 'Database'),
  findMany: (ctx, { where, orderBy, skip, take }) =>
    ctx.prisma.database.findMany({
      where: where as Prisma.DatabaseWhereInput,
      orderBy: orderBy as Prisma.DatabaseOrderByWithRelationInput[],
      skip,
      take,
      include: databaseInclude,
    }),
  count: (ctx, where) => ctx.prisma.database.count({ where: where as Prisma.DatabaseWhereInput }),
  serialize: async (rows) => {
    const now = new Date();
    return rows.map((row) => serializeDatabase(row, now));
  },
  id: (row) => row.id,
};
