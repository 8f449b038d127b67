import { LRUCache } from 'lru-cache';

/** One cached query result: the JSON-able payload and when it was computed. */
export interface CacheEntry {
  payload: Record<string, unknown>;
  /** Epoch ms. */
  cachedAt: number;
}

/** Where query results are kept between requests; in memory by default, Redis when configured. */
export interface ResultCache {
  get(key: string): Promise<CacheEntry | undefined>;
  /** `ttlSeconds` 0 or less: keep until evicted. */
  set(key: string, entry: CacheEntry, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Optional (a cache shared by several processes): runs `compute`, which stores its result in this
   * cache, once across every process, the others reading the stored result. Without it, identical
   * queries run once per process (execute.ts's InFlight).
   */
  runOnce?(
    key: string,
    signal: AbortSignal,
    compute: (signal: AbortSignal) => Promise<CacheEntry>,
  ): Promise<CacheEntry>;
}

export interface MemoryResultCacheOptions {
  /** Upper bound of the memory held by cached results (approximate: UTF-16 size of their JSON). */
  maxMb?: number;
}

export const DEFAULT_CACHE_MAX_MB = 256;

/** In-process LRU bounded in megabytes; a result larger than the whole budget is not kept. */
export function createMemoryResultCache(options: MemoryResultCacheOptions = {}): ResultCache {
  const maxSize = Math.max(1, Math.floor((options.maxMb ?? DEFAULT_CACHE_MAX_MB) * 1024 * 1024));
  const lru = new LRUCache<string, { entry: CacheEntry; size: number }>({
    maxSize,
    sizeCalculation: (v) => Math.max(1, v.size),
  });
  return {
    async get(key) {
      return lru.get(key)?.entry;
    },
    async set(key, entry, ttlSeconds) {
      const size = JSON.stringify(entry.payload).length * 2 + key.length * 2;
      if (size > maxSize) return;
      lru.set(key, { entry, size }, ttlSeconds > 0 ? { ttl: ttlSeconds * 1000 } : {});
    },
    async delete(key) {
      lru.delete(key);
    },
  };
}
