import { Worker } from 'bullmq';
import type { Logger } from '../logger.ts';
import { type BullmqOptions, bullConnection } from './bullmq-runner.ts';
import type { ChartJobPayload } from './chart-job.ts';
import type { PubSub } from './pubsub.ts';
import type { JobProcessor } from './runner.ts';

export interface JobWorkerOptions extends BullmqOptions {
  concurrency: number;
  /** How long a worker holds a job without renewing its lock before it counts as dead. */
  lockDurationMs: number;
}

export interface JobWorker {
  close(): Promise<void>;
}

/**
 * A BullMQ worker: runs chart jobs, aborts one when a gateway asks (superseded or aborted), and
 * lets BullMQ's stalled check hand a dead worker's job to another worker once.
 */
export async function startJobWorker(
  options: JobWorkerOptions,
  processor: JobProcessor,
  pubsub: PubSub,
  log: Logger,
): Promise<JobWorker> {
  const worker = new Worker<ChartJobPayload>(
    options.queueName,
    async (job, _token, signal) => {
      // Operators (and the scale-out test) can tell which worker ran which job.
      log.info({ jobId: job.id, attempt: job.attemptsStarted }, 'chart job started');
      const controller = new AbortController();
      signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
      await processor(job.data, signal ?? controller.signal);
    },
    {
      connection: bullConnection(options.redisUrl),
      prefix: options.prefix,
      concurrency: options.concurrency,
      lockDuration: options.lockDurationMs,
      stalledInterval: Math.max(500, Math.floor(options.lockDurationMs / 2)),
      maxStalledCount: 1,
    },
  );
  worker.on('error', (err) => log.warn({ err: err.message }, 'job worker'));
  worker.on('stalled', (jobId) => log.warn({ jobId }, 'a worker died during this job: retrying it'));

  const stop = new AbortController();
  const cancels = pubsub.subscribe('jobCancel', '*', stop.signal);
  void (async () => {
    for await (const { jobId, reason } of cancels) worker.cancelJob(jobId, reason);
  })().catch((err) => log.warn({ err }, 'job cancel listener stopped'));
  await Promise.all([worker.waitUntilReady(), cancels.ready]);

  return {
    async close() {
      stop.abort();
      await worker.close();
    },
  };
}
