import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { type MetadataStore, openMetadataStore } from '../../gateway/src/metadata/index.ts';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { freePort, GatewayClient, GiveUp, type Proc, startPrivateRedis, startProcess, waitFor } from './cluster.ts';

const SHARED_REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN_PASSWORD = 'scale-out-admin-password';

interface AsyncEventBody {
  id: string;
  job_id: string;
  status: string;
  errors: { message: string }[];
  result_url: string | null;
}

describe('scale-out: gateways and workers sharing PostgreSQL and Redis', () => {
  const suffix = randomBytes(5).toString('hex');
  const prefix = `chartroom-test-${suffix}:`;
  const procs: Proc[] = [];
  const dirs: string[] = [];
  let scratch: ScratchDatabase;
  let store: MetadataStore;
  let datasetId = 0;
  let slowDatasetId = 0;
  const a = { client: null as unknown as GatewayClient };
  const b = { client: null as unknown as GatewayClient };

  async function envFor(redisUrl: string, extra: Record<string, string> = {}): Promise<Record<string, string>> {
    const dir = await mkdtemp(join(tmpdir(), 'chartroom-scale-'));
    dirs.push(dir);
    return {
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      CHARTROOM_REDIS_PREFIX: prefix,
      CHARTROOM_JOB_QUEUE: `jobs-${suffix}`,
      FEATURE_FLAGS: 'GLOBAL_ASYNC_QUERIES',
      CHARTROOM_EXAMPLES_ROWS: '0',
      CHARTROOM_ADMIN_PASSWORD: ADMIN_PASSWORD,
      CHARTROOM_DATA_DIR: dir,
      CHARTROOM_JOB_LOCK_MS: '2000',
      CHARTROOM_JOB_DEADLINE_S: '40',
      LOG_LEVEL: 'info',
      ...extra,
    };
  }

  async function gateway(redisUrl: string): Promise<{ proc: Proc; client: GatewayClient }> {
    const port = await freePort();
    const proc = startProcess('main', await envFor(redisUrl, { PORT: String(port) }));
    procs.push(proc);
    const client = new GatewayClient(`http://127.0.0.1:${port}`);
    await waitFor(
      `gateway on ${port}`,
      async () => {
        if (proc.child.exitCode !== null) throw new GiveUp(`gateway exited: ${proc.output()}`);
        await client.login('admin', ADMIN_PASSWORD);
        return true;
      },
      90_000,
    );
    return { proc, client };
  }

  async function worker(redisUrl: string): Promise<Proc> {
    const proc = startProcess('worker', await envFor(redisUrl));
    procs.push(proc);
    await waitFor(
      'worker',
      async () => {
        if (proc.child.exitCode !== null) throw new GiveUp(`worker exited: ${proc.output()}`);
        return proc.output().includes('Chartroom worker is ready');
      },
      90_000,
    );
    return proc;
  }

  const query = (id: number) => ({
    datasource: { id, type: 'table' },
    force: true,
    queries: [
      {
        columns: ['region'],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' }],
        orderby: [],
        row_limit: 100,
      },
    ],
    result_format: 'json',
    result_type: 'full',
  });

  async function finalEvent(client: GatewayClient, jobId: string, timeoutMs = 30_000): Promise<AsyncEventBody> {
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

  async function submit(client: GatewayClient, id: number): Promise<string> {
    const res = await client.request('/api/v1/chart/data', { method: 'POST', json: query(id) });
    const body = (await res.json()) as { job_id: string; message?: string };
    expect(res.status, JSON.stringify(body)).toBe(202);
    return body.job_id;
  }

  // Started beside the workers (they only need to fail), to keep the file short.
  let noRedis: Promise<{ gw: Proc; wk: Proc }>;

  beforeAll(async () => {
    scratch = await createScratchDatabase('chartroom_jobs');

    // The warehouse: a table in the scratch database, and a view that takes 3 s to read.
    const db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    await db.query(`CREATE SCHEMA wh;
      CREATE TABLE wh.sales (id int, region text, amount numeric);
      INSERT INTO wh.sales SELECT g, (ARRAY['north','south','east'])[1 + g % 3], g FROM generate_series(1, 300) g;
      CREATE VIEW wh.slow_sales AS SELECT s.* FROM wh.sales s CROSS JOIN pg_sleep(3);`);
    await db.end();

    // Two gateways starting at once on an empty database: one bootstraps, both serve.
    [a.client, b.client] = (await Promise.all([gateway(SHARED_REDIS), gateway(SHARED_REDIS)])).map((g) => g.client) as [
      GatewayClient,
      GatewayClient,
    ];
    store = await openMetadataStore(loadConfig({}, { databaseUrl: scratch.url }), createLogger('silent'));
    const database = await store.prisma.database.create({
      data: { uuid: crypto.randomUUID(), databaseName: `wh_${suffix}`, sqlalchemyUri: scratch.url },
    });
    const dataset = (tableName: string) =>
      store.prisma.dataset.create({
        data: {
          uuid: crypto.randomUUID(),
          tableName,
          schema: 'wh',
          databaseId: database.id,
          columns: {
            create: [
              { uuid: crypto.randomUUID(), columnName: 'id', type: 'INTEGER' },
              { uuid: crypto.randomUUID(), columnName: 'region', type: 'TEXT' },
              { uuid: crypto.randomUUID(), columnName: 'amount', type: 'NUMERIC' },
            ],
          },
        },
      });
    datasetId = (await dataset('sales')).id;
    slowDatasetId = (await dataset('slow_sales')).id;
    noRedis = (async () => {
      const closed = `redis://127.0.0.1:${await freePort()}`;
      const gw = startProcess('main', await envFor(closed, { PORT: String(await freePort()) }));
      const wk = startProcess('worker', await envFor(closed));
      procs.push(gw, wk);
      return { gw, wk };
    })();
    await Promise.all([worker(SHARED_REDIS), worker(SHARED_REDIS)]);
  }, 240_000);

  afterAll(async () => {
    await Promise.allSettled(procs.map((p) => p.kill('SIGKILL')));
    await store?.close();
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
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  }, 60_000);

  it('runs a job submitted on gateway A on a worker; gateway B hears it over WebSocket and serves the result', async () => {
    // Prime the channel cookie on A, then carry it to B as a browser behind a load balancer would.
    const first = await a.client.request('/api/v1/chart/data', { method: 'POST', json: query(datasetId) });
    expect(first.status).toBe(202);
    b.client.cookie = a.client.cookie;
    const heard: AsyncEventBody[] = [];
    const ws = new WebSocket(`${b.client.baseUrl.replace('http', 'ws')}/api/v1/async_event/ws`, {
      headers: { cookie: `async-token=${a.client.cookie}` },
    });
    ws.on('message', (data) => heard.push(JSON.parse(String(data)) as AsyncEventBody));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    try {
      const jobId = await submit(a.client, datasetId);
      const done = await waitFor('the done event on B', async () =>
        heard.find((e) => e.job_id === jobId && (e.status === 'done' || e.status === 'error')),
      );
      expect(done.status, JSON.stringify(done.errors)).toBe('done');
      // Polling on B sees the same event; B serves the result a worker stored.
      const polled = await finalEvent(b.client, jobId);
      expect(polled.id).toBe(done.id);
      const result = await b.client.request(done.result_url as string);
      expect(result.status).toBe(200);
      const body = (await result.json()) as { result: { data: { region: string; total: number }[] }[] };
      expect(body.result[0]?.data.map((r) => r.region).sort()).toEqual(['east', 'north', 'south']);
    } finally {
      ws.close();
    }
    // The WebSocket refuses a missing token.
    const refused = new WebSocket(`${b.client.baseUrl.replace('http', 'ws')}/api/v1/async_event/ws`);
    const status = await new Promise<number>((resolve) => {
      refused.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      refused.once('open', () => resolve(101));
    });
    expect(status).toBe(401);
  });

  it('reads on gateway B a dashboard saved on A; a session and an API token issued by A are valid on B', async () => {
    const position = { ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: [] } };
    const created = await a.client.request('/api/v1/dashboard/', {
      method: 'POST',
      json: { dashboard_title: `Shared ${suffix}`, published: true, position_json: JSON.stringify(position) },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const id = ((await created.json()) as { id: number }).id;
    const saved = await a.client.request(`/api/v1/dashboard/${id}`, {
      method: 'PUT',
      json: { dashboard_title: `Shared and saved ${suffix}`, css: '.x { color: red; }' },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const read = await b.client.request(`/api/v1/dashboard/${id}`);
    expect(read.status).toBe(200);
    const { result } = (await read.json()) as {
      result: { dashboard_title: string; css: string; published: boolean; position_json: string };
    };
    expect(result).toMatchObject({
      dashboard_title: `Shared and saved ${suffix}`,
      css: '.x { color: red; }',
      published: true,
    });
    expect(JSON.parse(result.position_json)).toEqual(position);

    // A's API token on B.
    const me = await fetch(`${b.client.baseUrl}/api/v1/me/`, {
      headers: { authorization: `Bearer ${a.client.token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { result: { username: string } }).result.username).toBe('admin');
    // A browser session opened on A, then sent to B by the load balancer.
    // The login page's CSRF token comes from the other gateway: every gateway derives the same key.
    const csrf = await fetch(`${b.client.baseUrl}/api/v1/security/csrf_token/`);
    const seed = csrf.headers.get('set-cookie')?.split(';')[0] ?? '';
    const csrfToken = ((await csrf.json()) as { result: string }).result;
    const login = await fetch(`${a.client.baseUrl}/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: seed, 'x-csrftoken': csrfToken },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const session = /(?:^|[\s,])session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
    expect(session).toBeTruthy();
    const viaSession = await fetch(`${b.client.baseUrl}/api/v1/me/`, { headers: { cookie: `session=${session}` } });
    expect(viaSession.status).toBe(200);
    const anonymous = await fetch(`${b.client.baseUrl}/api/v1/me/`);
    expect(anonymous.status).toBe(401);
  });

  it('GraphQL chartJob over WebSocket (graphql-ws) on gateway B follows a job submitted on A to its end', async () => {
    const client = createClient({
      url: `${b.client.baseUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${b.client.token}` },
      lazy: true,
      retryAttempts: 0,
    });
    try {
      const jobId = await submit(a.client, slowDatasetId);
      type State = { status: string; resultUrl: string | null; result: { results: { rowcount: number }[] } | null };
      const states: State[] = [];
      const subscription = client.iterate<{ chartJob: State }>({
        query: 'subscription ($id: ID!) { chartJob(jobId: $id) { status resultUrl result { results { rowcount } } } }',
        variables: { id: jobId },
      });
      for await (const message of subscription) {
        expect(message.errors).toBeUndefined();
        if (message.data) states.push(message.data.chartJob);
      }
      // It was heard before it ended (the slow query takes 3 s), and the end carries the result.
      expect(states.length).toBeGreaterThan(1);
      expect(states.at(-1)).toMatchObject({ status: 'DONE' });
      expect(states.at(-1)?.resultUrl).toMatch(/^\/api\/v1\/chart\/data\//);
      // The done state carries the result a worker stored, read by B from result_url (the browser's path).
      expect(states.at(-1)?.result?.results[0]?.rowcount).toBe(3);
      expect(states.slice(0, -1).every((st) => st.result === null)).toBe(true);
    } finally {
      await client.dispose();
    }
  });

  it('ends a job in done or error when the worker running it is killed', async () => {
    const workers = procs.filter((p) => p.output().includes('Chartroom worker is ready'));
    const jobId = await submit(a.client, slowDatasetId);
    // The worker that logged the job's start is killed; BullMQ hands the job to the other one.
    const running = await waitFor('a worker to start the job', async () =>
      workers.find((p) => p.output().includes(jobId)),
    );
    await running.kill('SIGKILL');
    const end = await finalEvent(b.client, jobId, 45_000);
    // Retried once by the surviving worker, so it ends done (an error would at least say why).
    expect(end.status, JSON.stringify(end.errors)).toBe('done');
    expect(end.result_url).toMatch(/^\/api\/v1\/chart\/data\/[0-9a-f]{64}$/);
    expect(workers.find((p) => p !== running)?.output()).toContain(jobId);
  });

  it('refuses to start without Redis in scale-out mode: a clear message and exit code 3', async () => {
    const { gw, wk } = await noRedis;
    expect(await gw.exited).toBe(3);
    expect(await wk.exited).toBe(3);
    expect(gw.output()).toMatch(/Redis at 127\.0\.0\.1:\d+ does not answer/);
    expect(wk.output()).toMatch(/Redis at 127\.0\.0\.1:\d+ does not answer/);
  });

  it('answers 503 while its Redis is down and recovers by itself when it is back', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    let redis = await startPrivateRedis(port);
    procs.push(redis);
    const [c] = await Promise.all([gateway(url), worker(url)]);
    const jobId = await submit(c.client, datasetId);
    expect((await finalEvent(c.client, jobId)).status).toBe('done');

    await redis.kill();
    const down = await c.client.request('/api/v1/chart/data', { method: 'POST', json: query(datasetId) });
    expect(down.status).toBe(503);
    expect(((await down.json()) as { message: string }).message).toMatch(/Redis is unavailable/);
    expect((await c.client.request('/api/v1/async_event/')).status).toBe(503);
    const health = await c.client.request('/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ failing: 'redis', redis: 'unavailable', metadata: 'ok' });
    // A synchronous request still answers: the shared cache counts an outage as a miss.
    const samples = await c.client.request('/api/v1/chart/data', {
      method: 'POST',
      json: { ...query(datasetId), result_type: 'samples' },
    });
    expect(samples.status).toBe(200);

    redis = await startPrivateRedis(port);
    procs.push(redis);
    const again = await waitFor(
      'the gateway to accept jobs again',
      async () => {
        const res = await c.client.request('/api/v1/chart/data', { method: 'POST', json: query(datasetId) });
        return res.status === 202 ? ((await res.json()) as { job_id: string }).job_id : null;
      },
      20_000,
    );
    const end = await finalEvent(c.client, again, 30_000);
    expect(end.status, JSON.stringify(end.errors)).toBe('done');
    // Redis is reported back (the examples warehouse is not generated here: CHARTROOM_EXAMPLES_ROWS=0).
    expect(await (await c.client.request('/health')).json()).toMatchObject({ metadata: 'ok', redis: 'ok' });
    // Starts its own gateway and worker (each may take a minute on a loaded machine).
  }, 240_000);
});
