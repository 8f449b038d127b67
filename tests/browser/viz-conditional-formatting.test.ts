import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQueryContext, type ChartFormData } from '../../gateway/src/viz/index.ts';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots/viz-conditional-formatting';

/**
 * Superset's conditional formatting on the example data: a table of revenue by country with a
 * gradient rule, a between rule and a whole-row text rule, and a big number coloured by its value.
 */
describe('conditional formatting in Chromium', () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  const suffix = Math.random().toString(36).slice(2, 8);

  const post = async (path: string, json: unknown) => {
    const res = await app.request(path, { method: 'POST', json });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([serveTestApp(clientDistDir ? { clientDistDir } : {}), launchBrowser()]);
    page = await browser.newPage();
    page.setDefaultTimeout(120_000);
    page.setDefaultNavigationTimeout(120_000);
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto(`${app.baseUrl}/login/`);
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('colours table cells with the opacity gradient and a big number by its value', { timeout: 300_000 }, async () => {
    const datasets = (await (
      await app.request(`/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:sales)))`)
    ).json()) as { result: { id: number }[] };
    const salesId = datasets.result[0]?.id as number;
    const chart = (name: string, params: Record<string, unknown>) =>
      post('/api/v1/chart/', {
        slice_name: name,
        viz_type: params.viz_type,
        datasource_id: salesId,
        datasource_type: 'table',
        params: JSON.stringify(params),
        query_context: JSON.stringify(buildQueryContext(params as unknown as ChartFormData)),
      });
    const common = { datasource: `${salesId}__table`, time_range: 'No filter', adhoc_filters: [] };
    const tableId = await chart(`Formatted table ${suffix}`, {
      ...common,
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['country'],
      metrics: ['sum__revenue', 'count'],
      row_limit: 20,
      order_desc: true,
      timeseries_limit_metric: 'sum__revenue',
      conditional_formatting: [
        { column: 'sum__revenue', operator: 'None', colorScheme: '#5AC189' },
        { column: 'count', operator: '< x <', targetValueLeft: 0, targetValueRight: 400, colorScheme: '#FCC700' },
      ],
    });
    const numberId = await chart(`Formatted number ${suffix}`, {
      ...common,
      viz_type: 'big_number_total',
      metric: 'count',
      subheader: 'orders',
      conditional_formatting: [{ column: 'count', operator: '>', targetValue: 0, colorScheme: '#E04355' }],
    });

    await page.goto(`${app.baseUrl}/explore/?slice_id=${tableId}&standalone=1`);
    const table = page.getByRole('figure', { name: 'Table' });
    await table.locator('tbody tr').first().waitFor({ timeout: 120_000 });
    const backgrounds = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => (r.children[1] as HTMLElement | undefined)?.style.background ?? ''));
    // Sorted by revenue, highest first: the first row is fully green, the gradient fades downwards.
    expect(backgrounds[0]).toBe('rgb(90, 193, 137)');
    expect(backgrounds.at(-1)).toMatch(/^rgba\(90, 193, 137, 0(\.\d+)?\)$/);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOTS}/table.png` });

    await page.goto(`${app.baseUrl}/explore/?slice_id=${numberId}&standalone=1`);
    const number = page.getByRole('figure', { name: 'Big Number' });
    await number.locator('p').first().waitFor({ timeout: 120_000 });
    expect(
      await number
        .locator('p')
        .first()
        .evaluate((p) => getComputedStyle(p).color),
    ).toBe('rgb(224, 67, 85)');
    await page.screenshot({ path: `${SCREENSHOTS}/big-number-total.png` });
  });

  it('scrolls a long table that keeps only the rows in view in the page', { timeout: 300_000 }, async () => {
    const datasets = (await (
      await app.request(`/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:sales)))`)
    ).json()) as { result: { id: number }[] };
    const salesId = datasets.result[0]?.id as number;
    const params = {
      datasource: `${salesId}__table`,
      viz_type: 'table',
      query_mode: 'raw',
      all_columns: ['order_id', 'country', 'channel', 'revenue'],
      order_by_cols: ['["order_id", true]'],
      row_limit: 2000,
      time_range: 'No filter',
      adhoc_filters: [],
      conditional_formatting: [{ column: 'revenue', operator: '>', targetValue: 500, colorScheme: '#5AC189' }],
    };
    const id = await post('/api/v1/chart/', {
      slice_name: `Long table ${suffix}`,
      viz_type: 'table',
      datasource_id: salesId,
      datasource_type: 'table',
      params: JSON.stringify(params),
      query_context: JSON.stringify(buildQueryContext(params as unknown as ChartFormData)),
    });
    await page.goto(`${app.baseUrl}/explore/?slice_id=${id}&standalone=1`);
    const table = page.getByRole('figure', { name: 'Table' });
    await table.locator('tbody tr[data-index]').first().waitFor({ timeout: 120_000 });
    expect(await table.locator('tbody tr[data-index]').count()).toBeLessThan(100);
    const scroller = table.getByLabel('Table chart (scrollable)');
    await scroller.evaluate((el) => {
      el.scrollTop = el.scrollHeight / 2;
    });
    // The rows around the middle are drawn once scrolled there.
    await expect.poll(() => table.locator('tbody tr[data-index="1000"]').count(), { timeout: 30_000 }).toBe(1);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOTS}/long-table-scrolled.png` });
  });
});
