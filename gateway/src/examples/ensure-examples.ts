import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { GenericDataType } from '../connectors/connector.ts';
import type { Logger } from '../logger.ts';
import { isUniqueViolation, type MetadataStore, type Prisma } from '../metadata/index.ts';
import { buildQueryContext } from '../viz/index.ts';
import { EXAMPLE_CHARTS } from './example-charts.ts';
import { buildJsonMetadata, buildPositionJson, type PlacedChart } from './example-dashboard.ts';
import { EXAMPLE_DATASETS, EXAMPLE_SCHEMA } from './example-datasets.ts';
import { exampleUuid } from './example-ids.ts';
import { EXAMPLES_DATABASE_UUID, EXAMPLES_FILE_NAME, examplesUri, isGeneratedExamples } from './examples-warehouse.ts';
import { generateExampleWarehouse } from './generate-warehouse.ts';
import { introspectTables } from './introspect.ts';
import {
  WORLD_CHARTS,
  WORLD_DASHBOARD_SLUG,
  WORLD_DASHBOARD_TITLE,
  WORLD_REUSED_CHART_KEYS,
} from './world-of-charts.ts';

export const EXAMPLES_DATABASE_NAME = 'examples';
export { EXAMPLES_FILE_NAME } from './examples-warehouse.ts';
export const EXAMPLES_DASHBOARD_SLUG = 'sales-overview';
export const EXAMPLES_DASHBOARD_TITLE = 'Sales overview';
export const EXAMPLES_SEED = 42;
/** Set once the examples were registered: deleting them later does not bring them back on restart. */
export const EXAMPLES_MARKER_KEY = 'examples.registered_at';

export interface EnsureExamplesDeps {
  store: MetadataStore;
  config: Config;
  log: Logger;
}

const TRANSACTION_OPTIONS = { maxWait: 20_000, timeout: 60_000 };

async function fileExists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

async function ensureWarehouseFile(path: string, rows: number, log: Logger): Promise<void> {
  if (await fileExists(path)) return;
  const started = performance.now();
  await generateExampleWarehouse(path, rows, EXAMPLES_SEED);
  const seconds = Number(((performance.now() - started) / 1000).toFixed(2));
  log.info({ path, rows, seconds }, 'example warehouse generated');
}

/**
 * First start: generates the example warehouse in the data dir and registers it (database
 * `examples`, its three datasets, the example charts and the "Sales overview" dashboard).
 * Idempotent, and safe when several processes start at once: everything is registered in one
 * transaction whose first write is the database row, so the unique `database_name` lets exactly
 * one process through. CHARTROOM_EXAMPLES_ROWS=0 turns the examples off.
 */
export async function ensureExamples({ store, config, log }: EnsureExamplesDeps): Promise<void> {
  if (config.examplesRows <= 0) {
    log.info('examples disabled (CHARTROOM_EXAMPLES_ROWS=0)');
    return;
  }
  const { prisma } = store;
  const path = join(config.dataDir, EXAMPLES_FILE_NAME);
  const uri = examplesUri(config.dataDir);

  // By uuid, not name: renaming the examples database is a legal edit.
  const [marker, existing] = await Promise.all([
    prisma.appSetting.findUnique({ where: { key: EXAMPLES_MARKER_KEY } }),
    prisma.database.findUnique({ where: { uuid: EXAMPLES_DATABASE_UUID } }),
  ]);
  if (marker || existing) {
    // The data dir may be new while the metadata store is not (another node in scale-out mode):
    // this node builds its own copy, the same file the first node generated.
    if (existing && isGeneratedExamples(existing)) await ensureWarehouseFile(path, config.examplesRows, log);
    return;
  }

  await ensureWarehouseFile(path, config.examplesRows, log);
  const columns = await introspectTables(
    uri,
    EXAMPLE_SCHEMA,
    EXAMPLE_DATASETS.map((d) => d.tableName),
  );
  const admin = await prisma.user.findUnique({ where: { username: 'admin' } });
  if (!admin) throw new Error('ensureExamples: the admin user is missing (bootstrapSecurity must run first)');

  try {
    const summary = await prisma.$transaction(
      (tx) => registerExamples(tx, { uri, adminId: admin.id, columns }),
      TRANSACTION_OPTIONS,
    );
    log.info(summary, 'examples registered');
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    log.info('examples already registered by another process');
  }
}

interface RegisterInput {
  uri: string;
  adminId: number;
  columns: Map<string, { name: string; type: string; generic: number }[]>;
}

