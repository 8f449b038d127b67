import type { Context } from 'hono';
import { ConnectorConfigError } from '../../connectors/errors.ts';
import type { AnnotationChartRunner } from '../../engine/annotations.ts';
import { getDialect } from '../../engine/dialects/index.ts';
import { QueryCompileError, QueryExecutionError } from '../../engine/errors.ts';
import { parseQueryContext, type QueryContext, QueryContextError } from '../../engine/query-context.ts';
import { type ChartDataResponse, runQueryContext, runQueryContextDownload } from '../../engine/run-query-context.ts';
import { assertSelectStatement, UnsafeSqlError } from '../../engine/sql-guard.ts';
import { TimeRangeAmbiguousError, TimeRangeError, TimeRangeParseFailError } from '../../engine/time-range/errors.ts';
import type { Chart } from '../../metadata/index.ts';
import { currentUser } from '../auth/session.ts';
import { isForm, readJson } from '../body.ts';
import type { AppEnv, RequestUser, RestServices } from '../context.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { assertCan } from '../permissions.ts';
import { nativeAnnotationLoader } from './annotation-layer-native.ts';
import { chartQueryContext } from './chart-query-context.ts';
import { assertDatasetAccess, hasBlanketDatasetAccess } from './dataset-access.ts';
import { loadDatasetForChartData } from './dataset-descriptor-cache.ts';
import { rowLevelFilterFor, virtualDatasetSqlFor } from './rls-enforce.ts';

/** Superset's CACHE_DEFAULT_TIMEOUT: one day. */
export const DEFAULT_CACHE_TIMEOUT_S = 86_400;

const incorrect = (field: string, message: string) =>
  new BadRequestError(`Request is incorrect: ${JSON.stringify({ [field]: [message] })}`);

/** The chart-data body: JSON, or the JSON in the form field `form_data` (CSV downloads post a form). */
export async function readChartDataBody(c: Context<AppEnv>): Promise<unknown> {
  if (isForm(c)) {
    const form = await c.req.parseBody();
    const raw = form.form_data;
    if (typeof raw !== 'string') throw new BadRequestError('Request is not JSON');
    try {
      return JSON.parse(raw);
    } catch (error) {
      throw new BadRequestError(`Request is not JSON: form_data: ${(error as Error).message}`);
    }
  }
  return readJson(c);
}

/** The engine's expected failures as the 400s Superset sends for them. */
function toHttpError(error: unknown): unknown {
  if (error instanceof QueryContextError) return new BadRequestError(error.message);
  if (error instanceof TimeRangeParseFailError || error instanceof TimeRangeAmbiguousError) {
    return incorrect('time_range', error.message);
  }
  // A database whose URI cannot be used fails like a query the database refused (messages carry no URI).
  if (
    error instanceof TimeRangeError ||
    error instanceof UnsafeSqlError ||
    error instanceof QueryExecutionError ||
    error instanceof ConnectorConfigError
  ) {
    return new BadRequestError(error.message);
  }
  if (error instanceof QueryCompileError) {
    return error.field ? incorrect(error.field, error.message) : new BadRequestError(error.message);
  }
  return error;
}

