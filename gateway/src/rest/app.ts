import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createAuditLog } from '../audit/audit-log.ts';
import { createTokenService } from '../auth/index.ts';
import { createLoginThrottle, type LoginThrottle, memoryAttemptCounter } from '../auth/login-throttle.ts';
import { createUserContextCache } from '../auth/user-context-cache.ts';
import type { Config } from '../config.ts';
import { createMemoryResultCache, type ResultCache } from '../engine/cache.ts';
import { examplesTarget } from '../examples/examples-warehouse.ts';
import type { DirectCalls } from '../graphql/rest-client.ts';
import type { Jobs, PubSub } from '../jobs/index.ts';
import { createMemoryPubSub } from '../jobs/pubsub.ts';
import type { Logger } from '../logger.ts';
import type { ThumbnailService } from '../reports/index.ts';
import { auditWrites } from './audit-writes.ts';
import { csrfProtect, mountCsrfRoutes } from './auth/csrf.ts';
import { mountOAuthRoutes } from './auth/oauth-routes.ts';
import { mountAuthRoutes } from './auth/routes.ts';
import { requireUser, resolveUser } from './auth/session.ts';
import { clearCachesOnWrite } from './clear-caches-on-write.ts';
import { createConnectorPool } from './connector-pool.ts';
import type { AppEnv, RestServices } from './context.ts';
import { createDirectCalls } from './direct.ts';
import { onError, onNotFound } from './error-handler.ts';
import { mountHealth } from './health.ts';
import type { MetadataStore } from './prisma.ts';
import { requestContext } from './request-id.ts';
import { mountActivityLogRoutes } from './resources/activity-log-routes.ts';
import { mountAdvancedDataTypeRoutes } from './resources/advanced-data-type-routes.ts';
import { mountAnnotationRoutes } from './resources/annotation-layer-annotation-routes.ts';
import { mountAnnotationLegacyRoutes } from './resources/annotation-layer-legacy-routes.ts';
import { mountAnnotationLayerRoutes } from './resources/annotation-layer-routes.ts';
import { mountAssetsRoutes } from './resources/assets-routes.ts';
import { asyncTokenCookie, mountAsyncRoutes } from './resources/async-routes.ts';
import { mountAuditLogRoutes } from './resources/audit-log-routes.ts';
import { mountChartRoutes } from './resources/chart-routes.ts';
import { mountChartWarmUpRoutes } from './resources/chart-warm-up-routes.ts';
import { mountChartWriteRoutes } from './resources/chart-write-routes.ts';
import { mountCssTemplateRoutes } from './resources/css-template-routes.ts';
import { mountDashboardCopyRoutes } from './resources/dashboard-copy.ts';
import { mountDashboardRoutes } from './resources/dashboard-routes.ts';
import { mountDashboardSubRoutes } from './resources/dashboard-sub-routes.ts';
import { mountDashboardWriteRoutes } from './resources/dashboard-write-routes.ts';
import { mountDatabaseRoutes } from './resources/database-routes.ts';
import { createDatasetDescriptorCache } from './resources/dataset-descriptor-cache.ts';
import { mountDatasetRoutes } from './resources/dataset-routes.ts';
import { mountDatasetWriteRoutes } from './resources/dataset-write-routes.ts';
import { mountDatasourceRoutes } from './resources/datasource-routes.ts';
import { mountDynamicPluginRoutes } from './resources/dynamic-plugins-routes.ts';
import { mountExploreJsonRoutes } from './resources/explore-json-routes.ts';
import { mountExportRoutes } from './resources/export-routes.ts';
import { mountFavstarRoutes } from './resources/favstar-routes.ts';
import { mountFilterSetRoutes } from './resources/filter-set-routes.ts';
import { mountImportRoutes } from './resources/import-routes.ts';
import { mountPermalinkRoutes } from './resources/permalink-routes.ts';
import { mountQueryRoutes } from './resources/query-routes.ts';
import { mountReportRoutes } from './resources/report-routes.ts';
import { mountThumbnailRoutes, thumbnailsAfterSave } from './resources/report-thumbnail-routes.ts';
import { mountRlsRoutes } from './resources/rls-routes.ts';
import { mountSavedQueryRoutes } from './resources/saved-query-routes.ts';
import { mountSqlLabExecuteRoutes } from './resources/sqllab-execute-routes.ts';
import { mountSqlLabExportRoutes } from './resources/sqllab-export-routes.ts';
import { mountSqlLabProgressRoutes } from './resources/sqllab-progress-routes.ts';
import { mountSqlLabRoutes } from './resources/sqllab-routes.ts';
import { mountSqlLabTabsRoutes } from './resources/sqllab-tabs-routes.ts';
import { mountTagRoutes } from './resources/tag-routes.ts';
import { mountTemporaryStateRoutes } from './resources/temporary-state-routes.ts';
import { mountTimeRangeRoutes } from './resources/time-range-routes.ts';
import { mountUploadRoutes, UPLOAD_PATH } from './resources/upload-routes.ts';
import { mountUserRoutes } from './resources/user-routes.ts';

