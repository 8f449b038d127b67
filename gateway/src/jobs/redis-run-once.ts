import type { Redis } from 'ioredis';
import type { CacheEntry, ResultCache } from '../engine/cache.ts';

export interface RedisRunOnceOptions {
  /** Prefix of the lock keys (`<prefix>in-flight:<cache key>`). */
  prefix?: string;
  /** A leader silent this long (its process died) loses the lock; it renews it at a third of this. */
  leaseMs?: number;
  /** First wait between two looks at a running leader; it doubles up to `maxPollMs`. */
  pollMs?: number;
  maxPollMs?: number;
}

// Deletes the lock only while it is still ours (a lease that expired may belong to another node now).
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";
const RENEW =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";

let tokens = 0;

/**
 * Cross-node in-flight de-duplication: `runOnce` lets one process (the one that takes the Redis lock
 * of the cache key) compute a result, which stores it in the shared cache; identical queries on
 * other gateways or workers wait for the lock to go and read the stored result. When the leader
 * fails, or its result could not be cached, or Redis is away, a waiter computes it itself: the
 * de-duplication saves work, it never costs a chart.
 */
export function withRedisRunOnce(cache: ResultCache, redis: Redis, options: RedisRunOnceOptions = {}): ResultCache {
  const lockPrefix = `${options.prefix ?? ''}in-flight:`;
  const leaseMs = options.leaseMs ?? 15_000;
  const pollMs = options.pollMs ?? 10;
  const maxPollMs = options.maxPollMs ?? 100;

  const runOnce = async (
    key: string,
    signal: AbortSignal,
    compute: (signal: AbortSignal) => Promise<CacheEntry>,
  ): Promise<CacheEntry> => {
    const lock = lockPrefix + key;
    const token = `${process.pid}:${++tokens}:${Math.random().toString(36).slice(2)}`;
    let wait = pollMs;
    for (;;) {
      if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('The query was cancelled.');
      let acquired: boolean;
      try {
        acquired = (await redis.set(lock, token, 'PX', leaseMs, 'NX')) === 'OK';
      } catch {
        return compute(signal);
      }
      if (acquired) return lead(lock, token, signal, compute);
      // Another node runs it: wait until its lock is gone, then read what it stored.
      for (;;) {
        await sleep(wait, signal);
        wait = Math.min(wait * 2, maxPollMs);
        let running: boolean;
        try {
          running = (await redis.exists(lock)) === 1;
        } catch {
          return compute(signal);
        }
        if (running) continue;
        const stored = await cache.get(key);
        if (stored) return stored;
        break; // The leader failed or could not cache its result: try to lead.
      }
    }
  };

  const lead = async (
    lock: string,
    token: string,
    signal: AbortSignal,
    compute: (signal: AbortSignal) => Promise<CacheEntry>,
  ): Promise<CacheEntry> => {
    const renew = setInterval(() => void redis.eval(RENEW, 1, lock, token, leaseMs).catch(() => {}), leaseMs / 3);
    renew.unref();
    try {
      return await compute(signal);
    } finally {
      clearInterval(renew);
      await redis.eval(RELEASE, 1, lock, token).catch(() => {});
    }
  };

  return {
    get: (key) => cache.get(key),
    set: (key, entry, ttl) => cache.set(key, entry, ttl),
    delete: (key) => cache.delete(key),
    runOnce,
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new Error('The query was cancelled.'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
