import { parse as parseCookies } from 'hono/utils/cookie';
import type { DirectAnswer, DirectCalls, DirectCredentials } from '../graphql/rest-client.ts';
import { RedisUnavailableError } from '../jobs/redis.ts';
import { loadSavedChartQuery } from '../services/chart/chart-saved-query.ts';
import { showChart } from '../services/chart/chart-show.ts';
import {
  type ChartDataEngine,
  type ChartDataOptions,
  isChartDataDownload,
  runChartData,
} from '../services/chart-data/chart-data-run.ts';
import type { ServiceContext } from '../services/context.ts';
import { anonymousViewer, bearerOf, SESSION_COOKIE, userFromTokens } from './auth/session.ts';
import type { RestServices } from './context.ts';
import { BadRequestError, HttpError, UnauthorizedError } from './errors.ts';

/**
 * The REST calls the GraphQL gateway makes in process, answered by the service functions behind the
 * routes: the caller is authenticated as the REST middleware does it (bearer token, else session
 * cookie), and errors come back with the status and `{"message": ...}` body the route would send.
 */
export function createDirectCalls(services: RestServices): DirectCalls {
  const contextOf = async (credentials: DirectCredentials): Promise<ServiceContext> => {
    const session = credentials.cookie
      ? (parseCookies(credentials.cookie, SESSION_COOKIE)[SESSION_COOKIE] ?? null)
      : null;
    // The calls made here only read: an anonymous caller reads with the Public role's permissions.
    const user =
      (await userFromTokens(services, bearerOf(credentials.authorization), session)) ??
      (await anonymousViewer(services));
    if (!user) throw new UnauthorizedError();
    return {
      user,
      prisma: services.store.prisma,
      provider: services.store.provider,
      featureFlags: services.config.featureFlags,
      now: () => services.now(),
      log: services.log,
    };
  };
  const answer = async (
    credentials: DirectCredentials,
    run: (ctx: ServiceContext) => Promise<unknown>,
  ): Promise<DirectAnswer> => {
    try {
      return { status: 200, body: await run(await contextOf(credentials)) };
    } catch (error) {
      if (error instanceof HttpError) return { status: error.status, body: { message: error.body } };
      // Redis away (the result cache in scale-out): the 503 REST's error handler answers.
      if (error instanceof RedisUnavailableError) return { status: 503, body: { message: error.message } };
      throw error;
    }
  };

  const engine: ChartDataEngine = {
    store: services.store,
    connectors: services.connectors,
    cache: services.cache,
    datasets: services.datasets,
  };
  // The JSON body of a chart-data result: GraphQL reads no files (REST would stream one).
  const chartDataBody = async (ctx: ServiceContext, body: unknown, options: ChartDataOptions) => {
    const result = await runChartData(ctx, engine, body, options);
    if (!isChartDataDownload(result)) return result;
    await result.body.cancel();
    throw new BadRequestError('GraphQL reads chart data as JSON only (result_format "json").');
  };
  // With GLOBAL_ASYNC_QUERIES a chart-data request may become a job (a 202 and the caller's channel
  // cookie): the route answers those.
  const asyncQueries = () => services.config.featureFlags.has('GLOBAL_ASYNC_QUERIES') && services.jobs !== null;

  return {
    getChart: (credentials, id) => answer(credentials, (ctx) => showChart(ctx, String(id))),
    chartData: (credentials, queryContext, signal) =>
      asyncQueries()
        ? Promise.resolve(null)
        : answer(credentials, (ctx) => chartDataBody(ctx, queryContext, signal ? { signal } : {})),
    savedChartData: (credentials, id, force, signal) =>
      asyncQueries()
        ? Promise.resolve(null)
        : answer(credentials, async (ctx) => {
            const { chart, queryContext } = await loadSavedChartQuery(ctx, String(id), {});
            return chartDataBody(ctx, queryContext, { chart, force, ...(signal ? { signal } : {}) });
          }),
  };
}
