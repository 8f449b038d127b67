import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { graphql } from './__generated__/gql.ts';
import { executeGraphQL, queryData } from './graphql-client.ts';

const Dashboards = graphql(`
  query Dashboards($first: Int, $search: String, $published: Boolean) {
    dashboards(first: $first, search: $search, published: $published) {
      totalCount
      pageInfo { hasNextPage }
      edges { node { id dashboardId dashboardTitle slug published changedOn owners { username } } }
    }
  }
`);

const DashboardLayout = graphql(`
  query DashboardLayout($id: ID!) {
    node(id: $id) { ... on Dashboard { dashboardTitle positionJson jsonMetadata css } }
  }
`);

const ChartsWithDashboards = graphql(`
  query ChartsWithDashboards {
    charts(first: 20) { edges { node { chartId dashboardIds dashboards { dashboardId dashboardTitle } } } }
  }
`);

describe.each(METADATA_BACKENDS)('GraphQL dashboards on %s', (store) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ store });
  });
  afterAll(async () => {
    await app?.close();
  });

  const rest = async <T>(path: string): Promise<T> => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };

  it('lists the dashboards REST lists, with search', async () => {
    const list = await rest<{ count: number; ids: number[]; result: { dashboard_title: string }[] }>(
      '/api/v1/dashboard/?q=(page:0,page_size:100)',
    );
    expect(list.count).toBeGreaterThan(0);
    const data = await queryData(app, Dashboards, { first: 100 });
    expect(data.dashboards.totalCount).toBe(list.count);
    expect(data.dashboards.edges.map((e) => e.node.dashboardId)).toEqual(list.ids);

    const title = list.result[0]!.dashboard_title;
    const found = await queryData(app, Dashboards, { first: 10, search: title.slice(0, 6) });
    expect(found.dashboards.edges.map((e) => e.node.dashboardTitle)).toContain(title);
    const none = await queryData(app, Dashboards, { first: 10, search: 'no dashboard is called this' });
    expect(none.dashboards.totalCount).toBe(0);
  });

  it('reads the layout and metadata of a dashboard as GET /api/v1/dashboard/{id} stores them', async () => {
    const list = await queryData(app, Dashboards, { first: 1 });
    const node = list.dashboards.edges[0]!.node;
    const show = await rest<{ result: { position_json: string; json_metadata: string; css: string | null } }>(
      `/api/v1/dashboard/${node.dashboardId}`,
    );
    const data = await queryData(app, DashboardLayout, { id: node.id });
    expect(data.node).toEqual({
      dashboardTitle: node.dashboardTitle,
      positionJson: JSON.parse(show.result.position_json),
      jsonMetadata: JSON.parse(show.result.json_metadata),
      css: show.result.css ?? null,
    });
  });

  it("resolves every chart's dashboards in one batched REST call", async () => {
    const result = await executeGraphQL(app, ChartsWithDashboards, {}, { trace: true });
    expect(result.errors).toBeUndefined();
    const edges = result.data?.charts.edges ?? [];
    expect(edges.some((e) => e.node.dashboards.length > 0)).toBe(true);
    for (const { node } of edges) expect(node.dashboards.map((d) => d.dashboardId)).toEqual(node.dashboardIds);
    expect(result.upstream?.calls.map((c) => c.path.split('?')[0])).toEqual(['/api/v1/chart/', '/api/v1/dashboard/']);
  });
});
