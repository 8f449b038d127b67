import { randomUUID } from 'node:crypto';
import { type ConnectionPolicy, unsafeConnectionReason } from '../../../auth/connection-policy.ts';
import { encryptSecret, maskUri, PASSWORD_MASK } from '../../../auth/index.ts';
import type { Prisma } from '../../../metadata/index.ts';
import { FORM_DATA_BAK, migrateForImport } from '../../../viz/migrations/index.ts';
import type { RequestUser } from '../../context.ts';
import { can } from '../../permissions.ts';
import type { PrismaClient } from '../../prisma.ts';
import { PASSWORD_NEEDED, sameConnectionTarget } from '../database-uri.ts';
import { replaceObjectTags } from '../tag-write.ts';
import { defaultPosition } from './export-bundle.ts';
import { FileErrors } from './import-errors.ts';
import { uriPassword } from './import-validate.ts';
import type { BundleResource } from './types.ts';

type Config = Record<string, unknown>;
type Tx = Prisma.TransactionClient;

export interface ImportPlan {
  main: BundleResource;
  overwrite: boolean;
  databases: Map<string, Config>;
  datasets: Map<string, Config>;
  charts: Map<string, Config>;
  dashboards: Map<string, Config>;
  /** Overwrite applies to every kind, not only `main` (the assets import). */
  replaceAll?: boolean;
}

/** Raised inside the transaction to roll it back with the per-file problems found while writing. */
class RollBack extends Error {
  constructor(readonly errors: FileErrors) {
    super('import rolled back');
  }
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
/** The tag names of a file's `tags:` (checked by the validator), trimmed and once each. */
const tagNames = (list: unknown[]): string[] => [...new Set(list.map((n) => String(n).trim()))];
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const bool = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback);
const jsonText = (v: unknown): string | null =>
  v === undefined || v === null ? null : typeof v === 'string' ? v : JSON.stringify(v);

/**
 * A migrated chart's saved query context carries the migrated form data (as Superset's import
 * leaves it); a current chart's is kept as it came.
 */
function withFormData(queryContext: string | null, migrated: { formData: Config }): string | null {
  if (queryContext === null || migrated.formData[FORM_DATA_BAK] === undefined) return queryContext;
  try {
    const parsed = JSON.parse(queryContext) as Config;
    if (!parsed || typeof parsed !== 'object' || !('form_data' in parsed)) return queryContext;
    const { [FORM_DATA_BAK]: _backup, ...formData } = migrated.formData;
    return JSON.stringify({ ...parsed, form_data: formData });
  } catch {
    return queryContext;
  }
}

/**
 * Writes a validated bundle in one transaction; returns the problems that made it roll back.
 * Databases in a bundle follow the connection rules of the database API: only users who may write
 * databases create or replace one (others link to the existing one, as Superset does), the URI must
 * pass the connection policy, and a stored password never follows a changed host.
 */
export async function writeBundle(
  prisma: PrismaClient,
  user: RequestUser,
  plan: ImportPlan,
  connections: ConnectionPolicy,
): Promise<FileErrors> {
  try {
    await prisma.$transaction((tx) => write(tx, user, plan, connections), { maxWait: 20_000, timeout: 60_000 });
    return new FileErrors();
  } catch (error) {
    if (error instanceof RollBack) return error.errors;
    throw error;
  }
}

