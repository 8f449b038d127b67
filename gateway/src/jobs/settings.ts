import { DEFAULT_JOB_CONCURRENCY } from './memory-runner.ts';

/** How jobs run, from the environment (every gateway and worker of a deployment sets the same). */
export interface JobsSettings {
  /** null: everything in process. */
  redisUrl: string | null;
  /** Prefix of every Redis key Chartroom writes (streams `<prefix>async-events-<channel>`). */
  redisPrefix: string;
  queueName: string;
  /** A job not finished by then is reported failed (the query timeout plus room for queueing). */
  deadlineMs: number;
  /** Jobs run at once per process (in-process pool, or each worker). */
  concurrency: number;
  /** BullMQ lock: a worker silent this long is presumed dead and its job retried once. */
  lockDurationMs: number;
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

export function loadJobsSettings(env: NodeJS.ProcessEnv = process.env): JobsSettings {
  const redisUrl = env.REDIS_URL?.trim() || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    throw new Error('REDIS_URL must start with redis:// or rediss:// (leave it unset to run everything in process)');
  }
  return {
    redisUrl,
    redisPrefix: env.CHARTROOM_REDIS_PREFIX ?? '',
    queueName: env.CHARTROOM_JOB_QUEUE || 'chart-jobs',
    deadlineMs: positiveInt('CHARTROOM_JOB_DEADLINE_S', env.CHARTROOM_JOB_DEADLINE_S, 180) * 1000,
    concurrency: positiveInt('CHARTROOM_JOB_CONCURRENCY', env.CHARTROOM_JOB_CONCURRENCY, DEFAULT_JOB_CONCURRENCY),
    lockDurationMs: positiveInt('CHARTROOM_JOB_LOCK_MS', env.CHARTROOM_JOB_LOCK_MS, 30_000),
  };
}
