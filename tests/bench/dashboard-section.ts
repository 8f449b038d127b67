/**
 * What a user waits for on a dashboard: a 30-chart dashboard on the example charts (cycled, each
 * placement its own saved chart), results cached, opened in Chromium. The figure is the time from
 * navigation to every chart drawn, against the same charts fetched the way Superset's page does
 * (the dashboard, then one REST chart-data request per chart; no drawing, so a lower bound), and
 * the number of HTTP requests the dashboard made for its data.
 */
import { launchBrowser } from '../browser/chromium.ts';
import { type BenchContext, type BenchSection, median, round2, round3 } from './section.ts';

const CHARTS = 30;
export const TARGET_DASHBOARD_MS = 2000;
export const TARGET_DASHBOARD_RATIO = 0.3;

interface RestChart {
  id: number;
  slice_name: string;
  viz_type: string;
  params: string;
  query_context: string | null;
  datasource_id: number;
}

async function json<T>(ctx: BenchContext, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${ctx.base}${path}`, { ...init, headers: ctx.headers });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Thirty saved charts (copies of the example charts) on one dashboard, three to a row. */
async function buildDashboard(ctx: BenchContext): Promise<{ id: number; chartIds: number[] }> {
  const list = await json<{ result: { id: number }[] }>(ctx, '/api/v1/chart/?q=(page_size:100)');
  const examples: RestChart[] = [];
  for (const { id } of list.result)
    examples.push((await json<{ result: RestChart }>(ctx, `/api/v1/chart/${id}`)).result);
  const drawable = examples.filter((c) => c.query_context);
  const chartIds: number[] = [];
  for (let i = 0; i < CHARTS; i++) {
    const source = drawable[i % drawable.length] as RestChart;
    const copy = await json<{ id: number }>(ctx, '/api/v1/chart/', {
      method: 'POST',
      body: JSON.stringify({
        slice_name: `${source.slice_name} (bench ${i + 1})`,
        viz_type: source.viz_type,
        datasource_id: source.datasource_id,
        datasource_type: 'table',
        params: source.params,
        query_context: source.query_context,
      }),
    });
    chartIds.push(copy.id);
  }
  const positions: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], parents: [], meta: {} },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [], parents: ['ROOT_ID'], meta: {} },
  };
  const grid = positions.GRID_ID as { children: string[] };
  for (let row = 0; row * 3 < chartIds.length; row++) {
    const rowId = `ROW-bench${row}`;
    const ids = chartIds.slice(row * 3, row * 3 + 3);
    grid.children.push(rowId);
    positions[rowId] = {
      id: rowId,
      type: 'ROW',
      children: ids.map((id) => `CHART-bench${id}`),
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    for (const id of ids) {
      positions[`CHART-bench${id}`] = {
        id: `CHART-bench${id}`,
        type: 'CHART',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', rowId],
        meta: { chartId: id, width: 4, height: 40 },
      };
    }
  }
  const dashboard = await json<{ id: number }>(ctx, '/api/v1/dashboard/', {
    method: 'POST',
    body: JSON.stringify({ dashboard_title: 'Bench: 30 charts', position_json: JSON.stringify(positions) }),
  });
  // Warm cache: every chart's result computed once.
  for (const id of chartIds) await json(ctx, `/api/v1/chart/${id}/data/`);
  return { id: dashboard.id, chartIds };
}

export const dashboardSection: BenchSection = {
  name: 'dashboard',
  async run(ctx) {
    const { id, chartIds } = await buildDashboard(ctx);
    const browser = await launchBrowser();
    try {
      // The browser signs in through the login form (run.ts's admin password), as a user does.
      const page = await browser.newPage();
      await page.goto(`${ctx.base}/login/`);
      await page.getByLabel(/username/i).fill('admin');
      await page.getByLabel(/password/i).fill('bench-admin-password');
      await page.getByRole('button', { name: /sign in/i }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));

      const drawn: number[] = [];
      const requests: number[] = [];
      const runs = Math.max(3, Math.min(ctx.runs, 7));
      for (let run = 0; run <= runs; run++) {
        let dataRequests = 0;
        const count = (request: { url(): string }) => {
          const url = request.url();
          if (url.endsWith('/graphql') || /\/api\/v1\/chart\/.*data/.test(url)) dataRequests++;
        };
        page.on('request', count);
        await page.goto(`${ctx.base}/superset/dashboard/${id}/`);
        await page.waitForFunction(
          (n) => document.querySelectorAll('section[data-chart-id] [role="figure"]').length >= n,
          chartIds.length,
          { timeout: 120_000, polling: 'raf' },
        );
        const ms = await page.evaluate(() => performance.now());
        page.off('request', count);
        // The first load also fetches the code: left out, like the warm-up of every other section.
        if (run > 0) {
          drawn.push(ms);
          requests.push(dataRequests);
        }
      }

      const rest: number[] = [];
      for (let run = 0; run <= runs; run++) {
        await page.goto(`${ctx.base}/health`);
        const ms = await page.evaluate(
          async ({ dashboardId, ids }) => {
            const started = performance.now();
            await (await fetch(`/api/v1/dashboard/${dashboardId}`)).json();
            await (await fetch(`/api/v1/dashboard/${dashboardId}/charts`)).json();
            await Promise.all(ids.map(async (chartId) => (await fetch(`/api/v1/chart/${chartId}/data/`)).json()));
            return performance.now() - started;
          },
          { dashboardId: id, ids: chartIds },
        );
        if (run > 0) rest.push(ms);
      }

      const drawnMs = median(drawn);
      const restMs = median(rest);
      const figures = {
        charts: chartIds.length,
        runs,
        drawn_ms: round2(drawnMs),
        rest_fetch_only_ms: round2(restMs),
        ratio: round3(drawnMs / restMs),
        data_requests: median(requests),
        rest_data_requests: chartIds.length + 2,
        target_ms: TARGET_DASHBOARD_MS,
        target_ratio: TARGET_DASHBOARD_RATIO,
      };
      console.log('\ndashboard of 30 charts, warm cache, Chromium: navigation to every chart drawn');
      console.table([figures]);
      return figures;
    } finally {
      await browser.close();
    }
  },
};
