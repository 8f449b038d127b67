import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { type Chartroom, createChartroom } from '../../gateway/src/server.ts';
import { freePort, type Proc, startPrivateRedis, waitFor } from './cluster.ts';

/** /health in scale-out mode names Redis, and turns 503 while it is away and 200 once it is back. */
describe('health in scale-out mode', () => {
  let redis: Proc;
  let redisPort = 0;
  let app: Chartroom;
  let dataDir = '';

  beforeAll(async () => {
    redisPort = await freePort();
    redis = await startPrivateRedis(redisPort);
    dataDir = await mkdtemp(join(tmpdir(), 'chartroom-health-'));
    const config = loadConfig(
      {},
      {
        dataDir,
        redisUrl: `redis://127.0.0.1:${redisPort}`,
        adminPassword: 'health-admin-password',
        examplesRows: 100,
        logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
      },
    );
    app = await createChartroom(config, { log: createLogger(config.logLevel) });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await redis?.kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  const health = async () => {
    const res = await app.fetch(new Request('http://localhost/health'));
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('reports the metadata store and Redis, 503 while Redis is down, and recovers by itself', async () => {
    const healthy = { status: 'ok', metadata: 'ok', redis: 'ok', warehouses: { examples: 'ok' } };
    expect(await health()).toEqual({ status: 200, body: healthy });

    await redis.kill();
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'unavailable', failing: 'redis', metadata: 'ok', redis: 'unavailable' });
    expect(down.body.message).toMatch(/^Redis does not answer/);
    // The message names no host or port: /health is public.
    expect(JSON.stringify(down.body)).not.toContain(String(redisPort));

    redis = await startPrivateRedis(redisPort);
    await waitFor('health back to 200', async () => (await health()).status === 200, 15_000);
    expect((await health()).body).toEqual(healthy);
  }, 60_000);
});
