import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface ExampleChart {
  id: number;
  slice_name: string;
}

async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login/`);
  await page.getByLabel(/username/i).fill('admin');
  await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Serious and critical axe findings inside one part of the page. */
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

/**
 * The text a chart card draws (a big number's value, a table's cells), read from its drawn figure:
 * while the card is loading there is none and the read waits, so a poll never sees a half-drawn card.
 */
const chartText = (page: Page, chartId: number) =>
  page.locator(`section[data-chart-id="${chartId}"] .dashboard-chart-body [role="figure"]`).first().textContent();

const drawn = (page: Page, chartId: number) =>
  page.locator(`section[data-chart-id="${chartId}"] .dashboard-chart-body [role="figure"]`).first();

describe('native filters on the dashboard in Chromium', { timeout: 180_000 }, () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  let charts: ExampleChart[];
  const chart = (name: string) => {
    const found = charts.find((c) => c.slice_name === name);
    if (!found) throw new Error(`no example chart ${name}`);
    return found;
  };
  const filteredQueries: { id: string; extra: unknown }[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([
      serveTestApp({
        examplesRows: 2000,
        featureFlags: 'DASHBOARD_NATIVE_FILTERS,DASHBOARD_CROSS_FILTERS',
        ...(clientDistDir ? { clientDistDir } : {}),
      }),
      launchBrowser(),
    ]);
    browser.setDefaultTimeout(Number(process.env.DEBUG_TIMEOUT ?? 60_000));
    page = await browser.newPage();
    page.on('request', (request) => {
      const body = request.method() === 'POST' && request.url().endsWith('/graphql') ? request.postData() : null;
      if (!body?.includes('FilteredChartQuery')) return;
      const variables = (JSON.parse(body) as { variables: { id: string; extraFormData: unknown } }).variables;
      filteredQueries.push({ id: atob(variables.id), extra: variables.extraFormData });
    });
    const res = await app.request('/api/v1/chart/?q=(page_size:100)');
    charts = ((await res.json()) as { result: ExampleChart[] }).result;
    await signIn(page, app.baseUrl);
  });

  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail' && process.env.DEBUG_TIMEOUT) {
      await page.screenshot({ path: `${SCREENSHOTS}/dashboard-filters-failure.png`, fullPage: true });
      console.log(
        (
          await page
            .locator('[data-filter-config]')
            .innerHTML()
            .catch(() => 'no modal')
        ).slice(0, 4000),
      );
    }
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('configures filters, applies them to the charts in scope only, keeps them in the URL and a permalink, resets a cascading child', async () => {
    const total = chart('Total revenue');
    const pie = chart('Top products');
    await page.goto(`${app.baseUrl}/superset/dashboard/sales-overview/`);
    const bar = page.getByRole('complementary', { name: 'Filters' });
    await bar.getByRole('heading', { name: 'Filters' }).waitFor();
    await drawn(page, total.id).waitFor();
    await drawn(page, pie.id).waitFor();
    const totalBefore = await chartText(page, total.id);
    const pieBefore = await chartText(page, pie.id);
    expect(await seriousAxe(page, '[data-filter-bar]')).toEqual([]);

    // The configuration modal: the example's two filters removed (one restored by undo first), then a
    // select filter on region (not on the pie), a time filter and a country filter under the region.
    await bar.getByRole('button', { name: '+ Add/Edit filters' }).click();
    const modal = page.getByRole('dialog', { name: 'Add and edit filters' });
    await modal.getByRole('button', { name: 'Remove Region' }).click();
    await modal.getByText('Region removed').waitFor();
    await modal.getByRole('button', { name: 'Undo?' }).click();
    await modal.getByRole('button', { name: 'Remove Region' }).click();
    await modal.getByRole('button', { name: 'Remove Time range' }).click();

    await modal.getByRole('button', { name: '+ Add filter' }).click();
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByText('Name is required').waitFor();
    await modal.getByLabel('Filter name', { exact: true }).fill('Area');
    await modal.getByLabel('Dataset', { exact: true }).selectOption({ label: 'sales' });
    await modal.getByLabel('Column', { exact: true }).selectOption('region');
    await modal.getByRole('checkbox', { name: pie.slice_name, exact: true }).uncheck();
    await modal.getByRole('checkbox', { name: 'EMEA' }).waitFor();
    expect(await seriousAxe(page, '[data-filter-config]')).toEqual([]);

    await modal.getByRole('button', { name: '+ Add filter' }).click();
    await modal.getByLabel('Filter name', { exact: true }).fill('Period');
    await modal.getByLabel('Filter type', { exact: true }).selectOption('filter_time');

    await modal.getByRole('button', { name: '+ Add filter' }).click();
    await modal.getByLabel('Filter name', { exact: true }).fill('Country');
    await modal.getByLabel('Dataset', { exact: true }).selectOption({ label: 'sales' });
    await modal.getByLabel('Column', { exact: true }).selectOption('country');
    await modal.getByLabel('Parent filter', { exact: true }).selectOption({ label: 'Area' });
    await modal.getByLabel('Sort metric', { exact: true }).selectOption('sum__revenue');
    await modal.getByRole('checkbox', { name: 'Sort ascending' }).uncheck();
    await modal.getByRole('button', { name: 'Move Country up' }).click();
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'detached' });
    const order = await bar.locator('[data-filter-id] > p:first-child').allTextContents();
    expect(order.map((name) => name.replace(/\s*\*.*$/, ''))).toEqual(['Area', 'Country', 'Period']);

    const region = bar.getByRole('group', { name: 'Area' });
    const country = bar.getByRole('group', { name: 'Country' });
    await region.getByRole('checkbox', { name: 'EMEA' }).check();
    await bar.getByRole('button', { name: 'Apply filters' }).click();

    // The big number (in scope) draws a smaller total; the pie (out of the region's scope) is not re-queried.
    await expect.poll(() => chartText(page, total.id), { timeout: 60_000 }).not.toBe(totalBefore);
    const totalEmea = await chartText(page, total.id);
    expect(filteredQueries.some((q) => q.id === `Chart:${total.id}`)).toBe(true);
    expect(filteredQueries.some((q) => q.id === `Chart:${pie.id}`)).toBe(false);
    expect(await chartText(page, pie.id)).toBe(pieBefore);
    await expect.poll(() => new URL(page.url()).searchParams.get('native_filters_key')).toBeTruthy();

    // The time filter reaches every chart, the pie too.
    await bar.getByRole('combobox', { name: 'Period' }).selectOption('previous calendar year');
    await bar.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => chartText(page, pie.id), { timeout: 60_000 }).not.toBe(pieBefore);
    const pieQuery = filteredQueries.find((q) => q.id === `Chart:${pie.id}`);
    expect(pieQuery?.extra).toEqual({ time_range: 'previous calendar year' });
    await expect.poll(() => chartText(page, total.id), { timeout: 60_000 }).not.toBe(totalEmea);
    const totalFiltered = await chartText(page, total.id);

    // Cascading: the country's options follow the region; a country outside the new region is reset.
    await country.getByRole('checkbox', { name: 'Germany' }).check();
    expect(await country.getByRole('checkbox', { name: 'Canada' }).count()).toBe(0);
    await region.getByRole('checkbox', { name: 'EMEA' }).uncheck();
    await region.getByRole('checkbox', { name: 'North America' }).check();
    await country.getByRole('checkbox', { name: 'Canada' }).waitFor();
    // Sorted by revenue, largest first: the United States leads North America.
    expect((await country.locator('label').first().textContent())?.trim()).toBe('United States');
    expect(await country.getByRole('checkbox', { name: 'Germany' }).count()).toBe(0);
    expect(await country.getByRole('checkbox', { checked: true }).count()).toBe(0);
    await bar.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => chartText(page, total.id), { timeout: 60_000 }).not.toBe(totalFiltered);
    const totalAmericas = await chartText(page, total.id);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-filters.png`, fullPage: true });

    // The filter indicator says which filters apply to a chart and why the others do not.
    await page.locator(`[data-filter-indicator="${pie.id}"]`).click();
    await page.getByText("Area: this chart is not in the filter's scope").waitFor();
    await page.keyboard.press('Escape');

    // A reload with the URL key shows the same values and the same data.
    const key = new URL(page.url()).searchParams.get('native_filters_key');
    await expect.poll(() => new URL(page.url()).searchParams.get('native_filters_key')).toBe(key);
    await page.reload();
    await region.getByRole('checkbox', { name: 'North America' }).waitFor();
    expect(await region.getByRole('checkbox', { name: 'North America' }).isChecked()).toBe(true);
    expect(await bar.getByRole('combobox', { name: 'Period' }).inputValue()).toBe('previous calendar year');
    await expect.poll(() => chartText(page, total.id), { timeout: 60_000 }).toBe(totalAmericas);
    expect(await seriousAxe(page, '[data-filter-bar]')).toEqual([]);

    // A chart's permalink keeps the filter values: opened in a new page it shows the same data.
    const permalink = page.waitForResponse(
      (res) =>
        res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes('ChartMenuPermalinkMutation'),
    );
    await page.getByRole('button', { name: `More options for ${total.slice_name}` }).click();
    await page.getByRole('menuitem', { name: 'Share permalink' }).click();
    const body = (await (await permalink).json()) as { data: { createDashboardPermalink: { url: string } } };
    const url = body.data.createDashboardPermalink.url;
    expect(url).toMatch(/\/superset\/dashboard\/p\/[^/]+\/$/);
    // Opened in a fresh browser (its own session, nothing of this page's state): the same view.
    const fresh = await launchBrowser();
    try {
      fresh.setDefaultTimeout(60_000);
      const second = await fresh.newPage();
      await signIn(second, app.baseUrl);
      await second.goto(url);
      await second.waitForURL((u) => u.searchParams.has('native_filters_key'));
      const secondBar = second.getByRole('complementary', { name: 'Filters' });
      const secondArea = secondBar.getByRole('group', { name: 'Area' });
      await secondArea.getByRole('checkbox', { name: 'North America' }).waitFor();
      expect(await secondArea.getByRole('checkbox', { name: 'North America' }).isChecked()).toBe(true);
      await expect.poll(() => chartText(second, total.id), { timeout: 60_000 }).toBe(totalAmericas);
    } finally {
      await fresh.close();
    }

    // A custom time range is taken once the server resolves it.
    await bar.getByRole('combobox', { name: 'Period' }).selectOption('__custom__');
    await bar.getByRole('textbox', { name: 'Period expression' }).fill('2024-01-01 : nonsense');
    await bar
      .getByRole('alert')
      .filter({ hasText: /nonsense|time|date/i })
      .first()
      .waitFor();
    await bar.getByRole('textbox', { name: 'Period expression' }).fill('2024-01-01 : 2024-07-01');
    await bar.getByText(/Actual time range: 2024-01-01/).waitFor();
    await bar.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => chartText(page, total.id), { timeout: 60_000 }).not.toBe(totalAmericas);

    // Clear all, then Apply: every chart draws its unfiltered data again.
    await bar.getByRole('button', { name: 'Clear all' }).click();
    await bar.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => chartText(page, total.id), { timeout: 60_000 }).toBe(totalBefore);

    // Cross-filter: a click on a pie slice filters the other charts on that product line; the chip clears it.
    const pieChart = chart('Revenue by product line');
    // The largest slice (the first arc nivo draws): a point inside its ring, near its outer edge.
    const slice = page
      .locator(`section[data-chart-id="${pieChart.id}"] .dashboard-chart-body svg path[fill^="#"]`)
      .first();
    await slice.scrollIntoViewIfNeeded();
    const arc = await slice.boundingBox();
    if (!arc) throw new Error('the pie has no slice');
    await page.mouse.click(arc.x + arc.width - 12, arc.y + arc.height / 2);
    const chip = page.locator(`[data-cross-filter="${pieChart.id}"]`);
    await chip.waitFor();
    expect(await chip.textContent()).toMatch(/^product_line: /);
    await expect.poll(() => chartText(page, total.id), { timeout: 60_000 }).not.toBe(totalBefore);
    expect(
      filteredQueries.some((q) => q.id === `Chart:${pieChart.id}` && JSON.stringify(q.extra).includes('product_line')),
    ).toBe(false);
    await chip.click();
    await chip.waitFor({ state: 'detached' });
    await expect.poll(() => chartText(page, total.id), { timeout: 60_000 }).toBe(totalBefore);

    // A click on a bar of a categorical x-axis cross-filters on that category.
    const byChannel = chart('Revenue by channel');
    await page.locator(`section[data-chart-id="${byChannel.id}"]`).scrollIntoViewIfNeeded();
    // The first drawn bar (nivo's bars are the svg's tall, narrow rects).
    const barBox = await page.evaluate((id) => {
      const rects = [...document.querySelectorAll(`section[data-chart-id="${id}"] .dashboard-chart-body svg rect`)];
      const box = rects
        .map((r) => r.getBoundingClientRect())
        .find((b) => b.width > 4 && b.width < 200 && b.height > 10);
      return box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
    }, byChannel.id);
    if (!barBox) throw new Error('the bar chart has no bar');
    await page.mouse.click(barBox.x + barBox.width / 2, barBox.y + barBox.height - 4);
    const barChip = page.locator(`[data-cross-filter="${byChannel.id}"]`);
    await barChip.waitFor();
    expect(await barChip.textContent()).toMatch(/^channel: /);
    await expect.poll(() => chartText(page, total.id), { timeout: 60_000 }).not.toBe(totalBefore);
    await barChip.click();
    await expect.poll(() => chartText(page, total.id), { timeout: 60_000 }).toBe(totalBefore);
  });

  it("pre-filters a select filter's values by a time range on a time column", async () => {
    const datasets = (await (
      await app.request(`/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:sales)))`)
    ).json()) as { result: { id: number }[] };
    const salesId = datasets.result[0]?.id as number;
    /** The countries of the sales rows in a time range (all rows without one), as REST answers. */
    const countries = async (range: string | null): Promise<string[]> => {
      const res = await app.request('/api/v1/chart/data', {
        method: 'POST',
        json: {
          datasource: { id: salesId, type: 'table' },
          queries: [
            {
              columns: ['country'],
              metrics: [],
              filters: range ? [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: range }] : [],
              row_limit: 1000,
            },
          ],
        },
      });
      const body = (await res.json()) as { result: { data: { country: string }[] }[] };
      return [...new Set(body.result[0]?.data.map((r) => r.country))].sort();
    };
    const first = (await (
      await app.request('/api/v1/chart/data', {
        method: 'POST',
        json: {
          datasource: { id: salesId, type: 'table' },
          queries: [{ metrics: [{ expressionType: 'SQL', sqlExpression: 'MIN(order_date)', label: 'first' }] }],
        },
      })
    ).json()) as { result: { data: { first: string | number }[] }[] };
    const day = new Date(first.result[0]?.data[0]?.first ?? 0).toISOString().slice(0, 10);
    const next = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
    const range = `${day} : ${next}`;
    const inRange = await countries(range);
    const all = await countries(null);
    // The day must narrow the values for the test to mean anything.
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.length).toBeLessThan(all.length);

    await page.goto(`${app.baseUrl}/superset/dashboard/sales-overview/`);
    const bar = page.getByRole('complementary', { name: 'Filters' });
    await bar.getByRole('button', { name: '+ Add/Edit filters' }).click();
    const modal = page.getByRole('dialog', { name: 'Add and edit filters' });
    await modal.getByRole('button', { name: '+ Add filter' }).click();
    await modal.getByLabel('Filter name', { exact: true }).fill('First-day country');
    await modal.getByLabel('Dataset', { exact: true }).selectOption({ label: 'sales' });
    await modal.getByLabel('Column', { exact: true }).selectOption('country');
    const offered = modal.getByRole('group', { name: 'default value values' });
    const labels = () => offered.locator('label').allTextContents();
    await expect.poll(async () => (await labels()).map((l) => l.trim()).sort(), { timeout: 60_000 }).toEqual(all);

    await modal.getByRole('combobox', { name: 'Pre-filter time range' }).selectOption('__custom__');
    await modal.getByRole('textbox', { name: 'Pre-filter time range expression' }).fill(range);
    await modal.getByText(/Actual time range:/).waitFor();
    // The dataset's time column is chosen for the range.
    expect(await modal.getByLabel('Time column', { exact: true }).inputValue()).toBe('order_date');
    await expect.poll(async () => (await labels()).map((l) => l.trim()).sort(), { timeout: 60_000 }).toEqual(inRange);
    await modal.getByLabel('Time column', { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-filter-prefilter-time.png` });
    expect(await seriousAxe(page, '[data-filter-config]')).toEqual([]);
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'detached' });

    // Stored as Superset stores it, and the bar offers the narrowed values too.
    const stored = (await (await app.request('/api/v1/dashboard/sales-overview')).json()) as {
      result: { json_metadata: string };
    };
    const config = JSON.parse(stored.result.json_metadata).native_filter_configuration as Record<string, unknown>[];
    expect(config.find((f) => f.name === 'First-day country')).toMatchObject({
      time_range: range,
      granularity_sqla: 'order_date',
    });
    const group = bar.getByRole('group', { name: 'First-day country' });
    await expect
      .poll(async () => (await group.locator('label').allTextContents()).map((l) => l.trim()).sort(), {
        timeout: 60_000,
      })
      .toEqual(inRange);
  });

  it('collapses and expands the bar', async () => {
    const bar = page.getByRole('complementary', { name: 'Filters' });
    await bar.getByRole('button', { name: 'Collapse filter bar' }).click();
    await bar.getByRole('button', { name: 'Expand filter bar' }).click();
    await bar.getByRole('heading', { name: 'Filters' }).waitFor();
  });
});
