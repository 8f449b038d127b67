import type { Config } from '../config.ts';
import type { ResultCache } from '../engine/cache.ts';
import type { Logger } from '../logger.ts';
import type { MetadataStore } from '../metadata/store.ts';
import type { Mailer } from './mailer.ts';
import {
  createBullReportQueue,
  createMemoryReportQueue,
  type ReportQueue,
  type ReportWorker,
  startReportQueueWorker,
} from './queue.ts';
import type { RenderTarget } from './render-page.ts';
import { createReportRuntime, type ReportRuntime } from './runtime.ts';
import { createReportScheduler, localTickLeader, type ReportScheduler } from './scheduler.ts';
import { loadReportSettings } from './settings.ts';
import { readThumbnail, thumbnailCacheKey } from './thumbnails.ts';
import { cacheTickLeader } from './tick-leader.ts';

export type { ReportScheduler } from './scheduler.ts';
export { loadReportSettings } from './settings.ts';

/** Thumbnails as the REST routes use them. */
export interface ThumbnailService {
  readonly enabled: boolean;
  read(target: RenderTarget, digest: string): Promise<Buffer | null>;
  /** Queues a render (once per digest); the picture appears in the cache when done. */
  request(target: RenderTarget, digest: string, userId: number): Promise<void>;
}

/** The gateway's reports: the scheduler (unless CHARTROOM_REPORTS=off), the queue, thumbnails. */
export interface Reports {
  /** Ticks only once started; tests and tools may call `tick(at)` themselves. */
  scheduler: ReportScheduler;
  /** Starts the minute timer, unless CHARTROOM_REPORTS=off on this node; true when started. */
  start(): boolean;
  thumbnails: ThumbnailService;
  queue: ReportQueue;
  /** In process only: the runtime that executes runs here (null in scale-out, where workers do). */
  runtime: ReportRuntime | null;
  close(): Promise<void>;
}

export interface ReportsDeps {
  config: Config;
  store: MetadataStore;
  cache: ResultCache;
  log: Logger;
  /** Scale-out: runs and thumbnails go to BullMQ workers; ticks are led through the shared cache's lock. */
  redis: { url: string; prefix: string } | null;
  env?: NodeJS.ProcessEnv;
  mailer?: Mailer;
}

const queueOptions = (redis: { url: string; prefix: string }, env: NodeJS.ProcessEnv, port: number) => ({
  redisUrl: redis.url,
  prefix: `${redis.prefix}bull`,
  queueName: loadReportSettings(env, port).queueName,
});

export async function createReports(deps: ReportsDeps): Promise<Reports> {
  const env = deps.env ?? process.env;
  const settings = loadReportSettings(env, deps.config.port);
  const runtime = deps.redis ? null : await createReportRuntime({ ...deps, env });
  const queue = deps.redis
    ? createBullReportQueue(queueOptions(deps.redis, env, deps.config.port), deps.log)
    : createMemoryReportQueue((runtime as ReportRuntime).process, deps.log);
  const scheduler = createReportScheduler({
    store: deps.store,
    queue,
    leader: deps.redis ? cacheTickLeader(deps.cache) : localTickLeader(),
    log: deps.log.child({ component: 'report-scheduler' }),
  });
  const thumbnails: ThumbnailService = {
    enabled: deps.config.featureFlags.has('THUMBNAILS'),
    read: (target, digest) => readThumbnail(deps.cache, target, digest),
    request: (target, digest, userId) =>
      queue.enqueue(thumbnailCacheKey(target, digest), { kind: 'thumbnail', target, digest, userId }),
  };
  return {
    scheduler,
    start: () => {
      if (!settings.schedulerEnabled) return false;
      scheduler.start();
      return true;
    },
    thumbnails,
    queue,
    runtime,
    close: async () => {
      scheduler.stop();
      await queue.close();
      await runtime?.close();
    },
  };
}

/** A worker process's part: executes report runs and thumbnails from the BullMQ queue. */
export async function startReportWorker(
  deps: Omit<ReportsDeps, 'redis'> & { redis: { url: string; prefix: string }; lockDurationMs: number },
): Promise<ReportWorker & { runtime: ReportRuntime }> {
  const env = deps.env ?? process.env;
  const runtime = await createReportRuntime({ ...deps, env });
  const worker = await startReportQueueWorker(
    { ...queueOptions(deps.redis, env, deps.config.port), lockDurationMs: deps.lockDurationMs },
    runtime.process,
    deps.log.child({ component: 'report-worker' }),
  );
  return {
    runtime,
    close: async () => {
      await worker.close();
      await runtime.close();
    },
  };
}