export interface RestRoute {
  method: string;
  path: string;
}

export interface RestApp {
  fetch(request: Request): Promise<Response>;
  /** Every route the surface answers (method and Hono path pattern), for generated tests. */
  readonly routes: readonly RestRoute[];
  /** The calls the GraphQL gateway may make in process through the service layer. */
  readonly direct: DirectCalls;
  close(): Promise<void>;
}

export interface RestAppDeps {
  config: Config;
  log: Logger;
  store: MetadataStore;
  /** Shared result cache (Redis in scale-out); in memory when absent. */
  cache?: ResultCache;
  /** Async chart jobs; without them GLOBAL_ASYNC_QUERIES has no effect. */
  jobs?: Jobs | null;
  /** Events every gateway hears (Redis in scale-out mode); in process when absent. */
  pubsub?: PubSub;
  /** Scale-out mode: whether Redis answers (for /health). */
  redisHealthy?: (() => Promise<boolean>) | null;
  /** Injectable clock (tests of relative time ranges). */
  now?: () => Date;
  /** Login limits shared by every gateway (Redis); per process when absent. */
  loginThrottle?: LoginThrottle;
  /** Chart and dashboard thumbnails (their routes exist only with the THUMBNAILS feature flag). */
  thumbnails?: ThumbnailService | null;
}

/** Larger bodies are refused before they are read (bundle imports stay well below this). */
export const MAX_BODY_BYTES = 20 * 1024 * 1024;

