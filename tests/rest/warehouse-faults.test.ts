import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { json, q, suffix } from './fixtures.ts';

interface ChartDataAnswer {
  message?: string;
  result?: { rowcount: number; data: Record<string, unknown>[] }[];
}

/**
 * What a warehouse does wrong stays with the charts that read it: a database that is down, slow or
 * kills a query mid-way fails those charts with a message, while other charts answer and the
 * gateway lives on.
 */
describe('warehouse faults', () => {
  let app: TestApp;
  let warehouse: ScratchDatabase;
  let goneWarehouse: ScratchDatabase;
  let salesId = 0;
  let slowId = 0;
  let goneId = 0;
  let exampleChartId = 0;
  const tag = suffix();

  async function addDataset(databaseName: string, uri: string, table: string, extra = '{}'): Promise<number> {
    const db = await app.request('/api/v1/database/', {
      method: 'POST',
      json: { database_name: databaseName, sqlalchemy_uri: uri, extra },
    });
    const dbBody = await json<{ id: number }>(db);
    expect(db.status, JSON.stringify(dbBody)).toBe(201);
    const ds = await app.request('/api/v1/dataset/', {
      method: 'POST',
      json: { database: dbBody.id, schema: 'wh', table_name: table },
    });
    const dsBody = await json<{ id: number }>(ds);
    expect(ds.status, JSON.stringify(dsBody)).toBe(201);
    return dsBody.id;
  }

  const totalQuery = (datasetId: number) => ({
    datasource: { id: datasetId, type: 'table' },
    force: true,
    queries: [{ metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' }], row_limit: 10 }],
    result_format: 'json',
    result_type: 'full',
  });

  async function chartData(datasetId: number): Promise<{ status: number; body: ChartDataAnswer }> {
    const res = await app.request('/api/v1/chart/data', { method: 'POST', json: totalQuery(datasetId) });
    return { status: res.status, body: await json<ChartDataAnswer>(res) };
  }

  async function exampleChartAnswers(): Promise<void> {
    const res = await app.request(`/api/v1/chart/${exampleChartId}/data/?force=true`);
    expect(res.status).toBe(200);
    const health = await app.request('/health', { token: null });
    expect(health.status).toBe(200);
  }

  beforeAll(async () => {
    [app, warehouse, goneWarehouse] = await Promise.all([
      startTestApp({ examplesRows: 300 }),
      createScratchDatabase('chartroom_faults'),
      createScratchDatabase('chartroom_faults_gone'),
    ]);
    for (const target of [warehouse, goneWarehouse]) {
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      await client.query(`CREATE SCHEMA wh;
        CREATE TABLE wh.sales (id int, amount numeric);
        INSERT INTO wh.sales SELECT g, g FROM generate_series(1, 100) g;
        CREATE VIEW wh.slow_sales AS SELECT s.* FROM wh.sales s CROSS JOIN pg_sleep(5);`);
      await client.end();
    }
    salesId = await addDataset(`faults ${tag}`, warehouse.url, 'sales');
    // The same server with a 2 s query timeout, for the slow view.
    slowId = await addDataset(`faults slow ${tag}`, warehouse.url, 'slow_sales', JSON.stringify({ query_timeout: 2 }));
    goneId = await addDataset(`faults gone ${tag}`, goneWarehouse.url, 'sales');
    const charts = await json<{ result: { id: number }[] }>(await app.request(`/api/v1/chart/?${q({ page_size: 1 })}`));
    exampleChartId = charts.result[0]?.id ?? 0;
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await warehouse?.drop();
    await goneWarehouse?.drop();
  });

  it('answers a healthy warehouse', async () => {
    const { status, body } = await chartData(salesId);
    expect(status).toBe(200);
    expect(Number(body.result?.[0]?.data[0]?.total)).toBe(5050);
  });

  it('fails only the charts of a warehouse that is down, with a message', async () => {
    expect((await chartData(goneId)).status).toBe(200);
    await goneWarehouse.drop();
    const { status, body } = await chartData(goneId);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(body.message).toMatch(/\w/);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
    await exampleChartAnswers();
    expect((await chartData(salesId)).status).toBe(200);
  });

  it('times a slow query out after the database timeout while other charts answer meanwhile', async () => {
    const started = Date.now();
    const slow = chartData(slowId);
    // While the slow query runs, the healthy warehouse and the examples answer.
    const fast = await chartData(salesId);
    expect(fast.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    await exampleChartAnswers();
    const { status, body } = await slow;
    expect(status).toBeGreaterThanOrEqual(400);
    expect(body.message).toMatch(/timeout|timed out|cancel/i);
  });

  it('reports a query the warehouse kills mid-way and keeps serving', async () => {
    // The plain view without a timeout: killed by the database administrator after a moment.
    const slowPlainId = await addDataset(`faults killed ${tag}`, warehouse.url, 'slow_sales');
    const running = chartData(slowPlainId);
    const admin = new pg.Client({ connectionString: warehouse.url });
    await admin.connect();
    try {
      let killed = 0;
      for (let i = 0; i < 50 && killed === 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
        const res = await admin.query(
          `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid() AND query ILIKE '%slow_sales%'`,
        );
        killed = res.rows.filter((r: { done: boolean }) => r.done).length;
      }
      expect(killed).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    const { status, body } = await running;
    expect(status).toBeGreaterThanOrEqual(400);
    expect(body.message).toMatch(/\w/);
    // The connector recovers: the same database answers the next query.
    expect((await chartData(salesId)).status).toBe(200);
    await exampleChartAnswers();
  });
});
