import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { addFixtureCharts, addUser, type ChartFixture } from './fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: responses of string documents are read dynamically
type Data = Record<string, any>;

const layout = (chartIds: number[]) => ({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], parents: [] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
  'ROW-1': {
    id: 'ROW-1',
    type: 'ROW',
    children: chartIds.map((id) => `CHART-${id}`),
    parents: ['ROOT_ID', 'GRID_ID'],
    meta: { background: 'BACKGROUND_TRANSPARENT' },
  },
  ...Object.fromEntries(
    chartIds.map((id) => [
      `CHART-${id}`,
      {
        id: `CHART-${id}`,
        type: 'CHART',
        children: [],
        parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
        meta: { chartId: id, width: 4, height: 50 },
      },
    ]),
  ),
});

const metadata = {
  color_scheme: 'supersetColors',
  native_filter_configuration: [
    {
      id: 'NATIVE_FILTER-abc',
      name: 'Region',
      filterType: 'filter_select',
      targets: [{ datasetId: 1, column: { name: 'region' } }],
      controlValues: { multiSelect: true },
      cascadeParentIds: [],
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
    },
  ],
};

const CREATE = `mutation($input: DashboardFieldsInput!) {
  createDashboard(input: $input) {
    __typename
    ... on SaveDashboardPayload { lastModifiedTime dashboard { id dashboardId dashboardTitle } }
    ... on Error { message }
  }
}`;

const SAVE = `mutation($id: ID!, $input: DashboardFieldsInput!, $t: Float) {
  saveDashboard(id: $id, input: $input, lastModifiedTime: $t) {
    __typename
    ... on SaveDashboardPayload { lastModifiedTime dashboard { dashboardTitle slug } }
    ... on ValidationError { message fieldErrors }
    ... on Error { message }
  }
}`;

