import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { json, suffix } from '../rest/fixtures.ts';

/** One chart's deferred part of the dashboard answer, with the time it arrived. */
interface Arrival {
  ms: number;
  sliceName: string;
  outcome: { __typename: string; message?: string; results?: { rowcount: number }[] };
}

/**
 * A dashboard whose charts read a PostgreSQL warehouse that takes 5 s to answer (a `pg_sleep`
 * virtual dataset), as the dashboard screen loads it: one GraphQL query with each chart's data
 * deferred. The healthy charts arrive while the slow ones run; the slow chart waits and answers,
 * its twin with a 2 s database timeout errs with a message; the gateway keeps serving.
 */
describe('faults: a slow warehouse on a dashboard', () => {
  let app: TestApp;
  let warehouse: ScratchDatabase;
  let dashboardId = 0;
  const tag = suffix();

  async function post(path: string, body: unknown): Promise<number> {
    const res = await app.request(path, { method: 'POST', json: body });
    const answer = await json<{ id: number }>(res);
    expect(res.status, `${path} ${JSON.stringify(answer)}`).toBe(201);
    return answer.id;
  }

  async function chart(datasetId: number, name: string): Promise<void> {
    await post('/api/v1/chart/', {
      slice_name: name,
      viz_type: 'big_number_total',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify({ metric: { expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' } }),
      dashboards: [dashboardId],
    });
  }

  beforeAll(async () => {
    [app, warehouse] = await Promise.all([
      startTestApp({ examplesRows: 300 }),
      createScratchDatabase('chartroom_faults_slow'),
    ]);
    const client = new pg.Client({ connectionString: warehouse.url });
    await client.connect();
    await client.query(`CREATE TABLE sales (id int, amount numeric);
      INSERT INTO sales SELECT g, g FROM generate_series(1, 100) g;`);
    await client.end();
    const uri = warehouse.url;
    const plain = await post('/api/v1/database/', { database_name: `slow ${tag}`, sqlalchemy_uri: uri });
    const limited = await post('/api/v1/database/', {
      database_name: `slow limited ${tag}`,
      sqlalchemy_uri: uri,
      extra: JSON.stringify({ query_timeout: 2 }),
    });
    const slowSql = 'SELECT s.* FROM sales s CROSS JOIN pg_sleep(5)';
    const healthy = await post('/api/v1/dataset/', { database: plain, schema: 'public', table_name: 'sales' });
    const slow = await post('/api/v1/dataset/', { database: plain, table_name: `slow_${tag}`, sql: slowSql });
    const slowLimited = await post('/api/v1/dataset/', {
      database: limited,
      table_name: `slow_limited_${tag}`,
      sql: slowSql,
    });
    dashboardId = await post('/api/v1/dashboard/', { dashboard_title: `Slow warehouse ${tag}`, published: true });
    await chart(healthy, 'healthy');
    await chart(slow, 'slow');
    await chart(slowLimited, 'slow with timeout');
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await warehouse?.drop();
  });

  /** The dashboard screen's shape: the charts at once, each chart's data deferred. */
  async function loadDashboard(): Promise<{ initial: string[]; arrivals: Arrival[] }> {
    const started = performance.now();
    const res = await app.request('/graphql', {
      method: 'POST',
      headers: { accept: 'multipart/mixed; deferSpec=20220824, application/json' },
      json: {
        query: `query SlowDashboard($id: String!) {
          dashboard(idOrSlug: $id) {
            charts {
              sliceName
              ... @defer {
                dataResult(force: true) {
                  __typename
                  ... on ChartDataError { message }
                  ... on ChartData { results { rowcount } }
                }
              }
            }
          }
        }`,
        variables: { id: String(dashboardId) },
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/multipart\/mixed/);
    let initial: string[] = [];
    const arrivals: Arrival[] = [];
    const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
    if (!reader) throw new Error('no body');
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += value;
      // Each part: headers, a blank line, one JSON payload, then the next boundary.
      for (let end = buffer.indexOf('\r\n---'); end >= 0; end = buffer.indexOf('\r\n---')) {
        const part = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        const jsonStart = part.indexOf('{');
        if (jsonStart < 0) continue;
        const payload = JSON.parse(part.slice(jsonStart)) as {
          data?: { dashboard: { charts: { sliceName: string }[] } };
          incremental?: { path: (string | number)[]; data: { dataResult: Arrival['outcome'] } }[];
        };
        if (payload.data) initial = payload.data.dashboard.charts.map((c) => c.sliceName);
        for (const inc of payload.incremental ?? []) {
          const index = inc.path[2] as number;
          arrivals.push({
            ms: performance.now() - started,
            sliceName: initial[index] ?? `#${index}`,
            outcome: inc.data.dataResult,
          });
        }
      }
    }
    return { initial, arrivals };
  }

  it('sends the healthy chart while the slow ones run; the slow chart waits, its timed-out twin errs with a message', async () => {
    const { initial, arrivals } = await loadDashboard();
    expect([...initial].sort()).toEqual(['healthy', 'slow', 'slow with timeout']);
    const byName = new Map(arrivals.map((a) => [a.sliceName, a]));
    const healthy = byName.get('healthy');
    const slow = byName.get('slow');
    const limited = byName.get('slow with timeout');
    expect(healthy?.outcome.__typename).toBe('ChartData');
    expect(healthy?.outcome.results?.[0]?.rowcount).toBe(1);
    // Not held back by the 5 s query: it arrives first, well before the slow chart.
    expect(healthy?.ms).toBeLessThan(4_000);
    expect(arrivals[0]?.sliceName).toBe('healthy');

    expect(limited?.outcome.__typename).toBe('ChartDataError');
    expect(limited?.outcome.message).toMatch(/timeout|timed out|cancel/i);
    expect(limited?.ms).toBeLessThan(slow?.ms ?? 0);

    expect(slow?.outcome.__typename).toBe('ChartData');
    expect(slow?.outcome.results?.[0]?.rowcount).toBe(1);
    expect(slow?.ms).toBeGreaterThanOrEqual(5_000);
  }, 60_000);

  it('answers other requests while a slow chart runs, and lives on', async () => {
    const slow = loadDashboard();
    await new Promise((r) => setTimeout(r, 500));
    const started = performance.now();
    const [charts, health] = await Promise.all([
      app.request('/api/v1/chart/?q=(page_size:5)'),
      app.request('/health', { token: null }),
    ]);
    expect(charts.status).toBe(200);
    expect(health.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(4_000);
    const { arrivals } = await slow;
    expect(arrivals).toHaveLength(3);
    expect((await app.request('/health', { token: null })).status).toBe(200);
  }, 60_000);
});
