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
  datasource_id: number;
}

async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login/`);
  await page.getByLabel(/username/i).fill('admin');
  await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function seriousAxe(page: Page, selector: string) {
  await page
    .locator(selector)
    .evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
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

const chartComponent = (chartId: number, name: string, width: number) => ({
  id: `CHART-${chartId}`,
  type: 'CHART',
  children: [],
  parents: ['ROOT_ID', 'GRID_ID', 'ROW-one'],
  meta: { width, height: 50, chartId, sliceName: name },
});

/** Closes the migration question without a choice (it hides the page from assistive tech while open). */
async function closeMigrationDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Ready to review filters in this dashboard?' });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe('legacy filter boxes in Chromium: filtering, then converted to native filters', { timeout: 180_000 }, () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  let total: ExampleChart;
  let top: ExampleChart;
  let boxId: number;
  let dashboardId: number;

  const api = async <T>(path: string, init: { method: string; json: unknown }) => {
    const res = await app.request(path, init);
    if (res.status >= 300) throw new Error(`${init.method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([
      serveTestApp({
        examplesRows: 1000,
        featureFlags: 'DASHBOARD_NATIVE_FILTERS',
        ...(clientDistDir ? { clientDistDir } : {}),
      }),
      launchBrowser(),
    ]);
    browser.setDefaultTimeout(Number(process.env.DEBUG_TIMEOUT ?? 60_000));
    page = await browser.newPage();
    const q = encodeURIComponent('(page_size:100,columns:!(id,slice_name,datasource_id))');
    const charts = ((await (await app.request(`/api/v1/chart/?q=${q}`)).json()) as { result: ExampleChart[] }).result;
    const named = (name: string) => {
      const found = charts.find((c) => c.slice_name === name);
      if (!found) throw new Error(`no example chart ${name}`);
      return found;
    };
    total = named('Total revenue');
    top = named('Top products');

    dashboardId = (
      await api<{ id: number }>('/api/v1/dashboard/', {
        method: 'POST',
        json: { dashboard_title: 'Legacy filters', published: true },
      })
    ).id;
    boxId = (
      await api<{ id: number }>('/api/v1/chart/', {
        method: 'POST',
        json: {
          slice_name: 'Region filter box',
          viz_type: 'filter_box',
          datasource_id: total.datasource_id,
          datasource_type: 'table',
          dashboards: [dashboardId],
          params: JSON.stringify({
            viz_type: 'filter_box',
            datasource: `${total.datasource_id}__table`,
            filter_configs: [{ column: 'region', label: 'Region', multiple: true, asc: true, clearable: true }],
            date_filter: true,
            time_range: 'No filter',
            instant_filtering: true,
          }),
        },
      })
    ).id;
    const items = [
      chartComponent(boxId, 'Region filter box', 3),
      chartComponent(total.id, total.slice_name, 4),
      chartComponent(top.id, top.slice_name, 5),
    ];
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
    await api(`/api/v1/dashboard/${dashboardId}`, {
      method: 'PUT',
      json: {
        position_json: JSON.stringify(positions),
        json_metadata: JSON.stringify({
          show_native_filters: false,
          // The region filter leaves the table alone; its default is EMEA.
          filter_scopes: { [boxId]: { region: { scope: ['ROOT_ID'], immune: [top.id] } } },
          default_filters: JSON.stringify({ [boxId]: { region: ['EMEA'] } }),
        }),
      },
    });
    await signIn(page, app.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('passes axe on the migration dialog in the dark theme', async () => {
    await page.goto(`${app.baseUrl}/superset/dashboard/${dashboardId}/`);
    await closeMigrationDialog(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    try {
      // Drawn dark from the start (the theme's colour transition would fool the contrast check).
      await page.reload();
      const dialog = page.getByRole('dialog', { name: 'Ready to review filters in this dashboard?' });
      await dialog.waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/filter-box-migration-dark.png` });
      expect(await seriousAxe(page, '[data-filter-box-dialog]')).toEqual([]);
      // Closed without a choice: the reminder above the charts, dark too.
      await closeMigrationDialog(page);
      await page.screenshot({ path: `${SCREENSHOTS}/filter-box-reminder-dark.png` });
      expect(await seriousAxe(page, '[data-filter-box-migration]')).toEqual([]);
    } finally {
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
      await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    }
  });

  it("keeps the boxes' selection in the URL key and in a permalink", async () => {
    await page.goto(`${app.baseUrl}/superset/dashboard/${dashboardId}/`);
    await closeMigrationDialog(page);
    const boxRegion = (p: Page) =>
      p.locator(`section[data-chart-id="${boxId}"] [data-filter-box]`).getByRole('group', { name: 'Region' });
    await boxRegion(page).getByRole('checkbox', { name: 'EMEA' }).waitFor();
    await page.locator(`section[data-chart-id="${total.id}"] .dashboard-chart-body [role="figure"]`).first().waitFor();
    const totalEmea = await chartText(page, total.id);
    await boxRegion(page).getByRole('checkbox', { name: 'LATAM' }).check();
    // The new number drawn (not the empty card of the query still running).
    const drawnText = async () => {
      const figure = page.locator(`section[data-chart-id="${total.id}"] .dashboard-chart-body [role="figure"]`);
      return (await figure.count()) > 0 ? await chartText(page, total.id) : null;
    };
    await expect
      .poll(
        async () => {
          const text = await drawnText();
          return text !== null && text !== '' && text !== totalEmea;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const totalBoth = await chartText(page, total.id);
    expect(totalBoth).toBeTruthy();
    await expect.poll(() => new URL(page.url()).searchParams.get('native_filters_key')).toBeTruthy();

    // A reload with the key: the same selection, the same data.
    await page.reload();
    await closeMigrationDialog(page);
    await boxRegion(page).getByRole('checkbox', { name: 'LATAM' }).waitFor();
    expect(await boxRegion(page).getByRole('checkbox', { name: 'LATAM' }).isChecked()).toBe(true);
    expect(await boxRegion(page).getByRole('checkbox', { name: 'EMEA' }).isChecked()).toBe(true);
    await expect.poll(() => chartText(page, total.id), { timeout: 60_000 }).toBe(totalBoth);

    // A chart's permalink, opened by another user session: the same selection and data.
    const permalink = page.waitForResponse(
      (res) =>
        res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes('ChartMenuPermalinkMutation'),
    );
    await page.getByRole('button', { name: `More options for ${total.slice_name}` }).click();
    await page.getByRole('menuitem', { name: 'Share permalink' }).click();
    const body = (await (await permalink).json()) as { data: { createDashboardPermalink: { url: string } } };
    const other = await launchBrowser();
    try {
      other.setDefaultTimeout(60_000);
      const fresh = await other.newPage();
      await signIn(fresh, app.baseUrl);
      await fresh.goto(body.data.createDashboardPermalink.url);
      await fresh.waitForURL((u) => u.searchParams.has('native_filters_key'));
      await closeMigrationDialog(fresh);
      await boxRegion(fresh).getByRole('checkbox', { name: 'LATAM' }).waitFor();
      expect(await boxRegion(fresh).getByRole('checkbox', { name: 'LATAM' }).isChecked()).toBe(true);
      expect(await boxRegion(fresh).getByRole('checkbox', { name: 'EMEA' }).isChecked()).toBe(true);
      await expect.poll(() => chartText(fresh, total.id), { timeout: 60_000 }).toBe(totalBoth);
    } finally {
      await other.close();
    }
  });

  it('asks, snoozes, filters with the box, then converts it to native filters keeping its default and scope', async () => {
    await page.goto(`${app.baseUrl}/superset/dashboard/${dashboardId}/`);
    const dialog = page.getByRole('dialog', { name: 'Ready to review filters in this dashboard?' });
    await dialog.waitFor();
    expect(await seriousAxe(page, '[data-filter-box-dialog]')).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/filter-box-migration.png` });
    await dialog.getByRole('button', { name: 'Remind me in 24 hours' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('[data-filter-box-migration="snoozed"]').waitFor();

    // Snoozed: a reload does not ask again; the reminder above the charts stays.
    await page.reload();
    await page.locator('[data-filter-box-migration="snoozed"]').waitFor();
    expect(await dialog.count()).toBe(0);
    // Until converted, the filter box filters: its default (EMEA) reaches the big number, not the
    // immune table; instant filtering applies each change at once.
    const boxRegion = page
      .locator(`section[data-chart-id="${boxId}"] [data-filter-box]`)
      .getByRole('group', { name: 'Region' });
    await boxRegion.getByRole('checkbox', { name: 'EMEA' }).waitFor();
    expect(await boxRegion.getByRole('checkbox', { name: 'EMEA' }).isChecked()).toBe(true);
    await page.locator(`section[data-chart-id="${total.id}"] .dashboard-chart-body [role="figure"]`).first().waitFor();
    await page.locator(`section[data-chart-id="${top.id}"] .dashboard-chart-body [role="figure"]`).first().waitFor();
    const totalEmea = await chartText(page, total.id);
    const topAll = await chartText(page, top.id);
    await boxRegion.getByRole('checkbox', { name: 'LATAM' }).check();
    await expect.poll(() => chartText(page, total.id), { timeout: 60_000 }).not.toBe(totalEmea);
    expect(await chartText(page, top.id)).toBe(topAll);
    await page.screenshot({ path: `${SCREENSHOTS}/filter-box-legacy.png`, fullPage: true });
    // The filter indicator names the box's filters: the immune table is out of the region's scope.
    await page.locator(`[data-filter-indicator="${top.id}"]`).click();
    await page.getByText("Region: this chart is not in the filter's scope").waitFor();
    await page.keyboard.press('Escape');
    await boxRegion.getByRole('checkbox', { name: 'LATAM' }).uncheck();
    await expect.poll(() => chartText(page, total.id), { timeout: 60_000 }).toBe(totalEmea);

    // The review: the converted filters open in the configuration modal, then are saved.
    await page.getByRole('button', { name: 'Review and convert' }).click();
    const modal = page.getByRole('dialog', { name: 'Review the converted filters' });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Region', exact: true }).waitFor();
    await modal.getByRole('button', { name: 'Time range', exact: true }).waitFor();
    expect(await seriousAxe(page, '[data-filter-config]')).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/filter-box-review.png` });
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByText('The filter boxes were converted to native filters').waitFor();
    await page.locator('[data-filter-box-migration]').waitFor({ state: 'detached' });

    // The bar has the region filter with its default; the big number is filtered, the immune table is not.
    const bar = page.getByRole('complementary', { name: 'Filters' });
    const region = bar.getByRole('group', { name: 'Region' });
    await region.getByRole('checkbox', { name: 'EMEA' }).waitFor();
    expect(await region.getByRole('checkbox', { name: 'EMEA' }).isChecked()).toBe(true);
    await expect.poll(() => chartText(page, total.id), { timeout: 60_000 }).toBe(totalEmea);
    expect(await chartText(page, top.id)).toBe(topAll);
    // Converted: the box no longer filters (its chart type is gone from Chartroom, as from Superset 4).
    expect(await page.locator(`section[data-chart-id="${boxId}"] [data-filter-box]`).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/filter-box-converted.png`, fullPage: true });

    // Pre-filter: the region's values leave APAC out once the filter is saved with a SQL WHERE.
    await region.getByRole('checkbox', { name: 'APAC' }).waitFor();
    await bar.getByRole('button', { name: '+ Add/Edit filters' }).click();
    const config = page.getByRole('dialog', { name: 'Add and edit filters' });
    await config.getByRole('button', { name: 'Region', exact: true }).click();
    await config.getByLabel('Pre-filter available values (SQL WHERE)').fill("region <> 'APAC'");
    await config.getByRole('button', { name: 'Save' }).click();
    await config.waitFor({ state: 'detached' });
    await expect.poll(() => region.getByRole('checkbox', { name: 'APAC' }).count(), { timeout: 60_000 }).toBe(0);
    await region.getByRole('checkbox', { name: 'LATAM' }).waitFor();

    const stored = (await (await app.request(`/api/v1/dashboard/${dashboardId}`)).json()) as {
      result: { json_metadata: string };
    };
    const filters = (
      JSON.parse(stored.result.json_metadata) as { native_filter_configuration: Record<string, unknown>[] }
    ).native_filter_configuration;
    expect(filters.map((f) => [f.name, f.filterType])).toEqual([
      ['Time range', 'filter_time'],
      ['Region', 'filter_select'],
    ]);
    const regionFilter = filters[1] as { scope: unknown; defaultDataMask: { filterState: unknown }; targets: unknown };
    expect(regionFilter.scope).toEqual({ rootPath: ['ROOT_ID'], excluded: [top.id, boxId].sort((a, b) => a - b) });
    expect(regionFilter.defaultDataMask.filterState).toEqual({ value: ['EMEA'] });
    expect(regionFilter.targets).toEqual([{ datasetId: total.datasource_id, column: { name: 'region' } }]);
    expect((regionFilter as { adhoc_filters?: unknown }).adhoc_filters).toEqual([
      { expressionType: 'SQL', clause: 'WHERE', sqlExpression: "region <> 'APAC'" },
    ]);
  });
});
