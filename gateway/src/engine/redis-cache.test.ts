import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDBConnector } from '../connectors/duckdb.ts';
import { bigDataset } from './download/test-dataset.ts';
import { runQueryContext } from './execute.ts';
import { parseQueryContext } from './query-context.ts';
import { createRedisResultCache, REDIS_CACHE_KEY_SPACE } from './redis-cache.ts';

const prefix = `test-${randomBytes(6).toString('hex')}:`;

describe('createRedisResultCache (real Redis at 127.0.0.1:6379)', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: false, maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('stores, expires and deletes entries under its prefix', async () => {
    const cache = createRedisResultCache(redis, { prefix });
    await cache.set('a', { payload: { x: 1, s: 'é' }, cachedAt: 5 }, 0);
    expect(await cache.get('a')).toEqual({ payload: { x: 1, s: 'é' }, cachedAt: 5 });
    expect(await redis.exists(`${prefix}${REDIS_CACHE_KEY_SPACE}a`)).toBe(1);
    await cache.set('b', { payload: { x: 2 }, cachedAt: 5 }, 0.1);
    const ttl = await redis.pttl(`${prefix}${REDIS_CACHE_KEY_SPACE}b`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(100);
    await new Promise((r) => setTimeout(r, 180));
    expect(await cache.get('b')).toBeUndefined();
    await cache.delete('a');
    expect(await cache.get('a')).toBeUndefined();
  });

  it('gzips large payloads and refuses oversized ones', async () => {
    const cache = createRedisResultCache(redis, { prefix, compressAboveBytes: 1000, maxEntryMb: 0.01 });
    const data = Array.from({ length: 200 }, (_v, i) => ({ i, label: `row ${i}` }));
    await cache.set('big', { payload: { data }, cachedAt: 1 }, 60);
    const stored = await redis.getBuffer(`${prefix}${REDIS_CACHE_KEY_SPACE}big`);
    expect(stored?.[0]).toBe(0x1f);
    expect(await cache.get('big')).toEqual({ payload: { data }, cachedAt: 1 });
    const random = randomBytes(20_000).toString('base64'); // does not compress below 10 KB
    await cache.set('huge', { payload: { random }, cachedAt: 1 }, 60);
    expect(await cache.get('huge')).toBeUndefined();
  });

  it('a corrupt entry is a miss and is removed', async () => {
    const cache = createRedisResultCache(redis, { prefix });
    await redis.set(`${prefix}${REDIS_CACHE_KEY_SPACE}bad`, '{not json');
    expect(await cache.get('bad')).toBeUndefined();
    expect(await redis.exists(`${prefix}${REDIS_CACHE_KEY_SPACE}bad`)).toBe(0);
  });

  it('Redis going away costs hits, not answers', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    const errors: string[] = [];
    const cache = createRedisResultCache(down, { prefix, onError: (_e, op) => errors.push(op) });
    expect(await cache.get('x')).toBeUndefined();
    await cache.set('x', { payload: {}, cachedAt: 1 }, 10);
    expect(errors).toEqual(['get', 'set']);
    down.disconnect();
  });

  it('serves the engine: the second identical request is a hit from Redis', async () => {
    const connector = new DuckDBConnector(':memory:');
    try {
      await connector.query(
        `CREATE TABLE big AS SELECT i, TIMESTAMP '2024-01-01' + i * INTERVAL 1 HOUR AS ts, 'x' AS label, i * 1.0 AS amount FROM range(10) r(i)`,
        [],
      );
      const deps = {
        dataset: bigDataset('big'),
        connector,
        cache: createRedisResultCache(redis, { prefix }),
        now: new Date(),
      };
      const ctx = parseQueryContext({ datasource: { id: 900, type: 'table' }, queries: [{ metrics: ['count'] }] });
      const first = await runQueryContext(ctx, deps);
      const second = await runQueryContext(ctx, deps);
      expect(first.result[0]?.is_cached).toBe(false);
      expect(second.result[0]?.is_cached).toBe(true);
      expect(second.result[0]?.data).toEqual([{ count: 10 }]);
      expect(await redis.exists(`${prefix}${REDIS_CACHE_KEY_SPACE}${String(first.result[0]?.cache_key)}`)).toBe(1);
    } finally {
      await connector.close();
    }
  });
});
