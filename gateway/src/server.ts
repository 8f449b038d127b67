import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { relative } from 'node:path';
import type { Duplex } from 'node:stream';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bootstrapSecurity } from './auth/bootstrap.ts';
import { loadSecretMaterial } from './auth/index.ts';
import { createLoginThrottle, redisAttemptCounter } from './auth/login-throttle.ts';
import { acceptUpgradeOrigin } from './auth/origin-check.ts';
import { createChartJobExecutor } from './chart-job-executor.ts';
import type { Config } from './config.ts';
import { ensureExamples } from './examples/ensure-examples.ts';
import type { DirectCalls } from './graphql/rest-client.ts';
import { createGraphQLServer } from './graphql/server.ts';
import { createAsyncEventsSocket, createJobs, loadJobsSettings, openJobInfrastructure } from './jobs/index.ts';
import { createLogger, type Logger } from './logger.ts';
import { openMetadataStore } from './metadata/store.ts';
import { createReports, type Reports } from './reports/index.ts';
import { createRestApp, type RestRoute } from './rest/app.ts';
import { securityHeaders } from './security-headers.ts';

/** The whole product behind one fetch handler: REST, GraphQL, health and the built client. */
export interface Chartroom {
  readonly config: Config;
  readonly log: Logger;
  fetch(request: Request): Promise<Response>;
  /** The REST surface's routes (method and path pattern), for generated tests. */
  readonly restRoutes: readonly RestRoute[];
  /** The REST calls the gateway answers in process through the service layer (tests hold them to REST's answers). */
  readonly restDirect: DirectCalls;
  /** WebSocket upgrades (async events); main.ts hands the HTTP server's 'upgrade' events here. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Report schedules, their queue and thumbnails (the scheduler ticks each minute unless CHARTROOM_REPORTS=off). */
  readonly reports: Reports;
  close(): Promise<void>;
}

/** Paths the REST surface answers (everything else is GraphQL or the client). */
const REST_PREFIXES = [
  '/api/',
  '/login',
  '/logout',
  '/superset/',
  '/datasource/',
  '/health',
  '/dynamic-plugins/',
  '/oauth-authorized/',
];
/** Paths that stay with REST even when a browser navigates to them (downloads, logout, health, OAuth sign-in). */
const API_ONLY_PREFIXES = ['/api/', '/logout', '/health', '/datasource/', '/dynamic-plugins/', '/oauth-authorized/'];
/** `/login/<provider>` starts a sign-in through that provider (Superset's AUTH_OAUTH); `/login/` is the page. */
const OAUTH_LOGIN_PATH = /^\/login\/[^/]+\/?$/;

/**
 * A browser loading a page (a reload, a bookmark, a typed URL) gets the client, which owns routes
 * such as /login/ and /superset/welcome/ that REST also answers for scripts (POST, or JSON GETs).
 */
function isPageNavigation(request: Request): boolean {
  return request.method === 'GET' && (request.headers.get('accept') ?? '').includes('text/html');
}

