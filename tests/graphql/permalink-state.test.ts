import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { addUser } from './fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its own operation
type Data = Record<string, any>;

describe('GraphQL typed permalink state', () => {
  let app: TestApp;
  let gammaToken: string;
  const run = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const result = await executeGraphQL<Data, Record<string, unknown>>(app, query, variables, token ? { token } : {});
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data as Data;
  };

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 50 });
    const gamma = await addUser(app, 'Gamma');
    gammaToken = await app.login(gamma.username, gamma.password);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('reads back an explore permalink', async () => {
    const { datasets } = await run('{ datasets(first: 1) { edges { node { datasetId } } } }', {});
    const datasource = `${datasets.edges[0].node.datasetId}__table`;
    const formData = { datasource, viz_type: 'table', row_limit: 10 };
    const created = await run(
      `mutation($formData: JSON!) { createExplorePermalink(formData: $formData, urlParams: [{ key: "standalone", value: "1" }]) {
        __typename ... on Permalink { key url } ... on Error { message } } }`,
      { formData },
    );
    expect(created.createExplorePermalink.__typename).toBe('Permalink');
    const read = await run(
      `query($key: String!) { explorePermalink(key: $key) { chartId datasourceId datasourceType datasource formData urlParams { name value } } }`,
      { key: created.createExplorePermalink.key },
    );
    expect(read.explorePermalink).toMatchObject({
      chartId: null,
      datasourceId: datasets.edges[0].node.datasetId,
      datasourceType: 'table',
      datasource,
      urlParams: [{ name: 'standalone', value: '1' }],
    });
    expect(read.explorePermalink.formData).toMatchObject(formData);
    expect((await run('{ explorePermalink(key: "nosuchkey0000") { datasource } }', {})).explorePermalink).toBeNull();
  });

  it('reads back a dashboard permalink, for Admin and for Gamma as REST answers Gamma', async () => {
    const { dashboards } = await run('{ dashboards(first: 1) { edges { node { id } } } }', {});
    const created = await run(
      `mutation($id: ID!, $dataMask: JSON) { createDashboardPermalink(dashboardId: $id, state: {
          dataMask: $dataMask, activeTabs: ["TAB-1"], anchor: "CHART-2",
          urlParams: [{ key: "native_filters_key", value: "abc" }] }) {
        __typename ... on Permalink { key } ... on Error { message } } }`,
      { id: dashboards.edges[0].node.id, dataMask: { 'NATIVE_FILTER-x': { filterState: { value: ['Paris'] } } } },
    );
    expect(created.createDashboardPermalink.__typename).toBe('Permalink');
    const read = await run(
      `query($key: String!) { dashboardPermalink(key: $key) { dashboardUuid dataMask activeTabs anchor urlParams { name value } } }`,
      { key: created.createDashboardPermalink.key },
    );
    expect(read.dashboardPermalink).toMatchObject({
      dataMask: { 'NATIVE_FILTER-x': { filterState: { value: ['Paris'] } } },
      activeTabs: ['TAB-1'],
      anchor: 'CHART-2',
      urlParams: [{ name: 'native_filters_key', value: 'abc' }],
    });
    expect(read.dashboardPermalink.dashboardUuid).toMatch(/^[0-9a-f-]{36}$/);
    const gamma = await executeGraphQL<Data, Record<string, unknown>>(
      app,
      'query($key: String!) { dashboardPermalink(key: $key) { anchor } }',
      { key: created.createDashboardPermalink.key },
      { token: gammaToken },
    );
    // Gamma gets what REST gives Gamma: the state, or null when REST hides it.
    const rest = await app.request(`/api/v1/dashboard/permalink/${created.createDashboardPermalink.key}`, {
      token: gammaToken,
    });
    if (rest.status === 200) expect(gamma.data?.dashboardPermalink).toEqual({ anchor: 'CHART-2' });
    else expect(gamma.data?.dashboardPermalink ?? null).toBeNull();
  });
});
