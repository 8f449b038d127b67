import { createHash } from 'node:crypto';
import type { ResultCache } from '../engine/cache.ts';

/** A finished job's whole chart-data response, kept for its owner under one cache key. */
export interface StoredResult {
  ownerId: number | null;
  response: { result: Record<string, unknown>[] };
}

export type ResultLookup =
  | { kind: 'found'; response: StoredResult['response'] }
  | { kind: 'missing' }
  | { kind: 'forbidden' };

export const resultUrlOf = (cacheKey: string) => `/api/v1/chart/data/${cacheKey}`;

const STORE_PREFIX = 'chart-data-result:';

/**
 * Results live in the engine's ResultCache (memory, or Redis in scale-out), so any gateway can
 * answer `GET /api/v1/chart/data/<cache_key>` for a job any worker ran.
 */
export interface ResultStore {
  /** Keeps the response and returns its cache key (the same for the same queries and owner). */
  put(ownerId: number | null, response: StoredResult['response'], ttlSeconds: number): Promise<string>;
  get(cacheKey: string, reader: { id: number; isAdmin: boolean }): Promise<ResultLookup>;
}

export function createResultStore(cache: ResultCache): ResultStore {
  return {
    async put(ownerId, response, ttlSeconds) {
      const queryKeys = response.result.map((r) => r.cache_key ?? null);
      const cacheKey = createHash('sha256')
        .update(JSON.stringify({ v: 1, ownerId, queryKeys }))
        .digest('hex');
      const stored: StoredResult = { ownerId, response };
      await cache.set(
        STORE_PREFIX + cacheKey,
        { payload: stored as unknown as Record<string, unknown>, cachedAt: Date.now() },
        ttlSeconds,
      );
      return cacheKey;
    },
    async get(cacheKey, reader) {
      if (!/^[0-9a-f]{64}$/.test(cacheKey)) return { kind: 'missing' };
      const entry = await cache.get(STORE_PREFIX + cacheKey);
      if (!entry) return { kind: 'missing' };
      const stored = entry.payload as unknown as StoredResult;
      if (stored.ownerId !== reader.id && !reader.isAdmin) return { kind: 'forbidden' };
      return { kind: 'found', response: stored.response };
    },
  };
}
