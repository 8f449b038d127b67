import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../graphql/fixtures.ts';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const suffix = Math.random().toString(36).slice(2, 8);

type Component = { id: string; type: string; children: string[]; parents?: string[]; meta: Record<string, unknown> };
type Positions = Record<string, Component | string>;

interface ExampleChart {
  id: number;
  slice_name: string;
}

async function signIn(page: Page, baseUrl: string, username: string, password: string) {
  await page.goto(`${baseUrl}/login/`);
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Every chart card of the page has drawn (a figure) or shown its own message. */
async function waitForCharts(page: Page, count: number) {
  await expect
    .poll(
      () =>
        page
          .locator(
            'section[data-chart-id]:has([role="figure"], [role="alert"], [role="status"]:not([aria-label^="Loading"]))',
          )
          .count(),
      {
        timeout: 120_000,
      },
    )
    .toBeGreaterThanOrEqual(count);
}

async function seriousAxe(page: Page) {
  // The app's CSP refuses inline scripts; evaluating through the DevTools protocol is not a page script.
  await page.evaluate(`${AXE_SOURCE}\n;0`);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core is injected as a global script
    const axe = (window as any).axe;
    // The chart plugins' own markup is audited by the accessibility suite; this checks the dashboard's.
    const result = await axe.run(
      { exclude: [['.dashboard-chart-body']] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      },
    );
    return (result.violations as { id: string; impact: string; nodes: { target: string[] }[] }[]).map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

function chartComponent(id: string, chart: ExampleChart, parents: string[], meta: Record<string, unknown> = {}) {
  return {
    id,
    type: 'CHART',
    children: [],
    parents,
    meta: { width: 4, height: 50, chartId: chart.id, sliceName: chart.slice_name, uuid: `uuid-${chart.id}`, ...meta },
  };
}

describe('the dashboard screen in Chromium', { timeout: 240_000 }, () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  let charts: ExampleChart[];

  const api = async <T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<T> => {
    const res = await app.request(path, init);
    if (res.status >= 300) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  const createDashboard = async (title: string, positions: Positions) => {
    const body = await api<{ id: number }>('/api/v1/dashboard/', {
      method: 'POST',
      json: { dashboard_title: title, position_json: JSON.stringify(positions), published: true },
    });
    return body.id;
  };

  const storedPositions = async (id: number): Promise<Positions> =>
    JSON.parse((await api<{ result: { position_json: string } }>(`/api/v1/dashboard/${id}`)).result.position_json);

  /** ROOT > GRID > one row of the given charts. */
  const simpleLayout = (items: ExampleChart[]): Positions => ({
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], parents: [], meta: {} },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-one'], parents: ['ROOT_ID'], meta: {} },
    'ROW-one': {
      id: 'ROW-one',
      type: 'ROW',
      children: items.map((c) => `CHART-${c.id}`),
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    ...Object.fromEntries(
      items.map((c) => [`CHART-${c.id}`, chartComponent(`CHART-${c.id}`, c, ['ROOT_ID', 'GRID_ID', 'ROW-one'])]),
    ),
  });

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([serveTestApp(clientDistDir ? { clientDistDir } : {}), launchBrowser()]);
    // A shared 2-core machine draws a dozen charts slowly: actions wait longer than Playwright's 30 s.
    browser.setDefaultTimeout(90_000);
    page = await browser.newPage();
    charts = (await api<{ result: ExampleChart[] }>('/api/v1/chart/?q=(page_size:100)')).result.sort(
      (x, y) => x.id - y.id,
    );
    await signIn(page, app.baseUrl, 'admin', TEST_ADMIN_PASSWORD);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('opens the example dashboard with its header and every chart drawn, in one GraphQL request for data', async () => {
    const graphqlPosts: string[] = [];
    const chartDataCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST')
        graphqlPosts.push(request.postData() ?? '');
      if (request.url().includes('/api/v1/chart/') && request.url().includes('data'))
        chartDataCalls.push(request.url());
    });
    await page.goto(`${app.baseUrl}/superset/dashboard/sales-overview/`);
    await page.getByRole('heading', { name: 'Sales overview', level: 1 }).waitFor({ timeout: 90_000 });
    const cards = await page.locator('section[data-chart-id]').count();
    expect(cards).toBeGreaterThan(3);
    await waitForCharts(page, cards);
    expect(await page.locator('section[data-chart-id] [role="figure"]').count()).toBe(cards);
    await expect.poll(() => page.getByRole('button', { name: /Favourite Sales overview/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Edit dashboard' }).waitFor();
    expect(await page.getByText(/Published|Draft/).count()).toBeGreaterThan(0);
    const dashboardOps = graphqlPosts.filter((body) => body.includes('DashboardPageQuery'));
    expect(dashboardOps).toHaveLength(1);
    expect(graphqlPosts.filter((body) => /chartRefreshReloadQuery/.test(body))).toHaveLength(0);
    expect(chartDataCalls).toHaveLength(0);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-view.png`, fullPage: true });
    expect(await seriousAxe(page)).toEqual([]);
  });

  it('shows a broken chart’s error in its card while the others draw', async () => {
    const source = charts[0] as ExampleChart;
    const full = await api<{
      result: { params: string; query_context: string; datasource_id: number; viz_type: string };
    }>(`/api/v1/chart/${source.id}`);
    const context = JSON.parse(full.result.query_context);
    context.queries[0].metrics = [
      { expressionType: 'SQL', sqlExpression: 'SUM(no_such_column_here)', label: 'broken' },
    ];
    const broken = await api<{ id: number }>('/api/v1/chart/', {
      method: 'POST',
      json: {
        slice_name: `Broken ${suffix}`,
        viz_type: full.result.viz_type,
        datasource_id: full.result.datasource_id,
        datasource_type: 'table',
        params: full.result.params,
        query_context: JSON.stringify(context),
      },
    });
    const brokenChart = { id: broken.id, slice_name: `Broken ${suffix}` };
    const id = await createDashboard(`Broken chart ${suffix}`, simpleLayout([brokenChart, charts[1] as ExampleChart]));
    await page.goto(`${app.baseUrl}/superset/dashboard/${id}/`);
    await waitForCharts(page, 2);
    await expect.poll(() => page.locator(`section[data-chart-id="${broken.id}"] [role="alert"]`).count()).toBe(1);
    await expect
      .poll(() => page.locator(`section[data-chart-id="${(charts[1] as ExampleChart).id}"] [role="figure"]`).count())
      .toBe(1);
    expect(await page.getByText('Dashboard not found').count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-broken-chart.png`, fullPage: true });
  });

  it('edits: row, header, markdown, a chart from the picker, a chart moved into a new tab, resize, undo, redo, save', async () => {
    const [a, b, c] = charts as [ExampleChart, ExampleChart, ExampleChart];
    const id = await createDashboard(`Edit me ${suffix}`, simpleLayout([a, b]));
    await page.goto(`${app.baseUrl}/superset/dashboard/${id}/?edit=true`);
    const bar = page.getByRole('region', { name: 'Edit dashboard' });
    await bar.waitFor();
    await waitForCharts(page, 2);
    expect(await seriousAxe(page)).toEqual([]);

    await bar.getByRole('button', { name: '+ Row' }).click();
    await bar.getByRole('button', { name: '+ Header' }).click();
    await page.getByRole('textbox', { name: 'Header text' }).waitFor();
    await bar.getByRole('button', { name: '+ Text' }).click();
    await page.getByRole('button', { name: 'Edit markdown' }).click();
    await page.getByRole('textbox', { name: 'Markdown source' }).fill('## Notes from the team');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('heading', { name: 'Notes from the team' }).waitFor();
    await bar.getByRole('textbox', { name: 'Filter your charts' }).fill(c.slice_name);
    await bar.getByRole('button', { name: `Add ${c.slice_name}`, exact: true }).click();
    await expect.poll(() => page.locator(`section[data-chart-id="${c.id}"]`).count()).toBe(1);
    await bar.getByRole('button', { name: '+ Tabs' }).click();
    await page.getByRole('tab', { name: /Tab title/ }).waitFor();

    await page.getByRole('button', { name: `Move ${b.slice_name}` }).click();
    await page.getByRole('menuitem', { name: /^Tab “Tab title”/ }).click();
    await expect
      .poll(async () => page.locator(`[data-component-type="TAB"] section[data-chart-id="${b.id}"]`).count())
      .toBe(1);

    const item = page.locator(`.react-grid-item:has(section[data-chart-id="${a.id}"])`);
    const handle = item.locator('.react-resizable-handle');
    const box = await handle.boundingBox();
    if (!box) throw new Error('no resize handle');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - 120, box.y + 40, { steps: 8 });
    await page.mouse.up();
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-edit.png`, fullPage: true });

    await bar.getByRole('button', { name: 'Undo' }).click();
    await bar.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(() => page.locator(`[data-component-type="TAB"] section[data-chart-id="${b.id}"]`).count())
      .toBe(0);
    await bar.getByRole('button', { name: 'Redo' }).click();
    await expect
      .poll(() => page.locator(`[data-component-type="TAB"] section[data-chart-id="${b.id}"]`).count())
      .toBe(1);

    await bar.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('This dashboard was saved successfully.').first().waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('edit')).toBeNull();

    const saved = Object.values(await storedPositions(id)).filter((v): v is Component => typeof v === 'object');
    const byType = (type: string) => saved.filter((x) => x.type === type);
    expect(byType('HEADER').map((h) => h.meta.text)).toContain('New header');
    expect(byType('MARKDOWN').map((m) => m.meta.code)).toEqual(['## Notes from the team']);
    expect(byType('TAB').map((t) => t.meta.text)).toEqual(['Tab title']);
    const chartOf = (chart: ExampleChart) => saved.find((x) => x.type === 'CHART' && x.meta.chartId === chart.id);
    expect(chartOf(c)).toBeDefined();
    const tabId = byType('TAB')[0]?.id;
    expect(chartOf(b)?.parents).toContain(tabId);
    // The resize was undone: the first chart keeps its width and height.
    expect(chartOf(a)?.meta).toMatchObject({ width: 4, height: 50 });

    await page.reload();
    await page.getByRole('heading', { name: 'New header' }).waitFor();
    await page.getByRole('tab', { name: 'Tab title' }).waitFor();
    await page.getByRole('heading', { name: 'Notes from the team' }).waitFor();
  });

  it('answers a stale save with a conflict and a choice to reload or overwrite', async () => {
    const id = await createDashboard(`Conflict ${suffix}`, simpleLayout([charts[0] as ExampleChart]));
    const other = await browser.newPage();
    await page.goto(`${app.baseUrl}/superset/dashboard/${id}/?edit=true`);
    await other.goto(`${app.baseUrl}/superset/dashboard/${id}/?edit=true`);
    for (const p of [page, other]) await p.getByRole('region', { name: 'Edit dashboard' }).waitFor();
    await page.getByRole('button', { name: '+ Divider' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('This dashboard was saved successfully.').first().waitFor();

    await other.getByRole('button', { name: '+ Header' }).click();
    await other.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = other.getByRole('alertdialog');
    await dialog.getByText('This dashboard was changed since you opened it').waitFor();
    await other.screenshot({ path: `${SCREENSHOTS}/dashboard-conflict.png` });
    expect(Object.values(await storedPositions(id)).some((v) => typeof v === 'object' && v.type === 'HEADER')).toBe(
      false,
    );
    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await expect
      .poll(
        async () => Object.values(await storedPositions(id)).some((v) => typeof v === 'object' && v.type === 'HEADER'),
        {
          timeout: 60_000,
        },
      )
      .toBe(true);
    await other.close();
  });

  it('round-trips a layout exported by Superset unchanged through view, edit and save', async () => {
    const [a, b] = charts as [ExampleChart, ExampleChart];
    const exported: Positions = {
      CHART_abc: {
        children: [],
        id: 'CHART-abc123XYZ',
        meta: {
          chartId: a.id,
          height: 50,
          sliceName: a.slice_name,
          sliceNameOverride: 'Renamed here',
          uuid: 'u-1',
          width: 6,
        },
        parents: ['ROOT_ID', 'TABS-tabs1', 'TAB-first', 'ROW-r1'],
        type: 'CHART',
      },
      'COLUMN-c1': {
        children: ['HEADER-h1', 'CHART-def456'],
        id: 'COLUMN-c1',
        meta: { background: 'BACKGROUND_TRANSPARENT', width: 6 },
        parents: ['ROOT_ID', 'TABS-tabs1', 'TAB-first', 'ROW-r1'],
        type: 'COLUMN',
      },
      'CHART-def456': {
        children: [],
        id: 'CHART-def456',
        meta: { chartId: b.id, height: 30, sliceName: b.slice_name, uuid: 'u-2', width: 3 },
        parents: ['ROOT_ID', 'TABS-tabs1', 'TAB-first', 'ROW-r1', 'COLUMN-c1'],
        type: 'CHART',
      },
      DASHBOARD_VERSION_KEY: 'v2',
      GRID_ID: { children: [], id: 'GRID_ID', parents: ['ROOT_ID'], type: 'GRID' } as unknown as Component,
      HEADER_ID: { id: 'HEADER_ID', meta: { text: 'Exported' }, type: 'HEADER' } as unknown as Component,
      'HEADER-h1': {
        children: [],
        id: 'HEADER-h1',
        meta: { background: 'BACKGROUND_TRANSPARENT', headerSize: 'SMALL_HEADER', text: 'Column header' },
        parents: ['ROOT_ID', 'TABS-tabs1', 'TAB-first', 'ROW-r1', 'COLUMN-c1'],
        type: 'HEADER',
      },
      'MARKDOWN-m1': {
        children: [],
        id: 'MARKDOWN-m1',
        meta: { code: '# Read me\n\n<script>window.__pwned = 1</script>Some **bold** text', height: 20, width: 12 },
        parents: ['ROOT_ID', 'TABS-tabs1', 'TAB-second', 'ROW-r2'],
        type: 'MARKDOWN',
      },
      'DIVIDER-d1': {
        children: [],
        id: 'DIVIDER-d1',
        meta: {},
        parents: ['ROOT_ID', 'TABS-tabs1', 'TAB-second'],
        type: 'DIVIDER',
      },
      ROOT_ID: { children: ['TABS-tabs1'], id: 'ROOT_ID', type: 'ROOT' } as unknown as Component,
      'ROW-r1': {
        children: ['CHART-abc123XYZ', 'COLUMN-c1'],
        id: 'ROW-r1',
        meta: { background: 'BACKGROUND_TRANSPARENT' },
        parents: ['ROOT_ID', 'TABS-tabs1', 'TAB-first'],
        type: 'ROW',
      },
      'ROW-r2': {
        children: ['MARKDOWN-m1'],
        id: 'ROW-r2',
        meta: { background: 'BACKGROUND_TRANSPARENT' },
        parents: ['ROOT_ID', 'TABS-tabs1', 'TAB-second'],
        type: 'ROW',
      },
      'TAB-first': {
        children: ['ROW-r1'],
        id: 'TAB-first',
        meta: { defaultText: 'Tab title', placeholder: 'Tab title', text: 'Overview' },
        parents: ['ROOT_ID', 'TABS-tabs1'],
        type: 'TAB',
      },
      'TAB-second': {
        children: ['ROW-r2', 'DIVIDER-d1'],
        id: 'TAB-second',
        meta: { defaultText: 'Tab title', placeholder: 'Tab title', text: 'Notes' },
        parents: ['ROOT_ID', 'TABS-tabs1'],
        type: 'TAB',
      },
      'TABS-tabs1': {
        children: ['TAB-first', 'TAB-second'],
        id: 'TABS-tabs1',
        meta: {},
        parents: ['ROOT_ID'],
        type: 'TABS',
      },
    };
    // Superset keys each component by its id.
    exported['CHART-abc123XYZ'] = exported.CHART_abc as Component;
    delete exported.CHART_abc;
    const id = await createDashboard(`Exported ${suffix}`, exported);
    const original = await storedPositions(id);

    await page.goto(`${app.baseUrl}/superset/dashboard/${id}/`);
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    const renamed = page.getByRole('region', { name: 'Renamed here' });
    await renamed.waitFor();
    await page.getByRole('heading', { name: 'Column header' }).waitFor();
    const row = await page.locator('.dashboard-row').first().boundingBox();
    const card = await renamed.boundingBox();
    const small = await page.locator(`section[data-chart-id="${b.id}"]`).boundingBox();
    if (!row || !card || !small) throw new Error('not laid out');
    expect(card.height).toBe(50 * 8);
    expect(small.height).toBe(30 * 8);
    // 6 of 12 columns, 16 px gutters: half the row less half a gutter.
    expect(Math.abs(card.width - (row.width - 16) / 2)).toBeLessThan(2);
    await page.getByRole('tab', { name: 'Notes' }).click();
    await page.getByRole('heading', { name: 'Read me' }).waitFor();
    expect(new URL(page.url()).searchParams.get('activeTabs')).toBe('TAB-second');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-exported.png`, fullPage: true });

    await page.goto(`${app.baseUrl}/superset/dashboard/${id}/?edit=true`);
    await page.getByRole('region', { name: 'Edit dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('This dashboard was saved successfully.').first().waitFor();
    expect(await storedPositions(id)).toEqual(original);
  });

  it('loads the charts of a background tab when that tab opens, each chart once', async () => {
    const [a, b, c] = charts as [ExampleChart, ExampleChart, ExampleChart];
    const root = ['ROOT_ID', 'TABS-bg'];
    const positions: Positions = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['TABS-bg'], parents: [], meta: {} },
      'TABS-bg': { id: 'TABS-bg', type: 'TABS', children: ['TAB-first', 'TAB-second'], parents: ['ROOT_ID'], meta: {} },
      'TAB-first': { id: 'TAB-first', type: 'TAB', children: ['ROW-first'], parents: root, meta: { text: 'First' } },
      'TAB-second': {
        id: 'TAB-second',
        type: 'TAB',
        children: ['ROW-second'],
        parents: root,
        meta: { text: 'Second' },
      },
      'ROW-first': { id: 'ROW-first', type: 'ROW', children: ['CHART-a'], parents: [...root, 'TAB-first'], meta: {} },
      'ROW-second': {
        id: 'ROW-second',
        type: 'ROW',
        children: ['CHART-b', 'CHART-c', 'CHART-b2'],
        parents: [...root, 'TAB-second'],
        meta: {},
      },
      'CHART-a': chartComponent('CHART-a', a, [...root, 'TAB-first', 'ROW-first']),
      'CHART-b': chartComponent('CHART-b', b, [...root, 'TAB-second', 'ROW-second']),
      'CHART-c': chartComponent('CHART-c', c, [...root, 'TAB-second', 'ROW-second']),
      // The same chart placed twice: its query runs once.
      'CHART-b2': chartComponent('CHART-b2', b, [...root, 'TAB-second', 'ROW-second']),
    };
    const id = await createDashboard(`Background tab ${suffix}`, positions);
    const graphqlPosts: string[] = [];
    const record = (request: { url(): string; method(): string; postData(): string | null }) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST')
        graphqlPosts.push(request.postData() ?? '');
    };
    page.on('request', record);
    try {
      await page.goto(`${app.baseUrl}/superset/dashboard/${id}/`);
      await waitForCharts(page, 1);
      await expect.poll(() => page.locator(`section[data-chart-id="${a.id}"] [role="figure"]`).count()).toBe(1);
      const reloads = () => graphqlPosts.filter((body) => /chartRefreshReloadQuery/.test(body));
      // Nothing of the second tab was asked for with the page.
      expect(graphqlPosts.filter((body) => body.includes('DashboardPageQuery'))).toHaveLength(1);
      expect(reloads()).toHaveLength(0);
      await page.getByRole('tab', { name: 'Second' }).click();
      await expect.poll(() => page.locator(`section[data-chart-id="${b.id}"] [role="figure"]`).count()).toBe(2);
      await expect.poll(() => page.locator(`section[data-chart-id="${c.id}"] [role="figure"]`).count()).toBe(1);
      // One query per distinct chart of the tab opened, none for the first tab again.
      const asked = reloads().map((body) => (JSON.parse(body) as { variables: { id: string } }).variables.id);
      expect(new Set(asked).size).toBe(asked.length);
      expect(asked).toHaveLength(2);
      expect(page.url()).toContain('TAB-second');
    } finally {
      page.off('request', record);
    }
  });

  it('adds an owner found by name in the properties modal', async () => {
    const alpha = await addUser(app, 'Alpha');
    const id = await createDashboard(`Owners ${suffix}`, simpleLayout([charts[0] as ExampleChart]));
    await page.goto(`${app.baseUrl}/superset/dashboard/${id}/?edit=true`);
    await page.getByRole('button', { name: 'Edit properties' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dashboard properties' });
    await dialog.getByRole('textbox', { name: 'Add an owner' }).fill(alpha.username);
    await dialog.getByRole('button', { name: 'Add Alpha Tester' }).click();
    await dialog.getByRole('checkbox', { name: 'Alpha Tester' }).waitFor();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(async () => {
        const body = await api<{ result: { owners: { id: number }[] } }>(`/api/v1/dashboard/${id}`);
        return body.result.owners.map((o) => o.id);
      })
      .toContain(alpha.id);
  });

  it('passes axe in the dark theme, in view and in edit mode', async () => {
    const id = await createDashboard(`Dark ${suffix}`, simpleLayout(charts.slice(0, 2)));
    await page.goto(`${app.baseUrl}/superset/dashboard/${id}/`);
    await waitForCharts(page, 2);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    try {
      const found: Record<string, unknown[]> = {};
      // Drawn dark from the start (the theme's colour transition would fool the contrast check).
      await page.reload();
      await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
      await waitForCharts(page, 2);
      found.view = await seriousAxe(page);
      await page.goto(`${app.baseUrl}/superset/dashboard/${id}/?edit=true`);
      await page.getByRole('region', { name: 'Edit dashboard' }).waitFor();
      await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
      await waitForCharts(page, 2);
      found.edit = await seriousAxe(page);
      expect(found).toEqual({ view: [], edit: [] });
    } finally {
      // Back to light, so the tests after this one see the theme they expect.
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
      await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    }
  });

  it('offers a Gamma user no Edit button', async () => {
    const gamma = await addUser(app, 'Gamma');
    const other = await launchBrowser();
    try {
      const gammaPage = await other.newPage();
      await signIn(gammaPage, app.baseUrl, gamma.username, gamma.password);
      await gammaPage.goto(`${app.baseUrl}/superset/dashboard/sales-overview/?edit=true`);
      await gammaPage.getByRole('heading', { name: 'Sales overview', level: 1 }).waitFor({ timeout: 90_000 });
      expect(await gammaPage.getByRole('button', { name: 'Edit dashboard' }).count()).toBe(0);
      expect(await gammaPage.getByRole('region', { name: 'Edit dashboard' }).count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
