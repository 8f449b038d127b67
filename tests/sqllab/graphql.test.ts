import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { addUser } from '../graphql/fixtures.ts';
import { executeGraphQL } from '../graphql/graphql-client.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { openStore, suffix } from '../rest/fixtures.ts';
import { addDatabase, clientId } from './helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: responses of string documents are read dynamically
type Data = Record<string, any>;

const RUN = `mutation($input: RunSqlLabQueryInput!) {
  runSqlLabQuery(input: $input) {
    __typename
    ... on RunSqlLabQueryPayload {
      query { id clientId status rows limitReached errorMessage errorLine csvUrl }
      results { columns { name type } rows totalRows }
    }
    ... on Error { message }
  }
}`;

/** Reads a subscription over SSE until it ends; returns every payload's data. */
async function subscribe(app: TestApp, query: string, variables: Record<string, unknown>): Promise<Data[]> {
  const response = await app.chartroom.fetch(
    new Request('http://localhost/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: `Bearer ${app.token}`,
      },
      body: JSON.stringify({ query, variables }),
    }),
  );
  const text = await response.text();
  return text
    .split('\n\n')
    .map((block) =>
      block
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5))
        .join(''),
    )
    .filter((d) => d.trim().startsWith('{'))
    .map((d) => JSON.parse(d) as Data);
}

