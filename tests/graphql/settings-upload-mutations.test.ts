import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { suffix } from '../rest/fixtures.ts';
import { addUser } from './fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its own operation
type Data = Record<string, any>;

describe('GraphQL: native filters and colours of a dashboard, file upload, job cancel', () => {
  let app: TestApp;
  let scratch: ScratchDatabase;
  let gammaToken: string;
  let dashboardId: string;
  let databaseId: string;
  const tag = suffix();

  const run = async (query: string, variables?: Record<string, unknown>, token?: string) => {
    const result = await executeGraphQL<Data, Record<string, unknown>>(app, query, variables, token ? { token } : {});
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data as Data;
  };

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 50 });
    const gamma = await addUser(app, 'Gamma');
    gammaToken = await app.login(gamma.username, gamma.password);
    const created = await run(
      `mutation($title: String!) { createDashboard(input: { dashboardTitle: $title }) {
        __typename ... on SaveDashboardPayload { dashboard { id } } ... on Error { message } } }`,
      { title: `settings ${tag}` },
    );
    dashboardId = created.createDashboard.dashboard.id;
    scratch = await createScratchDatabase('chartroom_gqlupload');
    const db = await run(
      `mutation($input: DatabaseInput!) { createDatabase(input: $input) {
        __typename ... on DatabasePayload { database { id } } ... on Error { message } } }`,
      { input: { databaseName: `uploads ${tag}`, sqlalchemyUri: scratch.url, allowFileUpload: true } },
    );
    expect(db.createDatabase.__typename).toBe('DatabasePayload');
    databaseId = db.createDatabase.database.id;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await scratch?.drop();
  });

  const FILTERS = `mutation($id: ID!, $change: NativeFiltersChangeInput!) {
    saveDashboardNativeFilters(id: $id, change: $change) {
      __typename
      ... on SaveDashboardPayload { lastModifiedTime dashboard { metadata { nativeFilterConfiguration { filterId name filterType } } } }
      ... on Error { message }
    } }`;
  const filter = (id: string, name: string) => ({
    id,
    name,
    filterType: 'filter_select',
    targets: [{ datasetId: 1, column: { name: 'city' } }],
    controlValues: { multiSelect: true },
    cascadeParentIds: [],
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
    defaultDataMask: { filterState: {} },
    type: 'NATIVE_FILTER',
  });

  it('adds, reorders and removes native filters; Gamma is refused', async () => {
    const added = await run(FILTERS, {
      id: dashboardId,
      change: { modified: [filter('NATIVE_FILTER-a', 'City'), filter('NATIVE_FILTER-b', 'Country')] },
    });
    expect(added.saveDashboardNativeFilters.__typename).toBe('SaveDashboardPayload');
    expect(added.saveDashboardNativeFilters.lastModifiedTime).toBeGreaterThan(0);
    const names = (data: Data) =>
      data.saveDashboardNativeFilters.dashboard.metadata.nativeFilterConfiguration.map((f: Data) => f.name);
    expect(names(added)).toEqual(['City', 'Country']);

    const reordered = await run(FILTERS, {
      id: dashboardId,
      change: { reordered: ['NATIVE_FILTER-b', 'NATIVE_FILTER-a'] },
    });
    expect(names(reordered)).toEqual(['Country', 'City']);
    const removed = await run(FILTERS, { id: dashboardId, change: { deleted: ['NATIVE_FILTER-b'] } });
    expect(names(removed)).toEqual(['City']);

    const bad = await run(FILTERS, { id: dashboardId, change: { modified: [42] } });
    expect(bad.saveDashboardNativeFilters.__typename).toBe('ValidationError');

    const gamma = await run(FILTERS, { id: dashboardId, change: { deleted: ['NATIVE_FILTER-a'] } }, gammaToken);
    expect(['ForbiddenError', 'NotFoundError']).toContain(gamma.saveDashboardNativeFilters.__typename);
    const after = await run(
      `query($id: ID!) { node(id: $id) { ... on Dashboard { metadata { nativeFilterConfiguration { name } } } } }`,
      { id: dashboardId },
    );
    expect(after.node.metadata.nativeFilterConfiguration).toEqual([{ name: 'City' }]);
  });

  it('saves the colour scheme and label colours', async () => {
    const COLORS = `mutation($id: ID!, $colors: DashboardColorsInput!) { saveDashboardColors(id: $id, colors: $colors) {
      __typename ... on SaveDashboardPayload { dashboard { metadata { colorScheme labelColors } } } ... on Error { message } } }`;
    const saved = await run(COLORS, {
      id: dashboardId,
      colors: { colorScheme: 'supersetColors', labelColors: { Paris: '#ff0000' } },
    });
    expect(saved.saveDashboardColors.dashboard.metadata).toEqual({
      colorScheme: 'supersetColors',
      labelColors: { Paris: '#ff0000' },
    });
    const gamma = await run(COLORS, { id: dashboardId, colors: { colorScheme: 'x' } }, gammaToken);
    expect(['ForbiddenError', 'NotFoundError']).toContain(gamma.saveDashboardColors.__typename);
  });

  const UPLOAD = `mutation($db: ID!, $file: File!, $table: String!, $ifExists: IfTableExists) {
    uploadFile(databaseId: $db, file: $file, tableName: $table, ifExists: $ifExists) {
      __typename
      ... on UploadFilePayload { tableName schema rows database { databaseName } }
      ... on Error { message }
    } }`;

  async function upload(csv: string, table: string, ifExists: string, token = app.token) {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: UPLOAD, variables: { db: databaseId, file: null, table, ifExists } }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([csv], { type: 'text/csv' }), 'cities.csv');
    const response = await app.chartroom.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    const body = (await response.json()) as { data?: Data; errors?: unknown[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data?.uploadFile as Data;
  }

  it('uploads a CSV into a table, refuses a second upload over it, and refuses Gamma', async () => {
    const table = `cities_${tag}`;
    const first = await upload('city,population\nParis,2100000\nLyon,520000\n', table, 'FAIL');
    expect(first).toEqual({
      __typename: 'UploadFilePayload',
      tableName: table,
      schema: null,
      rows: 2,
      database: { databaseName: `uploads ${tag}` },
    });
    const tables = await run(
      `query($id: ID!, $search: String) { node(id: $id) { ... on Database { tables(schema: "public", search: $search) { name } } } }`,
      { id: databaseId, search: table },
    );
    expect(tables.node.tables).toEqual([{ name: table }]);

    const again = await upload('city,population\nNice,340000\n', table, 'FAIL');
    expect(again.__typename).toBe('ValidationError');
    expect(again.message).toContain('Table already exists');
    const appended = await upload('city,population\nNice,340000\n', table, 'APPEND');
    expect(appended.rows).toBe(1);

    const gamma = await upload('city\nX\n', `gamma_${tag}`, 'FAIL', gammaToken);
    expect(gamma.__typename).toBe('ForbiddenError');
  });

  it('answers cancelling an unknown job with a typed error', async () => {
    const data = await run(`mutation { cancelChartJob(jobId: "no-such-job") { __typename ... on Error { message } } }`);
    expect(data.cancelChartJob.__typename).toBe('NotFoundError');
  });
});
