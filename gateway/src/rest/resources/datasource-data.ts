import { genericTypeOf } from '../../connectors/generic-type.ts';
import { getDialect } from '../../engine/dialects/index.ts';
import type { Prisma } from '../../metadata/index.ts';
import type { RequestUser } from '../context.ts';
import type { PrismaClient } from '../prisma.ts';
import { backendOf } from './database-uri.ts';

export const datasourceInclude = {
  database: true,
  owners: {
    include: { user: { select: { id: true, firstName: true, lastName: true, username: true } } },
    orderBy: { userId: 'asc' },
  },
  columns: { orderBy: { id: 'asc' } },
  metrics: { orderBy: { id: 'asc' } },
} satisfies Prisma.DatasetInclude;

export type DatasourceRow = Prisma.DatasetGetPayload<{ include: typeof datasourceInclude }>;

const parseJson = (text: string | null): Record<string, unknown> => {
  if (!text) return {};
  try {
    const v = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** Parses a datasource key `3__table` (Superset's `datasourceKey`); null when malformed. */
export function parseDatasourceKey(key: string | undefined): { id: number; type: string } | null {
  const m = /^(\d{1,15})__(table|query|dataset)$/.exec(key ?? '');
  return m ? { id: Number(m[1]), type: m[2] as string } : null;
}

export function loadDatasource(prisma: PrismaClient, id: number): Promise<DatasourceRow | null> {
  return prisma.dataset.findUnique({ where: { id }, include: datasourceInclude });
}

/** Superset's `SqlaTable.data`: what the explore screen and the dataset editor read (spec 001 §3 Datasource). */
export function datasourceData(d: DatasourceRow, user: RequestUser): Record<string, unknown> {
  const dialect = getDialect(backendOf(d.database.sqlalchemyUri) ?? 'postgresql');
  const from = d.sql?.trim()
    ? null
    : `${d.schema ? `${dialect.quoteIdentifier(d.schema)}.` : ''}${dialect.quoteIdentifier(d.tableName)}`;
  const owner = d.owners.some((o) => o.userId === user.id);
  return {
    id: d.id,
    uid: `${d.id}__table`,
    type: 'table',
    datasource_name: d.tableName,
    table_name: d.tableName,
    name: d.schema ? `${d.schema}.${d.tableName}` : d.tableName,
    schema: d.schema,
    catalog: d.catalog,
    sql: d.sql,
    kind: d.sql?.trim() ? 'virtual' : 'physical',
    description: d.description,
    main_dttm_col: d.mainDttmCol,
    granularity_sqla: d.columns.filter((c) => c.isDttm).map((c) => [c.columnName, c.columnName]),
    time_grain_sqla: dialect.timeGrains.map((g) => [g, g]),
    cache_timeout: d.cacheTimeout,
    offset: d.offset,
    params: d.params,
    template_params: d.templateParams,
    fetch_values_predicate: d.fetchValuesPredicate,
    filter_select: d.filterSelectEnabled,
    filter_select_enabled: d.filterSelectEnabled,
    normalize_columns: d.normalizeColumns,
    always_filter_main_dttm: d.alwaysFilterMainDttm,
    extra: d.extra,
    is_sqllab_view: false,
    is_managed_externally: d.isManagedExternally,
    external_url: d.externalUrl,
    health_check_message: null,
    version: d.version,
    database: {
      id: d.database.id,
      database_name: d.database.databaseName,
      backend: backendOf(d.database.sqlalchemyUri),
    },
    owners: d.owners.map((o) => ({
      id: o.user.id,
      first_name: o.user.firstName,
      last_name: o.user.lastName,
      username: o.user.username,
    })),
    edit_url: `/tablemodelview/edit/${d.id}`,
    url: `/tablemodelview/edit/${d.id}`,
    explore_url: `/explore/?datasource_type=table&datasource_id=${d.id}`,
    select_star: from ? `SELECT *\nFROM ${from}\nLIMIT 100` : `SELECT *\nFROM (${d.sql}) AS virtual_table\nLIMIT 100`,
    can_edit: user.isAdmin || owner,
    columns: d.columns.map((c) => ({
      id: c.id,
      uuid: c.uuid,
      column_name: c.columnName,
      verbose_name: c.verboseName,
      description: c.description,
      expression: c.expression,
      type: c.type,
      type_generic: c.type ? genericTypeOf(c.type) : null,
      advanced_data_type: c.advancedDataType,
      is_dttm: c.isDttm,
      is_active: c.isActive,
      groupby: c.groupby,
      filterable: c.filterable,
      python_date_format: c.pythonDateFormat,
      extra: c.extra,
    })),
    metrics: d.metrics.map((m) => {
      const extra = parseJson(m.extra);
      const certification = (extra.certification ?? {}) as { certified_by?: string; details?: string };
      return {
        id: m.id,
        uuid: m.uuid,
        metric_name: m.metricName,
        verbose_name: m.verboseName,
        metric_type: m.metricType,
        expression: m.expression,
        description: m.description,
        d3format: m.d3format,
        currency: m.currency,
        warning_text: m.warningText,
        extra: m.extra,
        certified_by: certification.certified_by ?? null,
        certification_details: certification.details ?? null,
        warning_markdown: (extra.warning_markdown as string | undefined) ?? null,
      };
    }),
    verbose_map: Object.fromEntries([
      ['__timestamp', 'Time'],
      ...d.columns.map((c) => [c.columnName, c.verboseName ?? c.columnName]),
      ...d.metrics.map((m) => [m.metricName, m.verboseName ?? m.metricName]),
    ]),
    column_formats: Object.fromEntries(d.metrics.filter((m) => m.d3format).map((m) => [m.metricName, m.d3format])),
  };
}
