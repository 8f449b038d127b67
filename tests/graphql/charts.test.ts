import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { graphql } from './__generated__/gql.ts';
import type { ChartDataWithOverridesQueryVariables, ChartPageQuery } from './__generated__/graphql.ts';
import { addFixtureCharts, type ChartFixture } from './fixtures.ts';
import { executeGraphQL, queryData } from './graphql-client.ts';

const FirstCharts = graphql(`
  query FirstCharts {
    charts(first: 5) { edges { node { id sliceName } } }
  }
`);

const ChartPage = graphql(`
  query ChartPage($first: Int, $after: String, $last: Int, $before: String, $search: String, $orderBy: ChartOrder) {
    charts(first: $first, after: $after, last: $last, before: $before, search: $search, orderBy: $orderBy) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { cursor node { id chartId sliceName vizType datasourceId datasourceName changedOn changedOnDeltaHumanized } }
    }
  }
`);

const ChartNode = graphql(`
  query ChartNode($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on Chart {
        chartId
        sliceName
        vizType
        formData
        url
        dashboardIds
        owners { id userId username firstName lastName }
        dataset { id datasetId tableName schema }
      }
    }
  }
`);

const Nodes = graphql(`
  query Nodes($ids: [ID!]!) {
    nodes(ids: $ids) {
      __typename
      id
      ... on Chart { sliceName }
      ... on Dataset { tableName }
      ... on User { username }
    }
  }
`);

const ChartDataQuery = graphql(`
  query ChartDataQuery($id: ID!, $force: Boolean) {
    node(id: $id) {
      ... on Chart {
        data(force: $force) { results { colnames coltypes data rowcount isCached query fromDttm toDttm } }
      }
    }
  }
`);

const ChartsWithRelations = graphql(`
  query ChartsWithRelations($first: Int!, $search: String) {
    charts(first: $first, search: $search) {
      edges { node { sliceName owners { username } dataset { tableName } } }
    }
  }
`);

const ChartDetail = graphql(`
  query ChartDetail($id: ID!, $force: Boolean) {
    node(id: $id) {
      ... on Chart {
        sliceName
        queryContext
        data(force: $force) { results { isCached rowcount } }
      }
    }
  }
`);

const TwiceTheSamePage = graphql(`
  query TwiceTheSamePage {
    a: charts(first: 3) { totalCount }
    b: charts(first: 3) { edges { node { sliceName } } }
  }
`);

const AdHocChartData = graphql(`
  query AdHocChartData($queryContext: JSON!) {
    chartData(queryContext: $queryContext) { results { colnames coltypes data rowcount query } }
  }
`);

const ChartDataWithOverrides = graphql(`
  query ChartDataWithOverrides($id: ID!, $timeRange: String, $extraFilters: [ChartFilterInput!], $extraFormData: JSON) {
    node(id: $id) {
      ... on Chart {
        data(timeRange: $timeRange, extraFilters: $extraFilters, extraFormData: $extraFormData) {
          results { colnames data rowcount fromDttm toDttm query }
        }
      }
    }
  }
`);

const DatasetDetail = graphql(`
  query DatasetDetail($id: ID!) {
    node(id: $id) {
      ... on Dataset {
        datasetId
        tableName
        schema
        kind
        databaseName
        mainDttmCol
        changedOn
        owners { username }
        columns { columnName type isDttm expression verboseName }
        metrics { metricName expression verboseName isCertified certifiedBy warningText }
      }
    }
  }
`);

const Viewer = graphql(`
  query Viewer { viewer { id userId username } }
`);

interface RestChartList {
  count: number;
  ids: number[];
  result: { id: number; slice_name: string }[];
}

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');
const decodeId = (id: string) => Buffer.from(id, 'base64').toString('utf8');

