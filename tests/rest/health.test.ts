import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { json } from './fixtures.ts';

/** Health answers for the gateway itself; warehouses are reported, never a reason to fail. */
describe('health without the examples', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ examplesRows: 0 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is healthy with the examples turned off (CHARTROOM_EXAMPLES_ROWS=0)', async () => {
    const res = await app.request('/health', { token: null });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: 'ok', warehouses: { examples: 'not registered' } });
  });
});

describe('health with the examples', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ examplesRows: 500 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stays healthy after an admin renames the examples database, and still serves its charts', async () => {
    const list = await json(await app.request('/api/v1/database/?q=(page_size:100)'));
    const examples = (list.result as { id: number; database_name: string }[]).find(
      (d) => d.database_name === 'examples',
    );
    expect(examples).toBeDefined();
    const renamed = await app.request(`/api/v1/database/${examples?.id}`, {
      method: 'PUT',
      json: { database_name: 'Example warehouse' },
    });
    expect(renamed.status).toBe(200);
    const res = await app.request('/health', { token: null });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: 'ok', warehouses: { examples: 'ok' } });
    const charts = await json(await app.request('/api/v1/chart/?q=(page_size:1)'));
    const [chart] = charts.result as { id: number }[];
    const data = await app.request(`/api/v1/chart/${chart?.id}/data/`);
    expect(data.status).toBe(200);
  });
});
