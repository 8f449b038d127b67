import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';
const tag = Math.random().toString(36).slice(2, 8);

interface ExampleChart {
  id: number;
  slice_name: string;
  datasource_id: number;
}

async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login/`);
  await page.getByLabel(/username/i).fill('admin');
  await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const chartText = (page: Page, chartId: number) =>
  page.locator(`section[data-chart-id="${chartId}"] .dashboard-chart-body`).textContent();

/** The number a big number card draws once its query answered (null while it loads). */
async function drawnNumber(page: Page, chartId: number): Promise<string | null> {
  const figure = page.locator(`section[data-chart-id="${chartId}"] .dashboard-chart-body [role="figure"]`);
  if ((await figure.count()) === 0) return null;
  return (await chartText(page, chartId)) || null;
}

/**
 * Cross-filters from the time-series charts other than the line: a click on a point of an area chart
 * (SVG) and of a scatter chart drawn on a canvas (above 3,000 points) filters the other charts on the
 * series' group-by value, as the line does.
 */
describe('cross-filters from area and canvas time-series charts', { timeout: 300_000 }, () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  let dashboardId = 0;
  let area: ExampleChart;
  let total: ExampleChart;
  let canvasChartId = 0;

  const api = async <T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<T> => {
    const res = await app.request(path, init);
    if (res.status >= 300) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([
      serveTestApp({
        examplesRows: 4000,
        featureFlags: 'DASHBOARD_NATIVE_FILTERS,DASHBOARD_CROSS_FILTERS',
        ...(clientDistDir ? { clientDistDir } : {}),
      }),
      launchBrowser(),
    ]);
    browser.setDefaultTimeout(90_000);
    const charts = (await api<{ result: ExampleChart[] }>('/api/v1/chart/?q=(page_size:100)')).result;
    const byName = (name: string) => {
      const found = charts.find((c) => c.slice_name === name);
      if (!found) throw new Error(`no example chart ${name}`);
      return found;
    };
    area = byName('Weekly orders by channel');
    total = byName('Total revenue');
    // Daily points of every country: more than the canvas threshold of 3,000.
    const { id } = await api<{ id: number }>('/api/v1/chart/', {
      method: 'POST',
      json: {
        slice_name: `Daily orders by country ${tag}`,
        viz_type: 'echarts_timeseries_scatter',
        datasource_id: area.datasource_id,
        datasource_type: 'table',
        params: JSON.stringify({
          datasource: `${area.datasource_id}__table`,
          viz_type: 'echarts_timeseries_scatter',
          x_axis: 'order_date',
          time_grain_sqla: 'P1D',
          metrics: ['count'],
          groupby: ['country'],
          time_range: 'No filter',
          row_limit: 50000,
        }),
      },
    });
    canvasChartId = id;
    const place = (chartId: number, row: string) => ({
      id: `CHART-${chartId}`,
      type: 'CHART',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', row],
      meta: { chartId, width: row === 'ROW-a' ? 6 : 12, height: 60 },
    });
    const positions = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], parents: [] },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-a', 'ROW-b'], parents: ['ROOT_ID'] },
      'ROW-a': {
        id: 'ROW-a',
        type: 'ROW',
        children: [`CHART-${total.id}`, `CHART-${area.id}`],
        parents: ['ROOT_ID', 'GRID_ID'],
        meta: { background: 'BACKGROUND_TRANSPARENT' },
      },
      'ROW-b': {
        id: 'ROW-b',
        type: 'ROW',
        children: [`CHART-${canvasChartId}`],
        parents: ['ROOT_ID', 'GRID_ID'],
        meta: { background: 'BACKGROUND_TRANSPARENT' },
      },
      [`CHART-${total.id}`]: place(total.id, 'ROW-a'),
      [`CHART-${area.id}`]: place(area.id, 'ROW-a'),
      [`CHART-${canvasChartId}`]: place(canvasChartId, 'ROW-b'),
    };
    dashboardId = (
      await api<{ id: number }>('/api/v1/dashboard/', {
        method: 'POST',
        json: {
          dashboard_title: `Series cross-filters ${tag}`,
          published: true,
          position_json: JSON.stringify(positions),
        },
      })
    ).id;
    page = await browser.newPage();
    await page.setViewportSize({ width: 1400, height: 1000 });
    await signIn(page, app.baseUrl);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('filters the other charts on the series clicked in an area chart and in a canvas scatter chart', async () => {
    await page.goto(`${app.baseUrl}/superset/dashboard/${dashboardId}/`);
    const figure = (chartId: number) =>
      page.locator(`section[data-chart-id="${chartId}"] .dashboard-chart-body [role="figure"]`).first();
    await figure(total.id).waitFor();
    await figure(area.id).waitFor();
    await figure(canvasChartId).waitFor();
    const totalBefore = await chartText(page, total.id);

    // The area chart (SVG): a click inside the plot picks the series nearest to it.
    const areaPlot = page.locator(`section[data-chart-id="${area.id}"] .dashboard-chart-body svg`).first();
    const areaBox = await areaPlot.boundingBox();
    if (!areaBox) throw new Error('the area chart has no plot');
    await page.mouse.click(areaBox.x + areaBox.width / 2, areaBox.y + areaBox.height * 0.75);
    const areaChip = page.locator(`[data-cross-filter="${area.id}"]`);
    await areaChip.waitFor();
    expect(await areaChip.textContent()).toMatch(/^channel: /);
    await expect
      .poll(
        async () => {
          const drawn = await drawnNumber(page, total.id);
          return drawn !== null && drawn !== totalBefore;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-cross-filter-area.png`, fullPage: true });
    await areaChip.click();
    await areaChip.waitFor({ state: 'detached' });
    await expect.poll(() => drawnNumber(page, total.id), { timeout: 60_000 }).toBe(totalBefore);

    // The scatter chart has more than 3,000 points: it draws on a canvas, where a mesh finds the point.
    const canvas = page.locator(`section[data-chart-id="${canvasChartId}"] .dashboard-chart-body canvas`).first();
    await canvas.waitFor();
    await canvas.scrollIntoViewIfNeeded();
    const canvasBox = await canvas.boundingBox();
    if (!canvasBox) throw new Error('the scatter chart has no canvas');
    await page.mouse.move(canvasBox.x + canvasBox.width / 2, canvasBox.y + canvasBox.height / 2);
    // The canvas tooltip reads like the SVG one: the day by the chart's grain, never a raw Date string.
    const tooltip = page.getByTestId('chart-tooltip');
    await tooltip.waitFor();
    const tooltipText = (await tooltip.textContent()) ?? '';
    expect(tooltipText).toMatch(/2\d{3}/);
    expect(tooltipText).not.toMatch(/GMT|Coordinated Universal Time/);
    await page.mouse.click(canvasBox.x + canvasBox.width / 2, canvasBox.y + canvasBox.height / 2);
    const canvasChip = page.locator(`[data-cross-filter="${canvasChartId}"]`);
    await canvasChip.waitFor();
    expect(await canvasChip.textContent()).toMatch(/^country: /);
    await expect
      .poll(
        async () => {
          const drawn = await drawnNumber(page, total.id);
          return drawn !== null && drawn !== totalBefore;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-cross-filter-canvas.png`, fullPage: true });
    await canvasChip.click();
    await expect.poll(() => drawnNumber(page, total.id), { timeout: 60_000 }).toBe(totalBefore);
  });
});
