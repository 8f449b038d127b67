import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DATABASE_QUERY_TIMEOUT_MS,
  DEFAULT_MAX_CONCURRENT_QUERIES,
  databaseLimits,
} from './database-limits.ts';

describe('databaseLimits', () => {
  const defaults = {
    maxConcurrentQueries: DEFAULT_MAX_CONCURRENT_QUERIES,
    queryTimeoutMs: DEFAULT_DATABASE_QUERY_TIMEOUT_MS,
  };
  it('reads max_concurrent_queries and query_timeout (seconds)', () => {
    expect(databaseLimits('{"max_concurrent_queries": 2, "query_timeout": 5.5}')).toEqual({
      maxConcurrentQueries: 2,
      queryTimeoutMs: 5500,
    });
    expect(databaseLimits({ query_timeout: 30 })).toEqual({ ...defaults, queryTimeoutMs: 30_000 });
  });
  it.each([
    null,
    '',
    'not json',
    '[]',
    '{"max_concurrent_queries": 0}',
    '{"max_concurrent_queries": "3"}',
    '{"query_timeout": -1}',
    '{"query_timeout": 1e9}',
  ])('falls back to the defaults for %j', (extra) => {
    expect(databaseLimits(extra)).toEqual(defaults);
  });
});
