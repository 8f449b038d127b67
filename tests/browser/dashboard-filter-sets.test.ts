import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface ExampleChart {
  id: number;
  slice_name: string;
  params: string;
  datasource_id: number;
}

const chartComponent = (chart: { id: number; slice_name: string }, width: number) => ({
  id: `CHART-${chart.id}`,
  type: 'CHART',
  children: [],
  parents: ['ROOT_ID', 'GRID_ID', 'ROW-one'],
  meta: { width, height: 50, chartId: chart.id, sliceName: chart.slice_name },
});

async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login/`);
  await page.getByLabel(/username/i).fill('admin');
  await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function seriousAxe(page: Page, selector: string) {
  await page.evaluate(`${AXE_SOURCE}\n;0`);
  const violations = await page.evaluate(async (include) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core is injected as a global script
    const axe = (window as any).axe;
    const result = await axe.run(
      { include: [[include]] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } },
    );
    return (result.violations as { id: string; impact: string; nodes: { target: string[] }[] }[]).map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  }, selector);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const chartText = (page: Page, chartId: number) =>
  page.locator(`section[data-chart-id="${chartId}"] .dashboard-chart-body`).textContent();

describe('dashboard filter sets, and cross-filters from table cells and line points, in Chromium', {
  timeout: 180_000,
}, () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  let total: ExampleChart;
  let charts: ExampleChart[];
  let dashboardId: number;

  const storedSets = async () => {
    const res = await app.request(`/api/v1/dashboard/${dashboardId}/filtersets`);
    return ((await res.json()) as { result: { id: number; name: string; params?: unknown; json_metadata?: string }[] })
      .result;
  };

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([
      serveTestApp({
        examplesRows: 1000,
        featureFlags: 'DASHBOARD_NATIVE_FILTERS,DASHBOARD_NATIVE_FILTERS_SET,DASHBOARD_CROSS_FILTERS',
        ...(clientDistDir ? { clientDistDir } : {}),
      }),
      launchBrowser(),
    ]);
    browser.setDefaultTimeout(Number(process.env.DEBUG_TIMEOUT ?? 60_000));
    page = await browser.newPage();
    const q = encodeURIComponent('(page_size:100,columns:!(id,slice_name,params,datasource_id))');
    charts = ((await (await app.request(`/api/v1/chart/?q=${q}`)).json()) as { result: ExampleChart[] }).result;
    const found = charts.find((c) => c.slice_name === 'Total revenue');
    if (!found) throw new Error('no example chart Total revenue');
    total = found;
    dashboardId = ((await (await app.request('/api/v1/dashboard/sales-overview')).json()) as { result: { id: number } })
      .result.id;
    await signIn(page, app.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('saves the applied filters as a set, applies it, renames it and deletes it', async () => {
    await page.goto(`${app.baseUrl}/superset/dashboard/sales-overview/`);
    const bar = page.getByRole('complementary', { name: 'Filters' });
    const sets = bar.locator('[data-filter-sets]');
    await sets.getByText('No filter sets yet.').waitFor();
    await page.locator(`section[data-chart-id="${total.id}"] .dashboard-chart-body [role="figure"]`).first().waitFor();
    const totalAll = await chartText(page, total.id);

    // A set saves applied values only: with a change pending, Save waits.
    const region = bar.getByRole('group', { name: 'Region' });
    // Without 'Dynamically search all filter values' the loaded values are searched in the browser.
    await region.getByRole('textbox', { name: 'Search Region' }).fill('la');
    await expect.poll(() => region.getByRole('checkbox').count()).toBe(1);
    expect(await region.getByRole('checkbox', { name: 'LATAM' }).count()).toBe(1);
    await region.getByRole('textbox', { name: 'Search Region' }).fill('');
    await region.getByRole('checkbox', { name: 'EMEA' }).check();
    await sets.getByRole('button', { name: '+ Create new filter set' }).click();
    const editor = sets.locator('[data-filter-set-editor]');
    await editor.getByText('Please apply filter changes').waitFor();
    expect(await editor.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await bar.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => chartText(page, total.id), { timeout: 60_000 }).not.toBe(totalAll);
    const totalEmea = await chartText(page, total.id);
    await expect.poll(() => editor.getByText('Please apply filter changes').count()).toBe(0);
    expect(await editor.getByLabel('Filter set name').inputValue()).toBe('EMEA');
    await editor.getByLabel('Filter set name').fill('Europe');
    expect(await seriousAxe(page, '[data-filter-bar]')).toEqual([]);
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Filter set "Europe" saved').waitFor();
    const europe = sets.locator('[data-filter-set="Europe"]');
    await europe.getByText('Region: EMEA').waitFor();
    await europe.getByText('Applied').waitFor();
    let stored = await storedSets();
    expect(stored.map((s) => s.name)).toEqual(['Europe']);

    // The same values again: refused as identical; a taken name is refused too.
    await sets.getByRole('button', { name: '+ Create new filter set' }).click();
    await editor.getByText('This filter set is identical to: "Europe"').waitFor();
    expect(await editor.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await editor.getByRole('button', { name: 'Cancel' }).click();

    // Other values, then the set: the bar and the charts come back to EMEA.
    await region.getByRole('checkbox', { name: 'EMEA' }).uncheck();
    await region.getByRole('checkbox', { name: 'LATAM' }).check();
    await bar.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => chartText(page, total.id), { timeout: 60_000 }).not.toBe(totalEmea);
    await sets.getByRole('button', { name: '+ Create new filter set' }).click();
    await editor.getByLabel('Filter set name').fill('europe');
    await editor.getByText('A filter set with this name already exists').waitFor();
    await editor.getByLabel('Filter set name').fill('Latin America');
    await editor.getByRole('button', { name: 'Save' }).click();
    await sets.locator('[data-filter-set="Latin America"]').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-filter-sets.png`, fullPage: true });

    await europe.getByRole('button', { name: 'Apply Europe' }).click();
    await expect.poll(() => chartText(page, total.id), { timeout: 60_000 }).toBe(totalEmea);
    expect(await region.getByRole('checkbox', { name: 'EMEA' }).isChecked()).toBe(true);
    expect(await region.getByRole('checkbox', { name: 'LATAM' }).isChecked()).toBe(false);
    await europe.getByText('Applied').waitFor();

    // Rename: stored under the new name.
    await europe.getByRole('button', { name: 'Edit Europe' }).click();
    await editor.getByText('Editing filter set: Europe').waitFor();
    await editor.getByLabel('Filter set name').fill('EMEA only');
    await editor.getByRole('button', { name: 'Save' }).click();
    await sets.locator('[data-filter-set="EMEA only"]').waitFor();
    stored = await storedSets();
    expect(stored.map((s) => s.name).sort()).toEqual(['EMEA only', 'Latin America']);

    // Dark theme: the bar with its sets stays readable.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    try {
      await page.reload();
      await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
      await sets.locator('[data-filter-set="EMEA only"]').waitFor();
      expect(await seriousAxe(page, '[data-filter-bar]')).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/dashboard-filter-sets-dark.png`, fullPage: true });
    } finally {
      await page
        .getByRole('button', { name: 'Switch to light theme' })
        .click({ timeout: 5000 })
        .catch(() => {});
    }

    await sets.getByRole('button', { name: 'Delete Latin America' }).click();
    await page.getByText('Deleted: Latin America').waitFor();
    await sets.locator('[data-filter-set="Latin America"]').waitFor({ state: 'detached' });
    stored = await storedSets();
    expect(stored.map((s) => s.name)).toEqual(['EMEA only']);
  });
  it('cross-filters the other charts from a table cell and from a point of a line split by region', async () => {
    const top = charts.find((c) => c.slice_name === 'Top products');
    const monthly = charts.find((c) => c.slice_name === 'Monthly revenue');
    if (!top || !monthly) throw new Error('missing example charts');
    const params = { ...JSON.parse(monthly.params), metrics: ['sum__revenue'], groupby: ['region'] };
    const created = await app.request('/api/v1/chart/', {
      method: 'POST',
      json: {
        slice_name: 'Revenue by region over time',
        viz_type: 'echarts_timeseries_line',
        datasource_id: monthly.datasource_id,
        datasource_type: 'table',
        params: JSON.stringify(params),
      },
    });
    expect(created.status).toBe(201);
    const line = { id: ((await created.json()) as { id: number }).id, slice_name: 'Revenue by region over time' };
    const items = [chartComponent(line, 5), chartComponent(total, 3), chartComponent(top, 4)];
    const positions = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], parents: [], meta: {} },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-one'], parents: ['ROOT_ID'], meta: {} },
      'ROW-one': {
        id: 'ROW-one',
        type: 'ROW',
        children: items.map((c) => c.id),
        parents: ['ROOT_ID', 'GRID_ID'],
        meta: { background: 'BACKGROUND_TRANSPARENT' },
      },
      ...Object.fromEntries(items.map((c) => [c.id, c])),
    };
    const dashboard = await app.request('/api/v1/dashboard/', {
      method: 'POST',
      json: { dashboard_title: 'Cross filters', position_json: JSON.stringify(positions), published: true },
    });
    expect(dashboard.status).toBe(201);
    const id = ((await dashboard.json()) as { id: number }).id;

    await page.goto(`${app.baseUrl}/superset/dashboard/${id}/`);
    const figure = (chartId: number) =>
      page.locator(`section[data-chart-id="${chartId}"] .dashboard-chart-body [role="figure"]`).first();
    await figure(total.id).waitFor();
    await figure(top.id).waitFor();
    await figure(line.id).waitFor();
    const totalAll = await chartText(page, total.id);

    // A dimension cell of the table is a button: it filters the other charts on its value.
    const cell = page
      .locator(`section[data-chart-id="${top.id}"]`)
      .getByRole('button', { name: 'Electronics', exact: true })
      .first();
    await cell.click();
    const chip = page.locator(`[data-cross-filter="${top.id}"]`);
    await chip.waitFor();
    expect(await chip.textContent()).toMatch(/^product_line: Electronics/);
    expect(await cell.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => chartText(page, total.id), { timeout: 60_000 }).not.toBe(totalAll);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-cross-filter-table.png`, fullPage: true });
    await chip.click();
    await chip.waitFor({ state: 'detached' });
    await expect.poll(() => chartText(page, total.id), { timeout: 60_000 }).toBe(totalAll);

    // A click in the line chart filters on the region of the nearest series.
    const plot = await page.evaluate((chartId) => {
      const svg = document.querySelector(`section[data-chart-id="${chartId}"] .dashboard-chart-body svg`);
      const box = svg?.getBoundingClientRect();
      return box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
    }, line.id);
    if (!plot) throw new Error('the line chart has no plot');
    await page.mouse.click(plot.x + plot.width / 2, plot.y + plot.height / 3);
    const lineChip = page.locator(`[data-cross-filter="${line.id}"]`);
    await lineChip.waitFor();
    expect(await lineChip.textContent()).toMatch(/^region: (APAC|EMEA|LATAM|North America)\b/);
    await expect.poll(() => chartText(page, total.id), { timeout: 60_000 }).not.toBe(totalAll);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-cross-filter-line.png`, fullPage: true });
    await lineChip.click();
    await expect.poll(() => chartText(page, total.id), { timeout: 60_000 }).toBe(totalAll);
  });
});
