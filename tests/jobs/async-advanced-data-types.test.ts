import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { json } from '../rest/fixtures.ts';

interface AsyncEvent {
  id: string;
  job_id: string;
  status: string;
  errors: { message: string }[];
  result_url: string | null;
}

const cookieOf = (res: Response) => /async-token=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? null;
// Even rows in 10.0.0.0/8 (10.0.0.<i>), odd rows in 192.168.1.0/24.
const SQL = `SELECT CAST(CASE WHEN i % 2 = 0 THEN 167772160 + i ELSE 3232235776 + i END AS BIGINT) AS src_ip
FROM range(40) AS t(i)`;

// An async chart job compiles with the gateway's flags: ENABLE_ADVANCED_DATA_TYPES translates the
// filter in the job as it does in a synchronous request.
describe('advanced data type filters in async chart jobs', () => {
  let app: TestApp;
  let datasetId = 0;
  beforeAll(async () => {
    app = await startTestApp({ featureFlags: 'GLOBAL_ASYNC_QUERIES,ENABLE_ADVANCED_DATA_TYPES', examplesRows: 50 });
    const databases = await json<{ result: { id: number; database_name: string }[] }>(
      await app.request('/api/v1/database/?q=(page_size:100)'),
    );
    const database = databases.result.find((d) => /example/i.test(d.database_name)) ?? databases.result[0];
    const created = await app.request('/api/v1/dataset/', {
      method: 'POST',
      json: { database: database?.id, schema: 'main', table_name: `adt_jobs_${Date.now()}`, sql: SQL },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    datasetId = (await json<{ id: number }>(created)).id;
    const shown = await json<{ result: { columns: { id: number; column_name: string }[] } }>(
      await app.request(`/api/v1/dataset/${datasetId}`),
    );
    const put = await app.request(`/api/v1/dataset/${datasetId}`, {
      method: 'PUT',
      json: {
        columns: shown.result.columns.map((c) => ({
          id: c.id,
          column_name: c.column_name,
          advanced_data_type: c.column_name === 'src_ip' ? 'internet_address' : null,
        })),
      },
    });
    expect(put.status, await put.clone().text()).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  async function finished(cookie: string, jobId: string): Promise<AsyncEvent> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const res = await app.request('/api/v1/async_event/', { headers: { cookie: `async-token=${cookie}` } });
      const { result } = await json<{ result: AsyncEvent[] }>(res);
      const end = result.find((e) => e.job_id === jobId && (e.status === 'done' || e.status === 'error'));
      if (end) return end;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`job ${jobId} did not finish`);
  }

  it('counts the rows of a CIDR network in the job', async () => {
    const res = await app.request('/api/v1/chart/data', {
      method: 'POST',
      json: {
        datasource: { id: datasetId, type: 'table' },
        force: true,
        queries: [{ metrics: ['count'], filters: [{ col: 'src_ip', op: '==', val: '10.0.0.0/30' }] }],
      },
    });
    expect(res.status, await res.clone().text()).toBe(202);
    const cookie = cookieOf(res) as string;
    const { job_id } = await json<{ job_id: string }>(res);
    const done = await finished(cookie, job_id);
    expect(done.errors).toEqual([]);
    expect(done.status).toBe('done');
    const result = await json<{ result: { data: unknown[] }[] }>(await app.request(done.result_url as string));
    // 10.0.0.0 - 10.0.0.3 holds rows 0 and 2.
    expect(result.result[0]?.data).toEqual([{ count: 2 }]);
  });
});
