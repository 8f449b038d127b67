import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../connectors/connector.ts';
import { type CacheEntry, createMemoryResultCache } from '../engine/cache.ts';
import { runQueryContext } from '../engine/execute.ts';
import { parseQueryContext } from '../engine/query-context.ts';
import { dropTable, loadSales, openEngine, randomTableName } from '../engine/test-fixtures/engines.ts';
import { generateSales, salesDataset } from '../engine/test-fixtures/sales.ts';
import { type JobInfrastructure, openJobInfrastructure } from './infrastructure.ts';
import { withRedisRunOnce } from './redis-run-once.ts';
import { loadJobsSettings } from './settings.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The real connector, counting the statements sent through it. */
function counting(real: Connector): { connector: Connector; count: () => number } {
  let n = 0;
  const connector = Object.create(real, {
    query: {
      value: (...args: Parameters<Connector['query']>) => {
        n++;
        return real.query(...args);
      },
    },
  }) as Connector;
  return { connector, count: () => n };
}

describe('cross-node in-flight de-duplication on Redis', () => {
  const prefix = `chartroom-test-${randomBytes(5).toString('hex')}:`;
  const table = randomTableName('dedupe');
  let postgres: Connector;
  let redis: Redis;
  let nodes: JobInfrastructure[] = [];

  beforeAll(async () => {
    postgres = openEngine('postgresql');
    await loadSales(postgres, table, generateSales(40, 3));
    redis = new Redis(REDIS_URL);
    const settings = { ...loadJobsSettings({ redisUrl: REDIS_URL }, {}), redisPrefix: prefix };
    // Two gateways' worth of connections, caches and in-process InFlight maps.
    nodes = await Promise.all([
      openJobInfrastructure(settings, { name: 'node-a' }),
      openJobInfrastructure(settings, { name: 'node-b' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.close()));
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await dropTable(postgres, table);
    await postgres.close();
  });

  it('runs an identical query asked of two nodes at the same moment once; both answer its rows', async () => {
    // A virtual dataset slow enough for the two requests to overlap.
    const dataset = salesDataset(table, { sql: `SELECT s.* FROM "${table}" s, (SELECT pg_sleep(0.5)) z` });
    const ctx = () =>
      parseQueryContext({
        datasource: { id: 7, type: 'table' },
        queries: [{ metrics: ['count'], columns: ['country'] }],
      });
    const [a, b] = [counting(postgres), counting(postgres)];
    const run = (node: JobInfrastructure, connector: Connector) =>
      runQueryContext(ctx(), { dataset, connector, cache: node.cache, now: new Date('2024-01-01T00:00:00Z') });
    const [fromA, fromB] = await Promise.all([
      run(nodes[0] as JobInfrastructure, a.connector),
      run(nodes[1] as JobInfrastructure, b.connector),
    ]);
    expect(a.count() + b.count()).toBe(1);
    expect(fromA.result[0]?.data).toEqual(fromB.result[0]?.data);
    expect((fromA.result[0]?.data as unknown[] | undefined)?.length).toBeGreaterThan(0);
  });

  it("computes the result itself when the leader fails, and when the leader's lease runs out", async () => {
    const entry = (n: number): CacheEntry => ({ payload: { n }, cachedAt: Date.now() });
    const key = `k-${randomBytes(4).toString('hex')}`;
    const cacheA = withRedisRunOnce(createMemoryResultCache(), redis, { prefix });
    const cacheB = withRedisRunOnce(createMemoryResultCache(), redis, { prefix });
    const signal = AbortSignal.timeout(10_000);
    const leader = (cacheA.runOnce as NonNullable<typeof cacheA.runOnce>)(key, signal, async () => {
      await new Promise((r) => setTimeout(r, 200));
      throw new Error('warehouse went away');
    });
    await new Promise((r) => setTimeout(r, 20));
    const follower = (cacheB.runOnce as NonNullable<typeof cacheB.runOnce>)(key, signal, async () => entry(2));
    await expect(leader).rejects.toThrow('warehouse went away');
    expect((await follower).payload).toEqual({ n: 2 });

    // A leader whose process died: its lock is never released, only its lease ends.
    const orphan = `k-${randomBytes(4).toString('hex')}`;
    await redis.set(`${prefix}in-flight:${orphan}`, 'dead-node', 'PX', 300);
    const started = Date.now();
    const late = withRedisRunOnce(createMemoryResultCache(), redis, { prefix });
    const result = await (late.runOnce as NonNullable<typeof late.runOnce>)(orphan, signal, async () => entry(3));
    expect(result.payload).toEqual({ n: 3 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });
});
