import type { Config } from '../config.ts';
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

/**
 * Redis comes from the Config (REDIS_URL, validated by loadConfig), so that the cache and the jobs
 * can never disagree on it; the tuning knobs below are read from `env`.
 */
export function loadJobsSettings(config: Pick<Config, 'redisUrl'>, env: NodeJS.ProcessEnv = process.env): JobsSettings {
  return {
    redisUrl: config.redisUrl,
    redisPrefix: env.CHARTROOM_REDIS_PREFIX ?? '',
    queueName: env.CHARTROOM_JOB_QUEUE || 'chart-jobs',
    deadlineMs: positiveInt('CHARTROOM_JOB_DEADLINE_S', env.CHARTROOM_JOB_DEADLINE_S, 180) * 1000,
    concurrency: positiveInt('CHARTROOM_JOB_CONCURRENCY', env.CHARTROOM_JOB_CONCURRENCY, DEFAULT_JOB_CONCURRENCY),
    lockDurationMs: positiveInt('CHARTROOM_JOB_LOCK_MS', env.CHARTROOM_JOB_LOCK_MS, 30_000),
  };
}
