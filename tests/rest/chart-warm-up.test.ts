import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore } from './fixtures.ts';
import { createRestrictedUser } from './restricted-role.ts';

interface WarmUp {
  result: { chart_id: number; viz_error: string | null; viz_status: string }[];
}

describe.each(METADATA_BACKENDS)('chart cache warm-up (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let gammaToken: string;
  let readerToken: string;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
    const reader = await createRestrictedUser(store, 'reader-pass');
    readerToken = await app.login(reader.username, 'reader-pass');
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const warm = (body: unknown, token?: string) =>
    app.request('/api/v1/chart/warm_up_cache', { method: 'PUT', json: body, ...(token ? { token } : {}) });

  it('runs the saved query so that the next read is cached, with extra filters when given', async () => {
    const charts = await store.prisma.chart.findMany({
      where: { queryContext: { not: null } },
      orderBy: { id: 'asc' },
    });
    const chart = charts[0];
    if (!chart) throw new Error('no example chart');
    const board = await store.prisma.dashboard.findFirstOrThrow({ where: { published: true } });
    const res = await warm({ chart_id: chart.id, dashboard_id: board.id }, gammaToken);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ result: [{ chart_id: chart.id, viz_error: null, viz_status: 'success' }] });
    const data = await json<{ result: { is_cached: boolean }[] }>(
      await app.request('/api/v1/chart/data', { method: 'POST', json: JSON.parse(chart.queryContext as string) }),
    );
    expect(data.result[0]?.is_cached).toBe(true);

    // Extra filters join every query: the same query with the filter is then cached.
    const column = await store.prisma.datasetColumn.findFirstOrThrow({
      where: { datasetId: chart.datasourceId, filterable: true, expression: null },
      orderBy: { id: 'asc' },
    });
    const extra = { col: column.columnName, op: 'IS NOT NULL' };
    const filtered = await warm({ chart_id: chart.id, extra_filters: JSON.stringify([extra]) });
    expect((await json<WarmUp>(filtered)).result[0]?.viz_status).toBe('success');
    const saved = JSON.parse(chart.queryContext as string);
    saved.queries = saved.queries.map((q: { filters?: unknown[] }) => ({
      ...q,
      filters: [...(q.filters ?? []), extra],
    }));
    const again = await json<{ result: { is_cached: boolean }[] }>(
      await app.request('/api/v1/chart/data', { method: 'POST', json: saved }),
    );
    expect(again.result[0]?.is_cached).toBe(true);
  });

  it('warms a chart without a saved query from its form data, reports what cannot run, and refuses bad input', async () => {
    const chart = await store.prisma.chart.findFirstOrThrow({
      where: { queryContext: { not: null } },
      orderBy: { id: 'asc' },
    });
    const create = async (vizType: string, params: string) => {
      const created = await app.request('/api/v1/chart/', {
        method: 'POST',
        json: {
          slice_name: 'no query',
          viz_type: vizType,
          datasource_id: chart.datasourceId,
          datasource_type: 'table',
          params,
        },
      });
      return (await json<{ id: number }>(created)).id;
    };
    // Charts exported by Superset carry only form data: the viz builds the query from it.
    const fromParams = await create(chart.vizType, chart.params);
    expect(await json(await warm({ chart_id: fromParams }))).toEqual({
      result: [{ chart_id: fromParams, viz_error: null, viz_status: 'success' }],
    });
    const unsupported = await create('no_such_viz', '{}');
    expect(await json(await warm({ chart_id: unsupported }))).toEqual({
      result: [
        { chart_id: unsupported, viz_error: 'This chart type is not supported: no_such_viz', viz_status: 'failed' },
      ],
    });
    const missing = await warm({});
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({ message: { chart_id: ['Missing data for required field.'] } });
    expect((await warm({ chart_id: 'x', extra_filters: '{' })).status).toBe(400);
    const unknown = await warm({ chart_id: 987654 });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ message: 'Chart not found' });
    expect((await warm({ chart_id: chart.id, dashboard_id: 987654 })).status).toBe(404);
    const denied = await warm({ chart_id: chart.id }, readerToken);
    expect(denied.status).toBe(403);
    expect((await warm({ chart_id: chart.id }, undefined)).status).toBe(200);
    expect(
      (await app.request('/api/v1/chart/warm_up_cache', { method: 'PUT', json: { chart_id: chart.id }, token: null }))
        .status,
    ).toBe(401);
  });
});
