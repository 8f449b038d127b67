/**
 * What a user waits for on a dashboard: a 30-chart dashboard on the example charts (cycled, each
 * placement its own saved chart), results cached, opened in Chromium. The figure is the time from
 * navigation to every chart drawn, against the same dashboard loaded the way Superset's page loads
 * it: a bench-only page (`dashboard-rest-page/`, built here with Vite) that reads the dashboard,
 * its charts and datasets over REST, then makes one chart-data request per chart and draws each
 * with the product's own chart renderers. Also the number of HTTP requests for the dashboard's data.
 */
import { launchBrowser } from '../browser/chromium.ts';
import { buildRestPage, serveRestPage } from './dashboard-rest-page.ts';
import { type BenchContext, type BenchSection, median, round2, round3 } from './section.ts';

const CHARTS = 30;
export const TARGET_DASHBOARD_MS = 2000;
export const TARGET_DASHBOARD_RATIO = 0.3;
/**
 * GraphQL requests of the page that are not the dashboard's data: the app shell (on a full page
 * load) and the header's e-mail report entry. Counted apart.
 */
const PAGE_FURNITURE =
  /"(?:operationName|id)"\s*:\s*"(?:AppLayoutQuery|ReportScheduleButton\w*)"|query (?:AppLayoutQuery|ReportScheduleButton\w*)\b/;

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
      const otherRequests: number[] = [];
      const runs = Math.max(3, Math.min(ctx.runs, 7));
      // When the last data response ended (the streamed operation, or the last REST answer): what is
      // left after it until every chart is drawn is the browser drawing.
      const dataArrived = () =>
        page.evaluate(() =>
          Math.max(
            0,
            ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
              .filter((e) => /^\/(graphql$|api\/)/.test(new URL(e.name).pathname))
              .map((e) => e.responseEnd),
          ),
        );
      const arrived: number[] = [];
      const restArrived: number[] = [];
      const allDrawn = (n: number) =>
        page.waitForFunction(
          (count) => document.querySelectorAll('section[data-chart-id] [role="figure"]').length >= count,
          n,
          { timeout: 120_000, polling: 'raf' },
        );
      for (let run = 0; run <= runs; run++) {
        let dataRequests = 0;
        let furniture = 0;
        const count = (request: { url(): string; postData(): string | null; method(): string }) => {
          const url = new URL(request.url());
          if (url.pathname === '/graphql') {
            const body = request.method() === 'GET' ? url.search : (request.postData() ?? '');
            if (PAGE_FURNITURE.test(decodeURIComponent(body))) furniture++;
            else dataRequests++;
          } else if (url.pathname.startsWith('/api/')) dataRequests++;
        };
        page.on('request', count);
        await page.goto(`${ctx.base}/superset/dashboard/${id}/`);
        await allDrawn(chartIds.length);
        const ms = await page.evaluate(() => performance.now());
        page.off('request', count);
        // The first load also fetches the code: left out, like the warm-up of every other section.
        if (run > 0) {
          arrived.push(await dataArrived());
          drawn.push(ms);
          requests.push(dataRequests);
          otherRequests.push(furniture);
        }
      }

      const restPage = await serveRestPage(ctx.base, await buildRestPage());
      const rest: number[] = [];
      const restRequests: number[] = [];
      try {
        for (let run = 0; run <= runs; run++) {
          let dataRequests = 0;
          const count = (request: { url(): string }) => {
            if (new URL(request.url()).pathname.startsWith('/api/')) dataRequests++;
          };
          page.on('request', count);
          await page.goto(`${restPage.url}?id=${id}`);
          await allDrawn(chartIds.length);
          const ms = await page.evaluate(() => performance.now());
          page.off('request', count);
          if (run > 0) {
            restArrived.push(await dataArrived());
            rest.push(ms);
            restRequests.push(dataRequests);
          }
        }
      } finally {
        await restPage.close();
      }

      const drawnMs = median(drawn);
      const restMs = median(rest);
      const figures = {
        charts: chartIds.length,
        runs,
        drawn_ms: round2(drawnMs),
        data_arrived_ms: round2(median(arrived)),
        rest_drawn_ms: round2(restMs),
        rest_data_arrived_ms: round2(median(restArrived)),
        ratio: round3(drawnMs / restMs),
        data_requests: median(requests),
        other_graphql_requests: median(otherRequests),
        rest_data_requests: median(restRequests),
        target_ms: TARGET_DASHBOARD_MS,
        target_ratio: TARGET_DASHBOARD_RATIO,
      };
      console.log('\ndashboard of 30 charts, warm cache, Chromium: navigation to every chart drawn (GraphQL vs REST)');
      console.table([figures]);
      return figures;
    } finally {
      await browser.close();
    }
  },
};
