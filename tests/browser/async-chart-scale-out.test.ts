import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { openMetadataStore } from '../../gateway/src/metadata/index.ts';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { freePort, GatewayClient, GiveUp, type Proc, startProcess, waitFor } from '../jobs/cluster.ts';
import { launchBrowser } from './chromium.ts';

const SCREENSHOTS = 'test-results/screenshots';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN_PASSWORD = 'async-browser-admin-password';

/** The browser path in scale-out mode: a gateway process queues the job on Redis, a worker process runs it. */
describe('a chart loads through a job run by a worker process (scale-out) in Chromium', () => {
  const suffix = randomBytes(5).toString('hex');
  const prefix = `chartroom-test-${suffix}:`;
  const procs: Proc[] = [];
  const dirs: string[] = [];
  let scratch: ScratchDatabase;
  let gateway: GatewayClient;
  let worker: Proc;
  let browser: BrowserContext;
  let page: Page;
  let chartId = 0;

  async function env(extra: Record<string, string> = {}): Promise<Record<string, string>> {
    const dir = await mkdtemp(join(tmpdir(), 'chartroom-browser-scale-'));
    dirs.push(dir);
    return {
      DATABASE_URL: scratch.url,
      REDIS_URL,
      CHARTROOM_REDIS_PREFIX: prefix,
      CHARTROOM_JOB_QUEUE: `browser-${suffix}`,
      FEATURE_FLAGS: 'GLOBAL_ASYNC_QUERIES',
      CHARTROOM_EXAMPLES_ROWS: '0',
      CHARTROOM_ADMIN_PASSWORD: ADMIN_PASSWORD,
      CHARTROOM_DATA_DIR: dir,
      LOG_LEVEL: 'info',
      ...extra,
    };
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    scratch = await createScratchDatabase('chartroom_browser_jobs');
    const db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    await db.query(`CREATE SCHEMA wh;
      CREATE TABLE wh.sales (id int, region text, amount numeric);
      INSERT INTO wh.sales SELECT g, (ARRAY['north','south','east'])[1 + g % 3], g FROM generate_series(1, 300) g;`);
    await db.end();

    const port = await freePort();
    const gw = startProcess('main', await env({ PORT: String(port) }));
    procs.push(gw);
    gateway = new GatewayClient(`http://127.0.0.1:${port}`);
    await waitFor(
      'the gateway',
      async () => {
        if (gw.child.exitCode !== null) throw new GiveUp(`gateway exited: ${gw.output()}`);
        await gateway.login('admin', ADMIN_PASSWORD);
        return true;
      },
      120_000,
    );
    worker = startProcess('worker', await env());
    procs.push(worker);

    const store = await openMetadataStore(loadConfig({}, { databaseUrl: scratch.url }), createLogger('silent'));
    try {
      const database = await store.prisma.database.create({
        data: { uuid: crypto.randomUUID(), databaseName: `wh_${suffix}`, sqlalchemyUri: scratch.url },
      });
      const column = (columnName: string, type: string) => ({ uuid: crypto.randomUUID(), columnName, type });
      const dataset = await store.prisma.dataset.create({
        data: {
          uuid: crypto.randomUUID(),
          tableName: 'sales',
          schema: 'wh',
          databaseId: database.id,
          columns: { create: [column('id', 'INTEGER'), column('region', 'TEXT'), column('amount', 'NUMERIC')] },
        },
      });
      const metric = { expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' };
      const params = {
        viz_type: 'table',
        query_mode: 'aggregate',
        groupby: ['region'],
        metrics: [metric],
        row_limit: 10,
      };
      const queryContext = {
        datasource: { id: dataset.id, type: 'table' },
        force: false,
        queries: [{ columns: ['region'], metrics: [metric], orderby: [[metric, false]], row_limit: 10 }],
        form_data: params,
        result_format: 'json',
        result_type: 'full',
      };
      const res = await gateway.request('/api/v1/chart/', {
        method: 'POST',
        json: {
          slice_name: `Worker table ${suffix}`,
          viz_type: 'table',
          datasource_id: dataset.id,
          datasource_type: 'table',
          params: JSON.stringify(params),
          query_context: JSON.stringify(queryContext),
        },
      });
      if (res.status !== 201) throw new Error(`chart create failed: ${res.status} ${await res.text()}`);
      chartId = ((await res.json()) as { id: number }).id;
    } finally {
      await store.close();
    }
    await waitFor(
      'the worker',
      async () => {
        if (worker.child.exitCode !== null) throw new GiveUp(`worker exited: ${worker.output()}`);
        return worker.output().includes('Chartroom worker is ready');
      },
      120_000,
    );
    browser = await launchBrowser();
    page = await browser.newPage();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.allSettled(procs.map((p) => p.kill('SIGKILL')));
    const redis = new Redis(REDIS_URL);
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

  it('signs in on the gateway and draws the chart whose job a worker ran', async () => {
    const heard: { jobId: string; status: string }[] = [];
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const message = JSON.parse(String(payload)) as {
          type: string;
          payload?: { data?: { chartJob?: { jobId: string; status: string } } };
        };
        const job = message.type === 'next' ? message.payload?.data?.chartJob : undefined;
        if (job) heard.push(job);
      });
    });
    await page.goto(`${gateway.baseUrl}/explore/?slice_id=${chartId}`);
    await page.waitForURL(/\/login\/\?next=/);
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/password/i).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByRole('heading', { name: `Worker table ${suffix}` }).waitFor({ timeout: 60_000 });
    const figure = page.getByRole('figure', { name: 'Table' });
    await figure.waitFor({ timeout: 60_000 });
    await expect.poll(() => figure.getByRole('row').count(), { timeout: 20_000 }).toBe(4);
    expect((await figure.textContent()) ?? '').toMatch(/north/);
    await page.screenshot({ path: `${SCREENSHOTS}/chart-async-worker.png`, fullPage: true });

    const done = heard.find((h) => h.status === 'DONE');
    expect(done, JSON.stringify(heard)).toBeDefined();
    // The worker process ran it (it logs each job it starts).
    expect(worker.output()).toContain((done as { jobId: string }).jobId);
  }, 180_000);
});