describe.each(METADATA_BACKENDS)('GraphQL charts on %s', (store) => {
  let app: TestApp;
  let fixture: ChartFixture;

  const restList = async (q: string): Promise<RestChartList> => {
    const res = await app.request(`/api/v1/chart/?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return (await res.json()) as RestChartList;
  };

  beforeAll(async () => {
    app = await startTestApp({ store });
    fixture = await addFixtureCharts(app, 21);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers the foundation query with the first five charts of the REST list', async () => {
    const data = await queryData(app, FirstCharts);
    const rest = await restList('(page:0,page_size:5)');
    expect(data.charts.edges).toHaveLength(5);
    expect(data.charts.edges.map((e) => e.node.sliceName)).toEqual(rest.result.map((c) => c.slice_name));
    expect(data.charts.edges.map((e) => decodeId(e.node.id))).toEqual(rest.result.map((c) => `Chart:${c.id}`));
  });

  it('pages forward with cursors through exactly the REST list, with totalCount and pageInfo', async () => {
    const rest = await restList('(page:0,page_size:100)');
    const seen: number[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const data: ChartPageQuery = await queryData(app, ChartPage, { first: 7, after });
      expect(data.charts.totalCount).toBe(rest.count);
      expect(data.charts.pageInfo.hasPreviousPage).toBe(after !== null);
      seen.push(...data.charts.edges.map((e) => e.node.chartId));
      pages++;
      if (!data.charts.pageInfo.hasNextPage) break;
      after = data.charts.pageInfo.endCursor ?? null;
      expect(after).toBe(data.charts.edges.at(-1)?.cursor);
      expect(pages).toBeLessThan(50);
    }
    expect(seen).toEqual(rest.ids);
    expect(pages).toBe(Math.ceil(rest.count / 7));
  });

  it('pages backward with last/before', async () => {
    const rest = await restList('(page:0,page_size:100)');
    const tail = await queryData(app, ChartPage, { last: 3 });
    expect(tail.charts.edges.map((e) => e.node.chartId)).toEqual(rest.ids.slice(-3));
    expect(tail.charts.pageInfo.hasNextPage).toBe(false);
    expect(tail.charts.pageInfo.hasPreviousPage).toBe(true);

    const before = await queryData(app, ChartPage, { last: 2, before: tail.charts.pageInfo.startCursor });
    expect(before.charts.edges.map((e) => e.node.chartId)).toEqual(rest.ids.slice(-5, -3));
  });

  it('answers first: 0 with the total alone', async () => {
    const rest = await restList('(page:0,page_size:1)');
    const data = await queryData(app, ChartPage, { first: 0 });
    expect(data.charts.edges).toEqual([]);
    expect(data.charts.totalCount).toBe(rest.count);
    expect(data.charts.pageInfo.hasNextPage).toBe(true);
  });

  it('caps a page at 100 like REST', async () => {
    const data = await queryData(app, ChartPage, { first: 500 });
    expect(data.charts.edges.length).toBe(Math.min(100, data.charts.totalCount));
  });

  it('searches and orders through the REST filters', async () => {
    const data = await queryData(app, ChartPage, {
      first: 50,
      search: fixture.token,
      orderBy: { field: 'SLICE_NAME', direction: 'DESC' },
    });
    expect(data.charts.totalCount).toBe(fixture.chartIds.length);
    const names = data.charts.edges.map((e) => e.node.sliceName);
    expect(names).toHaveLength(fixture.chartIds.length);
    expect(names).toEqual([...names].sort().reverse());
    expect(names.every((n) => n.includes(fixture.token))).toBe(true);

    const none = await queryData(app, ChartPage, { first: 5, search: `${fixture.token}-nothing-matches` });
    expect(none.charts).toEqual({
      totalCount: 0,
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      edges: [],
    });
  });

  it('round-trips a chart through node(id) and agrees with GET /api/v1/chart/{id}', async () => {
    const chartId = fixture.chartIds[0]!;
    const data = await queryData(app, ChartNode, { id: globalId('Chart', chartId) });
    const node = data.node;
    if (node?.__typename !== 'Chart') throw new Error(`expected a Chart, got ${JSON.stringify(node)}`);
    const rest = (await (await app.request(`/api/v1/chart/${chartId}`)).json()) as {
      result: { slice_name: string; viz_type: string; params: string; url: string; owners: { id: number }[] };
    };
    expect(node.id).toBe(globalId('Chart', chartId));
    expect(node.chartId).toBe(chartId);
    expect(node.sliceName).toBe(rest.result.slice_name);
    expect(node.vizType).toBe(rest.result.viz_type);
    expect(node.formData).toMatchObject(JSON.parse(rest.result.params) as object);
    expect(node.owners.map((o) => o.userId).sort()).toEqual(rest.result.owners.map((o) => o.id).sort());
    expect(node.owners.map((o) => o.username)).toContain(fixture.owner.username);
    expect(node.dataset?.datasetId).toBeGreaterThan(0);

    const again = await queryData(app, ChartNode, { id: node.id });
    expect(again).toEqual(data);
  });

  it('resolves nodes of every type in the order asked, null for an unknown id', async () => {
    const chartId = fixture.chartIds[1]!;
    const chart = await queryData(app, ChartNode, { id: globalId('Chart', chartId) });
    const datasetId = chart.node?.__typename === 'Chart' ? chart.node.dataset?.id : undefined;
    expect(datasetId).toBeDefined();
    const data = await queryData(app, Nodes, {
      ids: [globalId('User', fixture.owner.id), datasetId!, globalId('Chart', chartId), globalId('Chart', 99_999_999)],
    });
    expect(data.nodes.map((n) => n?.__typename ?? null)).toEqual(['User', 'Dataset', 'Chart', null]);
    expect(data.nodes[0]).toMatchObject({ username: fixture.owner.username });
  });

  it("returns the same data as POST /api/v1/chart/data with the chart's saved query_context", async () => {
    const chartId = fixture.chartIds[2]!;
    const show = (await (await app.request(`/api/v1/chart/${chartId}`)).json()) as {
      result: { query_context: string };
    };
    const queryContext = JSON.parse(show.result.query_context) as Record<string, unknown>;
    const restRes = await app.request('/api/v1/chart/data', {
      method: 'POST',
      json: { ...queryContext, force: false },
    });
    expect(restRes.status).toBe(200);
    const rest = (await restRes.json()) as {
      result: { colnames: string[]; coltypes: number[]; data: unknown[]; rowcount: number; query: string }[];
    };

    const data = await queryData(app, ChartDataQuery, { id: globalId('Chart', chartId) });
    const results = data.node && 'data' in data.node ? data.node.data.results : [];
    expect(results).toHaveLength(rest.result.length);
    results.forEach((result, i) => {
      const expected = rest.result[i]!;
      expect(result.colnames).toEqual(expected.colnames);
      expect(result.coltypes).toEqual(expected.coltypes);
      expect(result.data).toEqual(expected.data);
      expect(result.rowcount).toBe(expected.rowcount);
      expect(result.query).toBe(expected.query);
    });
    expect(results[0]?.rowcount).toBeGreaterThan(0);
  });

  it('runs an ad-hoc QueryContext through chartData exactly as POST /api/v1/chart/data', async () => {
    const show = (await (await app.request(`/api/v1/chart/${fixture.chartIds[4]}`)).json()) as {
      result: { query_context: string };
    };
    const queryContext = JSON.parse(show.result.query_context) as Record<string, unknown>;
    const rest = (await (await app.request('/api/v1/chart/data', { method: 'POST', json: queryContext })).json()) as {
      result: { colnames: string[]; coltypes: number[]; data: unknown[]; rowcount: number; query: string }[];
    };
    const data = await queryData(app, AdHocChartData, { queryContext });
    expect(data.chartData.results).toEqual(
      rest.result.map(({ colnames, coltypes, data: rows, rowcount, query }) => ({
        colnames,
        coltypes,
        data: rows,
        rowcount,
        query,
      })),
    );

    const bad = await executeGraphQL(app, AdHocChartData, { queryContext: { ...queryContext, queries: 'nope' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badRest = await app.request('/api/v1/chart/data', {
      method: 'POST',
      json: { ...queryContext, queries: 'nope' },
    });
    expect(badRest.status).toBe(400);
    expect(bad.errors?.[0]?.message).toBe(((await badRest.json()) as { message: unknown }).message);

    const notAnObject = await executeGraphQL(app, AdHocChartData, { queryContext: [1, 2] });
    expect(notAnObject.errors?.[0]).toMatchObject({
      message: 'queryContext must be a JSON object (a QueryContext).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('applies dashboard overrides (filters, time range) to a chart built from its form data', async () => {
    const pie = (await restList("(filters:!((col:slice_name,opr:eq,value:'Revenue by product line')))")).ids[0];
    expect(pie).toBeDefined();
    const id = globalId('Chart', pie!);
    const run = async (variables: Omit<ChartDataWithOverridesQueryVariables, 'id'>) => {
      const data = await queryData(app, ChartDataWithOverrides, { id, ...variables });
      const results = data.node && 'data' in data.node ? data.node.data.results : [];
      expect(results.length).toBeGreaterThan(0);
      return results[0]!;
    };

    const all = await run({});
    const rows = all.data as { product_line: string }[];
    expect(rows.length).toBeGreaterThan(1);
    const one = rows[0]!.product_line;

    const filtered = await run({ extraFilters: [{ col: 'product_line', op: 'EQ', val: one }] });
    expect((filtered.data as { product_line: string }[]).map((r) => r.product_line)).toEqual([one]);
    const viaExtraFormData = await run({ extraFormData: { filters: [{ col: 'product_line', op: 'IN', val: [one] }] } });
    expect(viaExtraFormData.data).toEqual(filtered.data);

    const lastYear = await run({ timeRange: 'Last year' });
    expect(all.fromDttm ?? null).toBeNull();
    expect(lastYear.fromDttm).not.toBeNull();
    expect(lastYear.toDttm! - lastYear.fromDttm!).toBeGreaterThanOrEqual(365 * 86_400_000);

    const bad = await executeGraphQL(app, ChartDataWithOverrides, { id, extraFormData: [1] });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'extraFormData must be a JSON object (Superset extra_form_data).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('batches: 20 charts with their owners and datasets cost at most 3 REST calls', async () => {
    const result = await executeGraphQL(
      app,
      ChartsWithRelations,
      { first: 20, search: fixture.token },
      { trace: true },
    );
    expect(result.status).toBe(200);
    expect(result.errors).toBeUndefined();
    const edges = result.data?.charts.edges ?? [];
    expect(edges).toHaveLength(20);
    for (const { node } of edges) {
      expect(node.dataset?.tableName).toBeTruthy();
      expect(node.owners.map((o) => o.username)).toEqual(expect.arrayContaining(['admin', fixture.owner.username]));
    }
    expect(result.upstream?.count).toBeLessThanOrEqual(3);
    expect(result.upstream?.calls).toHaveLength(result.upstream?.count ?? -1);
    for (const call of result.upstream?.calls ?? []) {
      expect(call).toMatchObject({ method: 'GET', status: 200 });
      expect(call.path).toMatch(/^\/api\/v1\//);
      expect(call.ms).toBeGreaterThanOrEqual(0);
    }
  });

  it('batches across the whole example list too (unfiltered first 20)', async () => {
    const result = await executeGraphQL(app, ChartsWithRelations, { first: 20 }, { trace: true });
    expect(result.errors).toBeUndefined();
    expect(result.data?.charts.edges).toHaveLength(20);
    expect(result.upstream?.count).toBeLessThanOrEqual(3);
  });

  it('exposes the saved query context and runs it again with force', async () => {
    const chartId = fixture.chartIds[3]!;
    const show = (await (await app.request(`/api/v1/chart/${chartId}`)).json()) as {
      result: { query_context: string };
    };
    await queryData(app, ChartDetail, { id: globalId('Chart', chartId) });
    const forced = await queryData(app, ChartDetail, { id: globalId('Chart', chartId), force: true });
    const node = forced.node && 'queryContext' in forced.node ? forced.node : null;
    expect(node?.queryContext).toEqual(JSON.parse(show.result.query_context));
    expect(node?.data.results[0]?.isCached).toBe(false);
    expect(node?.data.results[0]?.rowcount).toBeGreaterThan(0);
  });

  it('runs a chart without a saved query context from its form data (as Superset exports carry it)', async () => {
    const bare = await addFixtureCharts(app, 1, { withoutQueryContext: true });
    const result = await executeGraphQL(app, ChartDetail, { id: globalId('Chart', bare.chartIds[0]!) });
    expect(result.errors).toBeUndefined();
    const node = result.data?.node && 'data' in result.data.node ? result.data.node : null;
    expect(node?.data.results[0]?.rowcount).toBeGreaterThan(0);
  });

  it("answers a chart that cannot run as that chart's own error in dataResult", async () => {
    const bare = await addFixtureCharts(app, 1, { withoutQueryContext: true });
    const id = bare.chartIds[0]!;
    const updated = await app.request(`/api/v1/chart/${id}`, { method: 'PUT', json: { viz_type: 'no_such_viz' } });
    expect(updated.status).toBe(200);
    const result = await executeGraphQL<Record<string, Record<string, unknown>>, { id: string }>(
      app,
      `query($id: ID!) { node(id: $id) { ... on Chart { sliceName dataResult { __typename ... on ChartDataError { code message } } } } }`,
      { id: globalId('Chart', id) },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.node?.dataResult).toEqual({
      __typename: 'ChartDataError',
      code: 'UNSUPPORTED_VIZ_TYPE',
      message: 'This chart type is not supported: no_such_viz',
    });
  });

  it('makes identical REST reads of one operation once', async () => {
    const result = await executeGraphQL(app, TwiceTheSamePage, {}, { trace: true });
    expect(result.errors).toBeUndefined();
    expect(result.data?.b.edges).toHaveLength(3);
    expect(result.upstream?.calls.map((c) => c.path)).toEqual(['/api/v1/chart/?q=(page:0,page_size:3)']);
  });

  it('shows a dataset with its columns and metrics as GET /api/v1/dataset/{id} does', async () => {
    const chart = await queryData(app, ChartNode, { id: globalId('Chart', fixture.chartIds[0]!) });
    const datasetId = chart.node?.__typename === 'Chart' ? chart.node.dataset?.datasetId : undefined;
    expect(datasetId).toBeDefined();
    const res = await app.request(`/api/v1/dataset/${datasetId}`);
    expect(res.status).toBe(200);
    const rest = (
      (await res.json()) as {
        result: {
          table_name: string;
          main_dttm_col: string | null;
          changed_on_utc: string;
          database: { database_name: string };
          columns: { column_name: string; is_dttm: boolean; expression: string | null }[];
          metrics: { metric_name: string; expression: string }[];
        };
      }
    ).result;
    const data = await queryData(app, DatasetDetail, { id: globalId('Dataset', datasetId!) });
    const dataset = data.node && 'columns' in data.node ? data.node : null;
    expect(dataset).toMatchObject({
      datasetId,
      tableName: rest.table_name,
      mainDttmCol: rest.main_dttm_col,
      databaseName: rest.database.database_name,
      kind: 'physical',
    });
    expect(new Date(dataset!.changedOn!).getTime()).toBe(
      new Date(rest.changed_on_utc.replace(/(\.\d{3})\d+/, '$1').replace(/\+0000$/, 'Z')).getTime(),
    );
    expect(dataset!.columns.map((c) => [c.columnName, c.isDttm, c.expression])).toEqual(
      rest.columns.map((c) => [c.column_name, c.is_dttm, c.expression || null]),
    );
    expect(dataset!.columns.some((c) => c.isDttm)).toBe(true);
    expect(dataset!.metrics.map((m) => [m.metricName, m.expression])).toEqual(
      rest.metrics.map((m) => [m.metric_name, m.expression]),
    );
    expect(dataset!.metrics.length).toBeGreaterThan(0);
  });

  it('answers viewer from /api/v1/me/', async () => {
    const data = await queryData(app, Viewer);
    expect(data.viewer?.username).toBe('admin');
    expect(decodeId(data.viewer!.id)).toBe(`User:${data.viewer!.userId}`);
  });
});
