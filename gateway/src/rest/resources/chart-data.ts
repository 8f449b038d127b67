import type { Context } from 'hono';
import type { ChartDataResponse } from '../../engine/run-query-context.ts';
import type { MetadataStore } from '../../metadata/store.ts';
import {
  type ChartDataEngine,
  type ChartDataOptions,
  type ChartDataResult,
  isChartDataDownload,
  runChartData as runChartDataService,
} from '../../services/chart-data/chart-data-run.ts';
import type { ServiceContext } from '../../services/context.ts';
import { currentUser } from '../auth/session.ts';
import { isForm, readJson } from '../body.ts';
import type { AppEnv, RequestUser, RestServices } from '../context.ts';
import { BadRequestError } from '../errors.ts';

export type { ChartDataOptions } from '../../services/chart-data/chart-data-run.ts';
export { DEFAULT_CACHE_TIMEOUT_S } from '../../services/chart-data/chart-data-run.ts';

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

/** What running chart data needs: the REST services, or a worker's own equivalents. */
export type ChartDataServices = Pick<RestServices, 'store' | 'connectors' | 'cache' | 'now'> &
  Partial<Pick<RestServices, 'datasets' | 'config'>>;

/** The chart-data service's context and engine for a caller of the REST services. */
export function chartDataCaller(
  services: ChartDataServices,
  user: RequestUser,
): { ctx: ServiceContext; engine: ChartDataEngine } {
  const store: MetadataStore = services.store;
  return {
    ctx: {
      user,
      prisma: store.prisma,
      provider: store.provider,
      ...(services.config ? { featureFlags: services.config.featureFlags } : {}),
      now: () => services.now(),
    },
    engine: {
      store,
      connectors: services.connectors,
      cache: services.cache,
      ...(services.datasets ? { datasets: services.datasets } : {}),
    },
  };
}

/** A file result as the download REST answers. */
export function chartDataResponse(result: ChartDataResult): ChartDataResponse | Response {
  if (!isChartDataDownload(result)) return result;
  return new Response(result.body, {
    headers: { 'content-type': result.contentType, 'content-disposition': `attachment; filename=${result.filename}` },
  });
}

/**
 * Runs a chart-data request of a REST route as its signed-in user (the request's abort signal
 * cancels the query): JSON answers the payload, csv/xlsx a streamed file (a Response).
 */
export async function runChartData(
  c: Context<AppEnv>,
  body: unknown,
  options: { chart?: ChartDataOptions['chart']; force?: boolean } = {},
): Promise<unknown> {
  return executeChartData(c.get('services'), currentUser(c), body, { ...options, signal: c.req.raw.signal });
}

/** The chart-data service for REST's other callers (samples, explore_json, warm-up, reports). */
export async function executeChartData(
  services: ChartDataServices,
  user: RequestUser,
  body: unknown,
  options: ChartDataOptions = {},
): Promise<ChartDataResponse | Response> {
  const { ctx, engine } = chartDataCaller(services, user);
  return chartDataResponse(await runChartDataService(ctx, engine, body, options));
}
