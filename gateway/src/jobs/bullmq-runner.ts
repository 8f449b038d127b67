import { Queue, QueueEvents } from 'bullmq';
import type { Logger } from '../logger.ts';
import type { ChartJobPayload } from './chart-job.ts';
import type { PubSub } from './pubsub.ts';
import { describeRedisUrl, RedisUnavailableError, withRedis } from './redis.ts';
import type { JobRunner } from './runner.ts';

export const CHART_JOB_NAME = 'chart-data';
/** BullMQ queues commands while Redis is away; a request must not wait for it that long. */
const ADD_TIMEOUT_MS = 5_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisUnavailableError(new Error(`no answer in ${ms} ms`))), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface BullmqOptions {
  redisUrl: string;
  /** BullMQ's key prefix (default `bull`); tests use a random one. */
  prefix: string;
  queueName: string;
}

export const bullConnection = (redisUrl: string) => ({
  url: redisUrl,
  // BullMQ requires this for its blocking connections; our own commands fail fast elsewhere.
  maxRetriesPerRequest: null,
  enableOfflineQueue: true,
  retryStrategy: (times: number) => Math.min(200 * times, 2_000),
});

/**
 * The gateway's side of the BullMQ queue: adds jobs, removes waiting ones on cancel and asks
 * workers to abort running ones; reports jobs BullMQ gave up on (stalled twice) as failed.
 */
export function createBullmqRunner(
  options: BullmqOptions,
  pubsub: PubSub,
  onFailed: (jobId: string, message: string) => void,
  log: Logger,
): JobRunner {
  const connection = bullConnection(options.redisUrl);
  const queue = new Queue<ChartJobPayload>(options.queueName, { connection, prefix: options.prefix });
  queue.on('error', (err) => log.warn({ err: err.message, redis: describeRedisUrl(options.redisUrl) }, 'job queue'));
  const queueEvents = new QueueEvents(options.queueName, { connection, prefix: options.prefix });
  queueEvents.on('error', () => {});
  queueEvents.on('failed', ({ jobId, failedReason }) => {
    if (/stalled/i.test(failedReason)) {
      onFailed(jobId, 'The worker running this job stopped twice; the job was given up.');
    }
  });

  return {
    kind: 'bullmq',
    async submit(payload) {
      await withRedis(() =>
        withTimeout(
          queue.add(CHART_JOB_NAME, payload, {
            jobId: payload.jobId,
            // A query error is final; a dead worker is retried once through BullMQ's stalled check.
            attempts: 1,
            removeOnComplete: { age: 3600, count: 1000 },
            removeOnFail: { age: 24 * 3600, count: 1000 },
          }),
          ADD_TIMEOUT_MS,
        ),
      );
    },
    async cancel(jobId, reason) {
      await withTimeout(queue.remove(jobId), ADD_TIMEOUT_MS).catch(() => 0);
      await pubsub.publish('jobCancel', '*', { jobId, reason });
    },
    async close() {
      await Promise.allSettled([queueEvents.close(), queue.close()]);
    },
  };
}
