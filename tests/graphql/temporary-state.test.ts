import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMetadataStore } from '../../gateway/src/metadata/store.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createRestrictedUser } from '../rest/restricted-role.ts';
import { addFixtureCharts, addUser } from './fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its own operation
type Data = Record<string, any>;

const RESULT = `__typename ... on TemporaryStatePayload { key } ... on Error { message } ... on ValidationError { fieldErrors }`;
const NOT_OWNER = "You don't have permission to modify the value.";

describe('GraphQL explore form data and dashboard filter state', () => {
  let app: TestApp;
  let gammaToken: string;
  let otherToken: string;
  let readerToken: string;
  let datasetId: number;
  let chartId: string;
  let boardId: string;
  let draftId: string;

  const exec = (query: string, variables: Record<string, unknown>, token?: string | null) =>
    executeGraphQL<Data, Record<string, unknown>>(app, query, variables, token === undefined ? {} : { token });
  const run = async (query: string, variables: Record<string, unknown>, token?: string | null) => {
    const result = await exec(query, variables, token);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data as Data;
  };

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 50 });
    const fixture = await addFixtureCharts(app, 1);
    chartId = encodeGlobalID('Chart', fixture.chartIds[0] as number);
    const gamma = await addUser(app, 'Gamma');
    gammaToken = await app.login(gamma.username, gamma.password);
    const other = await addUser(app, 'Gamma');
    otherToken = await app.login(other.username, other.password);
    const store = await openMetadataStore(app.chartroom.config, app.chartroom.log);
    try {
      const reader = await createRestrictedUser(store, 'reader-pass');
      readerToken = await app.login(reader.username, 'reader-pass');
      const chart = await store.prisma.chart.findUniqueOrThrow({ where: { id: fixture.chartIds[0] as number } });
      datasetId = chart.datasourceId;
    } finally {
      await store.close();
    }
    const board = await app.request('/api/v1/dashboard/', {
      method: 'POST',
      json: { dashboard_title: `fs ${fixture.token}`, published: true },
    });
    boardId = encodeGlobalID('Dashboard', ((await board.json()) as { id: number }).id);
    const draft = await app.request('/api/v1/dashboard/', {
      method: 'POST',
      json: { dashboard_title: `draft ${fixture.token}` },
    });
    draftId = encodeGlobalID('Dashboard', ((await draft.json()) as { id: number }).id);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const CREATE = `mutation($input: ExploreFormDataInput!, $tabId: Int) { createExploreFormData(input: $input, tabId: $tabId) { ${RESULT} } }`;
  const UPDATE = `mutation($key: String!, $input: ExploreFormDataInput!) { updateExploreFormData(key: $key, input: $input) { ${RESULT} } }`;
  const DELETE = `mutation($key: String!) { deleteExploreFormData(key: $key) { ${RESULT} } }`;
  const READ = 'query($key: String!) { exploreFormData(key: $key) { key formData } }';
  const input = (extra: Record<string, unknown> = {}) => ({
    datasourceId: datasetId,
    datasourceType: 'table',
    chartId,
    formData: { viz_type: 'table', datasource: `${datasetId}__table`, row_limit: 10 },
    ...extra,
  });

  it('keeps explore form data per key for Gamma: create, read, update and delete by the owner only', async () => {
    const created = (await run(CREATE, { input: input() }, gammaToken)).createExploreFormData;
    expect(created.__typename).toBe('TemporaryStatePayload');
    const { key } = created;
    expect((await run(READ, { key }, gammaToken)).exploreFormData).toEqual({ key, formData: input().formData });
    // Anyone who can read the dataset and chart may read; only the owner may change.
    expect((await run(READ, { key }, otherToken)).exploreFormData.key).toBe(key);
    const next = input({ formData: { viz_type: 'table', row_limit: 99 } });
    const foreign = (await run(UPDATE, { key, input: next }, otherToken)).updateExploreFormData;
    expect(foreign).toEqual({ __typename: 'ForbiddenError', message: NOT_OWNER });
    expect((await run(UPDATE, { key, input: next }, gammaToken)).updateExploreFormData).toEqual({
      __typename: 'TemporaryStatePayload',
      key,
    });
    expect((await run(READ, { key }, gammaToken)).exploreFormData.formData).toEqual({
      viz_type: 'table',
      row_limit: 99,
    });

    expect((await run(DELETE, { key }, otherToken)).deleteExploreFormData.__typename).toBe('ForbiddenError');
    expect((await run(DELETE, { key }, gammaToken)).deleteExploreFormData).toEqual({
      __typename: 'TemporaryStatePayload',
      key,
    });
    expect((await run(READ, { key }, gammaToken)).exploreFormData).toBeNull();
    expect((await run(DELETE, { key }, gammaToken)).deleteExploreFormData.__typename).toBe('NotFoundError');
    expect((await run(UPDATE, { key, input: next }, gammaToken)).updateExploreFormData.__typename).toBe(
      'NotFoundError',
    );
  });

  it('reuses the key of a browser tab (Admin)', async () => {
    const first = (await run(CREATE, { input: input(), tabId: 7 })).createExploreFormData.key;
    const second = (await run(CREATE, { input: input({ formData: { viz_type: 'pie' } }), tabId: 7 }))
      .createExploreFormData.key;
    expect(second).toBe(first);
    expect((await run(READ, { key: first })).exploreFormData.formData).toEqual({ viz_type: 'pie' });
    const elsewhere = (await run(CREATE, { input: input(), tabId: 8 })).createExploreFormData.key;
    expect(elsewhere).not.toBe(first);
  });

  it('returns typed errors for bad input, unknown datasets and datasets the viewer cannot read', async () => {
    const badType = (await run(CREATE, { input: input({ datasourceType: 'cube' }) })).createExploreFormData;
    expect(badType.__typename).toBe('ValidationError');
    expect(badType.fieldErrors).toEqual({
      datasource_type: ['Must be one of: table, dataset, query, saved_query, view.'],
    });
    const notObject = (await run(CREATE, { input: input({ formData: [1, 2] }) })).createExploreFormData;
    expect(notObject).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: { formData: ['Not a valid JSON object.'] },
    });
    expect((await run(CREATE, { input: input(), tabId: -1 })).createExploreFormData.__typename).toBe('ValidationError');
    expect((await run(CREATE, { input: input({ chartId: boardId }) })).createExploreFormData).toMatchObject({
      __typename: 'ValidationError',
      message: 'Expected the ID of a Chart.',
    });
    const unknown = (await run(CREATE, { input: input({ datasourceId: 987654, chartId: null }) }))
      .createExploreFormData;
    expect(unknown.__typename).toBe('NotFoundError');
    const denied = (await run(CREATE, { input: input() }, readerToken)).createExploreFormData;
    expect(denied).toEqual({ __typename: 'ForbiddenError', message: "You don't have access to this dataset." });
    // Reading someone's state about a dataset the viewer cannot read is refused outright.
    const key = (await run(CREATE, { input: input() }, gammaToken)).createExploreFormData.key;
    const hidden = await exec(READ, { key }, readerToken);
    expect(hidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await exec(CREATE, { input: input() }, null);
    expect(anonymous.status).toBe(401);
  });

  const FS_CREATE = `mutation($id: ID!, $value: JSON!, $tabId: Int) { createDashboardFilterState(dashboardId: $id, value: $value, tabId: $tabId) { ${RESULT} } }`;
  const FS_UPDATE = `mutation($id: ID!, $key: String!, $value: JSON!) { updateDashboardFilterState(dashboardId: $id, key: $key, value: $value) { ${RESULT} } }`;
  const FS_DELETE = `mutation($id: ID!, $key: String!) { deleteDashboardFilterState(dashboardId: $id, key: $key) { ${RESULT} } }`;
  const FS_READ =
    'query($id: ID!, $key: String!) { node(id: $id) { ... on Dashboard { filterState(key: $key) { key value } } } }';

  it('keeps dashboard filter state per dashboard and owner (Gamma)', async () => {
    const value = { 'NATIVE_FILTER-1': { id: 'NATIVE_FILTER-1', filterState: { value: ['a'] } } };
    const created = (await run(FS_CREATE, { id: boardId, value }, gammaToken)).createDashboardFilterState;
    expect(created.__typename).toBe('TemporaryStatePayload');
    const { key } = created;
    expect((await run(FS_READ, { id: boardId, key }, gammaToken)).node.filterState).toEqual({ key, value });
    // The key belongs to its dashboard.
    expect((await run(FS_READ, { id: draftId, key })).node.filterState).toBeNull();
    expect((await run(FS_UPDATE, { id: draftId, key, value })).updateDashboardFilterState.__typename).toBe(
      'NotFoundError',
    );
    const next = { 'NATIVE_FILTER-1': { filterState: { value: ['b'] } } };
    expect((await run(FS_UPDATE, { id: boardId, key, value: next }, otherToken)).updateDashboardFilterState).toEqual({
      __typename: 'ForbiddenError',
      message: NOT_OWNER,
    });
    expect((await run(FS_UPDATE, { id: boardId, key, value: next }, gammaToken)).updateDashboardFilterState).toEqual({
      __typename: 'TemporaryStatePayload',
      key,
    });
    expect((await run(FS_READ, { id: boardId, key }, otherToken)).node.filterState.value).toEqual(next);
    expect((await run(FS_DELETE, { id: boardId, key }, otherToken)).deleteDashboardFilterState.__typename).toBe(
      'ForbiddenError',
    );
    expect((await run(FS_DELETE, { id: boardId, key }, gammaToken)).deleteDashboardFilterState.__typename).toBe(
      'TemporaryStatePayload',
    );
    expect((await run(FS_READ, { id: boardId, key }, gammaToken)).node.filterState).toBeNull();
    expect((await run(FS_DELETE, { id: boardId, key }, gammaToken)).deleteDashboardFilterState.__typename).toBe(
      'NotFoundError',
    );
  });

  it('reuses a tab key and refuses bad values and hidden dashboards (Admin and Gamma)', async () => {
    const value = { a: 1 };
    const first = (await run(FS_CREATE, { id: boardId, value, tabId: 3 })).createDashboardFilterState.key;
    const again = (await run(FS_CREATE, { id: boardId, value: { a: 2 }, tabId: 3 })).createDashboardFilterState.key;
    expect(again).toBe(first);
    const bad = (await run(FS_CREATE, { id: boardId, value: 3 })).createDashboardFilterState;
    expect(bad).toMatchObject({ __typename: 'ValidationError', fieldErrors: { value: ['Not a valid JSON object.'] } });
    expect((await run(FS_CREATE, { id: chartId, value })).createDashboardFilterState.__typename).toBe(
      'ValidationError',
    );
    // Someone else's draft is invisible to Gamma, as is an unknown dashboard.
    expect((await run(FS_CREATE, { id: draftId, value }, gammaToken)).createDashboardFilterState.__typename).toBe(
      'NotFoundError',
    );
    const unknown = encodeGlobalID('Dashboard', 987654);
    expect((await run(FS_CREATE, { id: unknown, value })).createDashboardFilterState.__typename).toBe('NotFoundError');
  });
});