describe('GraphQL SQL Lab', () => {
  let app: TestApp;
  let store: MetadataStore;
  let pgDb: number;
  let gammaToken: string;
  const admin = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test' });
  const table = `sqllab_g_${suffix()}`;

  beforeAll(async () => {
    app = await startTestApp({ examplesRows: 200 });
    store = await openStore(app);
    pgDb = await addDatabase(store);
    const gamma = await addUser(app, 'Gamma');
    gammaToken = await app.login(gamma.username, gamma.password);
    await admin.connect();
    await admin.query(`CREATE TABLE ${table} AS SELECT g AS id FROM generate_series(1, 30) g`);
  }, 120_000);
  afterAll(async () => {
    await admin.query(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
    await admin.end();
    await store?.close();
    await app?.close();
  });

  it('runs a query synchronously and pages its rows from the history', async () => {
    const id = clientId();
    const { data, errors } = await executeGraphQL<Data, Data>(app, RUN, {
      input: {
        databaseId: pgDb,
        sql: `SELECT id FROM ${table} ORDER BY id`,
        queryLimit: 20,
        clientId: id,
        sqlEditorId: 'tab1',
      },
    });
    expect(errors).toBeUndefined();
    const run = data?.runSqlLabQuery;
    expect(run.__typename).toBe('RunSqlLabQueryPayload');
    expect(run.query).toMatchObject({
      clientId: id,
      status: 'SUCCESS',
      rows: 20,
      limitReached: true,
      csvUrl: `/api/v1/sqllab/export/${id}/`,
    });
    expect(run.results.columns).toEqual([{ name: 'id', type: 'INTEGER' }]);
    expect(run.results.rows[0]).toEqual({ id: 1 });
    const history = await executeGraphQL<Data, Data>(
      app,
      `query { sqlLabQueries(first: 5, sqlEditorId: "tab1") { totalCount edges { node { clientId durationMs results(offset: 18, limit: 5) { rows totalRows offset } } } } }`,
    );
    expect(history.errors).toBeUndefined();
    const node = history.data?.sqlLabQueries.edges[0].node;
    expect(history.data?.sqlLabQueries.totalCount).toBe(1);
    expect(node.results).toEqual({ rows: [{ id: 19 }, { id: 20 }], totalRows: 20, offset: 18 });
    expect(node.durationMs).toBeGreaterThanOrEqual(0);
    const one = await executeGraphQL<Data, Data>(
      app,
      `query($id: String!) { sqlLabQuery(clientId: $id) { clientId status rows } }`,
      { id },
    );
    expect(one.data?.sqlLabQuery).toEqual({ clientId: id, status: 'SUCCESS', rows: 20 });
    const unknown = await executeGraphQL<Data, Data>(
      app,
      `query($id: String!) { sqlLabQuery(clientId: $id) { clientId } }`,
      { id: clientId() },
    );
    expect(unknown.data?.sqlLabQuery ?? null).toBeNull();
  });

  it("reports a database error as the query's FAILED state with its line, and DML as a ValidationError", async () => {
    const failed = await executeGraphQL<Data, Data>(app, RUN, { input: { databaseId: pgDb, sql: 'SELECT\n  nope' } });
    expect(failed.data?.runSqlLabQuery.query).toMatchObject({ status: 'FAILED', errorLine: 2 });
    expect(failed.data?.runSqlLabQuery.query.errorMessage).toMatch(/nope/);
    const dml = await executeGraphQL<Data, Data>(app, RUN, { input: { databaseId: pgDb, sql: `DROP TABLE ${table}` } });
    expect(dml.data?.runSqlLabQuery).toEqual({
      __typename: 'ValidationError',
      message: 'Only SELECT statements are allowed against this database.',
    });
    expect((await admin.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n).toBe(30);
    const gamma = await executeGraphQL<Data, Data>(
      app,
      RUN,
      { input: { databaseId: pgDb, sql: 'SELECT 1' } },
      { token: gammaToken },
    );
    expect(gamma.data?.runSqlLabQuery.__typename).toBe('ForbiddenError');
  });

  it('follows an async query to its end through the progress subscription, and stops another', async () => {
    const id = clientId();
    const started = await executeGraphQL<Data, Data>(app, RUN, {
      input: { databaseId: pgDb, sql: 'SELECT pg_sleep(0.3) AS slept', runAsync: true, clientId: id },
    });
    expect(['PENDING', 'RUNNING']).toContain(started.data?.runSqlLabQuery.query.status);
    const events = await subscribe(
      app,
      'subscription($c: String!) { sqlLabQueryProgress(clientId: $c) { status progress } }',
      { c: id },
    );
    const states = events.map((e) => e.data?.sqlLabQueryProgress.status);
    expect(states.at(-1)).toBe('SUCCESS');
    expect(states.length).toBeGreaterThanOrEqual(2);

    const slow = clientId();
    await executeGraphQL<Data, Data>(app, RUN, {
      input: { databaseId: pgDb, sql: 'SELECT pg_sleep(5)', runAsync: true, clientId: slow },
    });
    await new Promise((r) => setTimeout(r, 200));
    const stop = await executeGraphQL<Data, Data>(
      app,
      `mutation($c: String!) { stopSqlLabQuery(clientId: $c) { __typename ... on StopSqlLabQueryPayload { query { status } } } }`,
      { c: slow },
    );
    expect(stop.data?.stopSqlLabQuery.query.status).toBe('STOPPED');
  });

  it('saves, lists, updates and deletes saved queries', async () => {
    const created = await executeGraphQL<Data, Data>(
      app,
      `mutation($i: SavedQueryInput!) { createSavedQuery(input: $i) { __typename ... on SavedQueryPayload { savedQuery { id savedQueryId label databaseName shareUrl } } ... on Error { message } } }`,
      { i: { databaseId: pgDb, label: 'Ids', sql: `SELECT id FROM ${table}`, description: 'all ids' } },
    );
    const saved = created.data?.createSavedQuery.savedQuery;
    expect(saved).toMatchObject({ label: 'Ids', shareUrl: `/sqllab/?savedQueryId=${saved.savedQueryId}` });
    const updated = await executeGraphQL<Data, Data>(
      app,
      `mutation($id: ID!, $i: SavedQueryInput!) { updateSavedQuery(id: $id, input: $i) { ... on SavedQueryPayload { savedQuery { label } } } }`,
      { id: saved.id, i: { label: 'All ids' } },
    );
    expect(updated.data?.updateSavedQuery.savedQuery.label).toBe('All ids');
    const list = await executeGraphQL<Data, Data>(
      app,
      `query { savedQueries(first: 10, search: "all ids") { totalCount edges { node { label } } } }`,
    );
    expect(list.data?.savedQueries).toEqual({ totalCount: 1, edges: [{ node: { label: 'All ids' } }] });
    const invalid = await executeGraphQL<Data, Data>(
      app,
      `mutation($i: SavedQueryInput!) { createSavedQuery(input: $i) { __typename ... on ValidationError { fieldErrors } } }`,
      { i: { label: 'x' } },
    );
    expect(invalid.data?.createSavedQuery.__typename).toBe('ValidationError');
    const del = await executeGraphQL<Data, Data>(
      app,
      `mutation($id: ID!) { deleteSavedQuery(id: $id) { ... on DeletePayload { message } } }`,
      { id: saved.id },
    );
    expect(del.data?.deleteSavedQuery.message).toBe('Deleted 1 saved query');
  });

  it('keeps tabs and saves a query as a virtual dataset, then overwrites it', async () => {
    const tabs = await executeGraphQL<Data, Data>(
      app,
      `mutation($t: [SqlLabTabInput!]!) { saveSqlLabTabs(tabs: $t) { ... on SaveSqlLabTabsPayload { tabs { position label active databaseId } } } }`,
      {
        t: [
          { label: 'One', sql: 'SELECT 1', databaseId: pgDb },
          { label: 'Two', active: true },
        ],
      },
    );
    expect(tabs.data?.saveSqlLabTabs.tabs).toEqual([
      { position: 0, label: 'One', active: false, databaseId: pgDb },
      { position: 1, label: 'Two', active: true, databaseId: null },
    ]);
    const read = await executeGraphQL<Data, Data>(app, 'query { sqlLabTabs { label } }');
    expect(read.data?.sqlLabTabs).toEqual([{ label: 'One' }, { label: 'Two' }]);

    const SAVE = `mutation($i: SaveSqlLabQueryAsDatasetInput!) { saveSqlLabQueryAsDataset(input: $i) {
      __typename ... on SaveSqlLabQueryAsDatasetPayload { datasetId exploreUrl dataset { id sql columns { columnName } } } ... on Error { message } } }`;
    const name = `sqllab_ds_${suffix()}`;
    const created = await executeGraphQL<Data, Data>(app, SAVE, {
      i: { databaseId: pgDb, sql: `SELECT id FROM ${table}`, datasetName: name, schema: 'public' },
    });
    expect(created.errors).toBeUndefined();
    const payload = created.data?.saveSqlLabQueryAsDataset;
    expect(payload.exploreUrl).toBe(
      `/explore/?datasource_type=table&datasource_id=${payload.datasetId}&viz_type=table`,
    );
    expect(payload.dataset.columns.map((c: Data) => c.columnName)).toEqual(['id']);
    const over = await executeGraphQL<Data, Data>(app, SAVE, {
      i: { databaseId: pgDb, sql: `SELECT id, id * 2 AS twice FROM ${table}`, overwriteDatasetId: payload.dataset.id },
    });
    expect(over.data?.saveSqlLabQueryAsDataset.datasetId).toBe(payload.datasetId);
    const stored = await store.prisma.dataset.findUniqueOrThrow({
      where: { id: payload.datasetId },
      include: { columns: true },
    });
    expect(stored.sql).toContain('twice');
    expect(stored.columns.map((c) => c.columnName).sort()).toEqual(['id', 'twice']);
    const taken = await executeGraphQL<Data, Data>(app, SAVE, {
      i: { databaseId: pgDb, sql: 'SELECT 1 AS x', datasetName: name, schema: 'public' },
    });
    expect(taken.data?.saveSqlLabQueryAsDataset.__typename).toBe('ValidationError');
  });
});