describe.each(METADATA_BACKENDS)('GraphQL dashboards and chart writes on %s', (store) => {
  let app: TestApp;
  let fixture: ChartFixture;
  let gammaToken: string;
  let board: { id: string; dashboardId: number; lastModifiedTime: number };

  beforeAll(async () => {
    app = await startTestApp({ store });
    fixture = await addFixtureCharts(app, 3);
    const gamma = await addUser(app, 'Gamma');
    gammaToken = await app.login(gamma.username, gamma.password);
    const created = await executeGraphQL<Data, Data>(app, CREATE, {
      input: {
        dashboardTitle: `${fixture.token} board`,
        slug: `${fixture.token}-board`,
        published: true,
        positionJson: layout(fixture.chartIds),
        jsonMetadata: metadata,
      },
    });
    expect(created.errors).toBeUndefined();
    const payload = created.data?.createDashboard;
    expect(payload.__typename).toBe('SaveDashboardPayload');
    board = {
      id: payload.dashboard.id,
      dashboardId: payload.dashboard.dashboardId,
      lastModifiedTime: payload.lastModifiedTime,
    };
  });
  afterAll(async () => {
    await app?.close();
  });

  it('reads a dashboard with typed layout, metadata, charts and viewer fields', async () => {
    const query = `query($key: String!) {
      dashboard(idOrSlug: $key) {
        id dashboardTitle slug published isFavorite viewerCanEdit
        roles { name }
        layout { version components { componentId type chart { chartId } meta { width chartId } } }
        metadata { colorScheme refreshFrequency nativeFilterConfiguration { filterId name filterType targets { datasetId column } scope { rootPath excluded } } }
        charts { chartId sliceName isFavorite viewerCanEdit }
      }
    }`;
    const admin = await executeGraphQL<Data, Data>(app, query, { key: `${fixture.token}-board` });
    expect(admin.errors).toBeUndefined();
    const d = admin.data?.dashboard;
    expect(d).toMatchObject({ id: board.id, published: true, isFavorite: false, viewerCanEdit: true, roles: [] });
    expect(d.layout.version).toBe('v2');
    const charts = d.layout.components.filter((c: Data) => c.type === 'CHART');
    expect(charts.map((c: Data) => c.chart.chartId).sort()).toEqual([...fixture.chartIds].sort());
    expect(d.metadata.nativeFilterConfiguration).toEqual([
      {
        filterId: 'NATIVE_FILTER-abc',
        name: 'Region',
        filterType: 'filter_select',
        targets: [{ datasetId: 1, column: 'region' }],
        scope: { rootPath: ['ROOT_ID'], excluded: [] },
      },
    ]);
    expect(d.charts.map((c: Data) => c.chartId)).toEqual(fixture.chartIds);
    expect(d.charts.every((c: Data) => c.viewerCanEdit)).toBe(true);

    const gamma = await executeGraphQL<Data, Data>(
      app,
      query,
      { key: String(board.dashboardId) },
      { token: gammaToken },
    );
    expect(gamma.data?.dashboard).toMatchObject({ viewerCanEdit: false });
    expect(gamma.data?.dashboard.charts.every((c: Data) => !c.viewerCanEdit)).toBe(true);
    const missing = await executeGraphQL<Data, Data>(app, query, { key: 'no-such-board' });
    expect(missing.data?.dashboard).toBeNull();
  });

  it('saves, refuses stale saves (ConflictError), non-owners (ForbiddenError) and bad input (ValidationError)', async () => {
    const ok = await executeGraphQL<Data, Data>(app, SAVE, {
      id: board.id,
      input: { dashboardTitle: '', css: '.x{}' },
      t: board.lastModifiedTime,
    });
    expect(ok.data?.saveDashboard).toMatchObject({
      __typename: 'SaveDashboardPayload',
      dashboard: { dashboardTitle: '[ untitled dashboard ]' },
    });
    const stale = await executeGraphQL<Data, Data>(app, SAVE, {
      id: board.id,
      input: { css: '.y{}' },
      t: board.lastModifiedTime,
    });
    expect(stale.data?.saveDashboard).toEqual({
      __typename: 'ConflictError',
      message: 'This dashboard was changed recently. Please reload dashboard to get latest version.',
    });
    const forbidden = await executeGraphQL<Data, Data>(
      app,
      SAVE,
      { id: board.id, input: { css: '' } },
      { token: gammaToken },
    );
    expect(forbidden.data?.saveDashboard).toEqual({ __typename: 'ForbiddenError', message: 'Forbidden' });
    const invalid = await executeGraphQL<Data, Data>(app, SAVE, {
      id: board.id,
      input: { jsonMetadata: { refresh_frequency: 'often' } },
    });
    expect(invalid.data?.saveDashboard).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: { json_metadata: ['refresh_frequency: Not a valid value.'] },
    });
    const unknown = await executeGraphQL<Data, Data>(app, SAVE, {
      id: encodeGlobalID('Dashboard', 99999999),
      input: { css: '' },
    });
    expect(unknown.data?.saveDashboard).toEqual({ __typename: 'NotFoundError', message: 'Not found' });
  });

  it('publishes, stars, copies and deletes dashboards', async () => {
    const publish = await executeGraphQL<Data, Data>(
      app,
      `mutation($id: ID!) { publishDashboard(id: $id, published: false) { __typename ... on SaveDashboardPayload { dashboard { published } } ... on Error { message } } }`,
      { id: board.id },
    );
    expect(publish.data?.publishDashboard).toEqual({
      __typename: 'SaveDashboardPayload',
      dashboard: { published: false },
    });

    const star = `mutation($id: ID!, $on: Boolean!) { setFavorite(id: $id, favorite: $on) { __typename ... on SetFavoritePayload { isFavorite target { __typename ... on Dashboard { isFavorite } ... on Chart { isFavorite } } } ... on Error { message } } }`;
    const starred = await executeGraphQL<Data, Data>(app, star, { id: board.id, on: true });
    expect(starred.data?.setFavorite).toEqual({
      __typename: 'SetFavoritePayload',
      isFavorite: true,
      target: { __typename: 'Dashboard', isFavorite: true },
    });
    const chartId = encodeGlobalID('Chart', fixture.chartIds[0] as number);
    const chartStar = await executeGraphQL<Data, Data>(app, star, { id: chartId, on: true });
    expect(chartStar.data?.setFavorite.target).toEqual({ __typename: 'Chart', isFavorite: true });
    const unstar = await executeGraphQL<Data, Data>(app, star, { id: chartId, on: false });
    expect(unstar.data?.setFavorite.isFavorite).toBe(false);

    const copy = await executeGraphQL<Data, Data>(
      app,
      `mutation($id: ID!, $meta: JSON) { saveDashboardAs(id: $id, dashboardTitle: "copy", jsonMetadata: $meta, duplicateSlices: true) {
        __typename ... on SaveDashboardPayload { dashboard { id dashboardTitle charts { chartId } } } ... on Error { message } } }`,
      { id: board.id, meta: { positions: layout(fixture.chartIds) } },
    );
    const copied = copy.data?.saveDashboardAs;
    expect(copied.__typename).toBe('SaveDashboardPayload');
    expect(copied.dashboard.charts).toHaveLength(3);
    expect(copied.dashboard.charts.map((c: Data) => c.chartId)).not.toContain(fixture.chartIds[0]);

    const del = `mutation($ids: [ID!]!) { deleteDashboards(ids: $ids) { __typename ... on DeletePayload { deletedIds message } ... on Error { message } } }`;
    const refused = await executeGraphQL<Data, Data>(app, del, { ids: [copied.dashboard.id] }, { token: gammaToken });
    expect(refused.data?.deleteDashboards.__typename).toBe('ForbiddenError');
    const deleted = await executeGraphQL<Data, Data>(app, del, { ids: [copied.dashboard.id] });
    expect(deleted.data?.deleteDashboards).toEqual({
      __typename: 'DeletePayload',
      deletedIds: [copied.dashboard.id],
      message: 'Deleted 1 dashboard',
    });
    const again = await executeGraphQL<Data, Data>(app, del, { ids: [copied.dashboard.id] });
    expect(again.data?.deleteDashboards).toEqual({ __typename: 'NotFoundError', message: 'Not found' });
  });

  it('creates, updates and deletes charts with typed errors', async () => {
    const create = `mutation($input: ChartFieldsInput!) { createChart(input: $input) { __typename
      ... on ChartPayload { chart { id chartId sliceName vizType } } ... on ValidationError { message fieldErrors } ... on Error { message } } }`;
    const invalid = await executeGraphQL<Data, Data>(app, create, { input: { vizType: 'table' } });
    expect(invalid.data?.createChart).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: { slice_name: ['Missing data for required field.'] },
    });
    const created = await executeGraphQL<Data, Data>(app, create, {
      input: {
        sliceName: `${fixture.token} new`,
        vizType: 'table',
        datasourceId: 1,
        datasourceType: 'table',
        params: {},
      },
    });
    const chart = created.data?.createChart.chart;
    expect(chart).toMatchObject({ sliceName: `${fixture.token} new`, vizType: 'table' });

    const update = `mutation($id: ID!, $input: ChartFieldsInput!) { updateChart(id: $id, input: $input) { __typename
      ... on ChartPayload { chart { sliceName } } ... on Error { message } } }`;
    const renamed = await executeGraphQL<Data, Data>(app, update, { id: chart.id, input: { sliceName: 'renamed' } });
    expect(renamed.data?.updateChart).toEqual({ __typename: 'ChartPayload', chart: { sliceName: 'renamed' } });
    const gamma = await executeGraphQL<Data, Data>(
      app,
      update,
      { id: chart.id, input: { sliceName: 'x' } },
      { token: gammaToken },
    );
    expect(gamma.data?.updateChart).toEqual({ __typename: 'ForbiddenError', message: 'Forbidden' });
    const del = await executeGraphQL<Data, Data>(
      app,
      `mutation($ids: [ID!]!) { deleteCharts(ids: $ids) { __typename ... on DeletePayload { message } ... on Error { message } } }`,
      { ids: [chart.id] },
    );
    expect(del.data?.deleteCharts).toEqual({ __typename: 'DeletePayload', message: 'Deleted 1 chart' });
  });

  it('creates permalinks (same state, same key) and filter sets', async () => {
    // An earlier test hid the board; Gamma sees published dashboards only.
    await app.request(`/api/v1/dashboard/${board.dashboardId}`, { method: 'PUT', json: { published: true } });
    const permalink = `mutation($id: ID!) { createDashboardPermalink(dashboardId: $id, state: { activeTabs: ["TAB-1"], dataMask: {} }) {
      __typename ... on Permalink { key url } ... on Error { message } } }`;
    const a = await executeGraphQL<Data, Data>(app, permalink, { id: board.id });
    const b = await executeGraphQL<Data, Data>(app, permalink, { id: board.id });
    expect(a.data?.createDashboardPermalink.__typename).toBe('Permalink');
    expect(a.data?.createDashboardPermalink.key).toBe(b.data?.createDashboardPermalink.key);
    const state = await executeGraphQL<Data, Data>(
      app,
      `query($k: String!) { permalinkState(key: $k, kind: "dashboard") }`,
      {
        k: a.data?.createDashboardPermalink.key,
      },
    );
    expect(state.data?.permalinkState.state).toEqual({ activeTabs: ['TAB-1'], dataMask: {} });
    const explore = await executeGraphQL<Data, Data>(
      app,
      `mutation { createExplorePermalink(formData: { viz_type: "table" }) { __typename ... on ValidationError { fieldErrors } } }`,
    );
    expect(explore.data?.createExplorePermalink.__typename).toBe('ValidationError');

    const createSet = `mutation($id: ID!) { createFilterSet(dashboardId: $id, input: { name: "mine", ownerType: "User", jsonMetadata: { nativeFilters: {} } }) {
      __typename ... on FilterSetPayload { filterSet { filterSetId name ownerType } } ... on Error { message } } }`;
    const set = await executeGraphQL<Data, Data>(app, createSet, { id: board.id }, { token: gammaToken });
    expect(set.data?.createFilterSet).toMatchObject({
      __typename: 'FilterSetPayload',
      filterSet: { name: 'mine', ownerType: 'User' },
    });
    const setId = set.data?.createFilterSet.filterSet.filterSetId;
    const list = await executeGraphQL<Data, Data>(
      app,
      `query($k: String!) { dashboard(idOrSlug: $k) { filterSets { filterSetId name } } }`,
      { k: String(board.dashboardId) },
      { token: gammaToken },
    );
    expect(list.data?.dashboard.filterSets).toEqual([{ filterSetId: setId, name: 'mine' }]);
    const update = await executeGraphQL<Data, Data>(
      app,
      `mutation($id: ID!, $pk: Int!) { updateFilterSet(dashboardId: $id, filterSetId: $pk, input: { name: "renamed" }) {
        __typename ... on FilterSetPayload { filterSet { name } } } }`,
      { id: board.id, pk: setId },
      { token: gammaToken },
    );
    expect(update.data?.updateFilterSet).toEqual({ __typename: 'FilterSetPayload', filterSet: { name: 'renamed' } });
    const remove = `mutation($id: ID!, $pk: Int!) { deleteFilterSet(dashboardId: $id, filterSetId: $pk) { __typename } }`;
    expect(
      (await executeGraphQL<Data, Data>(app, remove, { id: board.id, pk: setId }, { token: gammaToken })).data
        ?.deleteFilterSet,
    ).toEqual({
      __typename: 'DeletePayload',
    });
    expect(
      (await executeGraphQL<Data, Data>(app, remove, { id: board.id, pk: setId }, { token: gammaToken })).data
        ?.deleteFilterSet,
    ).toEqual({
      __typename: 'NotFoundError',
    });
  });

  it('batches viewer fields of a page of dashboards and lists recent activity', async () => {
    const result = await executeGraphQL<Data, Data>(
      app,
      `query { dashboards(first: 20) { edges { node { dashboardTitle isFavorite viewerCanEdit owners { firstName } } } } }`,
      {},
      { trace: true },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.dashboards.edges.length).toBeGreaterThan(0);
    // The list, one favorite_status, one me and one _info, whatever the page size.
    const paths = (result.upstream?.calls ?? []).map((c) => c.path.split('?')[0]);
    expect(paths.filter((p) => p?.includes('favorite_status'))).toHaveLength(1);
    expect(result.upstream?.count).toBeLessThanOrEqual(4);

    const titles = async (filter: string) => {
      const page = await executeGraphQL<Data, Data>(
        app,
        `query($s: String!) { dashboards(search: $s, ${filter}) { totalCount edges { node { id } } } }`,
        { s: fixture.token },
      );
      expect(page.errors).toBeUndefined();
      return page.data?.dashboards.edges.map((e: Data) => e.node.id);
    };
    expect(await titles('favorite: true')).toEqual([board.id]); // starred in an earlier test
    expect(await titles('ownedByMe: true')).toEqual([board.id]);
    expect(await titles('certified: true')).toEqual([]);

    // The charts of a page of dashboards: one chart list call, whatever the number of dashboards.
    const withCharts = await executeGraphQL<Data, Data>(
      app,
      `query { dashboards(first: 20) { edges { node { dashboardId charts { chartId sliceName } } } } }`,
      {},
      { trace: true },
    );
    expect(withCharts.errors).toBeUndefined();
    const mine = withCharts.data?.dashboards.edges.find((e: Data) => e.node.dashboardId === board.dashboardId);
    expect(mine.node.charts.map((c: Data) => c.chartId)).toEqual(fixture.chartIds);
    expect(withCharts.upstream?.calls.map((c) => c.path.split('?')[0])).toEqual([
      '/api/v1/dashboard/',
      '/api/v1/chart/',
    ]);

    await app.request(`/api/v1/dashboard/${board.dashboardId}`);
    const recent = await executeGraphQL<Data, Data>(
      app,
      `query { recentActivity(first: 5) { action itemType itemTitle itemUrl } }`,
    );
    expect(recent.data?.recentActivity[0]).toMatchObject({ action: 'dashboard', itemType: 'dashboard' });
  });

  it('streams the charts of a dashboard with their data, the first before the last (@stream)', async () => {
    const query = `query($k: String!) {
      dashboard(idOrSlug: $k) {
        dashboardTitle
        charts @stream(initialCount: 0) { chartId data { results { rowcount } } }
      }
    }`;
    const response = await app.chartroom.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          authorization: `Bearer ${app.token}`,
        },
        body: JSON.stringify({ query, variables: { k: String(board.dashboardId) } }),
      }),
    );
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const arrivals: number[][] = [];
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = event
          .split('\n')
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5))
          .join('');
        if (data) {
          const payload = JSON.parse(data) as Data;
          const ids: number[] = [];
          for (const part of payload.incremental ?? []) for (const item of part.items ?? []) ids.push(item.chartId);
          for (const chart of payload.data?.dashboard?.charts ?? []) ids.push(chart.chartId);
          arrivals.push(ids);
        }
        end = buffer.indexOf('\n\n');
      }
    }
    const indexOf = (id: number) => arrivals.findIndex((ids) => ids.includes(id));
    const first = indexOf(fixture.chartIds[0] as number);
    const last = indexOf(fixture.chartIds[2] as number);
    expect(first).toBeGreaterThan(0); // not in the initial payload
    expect(last).toBeGreaterThan(first);
  });
});
