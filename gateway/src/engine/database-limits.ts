import { z } from 'zod';
import { Semaphore } from '../connectors/semaphore.ts';

/** What a database's `extra` JSON may say about how the engine runs queries on it. */
export interface DatabaseLimits {
  /** Chart queries running at once on this database; the others wait their turn. */
  maxConcurrentQueries: number;
  /** A query is cancelled on the database after this long. */
  queryTimeoutMs: number;
}

export const DEFAULT_MAX_CONCURRENT_QUERIES = 8;
export const DEFAULT_DATABASE_QUERY_TIMEOUT_MS = 60_000;
/** Upper bounds, so that a typo cannot disable the protections. */
const MAX_CONCURRENT_CEILING = 256;
const TIMEOUT_CEILING_S = 3600;

const limitsSchema = z.looseObject({
  max_concurrent_queries: z.number().int().min(1).max(MAX_CONCURRENT_CEILING).optional().catch(undefined),
  /** Seconds, as Superset's timeouts are written. */
  query_timeout: z.number().positive().max(TIMEOUT_CEILING_S).optional().catch(undefined),
});

/**
 * Limits from `extra` (a JSON string as stored, or the parsed object): `max_concurrent_queries`
 * and `query_timeout` (seconds). Missing, malformed or out-of-range values take the defaults: a
 * bad `extra` must not take charts down.
 */
export function databaseLimits(extra: string | Record<string, unknown> | null | undefined): DatabaseLimits {
  let parsed: unknown = extra ?? {};
  if (typeof extra === 'string') {
    try {
      parsed = JSON.parse(extra || '{}');
    } catch {
      parsed = {};
    }
  }
  const r = limitsSchema.safeParse(parsed);
  const v = r.success ? r.data : {};
  return {
    maxConcurrentQueries: v.max_concurrent_queries ?? DEFAULT_MAX_CONCURRENT_QUERIES,
    queryTimeoutMs:
      v.query_timeout !== undefined ? Math.round(v.query_timeout * 1000) : DEFAULT_DATABASE_QUERY_TIMEOUT_MS,
  };
}

const limiters = new Map<number, { max: number; semaphore: Semaphore }>();

/** The per-database gate of the process (a changed cap takes effect for new queries). */
export function databaseGate(databaseId: number, max: number): Semaphore {
  const current = limiters.get(databaseId);
  if (current && current.max === max) return current.semaphore;
  const semaphore = new Semaphore(max);
  limiters.set(databaseId, { max, semaphore });
  return semaphore;
}
