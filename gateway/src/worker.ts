import { installSecretKey, loadSecretMaterial } from './auth/index.ts';
import { createChartJobExecutor } from './chart-job-executor.ts';
import { loadConfig } from './config.ts';
import { ensureExamples } from './examples/ensure-examples.ts';
import {
  createResultStore,
  loadJobsSettings,
  openJobInfrastructure,
  runChartJob,
  startJobWorker,
} from './jobs/index.ts';
import { createLogger } from './logger.ts';
import { openMetadataStore } from './metadata/store.ts';
import { startReportWorker } from './reports/index.ts';

/**
 * `npm run worker`: executes chart jobs from the BullMQ queue on REDIS_URL, reading metadata from
 * DATABASE_URL like the gateways. Run any number of them; each takes CHARTROOM_JOB_CONCURRENCY jobs at once.
 */
const config = loadConfig();
const log = createLogger(config.logLevel).child({ component: 'worker' });
const settings = loadJobsSettings(config);

if (!settings.redisUrl) {
  log.fatal('The worker takes jobs from Redis: set REDIS_URL (without it, gateways run jobs in process).');
  process.exit(2);
}

try {
  const infrastructure = await openJobInfrastructure(settings, { name: 'worker' });
  const store = await openMetadataStore(config, log);
  // Database passwords are stored encrypted with a key derived from the shared secret.
  installSecretKey(await loadSecretMaterial(store));
  // The example warehouse is a DuckDB file per machine (registered once in the metadata store).
  await ensureExamples({ store, config, log });
  const executor = createChartJobExecutor({
    store,
    cache: infrastructure.cache,
    pubsub: infrastructure.pubsub,
    log,
    dataDir: config.dataDir,
    featureFlags: config.featureFlags,
  });
  const results = createResultStore(infrastructure.cache);
  const worker = await startJobWorker(
    {
      redisUrl: settings.redisUrl,
      prefix: `${settings.redisPrefix}bull`,
      queueName: settings.queueName,
      concurrency: settings.concurrency,
      lockDurationMs: settings.lockDurationMs,
    },
    (payload, signal) =>
      runChartJob(payload, { events: infrastructure.events, results, execute: executor.execute, log }, signal),
    infrastructure.pubsub,
    log,
  );
  // Report runs and thumbnails: their own queue, one at a time per worker (one Chromium each).
  const reports = await startReportWorker({
    config,
    store,
    cache: infrastructure.cache,
    log,
    redis: { url: settings.redisUrl, prefix: settings.redisPrefix },
    lockDurationMs: settings.lockDurationMs,
  });
  log.info({ queue: settings.queueName, concurrency: settings.concurrency }, 'Chartroom worker is ready');

  const shutdown = (signal: string) => {
    log.info({ signal }, 'worker shutting down');
    // Running jobs finish first (BullMQ waits for them); the deadline bounds how long that takes.
    void Promise.allSettled([worker.close(), reports.close()])
      .then(() => Promise.allSettled([executor.close(), infrastructure.close(), store.close()]))
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  log.fatal(
    { err: error },
    `Chartroom worker could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  const code = (error as { exitCode?: unknown }).exitCode;
  process.exit(typeof code === 'number' ? code : 1);
}