export async function createChartroom(
  config: Config,
  /** `reportTimer: false`: the report scheduler does not tick on its own (tests drive `reports.scheduler.tick`). */
  options: { log?: Logger; reportTimer?: boolean } = {},
): Promise<Chartroom> {
  const log = options.log ?? createLogger(config.logLevel);
  // REDIS_URL switches cache, queue and events to Redis; checked first, so that a missing Redis
  // fails the start at once (RedisStartupError) rather than after migrations and bootstrap.
  const jobsSettings = loadJobsSettings(config);
  const jobInfra = await openJobInfrastructure(jobsSettings, { name: 'gateway' });
  const store = await openMetadataStore(config, log);
  await bootstrapSecurity(store, config, log);
  await ensureExamples({ store, config, log });

  const executor = createChartJobExecutor({
    store,
    cache: jobInfra.cache,
    pubsub: jobInfra.pubsub,
    log,
    dataDir: config.dataDir,
    featureFlags: config.featureFlags,
  });
  const jobs = config.featureFlags.has('GLOBAL_ASYNC_QUERIES')
    ? createJobs({
        settings: jobsSettings,
        infrastructure: jobInfra,
        execute: executor.execute,
        secretMaterial: () => loadSecretMaterial(store),
        log,
      })
    : null;
  const eventsSocket = jobs ? createAsyncEventsSocket(jobs) : null;
  const reports = await createReports({
    config,
    store,
    cache: jobInfra.cache,
    log,
    redis: jobsSettings.redisUrl ? { url: jobsSettings.redisUrl, prefix: jobsSettings.redisPrefix } : null,
  });

  const rest = await createRestApp({
    config,
    log,
    store,
    cache: jobInfra.cache,
    jobs,
    pubsub: jobInfra.pubsub,
    redisHealthy: jobInfra.mode === 'redis' ? jobInfra.healthy : null,
    thumbnails: reports.thumbnails,
    ...(jobInfra.redis
      ? { loginThrottle: createLoginThrottle(redisAttemptCounter(jobInfra.redis, jobsSettings.redisPrefix)) }
      : {}),
  });
  const restFetch = config.restUpstreamUrl ? upstreamFetch(config.restUpstreamUrl) : rest.fetch;
  // In process, some REST calls skip HTTP semantics altogether and reach the service layer directly.
  const graphql = createGraphQLServer({
    config,
    log,
    restFetch,
    ...(config.restUpstreamUrl ? {} : { direct: rest.direct }),
  });

  const app = new Hono();
  app.use('*', securityHeaders(config.frameAncestors));
  app.all('/graphql', (c) => graphql.fetch(c.req.raw));
  app.all('/graphql/*', (c) => graphql.fetch(c.req.raw));
  app.all('*', async (c, next) => {
    const path = c.req.path;
    const apiOnly = API_ONLY_PREFIXES.some((prefix) => path.startsWith(prefix)) || OAUTH_LOGIN_PATH.test(path);
    if (isPageNavigation(c.req.raw) && !apiOnly) return next();
    if (REST_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))) {
      return rest.fetch(c.req.raw);
    }
    return next();
  });
  mountClient(app, config);
  if (options.reportTimer !== false && !reports.start()) {
    log.info('Report scheduler is off on this node (CHARTROOM_REPORTS=off)');
  }

  return {
    config,
    log,
    fetch: async (request) => app.fetch(request),
    restRoutes: rest.routes,
    restDirect: rest.direct,
    reports,
    upgrade: (request, socket, head) => {
      // Every WebSocket (async events too) rides on the visitor's cookie: other sites' pages are refused.
      if (!acceptUpgradeOrigin(request, socket, config.allowedOrigins)) return;
      if (eventsSocket?.handleUpgrade(request, socket, head)) return;
      if (graphql.handleUpgrade(request, socket, head)) return;
      socket.destroy();
    },
    close: async () => {
      eventsSocket?.close();
      graphql.close();
      await jobs?.close();
      await reports.close();
      await executor.close();
      await jobInfra.close();
      await rest.close();
      await store.close();
    },
  };
}

/** REST over HTTP when the gateway runs apart from the REST surface (REST_UPSTREAM_URL). */
function upstreamFetch(baseUrl: string): (request: Request) => Promise<Response> {
  const base = new URL(baseUrl);
  return (request) => {
    const url = new URL(request.url);
    const target = new URL(url.pathname + url.search, base);
    return fetch(new Request(target, request));
  };
}

/** The built React client, with an SPA fallback so that deep links survive a reload. */
function mountClient(app: Hono, config: Config): void {
  const root = relative(process.cwd(), config.clientDistDir) || '.';
  app.use('/assets/*', serveStatic({ root }));
  app.get('*', async (c, next) => {
    if (!(c.req.header('accept') ?? '').includes('text/html')) return next();
    try {
      const html = await readFile(`${config.clientDistDir}/index.html`, 'utf8');
      return c.html(html);
    } catch {
      return c.json({ message: 'The client is not built: run `npm run build`.' }, 503);
    }
  });
  app.use('*', serveStatic({ root }));
  app.notFound((c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}` }, 404));
}