async function write(tx: Tx, user: RequestUser, plan: ImportPlan, connections: ConnectionPolicy): Promise<void> {
  const errors = new FileErrors();
  const replace = (kind: BundleResource) => plan.overwrite && (plan.replaceAll === true || plan.main === kind);
  const audit = { changedById: user.id };

  const databaseIds = new Map<string, number>();
  for (const [path, c] of plan.databases) {
    const uuid = c.uuid as string;
    const existing = await tx.database.findUnique({ where: { uuid } });
    const mayWrite = can(user, 'can_write', 'Database');
    if (existing && (!replace('database') || !mayWrite)) {
      databaseIds.set(uuid, existing.id);
      continue;
    }
    if (!mayWrite) {
      errors.set(path, "Database doesn't exist and user doesn't have permission to create databases");
      continue;
    }
    const name = c.database_name as string;
    const clash = await tx.database.findFirst({
      where: { databaseName: name, uuid: { not: uuid } },
      select: { id: true },
    });
    if (clash) {
      errors.field(path, 'database_name', 'A database with the same name already exists.');
      continue;
    }
    const uri = c.sqlalchemy_uri as string;
    const unchanged = existing !== null && maskUri(uri) === existing.sqlalchemyUri;
    const unsafe = unchanged ? null : unsafeConnectionReason(uri, connections);
    if (unsafe) {
      errors.field(path, 'sqlalchemy_uri', unsafe);
      continue;
    }
    const inUri = uriPassword(uri);
    const password =
      typeof c.password === 'string' ? c.password : inUri !== null && inUri !== PASSWORD_MASK ? inUri : null;
    if (password === null && existing?.encryptedPassword && !sameConnectionTarget(uri, existing.sqlalchemyUri)) {
      errors.field(path, 'sqlalchemy_uri', PASSWORD_NEEDED.sqlalchemy_uri[0] as string);
      continue;
    }
    const data = {
      databaseName: name,
      sqlalchemyUri: maskUri(uri),
      ...(password !== null ? { encryptedPassword: encryptSecret(password) } : {}),
      ...(typeof c.encrypted_extra === 'string' ? { encryptedExtra: encryptSecret(c.encrypted_extra) } : {}),
      cacheTimeout: int(c.cache_timeout),
      exposeInSqllab: bool(c.expose_in_sqllab, true),
      allowRunAsync: bool(c.allow_run_async, false),
      allowCtas: bool(c.allow_ctas, false),
      allowCvas: bool(c.allow_cvas, false),
      allowDml: bool(c.allow_dml, false),
      allowFileUpload: bool(c.allow_csv_upload ?? c.allow_file_upload, false),
      impersonateUser: bool(c.impersonate_user, false),
      extra: jsonText(c.extra) ?? '{}',
      isManagedExternally: bool(c.is_managed_externally, false),
      externalUrl: str(c.external_url),
      ...audit,
    };
    const row = existing
      ? await tx.database.update({ where: { id: existing.id }, data })
      : await tx.database.create({ data: { ...data, uuid, createdById: user.id } });
    databaseIds.set(uuid, row.id);
  }

  const datasetIds = new Map<string, number>();
  for (const [path, c] of plan.datasets) {
    const uuid = c.uuid as string;
    const existing = await tx.dataset.findUnique({ where: { uuid } });
    if (existing && !replace('dataset')) {
      datasetIds.set(uuid, existing.id);
      continue;
    }
    const dbUuid = c.database_uuid as string;
    const databaseId =
      databaseIds.get(dbUuid) ?? (await tx.database.findUnique({ where: { uuid: dbUuid }, select: { id: true } }))?.id;
    if (databaseId === undefined) {
      errors.field(path, 'database_uuid', 'Database does not exist');
      continue;
    }
    // `data:` (a CSV URL the examples use to load rows) is ignored: no network fetch on import.
    const data = {
      tableName: c.table_name as string,
      schema: str(c.schema),
      catalog: str(c.catalog),
      sql: str(c.sql),
      databaseId,
      mainDttmCol: str(c.main_dttm_col),
      description: str(c.description),
      defaultEndpoint: str(c.default_endpoint),
      offset: int(c.offset) ?? 0,
      cacheTimeout: int(c.cache_timeout),
      params: jsonText(c.params),
      templateParams: jsonText(c.template_params),
      filterSelectEnabled: bool(c.filter_select_enabled, true),
      fetchValuesPredicate: str(c.fetch_values_predicate),
      extra: jsonText(c.extra),
      normalizeColumns: bool(c.normalize_columns, false),
      alwaysFilterMainDttm: bool(c.always_filter_main_dttm, false),
      isManagedExternally: bool(c.is_managed_externally, false),
      externalUrl: str(c.external_url),
      ...audit,
      columns: {
        create: ((c.columns as Config[] | undefined) ?? []).map((col) => ({
          uuid: typeof col.uuid === 'string' ? col.uuid : randomUUID(),
          columnName: col.column_name as string,
          verboseName: str(col.verbose_name),
          isDttm: bool(col.is_dttm, false),
          isActive: bool(col.is_active, true),
          type: str(col.type),
          advancedDataType: str(col.advanced_data_type),
          groupby: bool(col.groupby, true),
          filterable: bool(col.filterable, true),
          expression: str(col.expression),
          description: str(col.description),
          pythonDateFormat: str(col.python_date_format),
          extra: jsonText(col.extra),
        })),
      },
      metrics: {
        create: ((c.metrics as Config[] | undefined) ?? []).map((m) => ({
          uuid: typeof m.uuid === 'string' ? m.uuid : randomUUID(),
          metricName: m.metric_name as string,
          verboseName: str(m.verbose_name),
          metricType: str(m.metric_type),
          expression: m.expression as string,
          description: str(m.description),
          d3format: str(m.d3format),
          currency: jsonText(m.currency),
          extra: jsonText(m.extra),
          warningText: str(m.warning_text),
        })),
      },
    };
    let id: number;
    if (existing) {
      await tx.datasetColumn.deleteMany({ where: { datasetId: existing.id } });
      await tx.sqlMetric.deleteMany({ where: { datasetId: existing.id } });
      id = (await tx.dataset.update({ where: { id: existing.id }, data: { ...data, version: { increment: 1 } } })).id;
    } else {
      id = (
        await tx.dataset.create({
          data: { ...data, uuid, createdById: user.id, owners: { create: [{ userId: user.id }] } },
        })
      ).id;
    }
    datasetIds.set(uuid, id);
  }

  const chartIds = new Map<string, number>();
  for (const [path, c] of plan.charts) {
    const uuid = c.uuid as string;
    const existing = await tx.chart.findUnique({ where: { uuid } });
    if (existing && !replace('chart')) {
      chartIds.set(uuid, existing.id);
      continue;
    }
    const dsUuid = c.dataset_uuid as string;
    const dataset = datasetIds.has(dsUuid)
      ? await tx.dataset.findUnique({ where: { id: datasetIds.get(dsUuid) as number } })
      : await tx.dataset.findUnique({ where: { uuid: dsUuid } });
    if (!dataset) {
      errors.field(path, 'dataset_uuid', 'Dataset does not exist');
      continue;
    }
    const datasource = `${dataset.id}__table`;
    // Legacy viz types become their current ones (Superset's migrate_viz); the original is kept in params.
    const migrated = migrateForImport(c.viz_type as string, { ...((c.params as Config | null) ?? {}), datasource });
    const params = migrated.formData;
    const data = {
      sliceName: c.slice_name as string,
      description: str(c.description),
      vizType: migrated.vizType,
      datasourceId: dataset.id,
      datasourceType: 'table',
      datasourceName: dataset.schema ? `${dataset.schema}.${dataset.tableName}` : dataset.tableName,
      params: JSON.stringify(params),
      queryContext: withFormData(remapQueryContext(str(c.query_context), dataset.id, datasource), migrated),
      cacheTimeout: int(c.cache_timeout),
      certifiedBy: str(c.certified_by),
      certificationDetails: str(c.certification_details),
      isManagedExternally: bool(c.is_managed_externally, false),
      externalUrl: str(c.external_url),
      ...audit,
    };
    const row = existing
      ? await tx.chart.update({ where: { id: existing.id }, data })
      : await tx.chart.create({
          data: { ...data, uuid, createdById: user.id, owners: { create: [{ userId: user.id }] } },
        });
    chartIds.set(uuid, row.id);
    // A file without `tags:` (tagging off where it came from) leaves the chart's tags as they are.
    if (Array.isArray(c.tags)) await replaceObjectTags(tx, { type: 'chart', id: row.id }, tagNames(c.tags), user.id);
  }

  for (const [path, c] of plan.dashboards) {
    const uuid = c.uuid as string;
    const existing = await tx.dashboard.findUnique({ where: { uuid } });
    if (existing && !replace('dashboard')) continue;
    const slug = str(c.slug) || null;
    if (slug) {
      const clash = await tx.dashboard.findFirst({ where: { slug, uuid: { not: uuid } }, select: { id: true } });
      if (clash) {
        errors.field(path, 'slug', 'Must be unique');
        continue;
      }
    }
    const datasetIdByUuid = async (dsUuid: string) =>
      datasetIds.get(dsUuid) ?? (await tx.dataset.findUnique({ where: { uuid: dsUuid }, select: { id: true } }))?.id;
    const chartIdByUuid = async (chartUuid: string) =>
      chartIds.get(chartUuid) ?? (await tx.chart.findUnique({ where: { uuid: chartUuid }, select: { id: true } }))?.id;
    const remapped = await remapDashboard(
      (c.position as Config | null) ?? null,
      (c.metadata as Config | null) ?? {},
      chartIdByUuid,
      datasetIdByUuid,
    );
    const data = {
      dashboardTitle: str(c.dashboard_title) ?? '',
      description: str(c.description),
      css: str(c.css),
      slug,
      certifiedBy: str(c.certified_by),
      certificationDetails: str(c.certification_details),
      published: bool(c.published, false),
      positionJson: JSON.stringify(remapped.position),
      jsonMetadata: JSON.stringify(remapped.metadata),
      isManagedExternally: bool(c.is_managed_externally, false),
      externalUrl: str(c.external_url),
      ...audit,
    };
    const links = { create: [...remapped.chartIds].map((chartId) => ({ chartId })) };
    let dashboardId: number;
    if (existing) {
      await tx.dashboardChart.deleteMany({ where: { dashboardId: existing.id } });
      await tx.dashboard.update({ where: { id: existing.id }, data: { ...data, charts: links } });
      dashboardId = existing.id;
    } else {
      const created = await tx.dashboard.create({
        data: { ...data, uuid, createdById: user.id, owners: { create: [{ userId: user.id }] }, charts: links },
      });
      dashboardId = created.id;
    }
    if (Array.isArray(c.tags))
      await replaceObjectTags(tx, { type: 'dashboard', id: dashboardId }, tagNames(c.tags), user.id);
  }

  if (!errors.empty) throw new RollBack(errors);
}

