import { randomUUID } from 'node:crypto';
import type { ConnectionPolicy } from '../../../auth/connection-policy.ts';
import type { RequestUser } from '../../context.ts';
import { can } from '../../permissions.ts';
import type { PrismaClient } from '../../prisma.ts';
import { positionWithAllCharts } from './export-bundle.ts';
import { BundleImportError, FileErrors, NO_VALID_COMMAND } from './import-errors.ts';
import { validateConfig } from './import-validate.ts';
import { type ImportPlan, writeBundle } from './import-write.ts';
import { BUNDLE_VERSION } from './types.ts';

type Json = Record<string, unknown>;

/**
 * Superset's JSON v0 dashboard export (`/superset/export_dashboards_form`, before bundles): one JSON
 * document `{"dashboards": [{"__Dashboard__": {..., "slices": [{"__Slice__": ...}]}}],
 * "datasources": [{"__SqlaTable__": {..., "columns": [{"__TableColumn__": ...}], "metrics":
 * [{"__SqlMetric__": ...}]}}]}` with params / json_metadata / position_json as JSON strings.
 */
export function isZip(data: Uint8Array): boolean {
  return data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b;
}

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** Unwraps `{"__Type__": {...}}` (Superset's decode_dashboards object hook). */
function unwrap(value: unknown, type: string): Json | null {
  if (!isObject(value)) return null;
  const inner = value[`__${type}__`];
  return isObject(inner) ? inner : null;
}

function parsedObject(v: unknown): Json {
  if (isObject(v)) return v;
  if (typeof v !== 'string' || v.trim() === '') return {};
  try {
    const parsed = JSON.parse(v);
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function parsedPosition(v: unknown): unknown {
  if (typeof v !== 'string' || v.trim() === '') return isObject(v) ? v : null;
  try {
    return JSON.parse(v);
  } catch {
    return null;
  }
}

interface V0Document {
  dashboards: Json[];
  datasources: Json[];
}

/** The v0 document of a file, or the 400/422 Superset's v0 command would end with. */
export function readV0(fileName: string, data: Uint8Array): V0Document {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(data));
  } catch (error) {
    throw new BundleImportError(
      `Not a valid ZIP file or JSON dashboard export (${fileName}): ${(error as Error).message}`,
      {},
      400,
    );
  }
  if (!isObject(value) || !Array.isArray(value.dashboards)) throw new BundleImportError(NO_VALID_COMMAND);
  const errors = new FileErrors();
  const dashboards = value.dashboards.map((d) => unwrap(d, 'Dashboard'));
  const datasources = (Array.isArray(value.datasources) ? value.datasources : []).map((d) => unwrap(d, 'SqlaTable'));
  if (dashboards.some((d) => d === null))
    errors.field(fileName, 'dashboards', 'Each item must be a __Dashboard__ object.');
  if (datasources.some((d) => d === null))
    errors.field(fileName, 'datasources', 'Each item must be a __SqlaTable__ object.');
  if (dashboards.length === 0) errors.field(fileName, 'dashboards', 'No data in file');
  for (const d of dashboards) {
    if (!d) continue;
    for (const s of Array.isArray(d.slices) ? d.slices : []) {
      const slice = unwrap(s, 'Slice');
      if (!slice || typeof slice.slice_name !== 'string' || typeof slice.viz_type !== 'string') {
        errors.field(fileName, 'slices', 'Each slice needs a __Slice__ object with slice_name and viz_type.');
      }
    }
  }
  for (const t of datasources)
    if (t && typeof t.table_name !== 'string')
      errors.field(fileName, 'datasources', 'table_name: Missing data for required field.');
  if (!errors.empty) throw new BundleImportError('Error importing dashboard', errors.messages);
  return { dashboards: dashboards as Json[], datasources: datasources as Json[] };
}

const tableKey = (db: string, schema: string | null, table: string) => JSON.stringify([db, schema ?? '', table]);

/**
 * The v0 document as a v1 import plan: datasets are found (by database name, schema and table) or
 * created, charts and dashboards are matched by the `remote_id` an earlier import stored (so a
 * second import of the same file replaces the dashboard instead of duplicating it), and layout
 * chart ids become chart uuids for the v1 writer to remap.
 */
export async function planV0Import(prisma: PrismaClient, fileName: string, doc: V0Document): Promise<ImportPlan> {
  const errors = new FileErrors();
  const databases = await prisma.database.findMany({ select: { id: true, uuid: true, databaseName: true } });
  const dbByName = new Map(databases.map((d) => [d.databaseName, d]));
  const datasetRows = await prisma.dataset.findMany({
    select: { uuid: true, tableName: true, schema: true, database: { select: { databaseName: true } } },
  });
  const datasetUuid = new Map(
    datasetRows.map((d) => [tableKey(d.database.databaseName, d.schema, d.tableName), d.uuid]),
  );

  const datasets = new Map<string, Json>();
  doc.datasources.forEach((t, i) => {
    const params = parsedObject(t.params);
    const dbName = str(params.database_name);
    const db = dbName ? dbByName.get(dbName) : undefined;
    if (!db) {
      errors.field(fileName, 'datasources', `${i}: database "${dbName ?? ''}" does not exist`);
      return;
    }
    const key = tableKey(db.databaseName, str(t.schema), t.table_name as string);
    if (datasetUuid.has(key)) return;
    const uuid = randomUUID();
    datasetUuid.set(key, uuid);
    datasets.set(`datasets/v0/${i}.yaml`, {
      ...t,
      params: { ...params, import_time: undefined },
      columns: (Array.isArray(t.columns) ? t.columns : []).map((c) => unwrap(c, 'TableColumn') ?? {}),
      metrics: (Array.isArray(t.metrics) ? t.metrics : []).map((m) => unwrap(m, 'SqlMetric') ?? {}),
      extra: parsedObject(t.extra),
      uuid,
      database_uuid: db.uuid,
      version: BUNDLE_VERSION,
    });
  });

  const chartRows = await prisma.chart.findMany({ select: { uuid: true, params: true } });
  const chartByRemote = new Map<number, string>();
  for (const c of chartRows) {
    const remote = parsedObject(c.params).remote_id;
    if (typeof remote === 'number') chartByRemote.set(remote, c.uuid);
  }
  const dashboardRows = await prisma.dashboard.findMany({ select: { uuid: true, jsonMetadata: true } });
  const dashboardByRemote = new Map<number, string>();
  for (const d of dashboardRows) {
    const remote = parsedObject(d.jsonMetadata).remote_id;
    if (typeof remote === 'number') dashboardByRemote.set(remote, d.uuid);
  }

  const charts = new Map<string, Json>();
  const dashboards = new Map<string, Json>();
  doc.dashboards.forEach((d, di) => {
    const slices = (Array.isArray(d.slices) ? d.slices : []).map((s) => unwrap(s, 'Slice') as Json);
    const chartUuids = new Map<number, string>();
    const layoutCharts: { id: number; uuid: string; sliceName: string }[] = [];
    slices.forEach((s, si) => {
      const params = parsedObject(s.params);
      const oldId = typeof s.id === 'number' ? s.id : typeof params.remote_id === 'number' ? params.remote_id : null;
      const dbName = str(params.database_name);
      const table = str(params.datasource_name) ?? str(s.datasource_name)?.split('.').pop() ?? null;
      const dsUuid = dbName && table ? datasetUuid.get(tableKey(dbName, str(params.schema), table)) : undefined;
      if (!dsUuid) {
        errors.field(
          fileName,
          'slices',
          `${s.slice_name as string}: dataset "${table ?? ''}" of database "${dbName ?? ''}" is neither in the file nor in Chartroom`,
        );
        return;
      }
      const uuid = (oldId !== null ? chartByRemote.get(oldId) : undefined) ?? randomUUID();
      // A slice without an id still goes into the layout, under an id no real chart has.
      const layoutId = oldId ?? -(si + 1);
      chartUuids.set(layoutId, uuid);
      layoutCharts.push({ id: layoutId, uuid, sliceName: s.slice_name as string });
      const { datasource_name: _n, schema: _s, database_name: _d, import_time: _t, slice_id: _i, ...formData } = params;
      charts.set(`charts/v0_${di}_${si}.yaml`, {
        slice_name: s.slice_name,
        description: str(s.description),
        viz_type: s.viz_type,
        params: { ...formData, ...(oldId !== null ? { remote_id: oldId } : {}) },
        query_context: str(s.query_context),
        cache_timeout: typeof s.cache_timeout === 'number' ? s.cache_timeout : null,
        uuid,
        dataset_uuid: dsUuid,
        version: BUNDLE_VERSION,
      });
    });
    const metadata = parsedObject(d.json_metadata);
    const oldDashboardId =
      typeof d.id === 'number' ? d.id : typeof metadata.remote_id === 'number' ? metadata.remote_id : null;
    const { import_time: _it, ...rest } = metadata;
    dashboards.set(`dashboards/v0_${di}.yaml`, {
      dashboard_title: str(d.dashboard_title) ?? '',
      description: str(d.description),
      css: str(d.css),
      slug: str(d.slug),
      published: typeof d.published === 'boolean' ? d.published : false,
      position: positionWithAllCharts(parsedPosition(d.position_json), layoutCharts, chartUuids),
      metadata: { ...rest, ...(oldDashboardId !== null ? { remote_id: oldDashboardId } : {}) },
      uuid: (oldDashboardId !== null ? dashboardByRemote.get(oldDashboardId) : undefined) ?? randomUUID(),
      version: BUNDLE_VERSION,
    });
  });
  if (!errors.empty) throw new BundleImportError('Error importing dashboard', errors.messages);
  return {
    main: 'dashboard',
    overwrite: true,
    databases: new Map(),
    datasets,
    charts,
    dashboards,
  };
}

/**
 * Imports a JSON v0 dashboard export (what `POST /dashboard/import/` takes when the upload is not a
 * ZIP): converted, checked with the v1 file rules, written in one transaction.
 */
export async function importV0Dashboard(
  prisma: PrismaClient,
  user: RequestUser,
  fileName: string,
  data: Uint8Array,
  connections: ConnectionPolicy,
): Promise<void> {
  const doc = readV0(fileName, data);
  const plan = await planV0Import(prisma, fileName, doc);
  const errors = new FileErrors();
  for (const configs of [plan.datasets, plan.charts, plan.dashboards]) {
    for (const [path, config] of configs) {
      validateConfig(path, config, errors, { existingUuids: new Set(), passwords: {} });
    }
  }
  if (!errors.empty) throw new BundleImportError('Error importing dashboard', errors.messages);
  for (const [kind, configs] of [
    ['dataset', plan.datasets],
    ['chart', plan.charts],
  ] as const) {
    if (configs.size > 0 && !can(user, 'can_write', kind === 'dataset' ? 'Dataset' : 'Chart')) {
      throw new BundleImportError(
        `${kind === 'dataset' ? 'Dataset' : 'Chart'} doesn't exist and user doesn't have permission to create ${kind}s`,
      );
    }
  }
  const problems = await writeBundle(prisma, user, plan, connections);
  if (!problems.empty) throw new BundleImportError('Error importing dashboard', problems.messages);
}
