import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { json, openStore } from './fixtures.ts';

interface QueryResult {
  status: string;
  colnames: string[];
  data: Record<string, unknown>[];
  rowcount: number;
  is_cached: boolean;
}

describe.each(METADATA_BACKENDS)('chart data (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let charts: { id: number; sliceName: string; queryContext: string | null }[];

  beforeAll(async () => {
    app = await startTestApp({ store: backend });
    store = await openStore(app);
    charts = await store.prisma.chart.findMany({
      select: { id: true, sliceName: true, queryContext: true },
      orderBy: { id: 'asc' },
    });
  });
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const post = (body: unknown) => app.request('/api/v1/chart/data', { method: 'POST', json: body });

  it('has example charts, each with a saved query context', () => {
    expect(charts.length).toBeGreaterThanOrEqual(8);
    for (const chart of charts) expect(chart.queryContext, chart.sliceName).toBeTruthy();
  });

  it('returns rows for the saved query context of every example chart', async () => {
    for (const chart of charts) {
      const res = await post(JSON.parse(chart.queryContext as string));
      const body = await json<{ result?: QueryResult[]; message?: unknown }>(res);
      expect(res.status, `${chart.sliceName}: ${JSON.stringify(body.message)}`).toBe(200);
      expect(body.result?.length, chart.sliceName).toBeGreaterThan(0);
      const first = body.result?.[0] as QueryResult;
      expect(first.data.length, chart.sliceName).toBeGreaterThan(0);
      expect(first.colnames.length, chart.sliceName).toBeGreaterThan(0);
    }
  });

  it('runs a saved chart through GET /chart/{id}/data/, from cache the second time unless forced', async () => {
    const chart = charts[0] as (typeof charts)[number];
    const first = await app.request(`/api/v1/chart/${chart.id}/data/`);
    expect(first.status).toBe(200);
    const again = await json<{ result: QueryResult[] }>(await app.request(`/api/v1/chart/${chart.id}/data/`));
    expect(again.result[0]?.is_cached).toBe(true);
    const forced = await json<{ result: QueryResult[] }>(
      await app.request(`/api/v1/chart/${chart.id}/data/?force=true`),
    );
    expect(forced.result[0]?.is_cached).toBe(false);
  });

  it('accepts the query context as the form field form_data', async () => {
    const chart = charts[0] as (typeof charts)[number];
    const res = await app.request('/api/v1/chart/data', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ form_data: chart.queryContext as string }).toString(),
    });
    expect(res.status).toBe(200);
  });

  it('answers 404 for an unknown dataset or chart', async () => {
    const res = await post({ datasource: { id: 999999, type: 'table' }, queries: [{ metrics: ['count'] }] });
    expect(res.status).toBe(404);
    expect((await json<{ message: string }>(res)).message).toMatch(/does not exist/);
    const chart = await app.request('/api/v1/chart/999999/data/');
    expect(chart.status).toBe(404);
    expect(await json(chart)).toEqual({ message: 'Not found' });
  });

  it('answers 400 for malformed JSON, a bad query context or a chart without one', async () => {
    const malformed = await app.request('/api/v1/chart/data', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"datasource": {"id": 1,',
    });
    expect(malformed.status).toBe(400);
    expect((await json<{ message: string }>(malformed)).message).toMatch(/^Request is not JSON: /);

    const incorrect = await post({ datasource: { id: 1, type: 'table' }, queries: 'all' });
    expect(incorrect.status).toBe(400);
    expect((await json<{ message: string }>(incorrect)).message).toMatch(/^Request is incorrect: /);

    const chart = charts[0] as (typeof charts)[number];
    const bareId = (
      await store.prisma.chart.create({
        data: {
          uuid: crypto.randomUUID(),
          sliceName: 'no query context',
          vizType: 'table',
          datasourceId: 1,
          params: '{}',
        },
      })
    ).id;
    try {
      const res = await app.request(`/api/v1/chart/${bareId}/data/`);
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({ message: 'Chart has no query context saved. Please save the chart again.' });
    } finally {
      await store.prisma.chart.delete({ where: { id: bareId } });
    }
    expect(chart).toBeTruthy();
  });

  it('answers 400 for an unreadable time range', async () => {
    const saved = JSON.parse(charts[0]?.queryContext as string) as {
      datasource: { id: number };
      queries: Record<string, unknown>[];
    };
    const dataset = await store.prisma.dataset.findUniqueOrThrow({ where: { id: saved.datasource.id } });
    const temporal = await store.prisma.datasetColumn.findFirstOrThrow({
      where: { datasetId: dataset.id, isDttm: true },
    });
    for (const query of saved.queries) {
      query.filters = [{ col: temporal.columnName, op: 'TEMPORAL_RANGE', val: 'foo : bar' }];
      query.time_range = 'foo : bar';
    }
    const res = await post(saved);
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toMatch(/time/i);
  });
});
