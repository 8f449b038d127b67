import type { ResultCache } from '../../engine/cache.ts';
import { compileQuery } from '../../engine/compile-query.ts';
import { getDialect } from '../../engine/dialects/index.ts';
import { parseQueryContext, type QueryContext } from '../../engine/query-context.ts';
import {
  type ChartDataDownload,
  type ChartDataResponse,
  runQueryContext,
  runQueryContextDownload,
} from '../../engine/run-query-context.ts';
import { assertSelectStatement } from '../../engine/sql-guard.ts';
import type { Chart } from '../../metadata/index.ts';
import { findChart } from '../../metadata/repositories/chart-repository.ts';
import type { MetadataStore } from '../../metadata/store.ts';
import type { ConnectorPool } from '../../rest/connector-pool.ts';
import { BadRequestError, NotFoundError } from '../../rest/errors.ts';
import { assertCan } from '../../rest/permissions.ts';
import { nativeAnnotationLoader } from '../../rest/resources/annotation-layer-native.ts';
import { assertDatasetAccess, hasBlanketDatasetAccess } from '../../rest/resources/dataset-access.ts';
import { type DatasetDescriptorCache, loadDatasetForChartData } from '../../rest/resources/dataset-descriptor-cache.ts';
import { rowLevelFilterOf, virtualDatasetSqlFor } from '../../rest/resources/rls-enforce.ts';
import type { ServiceContext } from '../context.ts';
import { annotationChartRunner } from './chart-data-annotations.ts';
import { chartDataHttpError } from './chart-data-errors.ts';
import { type CompiledQueryMemo, createCompiledQueryMemo } from './compiled-query-memo.ts';

/** Superset's CACHE_DEFAULT_TIMEOUT: one day. */
export const DEFAULT_CACHE_TIMEOUT_S = 86_400;

/** What running a query needs besides the caller: the warehouse connectors, the result cache, datasets. */
export interface ChartDataEngine {
  store: MetadataStore;
  connectors: Pick<ConnectorPool, 'get'>;
  cache: ResultCache;
  /** The gateway's short-lived dataset cache; absent (workers): read from the store each time. */
  datasets?: DatasetDescriptorCache;
  /** Compiled queries by dataset version; absent: the one kept for this metadata store. */
  compiledQueries?: CompiledQueryMemo;
}

// One memo per metadata store: dataset ids and versions mean something only within their store.
const memosByStore = new WeakMap<MetadataStore, CompiledQueryMemo>();
function compiledQueriesOf(engine: ChartDataEngine): CompiledQueryMemo {
  if (engine.compiledQueries) return engine.compiledQueries;
  let memo = memosByStore.get(engine.store);
  if (!memo) {
    memo = createCompiledQueryMemo();
    memosByStore.set(engine.store, memo);
  }
  return memo;
}

export interface ChartDataOptions {
  /** The chart the query belongs to (its cache timeout); otherwise found through `form_data.slice_id`. */
  chart?: Chart;
  force?: boolean;
  signal?: AbortSignal;
}

/** REST's body for a JSON result, or the file of a csv/xlsx result (streamed as it is read). */
export type ChartDataResult = ChartDataResponse | ChartDataDownload;

export const isChartDataDownload = (result: ChartDataResult): result is ChartDataDownload =>
  'filename' in result && 'body' in result;

function chartIdOf(ctx: QueryContext): number | null {
  const sliceId = ctx.form_data?.slice_id;
  const id = typeof sliceId === 'string' ? Number(sliceId) : sliceId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Runs a chart-data request (the body of `POST /api/v1/chart/data`) as the caller: can_read on
 * Chart, the dataset's grant, row level security, then the engine with the cache timeout of the
 * request -> chart -> dataset -> database -> default. result_format csv/xlsx (can_csv) answers a
 * file, json REST's body. The engine's expected failures are the 400s Superset sends.
 */
export async function runChartData(
  ctx: ServiceContext,
  engine: ChartDataEngine,
  body: unknown,
  options: ChartDataOptions = {},
): Promise<ChartDataResult> {
  const { user } = ctx;
  assertCan(user, 'can_read', 'Chart');
  try {
    const query = parseQueryContext(body);
    if (options.force) query.force = true;
    if (query.datasource.type !== 'table' && query.datasource.type !== 'dataset') {
      throw new BadRequestError(`Datasource type not supported: ${query.datasource.type}`);
    }
    const found = engine.datasets
      ? await engine.datasets.get(query.datasource.id)
      : await loadDatasetForChartData(engine.store, query.datasource.id);
    if (!found) throw new NotFoundError(`Dataset ${query.datasource.id} does not exist`);
    const dataset = found.row;
    // Custom roles without all_datasource_access read only the datasets granted to them.
    if (!hasBlanketDatasetAccess(user)) await assertDatasetAccess(ctx.prisma, user, dataset.id);

    let chart = options.chart ?? null;
    const chartId = chart ? null : chartIdOf(query);
    if (chartId !== null) chart = await findChart(ctx.prisma, chartId);
    const cacheTimeoutSeconds =
      query.custom_cache_timeout ??
      chart?.cacheTimeout ??
      dataset.cacheTimeout ??
      dataset.database.cacheTimeout ??
      DEFAULT_CACHE_TIMEOUT_S;

    // Row level security: every chart-data path (sync, async jobs, samples, drill, downloads,
    // explore_json, warm-up) runs here; the filter lands in the SQL and therefore in the cache key.
    // A virtual dataset also carries the rules of the tables its SQL reads (as sub-selects).
    const rowLevelFilter = rowLevelFilterOf(found.rlsRules, user);
    const connector = engine.connectors.get(dataset.database);
    let descriptor = rowLevelFilter ? { ...found.descriptor, rowLevelFilter } : found.descriptor;
    // ENABLE_ADVANCED_DATA_TYPES: filters on internet_address and port columns are translated.
    if (ctx.featureFlags?.has('ENABLE_ADVANCED_DATA_TYPES')) {
      descriptor = { ...descriptor, advancedDataTypes: true };
    }
    if (descriptor.sql?.trim()) {
      const dialect = getDialect(connector.dialect);
      const sql = await virtualDatasetSqlFor(
        ctx.prisma,
        user,
        {
          id: dataset.id,
          databaseId: dataset.database.id,
          sql: assertSelectStatement(descriptor.sql, dialect, `virtual dataset "${descriptor.tableName}"`),
        },
        dialect,
      );
      if (sql !== descriptor.sql) descriptor = { ...descriptor, sql };
    }
    const deps = {
      dataset: descriptor,
      connector,
      cache: engine.cache,
      now: ctx.now(),
      signal: options.signal,
      cacheTimeoutSeconds,
      database: { id: dataset.database.id, extra: dataset.database.extra },
      runAnnotationChart: annotationChartRunner(ctx, engine),
      loadNativeAnnotations: nativeAnnotationLoader(engine.store, user),
      // Columns and metrics are as of this version: a save of the dataset bumps it and changed_on.
      compile: compiledQueriesOf(engine).compilerFor(
        `${dataset.id}:${dataset.version}:${dataset.changedOn.getTime()}`,
        compileQuery,
      ),
    };
    if (query.result_format !== 'json') {
      assertCan(user, 'can_csv', 'Chart');
      return await runQueryContextDownload(query, deps);
    }
    return await runQueryContext(query, deps);
  } catch (error) {
    throw chartDataHttpError(error);
  }
}
