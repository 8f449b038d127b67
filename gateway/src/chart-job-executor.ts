import { loadUserContext } from './auth/index.ts';
import type { Config } from './config.ts';
import type { ResultCache } from './engine/cache.ts';
import { examplesTarget } from './examples/examples-warehouse.ts';
import type { ChartJobExecutor, PubSub } from './jobs/index.ts';
import type { Logger } from './logger.ts';
import type { MetadataStore } from './metadata/store.ts';
import { type ConnectorPool, createConnectorPool } from './rest/connector-pool.ts';
import { isChartDataDownload, runChartData } from './services/chart-data/chart-data-run.ts';
import { isSqlLabJob, runSqlLabJob } from './sqllab/job.ts';
import { createRunningQueries } from './sqllab/running.ts';

export interface ChartJobExecutorHandle {
  execute: ChartJobExecutor;
  close(): Promise<void>;
}

/**
 * Runs a job's chart-data request through the chart-data service, as `POST /api/v1/chart/data` does, as the job's user
 * (permissions re-checked now, not when it was queued), with its own connector pool.
 */
export function createChartJobExecutor(deps: {
  store: MetadataStore;
  cache: ResultCache;
  log: Logger;
  /** Where SQL Lab runs announce their progress (the gateways' subscriptions hear it). */
  pubsub: PubSub;
  /** This node's data dir: the examples warehouse is read from its copy there. */
  dataDir: string;
  /** The flags queries compile with, as on the gateway (ENABLE_ADVANCED_DATA_TYPES). */
  featureFlags?: Config['featureFlags'];
}): ChartJobExecutorHandle {
  const connectors: ConnectorPool = createConnectorPool(deps.log, undefined, undefined, examplesTarget(deps.dataDir));
  const sqlLab = {
    prisma: deps.store.prisma,
    cache: deps.cache,
    log: deps.log,
    running: createRunningQueries(),
    pubsub: deps.pubsub,
    connectorFor: async (databaseId: number) => {
      const database = await deps.store.prisma.database.findUnique({ where: { id: databaseId } });
      if (!database?.exposeInSqllab) throw new Error('The database is no longer available to SQL Lab.');
      return connectors.get(database);
    },
  };
  return {
    execute: async (payload, signal) => {
      // SQL Lab's long queries share the runner (cancellation, deadline, workers) with chart jobs.
      if (isSqlLabJob(payload.body)) return runSqlLabJob(sqlLab, payload.body, signal);
      const user = payload.userId === null ? null : await loadUserContext(deps.store, payload.userId);
      if (!user) throw new Error('The user who asked for this query no longer exists or is deactivated.');
      const ctx = {
        user,
        prisma: deps.store.prisma,
        provider: deps.store.provider,
        now: () => new Date(),
        log: deps.log,
        // The flags the query compiles with (ENABLE_ADVANCED_DATA_TYPES), as on the gateway.
        ...(deps.featureFlags ? { featureFlags: deps.featureFlags } : {}),
      };
      const response = await runChartData(ctx, { store: deps.store, connectors, cache: deps.cache }, payload.body, {
        signal,
      });
      // Jobs are only made for JSON results (downloads stay synchronous).
      if (isChartDataDownload(response)) throw new Error('A download cannot run as an async job.');
      return response;
    },
    close: () => connectors.close(),
  };
}
