import { Queue, Worker } from 'bullmq';
import { bullConnection } from '../jobs/bullmq-runner.ts';
import type { Logger } from '../logger.ts';
import type { ReportRunJob } from './execute.ts';
import type { ThumbnailJob } from './thumbnails.ts';

export type ReportQueueJob = ReportRunJob | ThumbnailJob;
export type ReportJobProcessor = (job: ReportQueueJob, signal: AbortSignal) => Promise<void>;

export interface ReportQueue {
  readonly kind: 'in-process' | 'bullmq';
  /** Adds a job once: a second add with the same key is a no-op (every gateway may try). */
  enqueue(key: string, job: ReportQueueJob, delayMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** In process: timers then one job at a time (renders share one browser anyway). */
export function createMemoryReportQueue(processor: ReportJobProcessor, log: Logger): ReportQueue {
  const seen = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  const stop = new AbortController();
  let chain: Promise<void> = Promise.resolve();
  const run = (job: ReportQueueJob) => {
    chain = chain
      .then(() => (stop.signal.aborted ? undefined : processor(job, stop.signal)))
      .catch((err) => log.warn({ err }, 'report job failed'));
  };
  return {
    kind: 'in-process',
    async enqueue(key, job, delayMs = 0) {
      if (seen.has(key) || stop.signal.aborted) return;
      seen.add(key);
      if (seen.size > 10_000) seen.delete(seen.values().next().value as string);
      if (delayMs <= 0) return run(job);
      const timer = setTimeout(() => {
        timers.delete(timer);
        run(job);
      }, delayMs);
      timer.unref();
      timers.add(timer);
    },
    async close() {
      stop.abort(new Error('The server is shutting down.'));
      for (const t of timers) clearTimeout(t);
      await chain;
    },
  };
}

export interface BullReportQueueOptions {
  redisUrl: string;
  prefix: string;
  queueName: string;
}

/**
 * BullMQ: the job id is the key, so the same tick added by several gateways runs once; finished
 * jobs are kept a day so that a late duplicate add still finds them.
 */
export function createBullReportQueue(options: BullReportQueueOptions, log: Logger): ReportQueue {
  const queue = new Queue<ReportQueueJob>(options.queueName, {
    connection: bullConnection(options.redisUrl),
    prefix: options.prefix,
  });
  queue.on('error', (err) => log.warn({ err: err.message }, 'report queue'));
  return {
    kind: 'bullmq',
    async enqueue(key, job, delayMs = 0) {
      await queue.add(job.kind, job, {
        jobId: key.replace(/:/g, '_'),
        delay: Math.max(0, delayMs),
        attempts: 1,
        removeOnComplete: { age: 24 * 3600 },
        removeOnFail: { age: 24 * 3600 },
      });
    },
    close: () => queue.close(),
  };
}

export interface ReportWorker {
  close(): Promise<void>;
}

/** A BullMQ worker of the report queue (`npm run worker` starts one beside the chart jobs' worker). */
export async function startReportQueueWorker(
  options: BullReportQueueOptions & { lockDurationMs: number },
  processor: ReportJobProcessor,
  log: Logger,
): Promise<ReportWorker> {
  const worker = new Worker<ReportQueueJob>(
    options.queueName,
    async (job, _token, signal) => {
      log.info({ jobId: job.id }, 'report job started');
      await processor(job.data, signal ?? new AbortController().signal);
    },
    {
      connection: bullConnection(options.redisUrl),
      prefix: options.prefix,
      concurrency: 1,
      lockDuration: options.lockDurationMs,
      maxStalledCount: 1,
    },
  );
  worker.on('error', (err) => log.warn({ err: err.message }, 'report worker'));
  await worker.waitUntilReady();
  return { close: () => worker.close() };
}
