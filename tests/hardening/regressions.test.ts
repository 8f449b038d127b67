import { encodeGlobalID } from '@pothos/plugin-relay';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, openStore, q } from '../rest/fixtures.ts';
import { firstSubscriptionEvent } from './graphql-operations.ts';

interface GraphQLBody {
  data?: Record<string, { __typename?: string; message?: string } | null> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** The failing cases the generated suites found, shrunk, kept as plain tests. */
describe('regressions found by the generated suites', () => {
  let app: TestApp;
  let store: MetadataStore;
  let alpha: string;
  let owner: string;

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 50 });
    store = await openStore(app);
    const a = await createUser(store, { role: 'Alpha', sqlLab: true, password: 'alpha-regress' });
    const o = await createUser(store, { role: 'Alpha', sqlLab: true, password: 'owner-regress' });
    alpha = await app.login(a.username, 'alpha-regress');
    owner = await app.login(o.username, 'owner-regress');
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const graphql = async (query: string, variables: Record<string, unknown> = {}, token: string | null = app.token) =>
    (await (
      await app.request('/graphql', { method: 'POST', json: { query, variables }, token })
    ).json()) as GraphQLBody;

  it('a lone surrogate in a text argument is bad input, not an unexpected error', async () => {
    const body = await graphql('mutation($k: String!) { deleteExploreFormData(key: $k) { __typename } }', {
      k: '\ud800',
    });
    expect(body.errors?.[0]).toMatchObject({
      message: 'A text argument holds an invalid character (a lone surrogate).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('updateRole of an unknown role with nothing to change is NotFoundError', async () => {
    const body = await graphql('mutation($id: ID!) { updateRole(id: $id) { __typename ... on Error { message } } }', {
      id: encodeGlobalID('SecurityRole', '987654'),
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateRole?.__typename).toBe('NotFoundError');
  });

  it('changeMyPassword after too many wrong current passwords answers the throttle, not a crash', async () => {
    const user = await createUser(store, { role: 'Gamma', password: 'gamma-regress-1' });
    const token = await app.login(user.username, 'gamma-regress-1');
    const change = () =>
      graphql(
        'mutation { changeMyPassword(currentPassword: "wrong-one", password: "Another-pass-9") { __typename ... on Error { message } } }',
        {},
        token,
      );
    let last: GraphQLBody = {};
    for (let i = 0; i < 12 && !last.errors; i++) last = await change();
    expect(last.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(last.errors?.[0]?.message).toMatch(/^Too many failed attempts\. Try again in \d+ seconds\.$/);
  });

  it('exportBundle asks an anonymous caller to sign in before looking at the arguments', async () => {
    const res = await app.request('/graphql', {
      method: 'POST',
      token: null,
      json: { query: '{ exportBundle(resource: CHART) { path } }' },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as GraphQLBody).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('bulk delete of a dashboard the caller cannot see is 404, as the single delete', async () => {
    const created = await app.request('/api/v1/dashboard/', {
      method: 'POST',
      token: owner,
      json: { dashboard_title: 'private regress', published: false },
    });
    const id = ((await created.json()) as { id: number }).id;
    const bulk = await app.request(`/api/v1/dashboard/?${q([id])}`, { method: 'DELETE', token: alpha });
    expect(bulk.status).toBe(404);
    expect((await app.request(`/api/v1/dashboard/${id}`, { method: 'DELETE', token: alpha })).status).toBe(404);
    expect(await store.prisma.dashboard.count({ where: { id } })).toBe(1);
  });

  it('a save version beyond the date range is refused, not ignored', async () => {
    const chartId = (await store.prisma.chart.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    const res = await app.request(`/api/v1/chart/${chartId}`, {
      method: 'PUT',
      json: { description: 'x', last_modified_time: 1e300 },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: { last_modified_time: ['Not a valid epoch time or datetime.'] } });
  });

  it('an import entry that climbs out of the bundle is refused by name', async () => {
    const zip = new JSZip();
    zip.file('b/metadata.yaml', 'version: 1.0.0\ntype: Dashboard\ntimestamp: "2024-01-01T00:00:00+00:00"\n');
    zip.file('b/dashboards/../../x.yaml', 'dashboard_title: x\n', { createFolders: false });
    const form = new FormData();
    form.append(
      'formData',
      new Blob([(await zip.generateAsync({ type: 'uint8array' })) as Uint8Array<ArrayBuffer>]),
      'b.zip',
    );
    const res = await app.request('/api/v1/dashboard/import/', { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message:
        'The ZIP file has an entry outside its folder ("b/dashboards/../../x.yaml"): absolute paths and ".." are not allowed.',
    });
  });

  it('assets import refuses a metadata type that is not a string', async () => {
    const zip = new JSZip();
    zip.file('b/metadata.yaml', 'version: 1.0.0\ntype: 42\ntimestamp: "2024-01-01T00:00:00+00:00"\n');
    zip.file(
      'b/dashboards/x.yaml',
      `dashboard_title: typed\nuuid: ${crypto.randomUUID()}\nversion: 1.0.0\nposition: {}\nmetadata: {}\n`,
    );
    const form = new FormData();
    form.append(
      'bundle',
      new Blob([(await zip.generateAsync({ type: 'uint8array' })) as Uint8Array<ArrayBuffer>]),
      'b.zip',
    );
    const res = await app.request('/api/v1/assets/import/', { method: 'POST', body: form });
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toContain('Not a valid string.');
    expect(await store.prisma.dashboard.count({ where: { dashboardTitle: 'typed' } })).toBe(0);
  });

  it("sqlLabQueryProgress of another user's query is NOT_FOUND, as sqlLabQuery, not bad input", async () => {
    const examples = await store.prisma.database.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const clientId = `regress_${crypto.randomUUID().slice(0, 8)}`;
    const run = await app.request('/api/v1/sqllab/execute/', {
      method: 'POST',
      token: owner,
      json: { database_id: examples.id, sql: 'SELECT 1 AS a', client_id: clientId },
    });
    expect(run.status).toBe(200);
    const op = {
      query: 'subscription($c: String!) { sqlLabQueryProgress(clientId: $c) { status } }',
      variables: { c: clientId },
      hasFile: false,
    };
    const other = JSON.parse((await firstSubscriptionEvent(app.chartroom.fetch, op, alpha)).text) as GraphQLBody;
    expect(other.errors?.[0]).toMatchObject({
      message: 'The query was not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    const mine = JSON.parse((await firstSubscriptionEvent(app.chartroom.fetch, op, owner)).text) as {
      data?: { sqlLabQueryProgress?: { status: string } };
    };
    expect(mine.data?.sqlLabQueryProgress?.status).toBe('SUCCESS');
  });

  it('runSqlLabQuery with an empty client id runs and reports the query it recorded', async () => {
    const examples = await store.prisma.database.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const before = await store.prisma.query.count();
    const body = (await graphql(
      'mutation($i: RunSqlLabQueryInput!) { runSqlLabQuery(input: $i) { __typename ... on Error { message } ... on RunSqlLabQueryPayload { query { clientId status } } } }',
      { i: { databaseId: examples.id, sql: 'SELECT 1 AS a', clientId: '' } },
      owner,
    )) as { data?: { runSqlLabQuery?: { __typename: string; query?: { clientId: string; status: string } } } };
    expect(body.data?.runSqlLabQuery?.__typename).toBe('RunSqlLabQueryPayload');
    expect(body.data?.runSqlLabQuery?.query?.status).toBe('SUCCESS');
    expect(body.data?.runSqlLabQuery?.query?.clientId).not.toBe('');
    expect(await store.prisma.query.count()).toBe(before + 1);
  });

  it('saveSqlLabQueryAsDataset overwriting with SQL the database cannot read is refused with the dataset unchanged', async () => {
    const examples = await store.prisma.database.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const created = await app.request('/api/v1/dataset/', {
      method: 'POST',
      token: owner,
      json: { database: examples.id, table_name: `regress_ow_${Date.now()}`, sql: 'SELECT 1 AS a' },
    });
    const id = ((await created.json()) as { id: number }).id;
    const before = await store.prisma.dataset.findUniqueOrThrow({ where: { id }, include: { columns: true } });
    const body = await graphql(
      'mutation($i: SaveSqlLabQueryAsDatasetInput!) { saveSqlLabQueryAsDataset(input: $i) { __typename ... on Error { message } } }',
      {
        i: {
          databaseId: examples.id,
          sql: '',
          schema: 'no_such_schema',
          overwriteDatasetId: encodeGlobalID('Dataset', String(id)),
        },
      },
      owner,
    );
    expect(body.data?.saveSqlLabQueryAsDataset?.__typename).toBe('ValidationError');
    expect(body.data?.saveSqlLabQueryAsDataset?.message).toMatch(/could not be found/);
    const after = await store.prisma.dataset.findUniqueOrThrow({ where: { id }, include: { columns: true } });
    expect(after).toEqual(before);
    const ok = await graphql(
      'mutation($i: SaveSqlLabQueryAsDatasetInput!) { saveSqlLabQueryAsDataset(input: $i) { __typename } }',
      {
        i: { databaseId: examples.id, sql: 'SELECT 2 AS b', overwriteDatasetId: encodeGlobalID('Dataset', String(id)) },
      },
      owner,
    );
    expect(ok.data?.saveSqlLabQueryAsDataset?.__typename).toBe('SaveSqlLabQueryAsDatasetPayload');
    const columns = await store.prisma.datasetColumn.findMany({ where: { datasetId: id } });
    expect(columns.map((c) => c.columnName)).toEqual(['b']);
  });
});
