import pg from 'pg';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const tag = Math.random().toString(36).slice(2, 8);
/** A warehouse view that answers after a minute: a query still running is plainly one not cancelled. */
const SLOW_VIEW = `slow_sales_${tag}`;

async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login/`);
  await page.getByLabel(/username/i).fill('admin');
  await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * A filter change or a navigation cancels the chart queries still running for the old state, on the
 * warehouse itself: the dashboard's chart reads a PostgreSQL view that sleeps for 60 s, and the test
 * watches `pg_stat_activity` for the queries on it while the browser changes the filter and leaves.
 */
describe('the dashboard cancels the queries of a state it left', { timeout: 300_000 }, () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  let warehouse: ScratchDatabase;
  let watcher: pg.Client;
  let dashboardId = 0;
  let slowDatasetId = 0;

  /**
   * The queries on the slow view running now, each as "pid@start" (filter values are bound
   * parameters, so the text does not tell two states apart; a pooled connection may run the next one).
   */
  const running = async (): Promise<string[]> => {
    const { rows } = await watcher.query<{ pid: number; query_start: Date }>(
      `SELECT pid, query_start FROM pg_stat_activity
       WHERE state = 'active' AND pid <> pg_backend_pid() AND query LIKE $1`,
      [`%${SLOW_VIEW}%`],
    );
    return rows.map((r) => `${r.pid}@${r.query_start.toISOString()}`).sort();
  };

  const post = async (path: string, body: unknown): Promise<number> => {
    const res = await app.request(path, { method: 'POST', json: body });
    const answer = (await res.json()) as { id: number };
    expect(res.status, `${path} ${JSON.stringify(answer)}`).toBe(201);
    return answer.id;
  };

  beforeAll(async () => {
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser, warehouse] = await Promise.all([
      serveTestApp({ featureFlags: 'DASHBOARD_NATIVE_FILTERS', ...(clientDistDir ? { clientDistDir } : {}) }),
      launchBrowser(),
      createScratchDatabase('chartroom_dash_cancel'),
    ]);
    browser.setDefaultTimeout(90_000);
    watcher = new pg.Client({ connectionString: warehouse.url });
    await watcher.connect();
    await watcher.query(`CREATE TABLE sales (region text, amount numeric);
      INSERT INTO sales VALUES ('North', 10), ('South', 20), ('North', 5);
      CREATE VIEW ${SLOW_VIEW} AS SELECT s.* FROM sales s CROSS JOIN pg_sleep(60);`);
    const database = await post('/api/v1/database/', { database_name: `cancel ${tag}`, sqlalchemy_uri: warehouse.url });
    const fast = await post('/api/v1/dataset/', { database, schema: 'public', table_name: 'sales' });
    const slow = await post('/api/v1/dataset/', { database, schema: 'public', table_name: SLOW_VIEW });
    slowDatasetId = slow;
    const metadata = {
      native_filter_configuration: [
        {
          id: 'NATIVE_FILTER-region',
          name: 'Region',
          filterType: 'filter_select',
          targets: [{ datasetId: fast, column: { name: 'region' } }],
          controlValues: { multiSelect: true },
          defaultDataMask: { filterState: { value: null }, extraFormData: {} },
          cascadeParentIds: [],
          scope: { rootPath: ['ROOT_ID'], excluded: [] },
        },
      ],
    };
    dashboardId = await post('/api/v1/dashboard/', {
      dashboard_title: `Cancel ${tag}`,
      published: true,
      json_metadata: JSON.stringify(metadata),
    });
    const chartId = await post('/api/v1/chart/', {
      slice_name: `Slow total ${tag}`,
      viz_type: 'big_number_total',
      datasource_id: slow,
      datasource_type: 'table',
      params: JSON.stringify({
        viz_type: 'big_number_total',
        datasource: `${slow}__table`,
        metric: { expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' },
      }),
      dashboards: [dashboardId],
    });
    const positions = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], parents: [] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-a'], parents: ['ROOT_ID'] },
      'ROW-a': { id: 'ROW-a', type: 'ROW', children: [`CHART-${chartId}`], parents: ['ROOT_ID', 'GRID_ID'], meta: {} },
      [`CHART-${chartId}`]: {
        id: `CHART-${chartId}`,
        type: 'CHART',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', 'ROW-a'],
        meta: { chartId, width: 4, height: 50 },
      },
    };
    const placed = await app.request(`/api/v1/dashboard/${dashboardId}`, {
      method: 'PUT',
      json: { position_json: JSON.stringify(positions) },
    });
    expect(placed.status).toBe(200);
    page = await browser.newPage();
    await signIn(page, app.baseUrl);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await watcher?.end();
    await warehouse?.drop();
  });

  it('leaving the dashboard cancels its chart query on the warehouse', async () => {
    await page.goto(`${app.baseUrl}/superset/dashboard/${dashboardId}/`);
    await page.getByRole('heading', { name: `Cancel ${tag}`, level: 1 }).waitFor();
    await expect.poll(running, { timeout: 60_000 }).toHaveLength(1);
    // An in-app navigation: the page's one operation is disposed, its request aborted.
    await page.getByRole('link', { name: 'Charts', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/chart/list'));
    // Well before the view's minute is up: cancelled, not finished.
    await expect.poll(running, { timeout: 30_000 }).toEqual([]);
  });

  it('a new filter value cancels the query still running for the previous one', async () => {
    await page.goto(`${app.baseUrl}/superset/dashboard/${dashboardId}/`);
    await expect.poll(running, { timeout: 60_000 }).toHaveLength(1);
    const [unfiltered] = await running();
    const bar = page.getByRole('complementary', { name: 'Filters' });
    const region = bar.getByRole('group', { name: 'Region' });
    await region.getByRole('checkbox', { name: 'North' }).check();
    await bar.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(running, { timeout: 60_000 }).toHaveLength(2);
    const north = (await running()).find((id) => id !== unfiltered);

    await region.getByRole('checkbox', { name: 'North' }).uncheck();
    await region.getByRole('checkbox', { name: 'South' }).check();
    await bar.getByRole('button', { name: 'Apply filters' }).click();
    // North's query is gone well before the view's minute is up; South's runs in its place.
    await expect.poll(async () => (await running()).includes(north ?? ''), { timeout: 30_000 }).toBe(false);
    await expect
      .poll(async () => (await running()).filter((id) => id !== unfiltered && id !== north).length, {
        timeout: 60_000,
      })
      .toBe(1);

    // Leaving ends the rest: the filtered query and the page's own first one.
    await page.getByRole('link', { name: 'Charts', exact: true }).click();
    await expect.poll(running, { timeout: 30_000 }).toEqual([]);
  });

  it('runs two charts with the same query once', async () => {
    const twins = await post('/api/v1/dashboard/', { dashboard_title: `Twins ${tag}`, published: true });
    const ids: number[] = [];
    for (const name of ['first', 'second']) {
      ids.push(
        await post('/api/v1/chart/', {
          slice_name: `Twin ${name} ${tag}`,
          viz_type: 'big_number_total',
          datasource_id: slowDatasetId,
          datasource_type: 'table',
          params: JSON.stringify({
            viz_type: 'big_number_total',
            datasource: `${slowDatasetId}__table`,
            metric: { expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' },
          }),
          dashboards: [twins],
        }),
      );
    }
    const chart = (id: number) => ({
      id: `CHART-${id}`,
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-a'],
      meta: { chartId: id, width: 4, height: 50 },
    });
    const placed = await app.request(`/api/v1/dashboard/${twins}`, {
      method: 'PUT',
      json: {
        position_json: JSON.stringify({
          DASHBOARD_VERSION_KEY: 'v2',
          ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], parents: [] },
          GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-a'], parents: ['ROOT_ID'] },
          'ROW-a': {
            id: 'ROW-a',
            type: 'ROW',
            children: ids.map((id) => `CHART-${id}`),
            parents: ['ROOT_ID', 'GRID_ID'],
            meta: {},
          },
          ...Object.fromEntries(ids.map((id) => [`CHART-${id}`, chart(id)])),
        }),
      },
    });
    expect(placed.status).toBe(200);
    await page.goto(`${app.baseUrl}/superset/dashboard/${twins}/`);
    await page.getByRole('heading', { name: `Twins ${tag}`, level: 1 }).waitFor();
    for (const id of ids) await page.locator(`section[data-chart-id="${id}"]`).waitFor();
    await expect.poll(running, { timeout: 60_000 }).toHaveLength(1);
    // Both cards wait on one warehouse query: watched for a while, there is never a second.
    const seen: number[] = [];
    for (let i = 0; i < 10; i++) {
      seen.push((await running()).length);
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(Math.max(...seen)).toBe(1);
    await page.getByRole('link', { name: 'Charts', exact: true }).click();
    await expect.poll(running, { timeout: 30_000 }).toEqual([]);
  });
});
