import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';
const suffix = Math.random().toString(36).slice(2, 8);

interface RestChart {
  id: number;
  slice_name: string;
  viz_type: string;
  params: string;
  query_context: string | null;
  datasource_id: number;
}

/** A copy of an example chart under a new name (and, optionally, with its query context changed). */
async function copyChart(
  app: ServedApp,
  source: RestChart,
  name: string,
  edit: (qc: Record<string, unknown>) => void = () => {},
): Promise<number> {
  const queryContext = JSON.parse(source.query_context ?? 'null') as Record<string, unknown>;
  edit(queryContext);
  const res = await app.request('/api/v1/chart/', {
    method: 'POST',
    json: {
      slice_name: name,
      viz_type: source.viz_type,
      datasource_id: source.datasource_id,
      datasource_type: 'table',
      params: source.params,
      query_context: JSON.stringify(queryContext),
    },
  });
  if (res.status !== 201) throw new Error(`chart create failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** The first server-sent event of a job's REST stream: its current state, as the job store holds it. */
async function jobState(
  app: ServedApp,
  jobId: string,
): Promise<{ status: string; resultUrl: string | null; errors: { message: string }[] }> {
  const controller = new AbortController();
  const res = await app.request(`/api/v1/async_event/job/${jobId}/stream`, { signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  let text = '';
  while (!text.includes('\n\n')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  controller.abort();
  const data = /data: ?(.*)/.exec(text)?.[1];
  if (!data) throw new Error(`no state in ${text}`);
  return JSON.parse(data) as { status: string; resultUrl: string | null; errors: { message: string }[] };
}

describe('a chart loads through an async job in Chromium (GLOBAL_ASYNC_QUERIES, in process)', () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  let chartId = 0;
  let brokenId = 0;
  let slowId = 0;
  /** Every chartJob payload the page heard over its GraphQL WebSocket. */
  const jobFrames: { jobId: string; status: string }[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([
      serveTestApp({ featureFlags: 'GLOBAL_ASYNC_QUERIES', ...(clientDistDir ? { clientDistDir } : {}) }),
      launchBrowser(),
    ]);
    const list = (await (await app.request('/api/v1/chart/?q=(page_size:100)')).json()) as {
      result: { id: number; slice_name: string }[];
    };
    const monthly = list.result.find((c) => c.slice_name === 'Monthly revenue');
    if (!monthly) throw new Error('the examples have no "Monthly revenue" chart');
    const source = ((await (await app.request(`/api/v1/chart/${monthly.id}`)).json()) as { result: RestChart }).result;
    chartId = await copyChart(app, source, `Async revenue ${suffix}`);
    // Broken in both places a chart's query comes from: explore builds it from the params, a
    // dashboard card from the saved query context.
    const brokenMetric = { expressionType: 'SQL', sqlExpression: `SUM(no_such_column_${suffix})`, label: 'broken' };
    const brokenParams = { ...(JSON.parse(source.params) as Record<string, unknown>), metrics: [brokenMetric] };
    brokenId = await copyChart(
      app,
      { ...source, params: JSON.stringify(brokenParams) },
      `Async broken ${suffix}`,
      (qc) => {
        const queries = qc.queries as Record<string, unknown>[];
        for (const q of queries) q.metrics = [brokenMetric];
      },
    );

    // A chart whose query takes 5 s on PostgreSQL (a virtual dataset), to leave while it runs.
    const database = await app.request('/api/v1/database/', {
      method: 'POST',
      json: { database_name: `slow_${suffix}`, sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:5432/test' },
    });
    if (database.status !== 201) throw new Error(`database create failed: ${await database.text()}`);
    const dataset = await app.request('/api/v1/dataset/', {
      method: 'POST',
      json: {
        database: ((await database.json()) as { id: number }).id,
        table_name: `slow_${suffix}`,
        sql: 'SELECT pg_sleep(5) AS z, 1 AS n',
      },
    });
    if (dataset.status !== 201) throw new Error(`dataset create failed: ${await dataset.text()}`);
    const slowDataset = ((await dataset.json()) as { id: number }).id;
    const metric = { expressionType: 'SQL', sqlExpression: 'SUM(n)', label: 'n' };
    slowId = await copyChart(
      app,
      {
        ...source,
        viz_type: 'big_number_total',
        datasource_id: slowDataset,
        params: JSON.stringify({ viz_type: 'big_number_total', metric }),
      },
      `Async slow ${suffix}`,
      (qc) => {
        qc.datasource = { id: slowDataset, type: 'table' };
        qc.queries = [{ metrics: [metric], columns: [] }];
        qc.form_data = {};
      },
    );

    page = await browser.newPage();
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const message = JSON.parse(String(payload)) as {
          type: string;
          payload?: { data?: { chartJob?: { jobId: string; status: string } } };
        };
        const job = message.type === 'next' ? message.payload?.data?.chartJob : undefined;
        if (job) jobFrames.push({ jobId: job.jobId, status: job.status });
      });
    });
    await page.goto(`${app.baseUrl}/chart/list/`);
    await page.waitForURL(/\/login\/\?next=/);
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/chart\/list\/$/);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('draws a chart whose result was not cached through a job and its subscription', async () => {
    await page.goto(`${app.baseUrl}/explore/?slice_id=${chartId}`);
    await page.getByRole('heading', { name: `Async revenue ${suffix}` }).waitFor();
    await expect
      .poll(() => page.getByRole('figure').locator('svg path, svg rect').count(), { timeout: 20_000 })
      .toBeGreaterThan(5);
    // The Results pane under the chart shows the job's rows.
    await page
      .getByRole('region', { name: 'Chart' })
      .getByText(/^\d+ rows?$/)
      .waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/chart-async.png`, fullPage: true });

    // The page heard the job end over Subscription.chartJob...
    const done = jobFrames.find((f) => f.status === 'DONE');
    expect(done, JSON.stringify(jobFrames)).toBeDefined();
    // ...and the job is real: the job store holds it as done, with a result behind result_url.
    const state = await jobState(app, (done as { jobId: string }).jobId);
    expect(state.status).toBe('done');
    expect(state.resultUrl).toMatch(/^\/api\/v1\/chart\/data\/[0-9a-f]{64}$/);
    const result = await app.request(state.resultUrl as string);
    expect(result.status).toBe(200);
    expect(((await result.json()) as { result: { rowcount: number }[] }).result[0]?.rowcount).toBeGreaterThan(0);
  });

  it('draws the same chart from the cache afterwards, without a job', async () => {
    const heard = jobFrames.length;
    await page.reload();
    await page.getByRole('heading', { name: `Async revenue ${suffix}` }).waitFor();
    await expect
      .poll(() => page.getByRole('figure').locator('svg path, svg rect').count(), { timeout: 20_000 })
      .toBeGreaterThan(5);
    expect(jobFrames.length).toBe(heard);
  });

  it('cancels the job when the chart is left before its query ends', async () => {
    const heard = jobFrames.length;
    await page.goto(`${app.baseUrl}/explore/?slice_id=${slowId}`);
    await page.getByText('The query is running.').waitFor({ timeout: 20_000 });
    const job = jobFrames.slice(heard).find((f) => f.status === 'RUNNING');
    expect(job, JSON.stringify(jobFrames.slice(heard))).toBeDefined();
    // Leaving inside the app (a full page load would not run React's cleanups).
    await page.getByRole('link', { name: '← Back to all charts' }).click();
    await page.waitForURL(/\/chart\/list\/$/);
    // Cancelled a second after the chart went away, before the 5 s query could end.
    const state = await jobState(app, (job as { jobId: string }).jobId);
    await expect
      .poll(async () => (await jobState(app, (job as { jobId: string }).jobId)).status, { timeout: 4_000 })
      .toBe('error');
    expect(state.status).not.toBe('done');
    expect((await jobState(app, (job as { jobId: string }).jobId)).errors[0]?.message).toBe('The query was cancelled.');
  });

  it("shows the job's error when its query fails", async () => {
    const heard = jobFrames.length;
    await page.goto(`${app.baseUrl}/explore/?slice_id=${brokenId}`);
    await page.getByRole('heading', { name: `Async broken ${suffix}` }).waitFor();
    const alert = page.getByRole('region', { name: 'Chart' }).getByRole('alert');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toMatch(new RegExp(`no_such_column_${suffix}`, 'i'));
    // The error came through the job: the page heard it fail over the subscription.
    expect(jobFrames.slice(heard).some((f) => f.status === 'ERROR')).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/chart-async-error.png`, fullPage: true });
  });

  it("shows the job's error in the chart's card on a dashboard", async () => {
    const layout = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], parents: [], meta: {} },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-a'], parents: ['ROOT_ID'], meta: {} },
      'ROW-a': { id: 'ROW-a', type: 'ROW', children: ['CHART-a'], parents: ['ROOT_ID', 'GRID_ID'], meta: {} },
      'CHART-a': {
        id: 'CHART-a',
        type: 'CHART',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', 'ROW-a'],
        meta: { width: 6, height: 50, chartId: brokenId, sliceName: `Async broken ${suffix}` },
      },
    };
    const res = await app.request('/api/v1/dashboard/', {
      method: 'POST',
      json: { dashboard_title: `Async board ${suffix}`, position_json: JSON.stringify(layout), published: true },
    });
    expect(res.status).toBe(201);
    const dashboardId = ((await res.json()) as { id: number }).id;
    const heard = jobFrames.length;
    await page.goto(`${app.baseUrl}/superset/dashboard/${dashboardId}/`);
    const alert = page.getByRole('alert').filter({ hasText: `no_such_column_${suffix}` });
    await alert.waitFor({ timeout: 20_000 });
    expect(jobFrames.slice(heard).some((f) => f.status === 'ERROR')).toBe(true);
  });
});