/** The Superset-compatible REST surface as one fetch handler. */
export async function createRestApp(deps: RestAppDeps): Promise<RestApp> {
  const now = deps.now ?? (() => new Date());
  const services: RestServices = {
    config: deps.config,
    log: deps.log,
    store: deps.store,
    connectors: createConnectorPool(deps.log, undefined, undefined, examplesTarget(deps.config.dataDir)),
    cache: deps.cache ?? createMemoryResultCache(),
    tokens: await createTokenService(deps.store),
    loginThrottle: deps.loginThrottle ?? createLoginThrottle(memoryAttemptCounter()),
    userContexts: createUserContextCache(deps.store),
    datasets: createDatasetDescriptorCache(deps.store),
    jobs: deps.jobs ?? null,
    pubsub: deps.pubsub ?? createMemoryPubSub(),
    redisHealthy: deps.redisHealthy ?? null,
    audit: createAuditLog({
      prisma: deps.store.prisma,
      log: deps.log,
      retentionDays: deps.config.auditRetentionDays,
      now,
    }),
    now,
  };

  // Trailing slashes are optional, as Superset's clients use both forms.
  const app = new Hono<AppEnv>({ strict: false });
  app.use('*', requestContext(services));
  app.onError(onError);
  app.notFound(onNotFound);
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ message: `Request body is too large (limit ${MAX_BODY_BYTES / 1024 / 1024} MB)` }, 413),
  });
  // File uploads stream to disk under their own limit (CHARTROOM_UPLOAD_MAX_MB).
  app.use('*', (c, next) => (UPLOAD_PATH.test(c.req.path) ? next() : limitBody(c, next)));
  // Before anything reads the body or writes: a forged request changes nothing.
  app.use('*', csrfProtect);
  app.use(
    '*',
    clearCachesOnWrite(() => {
      services.userContexts.clear();
      services.datasets.clear();
    }),
  );
  app.use('*', resolveUser);
  // After the user is known, around every route: each successful write lands in the audit log.
  app.use('*', auditWrites);
  app.use('*', asyncTokenCookie);
  thumbnailsAfterSave(app, deps.thumbnails ?? null);

  mountHealth(app);
  mountCsrfRoutes(app);
  mountAuthRoutes(app);
  mountOAuthRoutes(app);
  app.use('/api/v1/chart/*', requireUser);
  app.use('/api/v1/dashboard/*', requireUser);
  app.use('/api/v1/dataset/*', requireUser);
  app.use('/api/v1/database/*', requireUser);
  app.use('/datasource/*', requireUser);
  app.use('/superset/filter/*', requireUser);
  app.use('/superset/explore_json/*', requireUser);
  app.use('/superset/fetch_datasource_metadata', requireUser);
  // Users' names (owners beside every chart and dashboard) are for signed-in users and for the
  // anonymous visitor while Public grants something, as Superset's related/owners lists them to it.
  app.use('/api/v1/security/users/*', requireUser);
  app.use('/api/v1/time_range/*', requireUser);
  app.use('/api/v1/report/*', requireUser);
  app.use('/api/v1/advanced_data_type/*', requireUser);
  app.use('/api/v1/sqllab/*', requireUser);
  app.use('/superset/sqllab/*', requireUser);
  app.use('/api/v1/query/*', requireUser);
  app.use('/api/v1/saved_query/*', requireUser);
  app.use('/dynamic-plugins/*', requireUser);
  mountAsyncRoutes(app);
  // Before the resources' `/:id` routes, which would take `export` and `import` for ids.
  mountExportRoutes(app);
  mountImportRoutes(app);
  mountAssetsRoutes(app);
  mountReportRoutes(app);
  mountThumbnailRoutes(app, deps.thumbnails ?? null);
  mountAnnotationLayerRoutes(app);
  mountAnnotationRoutes(app);
  mountAnnotationLegacyRoutes(app);
  mountAdvancedDataTypeRoutes(app);
  mountSqlLabRoutes(app);
  mountSqlLabExecuteRoutes(app);
  mountSqlLabExportRoutes(app);
  mountSqlLabProgressRoutes(app);
  mountSqlLabTabsRoutes(app);
  mountQueryRoutes(app);
  mountSavedQueryRoutes(app);
  mountDynamicPluginRoutes(app);
  // Dashboard/chart writes, permalinks, filter sets, favstar and activity: before the resource
  // routes so that the activity middleware wraps their gets and `permalink` is never taken for a slug.
  mountPermalinkRoutes(app);
  mountTemporaryStateRoutes(app);
  // Before the chart write routes, whose PUT /chart/:id would take `warm_up_cache` for an id.
  mountChartWarmUpRoutes(app);
  mountDashboardSubRoutes(app);
  mountDashboardWriteRoutes(app);
  mountDashboardCopyRoutes(app);
  mountFilterSetRoutes(app);
  mountChartWriteRoutes(app);
  mountFavstarRoutes(app);
  mountActivityLogRoutes(app);
  mountAuditLogRoutes(app);
  mountChartRoutes(app);
  mountDashboardRoutes(app);
  mountDatabaseRoutes(app);
  mountUploadRoutes(app);
  mountDatasetWriteRoutes(app);
  mountDatasetRoutes(app);
  mountDatasourceRoutes(app);
  mountUserRoutes(app);
  mountRlsRoutes(app);
  mountCssTemplateRoutes(app);
  mountTagRoutes(app);
  mountTimeRangeRoutes(app);
  mountExploreJsonRoutes(app);

  const routes = app.routes
    .filter((r) => r.method !== 'ALL')
    .map((r) => ({ method: r.method, path: r.path }))
    .filter((r, i, all) => all.findIndex((o) => o.method === r.method && o.path === r.path) === i);
  return {
    fetch: async (request) => app.fetch(request),
    routes,
    direct: createDirectCalls(services),
    close: () => services.connectors.close(),
  };
}
