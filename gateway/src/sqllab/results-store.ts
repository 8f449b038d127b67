import type { ResultCache } from '../engine/cache.ts';

/** Superset's result column: name, database type and generic type. */
export interface SqlLabColumn {
  column_name: string;
  name: string;
  type: string;
  is_dttm: boolean;
  type_generic: number;
}

/** One finished query's rows, kept for its owner (memory, or Redis in scale-out). */
export interface StoredSqlLabResult {
  ownerId: number | null;
  clientId: string;
  columns: SqlLabColumn[];
  data: Record<string, unknown>[];
}

const PREFIX = 'sqllab-result:';
/** Superset keeps SQL Lab results a day in its results backend. */
export const RESULTS_TTL_S = 86_400;

export async function putResult(cache: ResultCache, key: string, result: StoredSqlLabResult): Promise<void> {
  await cache.set(
    PREFIX + key,
    { payload: result as unknown as Record<string, unknown>, cachedAt: Date.now() },
    RESULTS_TTL_S,
  );
}

export type ResultRead = { kind: 'found'; result: StoredSqlLabResult } | { kind: 'missing' } | { kind: 'forbidden' };

/** The result under `key`: another user's is forbidden unless the reader is an Admin. */
export async function getResult(
  cache: ResultCache,
  key: string,
  reader: { id: number; isAdmin: boolean },
): Promise<ResultRead> {
  if (!/^[0-9a-f-]{36}$/.test(key)) return { kind: 'missing' };
  const entry = await cache.get(PREFIX + key);
  if (!entry) return { kind: 'missing' };
  const result = entry.payload as unknown as StoredSqlLabResult;
  if (result.ownerId !== reader.id && !reader.isAdmin) return { kind: 'forbidden' };
  return { kind: 'found', result };
}
