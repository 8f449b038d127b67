import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { json, openStore } from '../rest/fixtures.ts';

// The cache timeout of a chart-data answer (issue 4): the request's custom_cache_timeout, else
// the chart's, else the dataset's, else the database's, else the default (one day). Set through
// the REST API as a user would, read back from the `cache_timeout` of the answer.

describe('cache timeout precedence: request > chart > dataset > database > default', () => {
  let app: TestApp;
  let store: MetadataStore;
  let chart: { id: number; datasourceId: number; queryContext: string | null };
  let databaseId: number;

  beforeAll(async () => {
    app = await startTestApp();
    store = await openStore(app);
    chart = await store.prisma.chart.findFirstOrThrow({
      where: { vizType: 'big_number_total' },
      select: { id: true, datasourceId: true, queryContext: true },
    });
    const dataset = await store.prisma.dataset.findUniqueOrThrow({ where: { id: chart.datasourceId } });
    databaseId = dataset.databaseId;
  });
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const put = async (path: string, body: unknown) => {
    const res = await app.request(path, { method: 'PUT', json: body });
    expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
  };

  const timeoutOf = async (extra: Record<string, unknown> = {}) => {
    const context = JSON.parse(chart.queryContext as string) as Record<string, unknown>;
    const body = {
      ...context,
      ...extra,
      force: true,
      form_data: { ...(context.form_data as object), slice_id: chart.id },
    };
    const res = await app.request('/api/v1/chart/data', { method: 'POST', json: body });
    expect(res.status).toBe(200);
    return (await json<{ result: { cache_timeout: number }[] }>(res)).result[0]?.cache_timeout;
  };

  it('takes the first one set', async () => {
    expect(await timeoutOf()).toBe(86_400);
    await put(`/api/v1/database/${databaseId}`, { cache_timeout: 300 });
    expect(await timeoutOf()).toBe(300);
    await put(`/api/v1/dataset/${chart.datasourceId}`, { cache_timeout: 200 });
    expect(await timeoutOf()).toBe(200);
    await put(`/api/v1/chart/${chart.id}`, { cache_timeout: 100 });
    expect(await timeoutOf()).toBe(100);
    expect(await timeoutOf({ custom_cache_timeout: 50 })).toBe(50);
    // Unset again from the top: each level falls back to the next.
    await put(`/api/v1/chart/${chart.id}`, { cache_timeout: null });
    expect(await timeoutOf()).toBe(200);
    await put(`/api/v1/dataset/${chart.datasourceId}`, { cache_timeout: null });
    expect(await timeoutOf()).toBe(300);
  });
});
