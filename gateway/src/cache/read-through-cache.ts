/**
 * A small in-process read-through cache for metadata that every request reads (the user's roles,
 * the dataset behind a chart) and that changes rarely.
 *
 * - Entries live `ttlMs` at most: a change made behind this process's back (another gateway, SQL)
 *   shows after that long.
 * - `clear()` / `invalidate()` drop entries at once; writes made through this process call them.
 * - Concurrent misses of one key share one load.
 * - A load that started before a clear/invalidate is returned to its callers but not stored, so a
 *   read racing with a write can never put the old value back after the write's invalidation.
 * - Failed loads are not cached.
 */
export interface ReadThroughCache<K, V> {
  get(key: K, load: (key: K) => Promise<V>): Promise<V>;
  invalidate(key: K): void;
  clear(): void;
  readonly size: number;
}

export interface ReadThroughCacheOptions {
  ttlMs: number;
  /** Oldest entries are dropped beyond this many. */
  maxEntries: number;
  /** Milliseconds clock (injectable for tests). */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

export function createReadThroughCache<K, V>(options: ReadThroughCacheOptions): ReadThroughCache<K, V> {
  const { ttlMs, maxEntries } = options;
  const now = options.now ?? Date.now;
  if (!(ttlMs >= 0) || !Number.isFinite(ttlMs)) throw new Error(`ttlMs must be a finite number >= 0, got ${ttlMs}`);
  if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new Error(`maxEntries must be >= 1, got ${maxEntries}`);

  // Map iteration order is insertion order: re-inserting on store keeps the oldest first.
  const entries = new Map<K, Entry<V>>();
  const loading = new Map<K, { generation: number; promise: Promise<V> }>();
  let generation = 0;
  const keyGeneration = new Map<K, number>();

  const generationOf = (key: K) => generation + (keyGeneration.get(key) ?? 0);

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return Promise.resolve(hit.value);
      const pending = loading.get(key);
      if (pending && pending.generation === generationOf(key)) return pending.promise;

      const started = generationOf(key);
      const promise = load(key).then(
        (value) => {
          if (loading.get(key)?.promise === promise) loading.delete(key);
          if (generationOf(key) === started && ttlMs > 0) {
            entries.delete(key);
            entries.set(key, { value, expiresAt: now() + ttlMs });
            if (entries.size > maxEntries) {
              const oldest = entries.keys().next();
              if (!oldest.done) entries.delete(oldest.value);
            }
          }
          return value;
        },
        (error: unknown) => {
          if (loading.get(key)?.promise === promise) loading.delete(key);
          throw error;
        },
      );
      loading.set(key, { generation: started, promise });
      return promise;
    },
    invalidate(key) {
      entries.delete(key);
      keyGeneration.set(key, (keyGeneration.get(key) ?? 0) + 1);
      // Bounded: the per-key counters only matter while a load of that key is running.
      if (keyGeneration.size > maxEntries * 2) {
        generation += 1 + Math.max(...keyGeneration.values());
        keyGeneration.clear();
      }
    },
    clear() {
      entries.clear();
      generation += 1;
    },
    get size() {
      return entries.size;
    },
  };
}