function chartIdOf(ctx: QueryContext): number | null {
  const sliceId = ctx.form_data?.slice_id;
  const id = typeof sliceId === 'string' ? Number(sliceId) : sliceId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** What running chart data needs: the REST services, or a worker's own equivalents. */
export type ChartDataServices = Pick<RestServices, 'store' | 'connectors' | 'cache' | 'now'> &
  Partial<Pick<RestServices, 'datasets' | 'config'>>;

export interface ChartDataOptions {
  chart?: Chart;
  force?: boolean;
  signal?: AbortSignal;
}

/**
 * Runs a chart-data request: resolves the dataset, builds its descriptor, picks the connector
 * and the cache timeout (request -> chart -> dataset -> database -> default), runs the engine.
 * result_format csv/xlsx answers a streamed file (a Response), json the payload.
 */
export async function runChartData(
  c: Context<AppEnv>,
  body: unknown,
  options: { chart?: Chart; force?: boolean } = {},
): Promise<unknown> {
  return executeChartData(c.get('services'), currentUser(c), body, { ...options, signal: c.req.raw.signal });
}

/**
 * Annotation layers drawn from another chart: that chart's saved query context (without one, the
 * query built from its form data), with the layer's overrides (time range, grain, granularity,
 * shift) on its first query, run as the same user.
 */
function annotationChartRunner(services: ChartDataServices, user: RequestUser): AnnotationChartRunner {
  return async ({ chartId, overrides, force }, signal) => {
    const chart = await services.store.prisma.chart.findUnique({ where: { id: chartId } });
    if (!chart) throw new QueryCompileError('The chart does not exist');
    let saved: Record<string, unknown>;
    try {
      saved = chartQueryContext(chart);
    } catch (error) {
      // The layer reports the source chart's problem the way the engine reports its own.
      throw new QueryCompileError(error instanceof Error ? error.message : String(error));
    }
    const first = (Array.isArray(saved.queries) ? saved.queries[0] : null) as Record<string, unknown> | null;
    if (!first) throw new QueryCompileError('Chart has no query context saved. Please save the chart again.');
    const { time_grain_sqla, ...rest } = overrides;
    const query: Record<string, unknown> = { ...first, ...rest, annotation_layers: [] };
    if (time_grain_sqla !== undefined) {
      query.extras = { ...((first.extras as Record<string, unknown>) ?? {}), time_grain_sqla };
    }
    const body = { ...saved, queries: [query], result_type: 'full', result_format: 'json' };
    const response = await executeChartData(services, user, body, { chart, force, signal });
    if (response instanceof Response) return [];
    return (response.result[0]?.data as Record<string, unknown>[] | undefined) ?? [];
  };
}

/** runChartData without an HTTP request: async jobs run it in a worker as the job's user. */
export async function executeChartData(
  services: ChartDataServices,
  user: RequestUser,
  body: unknown,
  options: ChartDataOptions = {},
): Promise<ChartDataResponse | Response> {
  assertCan(user, 'can_read', 'Chart');
  try {
    const ctx = parseQueryContext(body);
    if (options.force) ctx.force = true;
    if (ctx.datasource.type !== 'table' && ctx.datasource.type !== 'dataset') {
      throw new BadRequestError(`Datasource type not supported: ${ctx.datasource.type}`);
    }
    const found = services.datasets
      ? await services.datasets.get(ctx.datasource.id)
      : await loadDatasetForChartData(services.store, ctx.datasource.id);
    if (!found) throw new NotFoundError(`Dataset ${ctx.datasource.id} does not exist`);
    const dataset = found.row;
    // Custom roles without all_datasource_access read only the datasets granted to them.
    if (!hasBlanketDatasetAccess(user)) await assertDatasetAccess(services.store.prisma, user, dataset.id);

    let chart = options.chart ?? null;
    const chartId = chart ? null : chartIdOf(ctx);
    if (chartId !== null) chart = await services.store.prisma.chart.findUnique({ where: { id: chartId } });
    const cacheTimeoutSeconds =
      ctx.custom_cache_timeout ??
      chart?.cacheTimeout ??
      dataset.cacheTimeout ??
      dataset.database.cacheTimeout ??
      DEFAULT_CACHE_TIMEOUT_S;

    // Row level security: every chart-data path (sync, async jobs, samples, drill, downloads,
    // explore_json, warm-up) runs here; the filter lands in the SQL and therefore in the cache key.
    // A virtual dataset also carries the rules of the tables its SQL reads (as sub-selects).
    const rowLevelFilter = await rowLevelFilterFor(services.store.prisma, user, dataset.id);
    const connector = services.connectors.get(dataset.database);
    let descriptor = rowLevelFilter ? { ...found.descriptor, rowLevelFilter } : found.descriptor;
    // ENABLE_ADVANCED_DATA_TYPES: filters on internet_address and port columns are translated.
    if (services.config?.featureFlags.has('ENABLE_ADVANCED_DATA_TYPES')) {
      descriptor = { ...descriptor, advancedDataTypes: true };
    }
    if (descriptor.sql?.trim()) {
      const dialect = getDialect(connector.dialect);
      const sql = await virtualDatasetSqlFor(
        services.store.prisma,
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
      cache: services.cache,
      now: services.now(),
      signal: options.signal,
      cacheTimeoutSeconds,
      database: { id: dataset.database.id, extra: dataset.database.extra },
      runAnnotationChart: annotationChartRunner(services, user),
      loadNativeAnnotations: nativeAnnotationLoader(services.store, user),
    };
    if (ctx.result_format !== 'json') {
      assertCan(user, 'can_csv', 'Chart');
      const file = await runQueryContextDownload(ctx, deps);
      return new Response(file.body, {
        headers: { 'content-type': file.contentType, 'content-disposition': `attachment; filename=${file.filename}` },
      });
    }
    return await runQueryContext(ctx, deps);
  } catch (error) {
    throw toHttpError(error);
  }
}
