import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { freePort, GatewayClient, GiveUp, type Proc, startProcess, waitFor } from '../jobs/cluster.ts';

const SHARED_REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN_PASSWORD = 'faults-worker-admin-password';
/** The deadline of the cluster whose only worker dies for good. */
const SHORT_DEADLINE_S = 10;

interface AsyncEventBody {
  job_id: string;
  status: string;
  errors: { message: string }[];
  result_url: string | null;
}

/**
 * Scale-out with a single worker per queue, SIGKILLed while it runs a slow chart job (a view that
 * takes 4 s): the job is never left hanging. When a worker comes back (a supervisor restarting it),
 * BullMQ's stalled check hands it the job and it ends done; when none comes back, the gateway fails
 * the job at its deadline with a message. Two small clusters (own queues) share PostgreSQL and Redis.
 */
describe('faults: the only worker killed mid-job', () => {
  const suffix = randomBytes(5).toString('hex');
  const prefix = `chartroom-test-${suffix}:`;
  const procs: Proc[] = [];
  const dirs: string[] = [];
  let scratch: ScratchDatabase;
  let warehouse: ScratchDatabase;
  let slowDatasetId = 0;
  let restarting: { gateway: GatewayClient; queue: string; worker: Proc };
  let abandoned: { gateway: GatewayClient; queue: string; worker: Proc };

  async function envFor(queue: string, extra: Record<string, string> = {}): Promise<Record<string, string>> {
    const dir = await mkdtemp(join(tmpdir(), 'chartroom-faults-'));
    dirs.push(dir);
    return {
      DATABASE_URL: scratch.url,
      REDIS_URL: SHARED_REDIS,
      CHARTROOM_REDIS_PREFIX: prefix,
      CHARTROOM_JOB_QUEUE: queue,
      FEATURE_FLAGS: 'GLOBAL_ASYNC_QUERIES',
      CHARTROOM_EXAMPLES_ROWS: '0',
      CHARTROOM_ADMIN_PASSWORD: ADMIN_PASSWORD,
      CHARTROOM_DATA_DIR: dir,
      CHARTROOM_JOB_LOCK_MS: '2000',
      LOG_LEVEL: 'info',
      ...extra,
    };
  }

  async function gateway(queue: string, deadlineS: number): Promise<GatewayClient> {
    const port = await freePort();
    const proc = startProcess(
      'main',
      await envFor(queue, { PORT: String(port), CHARTROOM_JOB_DEADLINE_S: String(deadlineS) }),
    );
    procs.push(proc);
    const client = new GatewayClient(`http://127.0.0.1:${port}`);
    await waitFor(
      `gateway on ${port}`,
      async () => {
        if (proc.child.exitCode !== null) throw new GiveUp(`gateway exited: ${proc.output()}`);
        await client.login('admin', ADMIN_PASSWORD);
        return true;
      },
      120_000,
    );
    return client;
  }

  async function worker(queue: string): Promise<Proc> {
    const proc = startProcess('worker', await envFor(queue));
    procs.push(proc);
    await waitFor(
      'worker',
      async () => {
        if (proc.child.exitCode !== null) throw new GiveUp(`worker exited: ${proc.output()}`);
        return proc.output().includes('Chartroom worker is ready');
      },
      120_000,
    );
    return proc;
  }

  async function submit(client: GatewayClient): Promise<string> {
    const res = await client.request('/api/v1/chart/data', {
      method: 'POST',
      json: {
        datasource: { id: slowDatasetId, type: 'table' },
        force: true,
        queries: [{ metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' }] }],
        result_format: 'json',
        result_type: 'full',
      },
    });
    const body = (await res.json()) as { job_id: string };
    expect(res.status, JSON.stringify(body)).toBe(202);
    return body.job_id;
  }

  async function finalEvent(client: GatewayClient, jobId: string, timeoutMs: number): Promise<AsyncEventBody> {
    return waitFor(
      `the end of job ${jobId}`,
      async () => {
        const res = await client.request('/api/v1/async_event/');
        if (res.status !== 200) return null;
        const { result } = (await res.json()) as { result: AsyncEventBody[] };
        return result.find((e) => e.job_id === jobId && (e.status === 'done' || e.status === 'error')) ?? null;
      },
      timeoutMs,
    );
  }

  /** Kills the worker with SIGKILL as soon as it has logged the start of the job. */
  async function killWhenStarted(proc: Proc, jobId: string): Promise<void> {
    await waitFor('the worker to start the job', async () => proc.output().includes(jobId), 15_000);
    proc.child.kill('SIGKILL');
    await proc.exited;
  }

  beforeAll(async () => {
    [scratch, warehouse] = await Promise.all([
      createScratchDatabase('chartroom_faults_worker'),
      createScratchDatabase('chartroom_faults_worker_wh'),
    ]);
    const db = new pg.Client({ connectionString: warehouse.url });
    await db.connect();
    await db.query(`CREATE SCHEMA wh;
      CREATE TABLE wh.sales (id int, amount numeric);
      INSERT INTO wh.sales SELECT g, g FROM generate_series(1, 100) g;
      CREATE VIEW wh.slow_sales AS SELECT s.* FROM wh.sales s CROSS JOIN pg_sleep(4);`);
    await db.end();

    const [q1, q2] = [`jobs-${suffix}-restarting`, `jobs-${suffix}-abandoned`];
    // The first gateway bootstraps the metadata; the second starts on it.
    const g1 = await gateway(q1, 60);
    const [g2, w1, w2] = await Promise.all([gateway(q2, SHORT_DEADLINE_S), worker(q1), worker(q2)]);
    restarting = { gateway: g1, queue: q1, worker: w1 };
    abandoned = { gateway: g2, queue: q2, worker: w2 };

    const database = await g1.request('/api/v1/database/', {
      method: 'POST',
      json: { database_name: `faults worker ${suffix}`, sqlalchemy_uri: warehouse.url },
    });
    const { id: databaseId, ...dbBody } = (await database.json()) as { id: number };
    expect(database.status, JSON.stringify(dbBody)).toBe(201);
    const dataset = await g1.request('/api/v1/dataset/', {
      method: 'POST',
      json: { database: databaseId, schema: 'wh', table_name: 'slow_sales' },
    });
    const { id, ...dsBody } = (await dataset.json()) as { id: number };
    expect(dataset.status, JSON.stringify(dsBody)).toBe(201);
    slowDatasetId = id;
  }, 300_000);

  afterAll(async () => {
    await Promise.allSettled(procs.map((p) => p.kill('SIGKILL')));
    const redis = new Redis(SHARED_REDIS);
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
    await scratch?.drop();
    await warehouse?.drop();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  }, 60_000);

  it('retries the job on the worker that comes back after the only one was killed', async () => {
    const { gateway: client, queue, worker: dying } = restarting;
    const jobId = await submit(client);
    await killWhenStarted(dying, jobId);
    const comeback = await worker(queue);
    const end = await finalEvent(client, jobId, 60_000);
    expect(end.status, JSON.stringify(end.errors)).toBe('done');
    expect(end.result_url).toMatch(/^\/api\/v1\/chart\/data\/[0-9a-f]{64}$/);
    expect(comeback.output()).toContain(jobId);
    const result = await client.request(end.result_url ?? '');
    expect(result.status).toBe(200);
    const body = (await result.json()) as { result: { data: { total: number }[] }[] };
    expect(Number(body.result[0]?.data[0]?.total)).toBe(5050);
  }, 120_000);

  it('fails the job at its deadline with a message when no worker comes back; the gateway lives on', async () => {
    const { gateway: client, worker: dying } = abandoned;
    const submitted = Date.now();
    const jobId = await submit(client);
    await killWhenStarted(dying, jobId);
    const end = await finalEvent(client, jobId, (SHORT_DEADLINE_S + 10) * 1000);
    const tookMs = Date.now() - submitted;
    expect(end.status).toBe('error');
    expect(end.errors[0]?.message).toMatch(new RegExp(`did not finish within ${SHORT_DEADLINE_S} seconds`));
    expect(tookMs).toBeGreaterThanOrEqual(SHORT_DEADLINE_S * 1000 - 500);
    expect(tookMs).toBeLessThan((SHORT_DEADLINE_S + 10) * 1000);
    // The gateway still answers what does not need a worker.
    expect((await client.request('/health')).status).toBe(200);
    expect((await client.request('/api/v1/chart/?q=(page_size:1)')).status).toBe(200);
  }, 60_000);
});
