import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMetadataStore } from '../../gateway/src/metadata/store.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createRestrictedUser } from '../rest/restricted-role.ts';
import { addFixtureCharts, addUser } from './fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its own operation
type Data = Record<string, any>;

const WARM = `mutation($chartId: ID!, $dashboardId: ID, $extraFilters: [WarmUpExtraFilterInput!]) {
  warmUpChartCache(chartId: $chartId, dashboardId: $dashboardId, extraFilters: $extraFilters) {
    __typename
    ... on WarmUpChartCachePayload { results { chartId vizStatus vizError chart { sliceName } } }
    ... on Error { message }
    ... on ValidationError { fieldErrors }
  }
}`;

describe('GraphQL warmUpChartCache', () => {
  let app: TestApp;
  let gammaToken: string;
  let readerToken: string;
  let chartPk: number;
  let bareChartPk: number;
  let column: string;
  let queryContext: Record<string, unknown>;
  let boardId: string;

  const exec = (variables: Record<string, unknown>, token?: string | null) =>
    executeGraphQL<Data, Record<string, unknown>>(app, WARM, variables, token === undefined ? {} : { token });
  const warm = async (variables: Record<string, unknown>, token?: string | null) => {
    const result = await exec(variables, token);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return (result.data as Data).warmUpChartCache;
  };

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 50 });
    chartPk = (await addFixtureCharts(app, 1)).chartIds[0] as number;
    bareChartPk = (await addFixtureCharts(app, 1, { withoutQueryContext: true })).chartIds[0] as number;
    const gamma = await addUser(app, 'Gamma');
    gammaToken = await app.login(gamma.username, gamma.password);
    const store = await openMetadataStore(app.chartroom.config, app.chartroom.log);
    try {
      const reader = await createRestrictedUser(store, 'reader-pass');
      readerToken = await app.login(reader.username, 'reader-pass');
      const chart = await store.prisma.chart.findUniqueOrThrow({ where: { id: chartPk } });
      queryContext = JSON.parse(chart.queryContext as string);
      column = (
        await store.prisma.datasetColumn.findFirstOrThrow({
          where: { datasetId: chart.datasourceId, filterable: true, expression: null },
          orderBy: { id: 'asc' },
        })
      ).columnName;
      boardId = encodeGlobalID(
        'Dashboard',
        (await store.prisma.dashboard.findFirstOrThrow({ where: { published: true } })).id,
      );
    } finally {
      await store.close();
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const cached = async (context: Record<string, unknown>) => {
    const response = await app.request('/api/v1/chart/data', { method: 'POST', json: context });
    return ((await response.json()) as { result: { is_cached: boolean }[] }).result[0]?.is_cached;
  };

  it('warms a chart for Gamma on a dashboard, so the next read of its saved query is cached', async () => {
    const chartId = encodeGlobalID('Chart', chartPk);
    const result = await warm({ chartId, dashboardId: boardId }, gammaToken);
    expect(result.__typename).toBe('WarmUpChartCachePayload');
    expect(result.results).toEqual([{ chartId, vizStatus: 'success', vizError: null, chart: expect.any(Object) }]);
    expect(await cached(queryContext)).toBe(true);
  });

  it('adds extra filters to every query (Admin)', async () => {
    const extra = { col: column, op: 'IS NOT NULL' };
    const result = await warm({ chartId: encodeGlobalID('Chart', chartPk), extraFilters: [extra] });
    expect(result.results[0].vizStatus).toBe('success');
    const filtered = {
      ...queryContext,
      queries: (queryContext.queries as { filters?: unknown[] }[]).map((q) => ({
        ...q,
        filters: [...(q.filters ?? []), { ...extra, val: null }],
      })),
    };
    expect(await cached(filtered)).toBe(true);
  });

  it('warms a chart without a saved query from its form data, and returns typed errors', async () => {
    const bare = await warm({ chartId: encodeGlobalID('Chart', bareChartPk) });
    expect(bare.results).toEqual([
      {
        chartId: encodeGlobalID('Chart', bareChartPk),
        vizStatus: 'success',
        vizError: null,
        chart: expect.any(Object),
      },
    ]);
    expect(await warm({ chartId: encodeGlobalID('Chart', 987654) })).toEqual({
      __typename: 'NotFoundError',
      message: 'Chart not found',
    });
    const unknownBoard = await warm({
      chartId: encodeGlobalID('Chart', chartPk),
      dashboardId: encodeGlobalID('Dashboard', 987654),
    });
    expect(unknownBoard.__typename).toBe('NotFoundError');
    expect((await warm({ chartId: boardId })).__typename).toBe('ValidationError');
    const denied = await warm({ chartId: encodeGlobalID('Chart', chartPk) }, readerToken);
    expect(denied.__typename).toBe('ForbiddenError');
    expect((await exec({ chartId: encodeGlobalID('Chart', chartPk) }, null)).status).toBe(401);
  });
});