function remapQueryContext(text: string | null, datasetId: number, datasource: string): string | null {
  if (!text) return text;
  try {
    const qc = JSON.parse(text) as Config;
    if (qc.datasource && typeof qc.datasource === 'object')
      qc.datasource = { ...(qc.datasource as Config), id: datasetId };
    if (qc.form_data && typeof qc.form_data === 'object') (qc.form_data as Config).datasource = datasource;
    return JSON.stringify(qc);
  } catch {
    return text;
  }
}

/**
 * Superset's update_id_refs: chart components point at the new chart ids (found by uuid), and
 * everything in the metadata keyed by old chart ids follows; native filter targets get dataset ids
 * back from datasetUuid.
 */
async function remapDashboard(
  positionIn: Config | null,
  metadataIn: Config,
  chartIdByUuid: (uuid: string) => Promise<number | undefined>,
  datasetIdByUuid: (uuid: string) => Promise<number | undefined>,
): Promise<{ position: Config; metadata: Config; chartIds: Set<number> }> {
  const position: Config = positionIn ? structuredClone(positionIn) : defaultPosition();
  const metadata: Config = structuredClone(metadataIn);
  const oldToNew = new Map<number, number>();
  const chartIds = new Set<number>();
  for (const value of Object.values(position)) {
    const component = value as { type?: string; meta?: Config } | null;
    if (component?.type !== 'CHART' || !component.meta) continue;
    const uuid = str(component.meta.uuid);
    const newId = uuid ? await chartIdByUuid(uuid) : undefined;
    if (newId === undefined) continue;
    const oldId = int(component.meta.chartId);
    if (oldId !== null) oldToNew.set(oldId, newId);
    component.meta.chartId = newId;
    chartIds.add(newId);
  }
  const mapId = (id: unknown) => {
    const n = typeof id === 'string' ? Number(id) : id;
    return typeof n === 'number' ? oldToNew.get(n) : undefined;
  };
  for (const key of ['expanded_slices', 'filter_scopes', 'chart_configuration'] as const) {
    const obj = metadata[key];
    if (!obj || typeof obj !== 'object' || Array.isArray(obj)) continue;
    metadata[key] = Object.fromEntries(
      Object.entries(obj as Config).flatMap(([k, v]) => {
        const id = mapId(k);
        if (id === undefined) return [];
        if (key === 'chart_configuration' && v && typeof v === 'object') (v as Config).id = id;
        return [[String(id), v]];
      }),
    );
  }
  // filter_scopes: {chartId: {column: {scope, immune: [chartIds]}}}; the keys were remapped above.
  const scopes = metadata.filter_scopes;
  if (scopes && typeof scopes === 'object' && !Array.isArray(scopes)) {
    for (const columns of Object.values(scopes as Config)) {
      if (!columns || typeof columns !== 'object') continue;
      for (const attributes of Object.values(columns as Config)) {
        const a = attributes as Config | null;
        if (a && Array.isArray(a.immune)) a.immune = a.immune.map(mapId).filter((x) => x !== undefined);
      }
    }
  }
  // default_filters is a JSON text keyed by chart id.
  if (typeof metadata.default_filters === 'string') {
    try {
      const filters = JSON.parse(metadata.default_filters) as unknown;
      if (filters && typeof filters === 'object' && !Array.isArray(filters)) {
        metadata.default_filters = JSON.stringify(
          Object.fromEntries(
            Object.entries(filters as Config).flatMap(([k, v]) => {
              const id = mapId(k);
              return id === undefined ? [] : [[String(id), v]];
            }),
          ),
        );
      }
    } catch {
      // Not JSON: kept as it came.
    }
  }
  if (Array.isArray(metadata.timed_refresh_immune_slices)) {
    metadata.timed_refresh_immune_slices = metadata.timed_refresh_immune_slices
      .map(mapId)
      .filter((x) => x !== undefined);
  }
  if (Array.isArray(metadata.native_filter_configuration)) {
    for (const filter of metadata.native_filter_configuration as Config[]) {
      if (Array.isArray(filter.targets)) {
        for (const target of filter.targets as Config[]) {
          if (typeof target.datasetUuid === 'string') {
            const id = await datasetIdByUuid(target.datasetUuid);
            delete target.datasetUuid;
            if (id !== undefined) target.datasetId = id;
          }
        }
      }
      const scope = filter.scope as Config | undefined;
      if (scope && Array.isArray(scope.excluded))
        scope.excluded = scope.excluded.map(mapId).filter((x) => x !== undefined);
      if (Array.isArray(filter.chartsInScope))
        filter.chartsInScope = filter.chartsInScope.map(mapId).filter((x) => x !== undefined);
    }
  }
  return { position, metadata, chartIds };
}
