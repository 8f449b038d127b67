import type { Redis } from 'ioredis';
import type { CacheEntry, ResultCache } from '../engine/cache.ts';
import { withRedis } from './redis.ts';

/**
 * Results shared by every gateway and worker. Kept minimal on purpose: when the engine's own
 * Redis ResultCache lands, the composition passes that one instead (same interface).
 */
export function createRedisResultCache(redis: Redis, prefix: string): ResultCache {
  const key = (k: string) => `${prefix}cache:${k}`;
  return {
    async get(k) {
      const raw = await withRedis(() => redis.get(key(k)));
      return raw ? (JSON.parse(raw) as CacheEntry) : undefined;
    },
    async set(k, entry, ttlSeconds) {
      const value = JSON.stringify(entry);
      await withRedis(() => (ttlSeconds > 0 ? redis.set(key(k), value, 'EX', ttlSeconds) : redis.set(key(k), value)));
    },
    async delete(k) {
      await withRedis(() => redis.del(key(k)));
    },
  };
}
