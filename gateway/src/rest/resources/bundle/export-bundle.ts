import JSZip from 'jszip';
import { stringify } from 'yaml';
import { maskUri } from '../../../auth/index.ts';
import { chartForExport } from '../../../viz/migrations/index.ts';
import type { PrismaClient } from '../../prisma.ts';
import { bundleFileName } from './secure-filename.ts';
import { BUNDLE_RESOURCES, BUNDLE_VERSION, type BundleResource, METADATA_FILE } from './types.ts';

type Json = Record<string, unknown>;

function parsed(text: string | null | undefined): unknown {
  if (text === null || text === undefined || text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `YYYYMMDDTHHMMSS` of now, in UTC (Superset's export file stamp). */
export function exportStamp(now: Date): string {
  return now.toISOString().slice(0, 19).replace(/[-:]/g, '');
}

const yamlOf = (value: unknown) => stringify(value, { lineWidth: 0, aliasDuplicateObjects: false });

/** Objects are found by id; `ids` not found at all make the caller answer 404. */
export interface ExportResult {
  fileName: string;
  body: Uint8Array;
  found: number;
}

/**
 * Builds Superset's v1 export bundle for the given objects: metadata.yaml plus one YAML file per
 * object and every related object (dashboard -> charts -> datasets -> databases), each once.
 */
export async function buildExportBundle(
  prisma: PrismaClient,
  resource: BundleResource,
  ids: number[],
  now: Date,
  options: ExportOptions = {},
): Promise<ExportResult> {
  const { files, found } = await collectExportFiles(prisma, resource, ids, options);
  const { fileName, body } = await zipBundle(
    `${resource}_export_${exportStamp(now)}`,
    BUNDLE_RESOURCES[resource].metadataType,
    files,
    now,
  );
  return { fileName, body, found };
}

/** metadata.yaml plus the files under one root folder, as a ZIP named after the root. */
export async function zipBundle(
  root: string,
  metadataType: string,
  files: ReadonlyMap<string, string>,
  now: Date,
): Promise<{ fileName: string; body: Uint8Array }> {
  const zip = new JSZip();
  zip.file(`${root}/${METADATA_FILE}`, yamlOf({ version: BUNDLE_VERSION, type: metadataType, timestamp: utcIso(now) }));
  for (const [path, content] of files) zip.file(`${root}/${path}`, content);
  const body = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
  return { fileName: `${root}.zip`, body };
}

export interface ExportOptions {
  /**
   * The datasets (of those ids) the caller may read. When given, a dashboard's charts on other
   * datasets stay out of the bundle, with those datasets (their SQL) and their databases.
   */
  readableDatasets?: (ids: number[]) => Promise<ReadonlySet<number>>;
}

/**
 * The bundle files (path below the root -> YAML) of the given objects and everything they use;
 * `found` counts the objects of `resource` that exist.
 */
export async function collectExportFiles(
  prisma: PrismaClient,
  resource: BundleResource,
  ids: number[],
  options: ExportOptions = {},
): Promise<{ files: Map<string, string>; found: number }> {
  const files = new Map<string, string>();
  const datasetIds = new Set<number>();
  const databaseIds = new Set<number>();
  const chartIds = new Set<number>();
  let found = 0;

  const chartUuidById = new Map<number, string>();
  const datasetUuidById = new Map<number, string>();

  if (resource === 'dashboard') {
    const dashboards = await prisma.dashboard.findMany({
      where: { id: { in: ids } },
      include: {
        charts: { include: { chart: { select: { id: true, uuid: true, sliceName: true } } } },
        tags: TAG_NAMES,
      },
    });
    found = dashboards.length;
    for (const d of dashboards) for (const link of d.charts) chartIds.add(link.chartId);
    const charts = await prisma.chart.findMany({
      where: { id: { in: [...chartIds] } },
      select: { id: true, uuid: true, datasourceId: true, datasourceType: true },
    });
    for (const c of charts) chartUuidById.set(c.id, c.uuid);
    if (options.readableDatasets) {
      const readable = await options.readableDatasets(charts.map((c) => c.datasourceId));
      for (const c of charts) if (c.datasourceType === 'table' && !readable.has(c.datasourceId)) chartIds.delete(c.id);
    }
    await collectDatasetUuids(
      prisma,
      charts.map((c) => c.datasourceId),
      datasetUuidById,
    );
    for (const d of dashboards) {
      files.set(
        `dashboards/${bundleFileName(d.dashboardTitle, d.id)}.yaml`,
        yamlOf(
          exportDashboard(
            d,
            d.charts.map((l) => l.chart),
            chartUuidById,
            datasetUuidById,
            d.tags.map((t) => t.tag.name),
          ),
        ),
      );
    }
  }
  if (resource === 'chart') {
    for (const id of ids) chartIds.add(id);
  }
  if (chartIds.size > 0) {
    const charts = await prisma.chart.findMany({ where: { id: { in: [...chartIds] } }, include: { tags: TAG_NAMES } });
    if (resource === 'chart') found = charts.length;
    for (const c of charts) {
      if (c.datasourceType === 'table') datasetIds.add(c.datasourceId);
    }
    await collectDatasetUuids(prisma, [...datasetIds], datasetUuidById);
    for (const c of charts) {
      files.set(
        `charts/${bundleFileName(c.sliceName, c.id)}.yaml`,
        yamlOf(
          exportChart(
            c,
            datasetUuidById.get(c.datasourceId) ?? null,
            c.tags.map((t) => t.tag.name),
          ),
        ),
      );
    }
  }
  if (resource === 'dataset') for (const id of ids) datasetIds.add(id);
  if (datasetIds.size > 0) {
    const datasets = await prisma.dataset.findMany({
      where: { id: { in: [...datasetIds] } },
      include: { columns: { orderBy: { id: 'asc' } }, metrics: { orderBy: { id: 'asc' } }, database: true },
    });
    if (resource === 'dataset') found = datasets.length;
    for (const ds of datasets) {
      databaseIds.add(ds.databaseId);
      const dbName = bundleFileName(ds.database.databaseName, ds.database.id, true);
      files.set(`datasets/${dbName}/${bundleFileName(ds.tableName, ds.id, true)}.yaml`, yamlOf(exportDataset(ds)));
    }
  }
  if (resource === 'database') for (const id of ids) databaseIds.add(id);
  if (databaseIds.size > 0) {
    const databases = await prisma.database.findMany({ where: { id: { in: [...databaseIds] } } });
    if (resource === 'database') found = databases.length;
    for (const db of databases) {
      files.set(`databases/${bundleFileName(db.databaseName, db.id, true)}.yaml`, yamlOf(exportDatabase(db)));
    }
  }

  return { files, found };
}

/** Python's datetime.now(tz=timezone.utc).isoformat(). */
function utcIso(now: Date): string {
  return `${now.toISOString().slice(0, 23)}000+00:00`;
}

async function collectDatasetUuids(prisma: PrismaClient, ids: number[], into: Map<number, string>) {
  const rows = await prisma.dataset.findMany({ where: { id: { in: ids } }, select: { id: true, uuid: true } });
  for (const r of rows) into.set(r.id, r.uuid);
}

export function exportDatabase(db: {
  databaseName: string;
  sqlalchemyUri: string;
  cacheTimeout: number | null;
  exposeInSqllab: boolean;
  allowRunAsync: boolean;
  allowCtas: boolean;
  allowCvas: boolean;
  allowDml: boolean;
  allowFileUpload: boolean;
  extra: string;
  impersonateUser: boolean;
  uuid: string;
}): Json {
  return {
    database_name: db.databaseName,
    // Stored URIs are masked already; masking again guards rows written by other paths.
    sqlalchemy_uri: maskUri(db.sqlalchemyUri),
    cache_timeout: db.cacheTimeout,
    expose_in_sqllab: db.exposeInSqllab,
    allow_run_async: db.allowRunAsync,
    allow_ctas: db.allowCtas,
    allow_cvas: db.allowCvas,
    allow_dml: db.allowDml,
    allow_csv_upload: db.allowFileUpload,
    extra: parsed(db.extra) ?? {},
    impersonate_user: db.impersonateUser,
    uuid: db.uuid,
    version: BUNDLE_VERSION,
  };
}

type DatasetWithChildren = Awaited<ReturnType<PrismaClient['dataset']['findMany']>>[number] & {
  columns: Awaited<ReturnType<PrismaClient['datasetColumn']['findMany']>>;
  metrics: Awaited<ReturnType<PrismaClient['sqlMetric']['findMany']>>;
  database: { uuid: string };
};

export function exportDataset(ds: DatasetWithChildren): Json {
  return {
    table_name: ds.tableName,
    main_dttm_col: ds.mainDttmCol,
    description: ds.description,
    default_endpoint: ds.defaultEndpoint,
    offset: ds.offset,
    cache_timeout: ds.cacheTimeout,
    catalog: ds.catalog,
    schema: ds.schema,
    sql: ds.sql,
    params: parsed(ds.params),
    template_params: parsed(ds.templateParams),
    filter_select_enabled: ds.filterSelectEnabled,
    fetch_values_predicate: ds.fetchValuesPredicate,
    extra: parsed(ds.extra),
    normalize_columns: ds.normalizeColumns,
    always_filter_main_dttm: ds.alwaysFilterMainDttm,
    uuid: ds.uuid,
    metrics: ds.metrics.map((m) => ({
      metric_name: m.metricName,
      verbose_name: m.verboseName,
      metric_type: m.metricType,
      expression: m.expression,
      description: m.description,
      d3format: m.d3format,
      currency: parsed(m.currency),
      extra: parsed(m.extra),
      warning_text: m.warningText,
    })),
    columns: ds.columns.map((col) => ({
      column_name: col.columnName,
      verbose_name: col.verboseName,
      is_dttm: col.isDttm,
      is_active: col.isActive,
      type: col.type,
      advanced_data_type: col.advancedDataType,
      groupby: col.groupby,
      filterable: col.filterable,
      expression: col.expression,
      description: col.description,
      python_date_format: col.pythonDateFormat,
      extra: parsed(col.extra),
    })),
    version: BUNDLE_VERSION,
    database_uuid: ds.database.uuid,
  };
}

/** The custom tags of a chart or dashboard, by name (Superset 3 with TAGGING_SYSTEM). */
const TAG_NAMES = { select: { tag: { select: { name: true } } }, orderBy: { tag: { name: 'asc' } } } as const;

/**
 * `tags:` as Superset 3 writes it with TAGGING_SYSTEM, only for objects that carry tags, so that an
 * untagged object's file stays what it was before tagging existed (Superset's importer reads a
 * missing `tags:` as none).
 */
const tagsField = (tags: readonly string[]) => (tags.length ? { tags: [...tags] } : {});

export function exportChart(
  c: {
    sliceName: string;
    description: string | null;
    certifiedBy: string | null;
    certificationDetails: string | null;
    vizType: string;
    params: string;
    queryContext: string | null;
    cacheTimeout: number | null;
    uuid: string;
  },
  datasetUuid: string | null,
  tags: readonly string[] = [],
): Json {
  const stored = parsed(c.params) ?? {};
  // A legacy chart migrated on import, unedited since, goes out as it came in.
  const written =
    typeof stored === 'object' && !Array.isArray(stored)
      ? chartForExport(c.vizType, stored as Json)
      : { vizType: c.vizType, formData: stored };
  return {
    slice_name: c.sliceName,
    description: c.description,
    certified_by: c.certifiedBy,
    certification_details: c.certificationDetails,
    viz_type: written.vizType,
    params: written.formData,
    query_context: c.queryContext,
    cache_timeout: c.cacheTimeout,
    uuid: c.uuid,
    version: BUNDLE_VERSION,
    dataset_uuid: datasetUuid,
    ...tagsField(tags),
  };
}

interface PositionComponent {
  id: string;
  type: string;
  children: string[];
  parents?: string[];
  meta?: Json;
}

export function exportDashboard(
  d: {
    dashboardTitle: string;
    description: string | null;
    css: string | null;
    slug: string | null;
    certifiedBy: string | null;
    certificationDetails: string | null;
    published: boolean;
    uuid: string;
    positionJson: string | null;
    jsonMetadata: string | null;
  },
  charts: { id: number; uuid: string; sliceName: string }[],
  chartUuids: Map<number, string>,
  datasetUuids: Map<number, string>,
  tags: readonly string[] = [],
): Json {
  const position = positionWithAllCharts(parsed(d.positionJson), charts, chartUuids);
  const metadata = (parsed(d.jsonMetadata) as Json | null) ?? {};
  const filters = metadata.native_filter_configuration;
  if (Array.isArray(filters)) {
    for (const filter of filters as Json[]) {
      const targets = filter.targets;
      if (!Array.isArray(targets)) continue;
      for (const target of targets as Json[]) {
        if (typeof target.datasetId === 'number') {
          const uuid = datasetUuids.get(target.datasetId);
          delete target.datasetId;
          if (uuid) target.datasetUuid = uuid;
        }
      }
    }
  }
  return {
    dashboard_title: d.dashboardTitle,
    description: d.description,
    css: d.css,
    slug: d.slug,
    certified_by: d.certifiedBy,
    certification_details: d.certificationDetails,
    published: d.published,
    uuid: d.uuid,
    position,
    metadata,
    version: BUNDLE_VERSION,
    ...tagsField(tags),
  };
}

/** Chart components get their chart's uuid; charts missing from the layout go into a new row. */
export function positionWithAllCharts(
  raw: unknown,
  charts: { id: number; uuid: string; sliceName: string }[],
  chartUuids: Map<number, string>,
): Json {
  const position: Record<string, unknown> =
    raw && typeof raw === 'object' && !Array.isArray(raw) ? { ...(raw as Json) } : defaultPosition();
  const placed = new Set<number>();
  for (const value of Object.values(position)) {
    const component = value as PositionComponent;
    if (component?.type === 'CHART' && component.meta && typeof component.meta.chartId === 'number') {
      placed.add(component.meta.chartId);
      const uuid = chartUuids.get(component.meta.chartId);
      if (uuid) component.meta = { ...component.meta, uuid };
    }
  }
  const missing = charts.filter((c) => !placed.has(c.id));
  const grid = position.GRID_ID as PositionComponent | undefined;
  if (missing.length > 0 && grid) {
    const rowId = `ROW-N-${placed.size}`;
    grid.children = [...(grid.children ?? []), rowId];
    const row: PositionComponent = {
      id: rowId,
      type: 'ROW',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    position[rowId] = row;
    missing.forEach((c, i) => {
      const id = `CHART-${c.id}-${i}`;
      row.children.push(id);
      position[id] = {
        id,
        type: 'CHART',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', rowId],
        meta: { width: 4, height: 50, chartId: c.id, sliceName: c.sliceName, uuid: c.uuid },
      };
    });
  }
  return position;
}

export function defaultPosition(): Json {
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [], parents: ['ROOT_ID'] },
  };
}
