import { gunzipSync, gzipSync } from 'node:zlib';
import type { Redis } from 'ioredis';
import type { CacheEntry, ResultCache } from './cache.ts';

export interface RedisResultCacheOptions {
  /** Prepended to every key (several installs, or tests, share one Redis). */
  prefix?: string;
  /** Payloads larger than this many bytes of JSON are gzipped (Redis memory and network). */
  compressAboveBytes?: number;
  /** Results larger than this are not cached (Superset's cache has the same kind of bound). */
  maxEntryMb?: number;
  /** A Redis failure is a cache miss, never a failed chart; this hears about it. */
  onError?: (error: unknown, operation: 'get' | 'set' | 'delete') => void;
}

export const REDIS_CACHE_KEY_SPACE = 'chart-data:';
const RAW = 0x7b; // '{': a JSON entry as is
const GZIP = 0x1f; // gzip's first magic byte

/**
 * The result cache shared by every gateway and worker when REDIS_URL is set. Entries expire with
 * the cache timeout (PX), large ones are stored gzipped, and Redis being away only costs hits.
 */
export function createRedisResultCache(redis: Redis, options: RedisResultCacheOptions = {}): ResultCache {
  const prefix = `${options.prefix ?? ''}${REDIS_CACHE_KEY_SPACE}`;
  const compressAbove = options.compressAboveBytes ?? 32 * 1024;
  const maxBytes = (options.maxEntryMb ?? 64) * 1024 * 1024;
  const report = options.onError ?? (() => {});
  return {
    async get(key) {
      let raw: Buffer | null;
      try {
        raw = await redis.getBuffer(prefix + key);
      } catch (e) {
        report(e, 'get');
        return undefined;
      }
      if (!raw || raw.length === 0) return undefined;
      try {
        const json = raw[0] === GZIP ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
        return JSON.parse(json) as CacheEntry;
      } catch (e) {
        // Not ours or corrupt: drop it rather than fail every read of this chart.
        report(e, 'get');
        await redis.del(prefix + key).catch(() => {});
        return undefined;
      }
    },
    async set(key, entry, ttlSeconds) {
      const json = Buffer.from(JSON.stringify(entry), 'utf8');
      if (json[0] !== RAW) return;
      const value = json.length > compressAbove ? gzipSync(json, { level: 1 }) : json;
      if (value.length > maxBytes) return;
      try {
        if (ttlSeconds > 0) await redis.set(prefix + key, value, 'PX', Math.round(ttlSeconds * 1000));
        else await redis.set(prefix + key, value);
      } catch (e) {
        report(e, 'set');
      }
    },
    async delete(key) {
      try {
        await redis.del(prefix + key);
      } catch (e) {
        report(e, 'delete');
      }
    },
  };
}