async function registerExamples(tx: Prisma.TransactionClient, input: RegisterInput) {
  const { adminId } = input;
  const audit = { createdById: adminId, changedById: adminId };
  // First write of the transaction: the unique name makes concurrent starters wait here, then fail.
  const database = await tx.database.create({
    data: {
      uuid: EXAMPLES_DATABASE_UUID,
      databaseName: EXAMPLES_DATABASE_NAME,
      sqlalchemyUri: input.uri,
      exposeInSqllab: true,
      allowRunAsync: false,
      allowFileUpload: false,
      extra: JSON.stringify({
        metadata_params: {},
        engine_params: {},
        metadata_cache_timeout: {},
        schemas_allowed_for_file_upload: [],
      }),
      ...audit,
    },
  });
  await tx.appSetting.create({ data: { key: EXAMPLES_MARKER_KEY, value: new Date().toISOString() } });

  const datasetIds = new Map<string, number>();
  for (const spec of EXAMPLE_DATASETS) {
    const introspected = input.columns.get(spec.tableName) ?? [];
    const dataset = await tx.dataset.create({
      data: {
        uuid: exampleUuid(`dataset/${spec.tableName}`),
        tableName: spec.tableName,
        schema: EXAMPLE_SCHEMA,
        databaseId: database.id,
        mainDttmCol: spec.mainDttmCol,
        description: spec.description,
        ...audit,
        owners: { create: [{ userId: adminId }] },
        columns: {
          create: [
            ...introspected.map((col) => ({
              uuid: exampleUuid(`dataset/${spec.tableName}/column/${col.name}`),
              columnName: col.name,
              verboseName: spec.verboseNames[col.name] ?? null,
              type: col.type,
              isDttm: col.generic === GenericDataType.TEMPORAL,
              groupby: true,
              filterable: true,
            })),
            ...spec.calculatedColumns.map((col) => ({
              uuid: exampleUuid(`dataset/${spec.tableName}/column/${col.columnName}`),
              columnName: col.columnName,
              verboseName: col.verboseName,
              type: col.type,
              expression: col.expression,
              description: col.description,
              isDttm: false,
              groupby: true,
              filterable: true,
            })),
          ],
        },
        metrics: {
          create: spec.metrics.map((m) => ({
            uuid: exampleUuid(`dataset/${spec.tableName}/metric/${m.metricName}`),
            metricName: m.metricName,
            verboseName: m.verboseName,
            expression: m.expression,
            d3format: m.d3format ?? null,
            description: m.description ?? null,
            warningText: m.warningText ?? null,
            extra: m.certification
              ? JSON.stringify({
                  certification: { certified_by: m.certification.certifiedBy, details: m.certification.details },
                })
              : null,
          })),
        },
      },
    });
    datasetIds.set(spec.tableName, dataset.id);
  }

  const now = new Date();
  const placed: PlacedChart[] = [];
  const placedByKey = new Map<string, PlacedChart>();
  for (const spec of [...EXAMPLE_CHARTS, ...WORLD_CHARTS]) {
    const datasetId = datasetIds.get(spec.dataset);
    if (datasetId === undefined) throw new Error(`example chart ${spec.key}: unknown dataset ${spec.dataset}`);
    const params = spec.formData(`${datasetId}__table`);
    const uuid = exampleUuid(`chart/${spec.key}`);
    const chart = await tx.chart.create({
      data: {
        uuid,
        sliceName: spec.sliceName,
        description: spec.description,
        vizType: params.viz_type,
        datasourceId: datasetId,
        datasourceType: 'table',
        datasourceName: `${EXAMPLE_SCHEMA}.${spec.dataset}`,
        params: JSON.stringify(params),
        queryContext: JSON.stringify(buildQueryContext(params)),
        lastSavedAt: now,
        lastSavedById: adminId,
        ...audit,
        owners: { create: [{ userId: adminId }] },
      },
    });
    const place = { id: chart.id, uuid, sliceName: spec.sliceName, width: spec.width, height: spec.height, datasetId };
    placedByKey.set(spec.key, place);
    if (EXAMPLE_CHARTS.includes(spec)) placed.push(place);
  }

  const salesId = datasetIds.get('sales') as number;
  const dashboard = await tx.dashboard.create({
    data: {
      uuid: exampleUuid(`dashboard/${EXAMPLES_DASHBOARD_SLUG}`),
      dashboardTitle: EXAMPLES_DASHBOARD_TITLE,
      slug: EXAMPLES_DASHBOARD_SLUG,
      published: true,
      css: '',
      positionJson: JSON.stringify(buildPositionJson(EXAMPLES_DASHBOARD_TITLE, placed, EXAMPLES_DASHBOARD_SLUG)),
      jsonMetadata: JSON.stringify(
        buildJsonMetadata(placed, EXAMPLES_DASHBOARD_SLUG, { datasetId: salesId, column: 'region' }),
      ),
      ...audit,
      owners: { create: [{ userId: adminId }] },
      charts: { create: placed.map((c) => ({ chartId: c.id })) },
    },
  });

  // The second dashboard: one chart of every type, the Sales overview's own charts standing for theirs.
  const world = [
    ...WORLD_REUSED_CHART_KEYS.map((key) => placedByKey.get(key)),
    ...WORLD_CHARTS.map((spec) => placedByKey.get(spec.key)),
  ].filter((chart): chart is PlacedChart => chart !== undefined);
  await tx.dashboard.create({
    data: {
      uuid: exampleUuid(`dashboard/${WORLD_DASHBOARD_SLUG}`),
      dashboardTitle: WORLD_DASHBOARD_TITLE,
      slug: WORLD_DASHBOARD_SLUG,
      published: true,
      css: '',
      positionJson: JSON.stringify(buildPositionJson(WORLD_DASHBOARD_TITLE, world, WORLD_DASHBOARD_SLUG)),
      jsonMetadata: JSON.stringify(
        buildJsonMetadata(world, WORLD_DASHBOARD_SLUG, { datasetId: salesId, column: 'region' }),
      ),
      ...audit,
      owners: { create: [{ userId: adminId }] },
      charts: { create: world.map((c) => ({ chartId: c.id })) },
    },
  });

  return { databaseId: database.id, datasets: datasetIds.size, charts: placedByKey.size, dashboardId: dashboard.id };
}
