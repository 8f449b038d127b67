import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, openStore, suffix } from '../rest/fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its own operation
type Data = Record<string, any>;

describe('GraphQL databases and datasets', () => {
  let app: TestApp;
  let store: MetadataStore;
  let dir: string;
  let gammaToken: string;
  const tag = suffix();

  const run = async (query: string, variables?: Record<string, unknown>, token?: string) => {
    const result = await executeGraphQL<Data, Record<string, unknown>>(app, query, variables, token ? { token } : {});
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data as Data;
  };

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 200 });
    store = await openStore(app);
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
    dir = await mkdtemp(join(tmpdir(), 'chartroom-gql-db-'));
    const db = new Database(join(dir, 'shop.db'));
    db.exec(
      "CREATE TABLE orders (id INTEGER, city TEXT, amount REAL, ordered_at TIMESTAMP); INSERT INTO orders VALUES (1, 'Paris', 10, '2024-01-01 00:00:00'), (2, 'Lyon', 5, '2024-01-02 00:00:00');",
    );
    db.close();
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const DB_RESULT = `
    __typename
    ... on DatabasePayload { database { id databaseId databaseName backend maskedUri allowFileUpload exposeInSqllab cacheTimeout } }
    ... on Error { message }
    ... on ValidationError { fieldErrors }`;
  const DS_RESULT = `
    __typename
    ... on DatasetPayload { dataset { id datasetId tableName datasetKind sql isManagedExternally viewerCanEdit
      database { databaseName } owners { username }
      columns { columnName verboseName isDttm filterable expression }
      metrics { metricName expression verboseName d3format } } }
    ... on Error { message }`;

  let databaseId: string;
  let datasetId: string;

  it('tests a connection and validates parameters, with typed failures', async () => {
    const ok = await run(
      `mutation($uri: String!) { testDatabaseConnection(sqlalchemyUri: $uri) { __typename ... on TestDatabaseConnectionPayload { ok message } ... on Error { message } } }`,
      { uri: 'postgresql://postgres@127.0.0.1:5432/test' },
    );
    expect(ok.testDatabaseConnection).toEqual({ __typename: 'TestDatabaseConnectionPayload', ok: true, message: 'OK' });
    const bad = await run(
      `mutation($uri: String!) { testDatabaseConnection(sqlalchemyUri: $uri) { __typename ... on Error { message } } }`,
      { uri: 'postgresql://postgres@no-such-host.invalid:5432/test' },
    );
    expect(bad.testDatabaseConnection.__typename).toBe('ValidationError');
    expect(bad.testDatabaseConnection.message.length).toBeGreaterThan(0);

    const missing = await run(
      `mutation { validateDatabaseParameters(engine: "postgresql", parameters: { host: "127.0.0.1" }) { valid errors { field message errorType } } }`,
    );
    expect(missing.validateDatabaseParameters.valid).toBe(false);
    expect(missing.validateDatabaseParameters.errors.map((e: Data) => e.field).sort()).toEqual([
      'database',
      'port',
      'username',
    ]);
    expect(missing.validateDatabaseParameters.errors[0].message).toBe('This is a required field');
    const valid = await run(
      `mutation { validateDatabaseParameters(engine: "postgresql", parameters: { host: "127.0.0.1", port: 5432, database: "test", username: "postgres" }) { valid errors { message } } }`,
    );
    expect(valid.validateDatabaseParameters).toEqual({ valid: true, errors: [] });
  });

  it('creates, updates and lists databases; Gamma gets a ForbiddenError', async () => {
    const created = await run(`mutation($input: DatabaseInput!) { createDatabase(input: $input) { ${DB_RESULT} } }`, {
      input: { databaseName: `shop ${tag}`, sqlalchemyUri: `sqlite://${join(dir, 'shop.db')}`, allowFileUpload: true },
    });
    expect(created.createDatabase).toMatchObject({
      __typename: 'DatabasePayload',
      database: { databaseName: `shop ${tag}`, backend: 'sqlite', allowFileUpload: true },
    });
    databaseId = created.createDatabase.database.id;

    const updated = await run(
      `mutation($id: ID!, $input: DatabaseInput!) { updateDatabase(id: $id, input: $input) { ${DB_RESULT} } }`,
      { id: databaseId, input: { cacheTimeout: 120, exposeInSqllab: false } },
    );
    expect(updated.updateDatabase.database).toMatchObject({ cacheTimeout: 120, exposeInSqllab: false });

    const bad = await run(`mutation($input: DatabaseInput!) { createDatabase(input: $input) { ${DB_RESULT} } }`, {
      input: { databaseName: `bad ${tag}`, sqlalchemyUri: 'oracle://x/y' },
    });
    expect(bad.createDatabase.__typename).toBe('ValidationError');
    expect(bad.createDatabase.fieldErrors.sqlalchemy_uri[0]).toMatch(/^Invalid connection string/);

    const denied = await run(
      `mutation($input: DatabaseInput!) { createDatabase(input: $input) { ${DB_RESULT} } }`,
      { input: { databaseName: `g ${tag}`, sqlalchemyUri: 'sqlite:///tmp/g.db' } },
      gammaToken,
    );
    expect(denied.createDatabase.__typename).toBe('ForbiddenError');

    const list = await run(
      `query($s: String) { databases(search: $s, first: 5) { totalCount edges { node { databaseName } } } }`,
      {
        s: tag,
      },
    );
    expect(list.databases.totalCount).toBe(1);
  });

  it('creates physical and virtual datasets, refuses bad SQL, lists them by kind', async () => {
    const physical = await run(
      `mutation($input: DatasetCreateInput!) { createDataset(input: $input) { ${DS_RESULT} } }`,
      {
        input: { databaseId, tableName: 'orders' },
      },
    );
    expect(physical.createDataset).toMatchObject({
      __typename: 'DatasetPayload',
      dataset: {
        tableName: 'orders',
        datasetKind: 'PHYSICAL',
        viewerCanEdit: true,
        isManagedExternally: false,
        database: { databaseName: `shop ${tag}` },
      },
    });
    expect(physical.createDataset.dataset.columns.find((c: Data) => c.columnName === 'ordered_at').isDttm).toBe(true);
    datasetId = physical.createDataset.dataset.id;

    const virtual = await run(
      `mutation($input: DatasetCreateInput!) { createDataset(input: $input) { ${DS_RESULT} } }`,
      {
        input: { databaseId, tableName: `big_orders_${tag}`, sql: 'SELECT city, amount FROM orders WHERE amount > 6' },
      },
    );
    expect(virtual.createDataset.dataset).toMatchObject({ datasetKind: 'VIRTUAL' });
    const badSql = await run(
      `mutation($input: DatasetCreateInput!) { createDataset(input: $input) { ${DS_RESULT} } }`,
      {
        input: { databaseId, tableName: `drop_${tag}`, sql: 'DROP TABLE orders' },
      },
    );
    expect(badSql.createDataset.__typename).toBe('ValidationError');

    const byKind = await run(
      `query($db: ID!) { datasets(databaseId: $db, kind: VIRTUAL, ownedByMe: true) { totalCount edges { node { tableName } } } }`,
      { db: databaseId },
    );
    expect(byKind.datasets.edges.map((e: Data) => e.node.tableName)).toEqual([`big_orders_${tag}`]);
    // One dataset list and one batched database list, however many datasets the page holds.
    const traced = await executeGraphQL<Data, Record<string, unknown>>(
      app,
      'query { datasets(first: 20) { edges { node { tableName database { databaseName } } } } }',
      {},
      { trace: true },
    );
    expect(traced.errors).toBeUndefined();
    expect(traced.data?.datasets.edges.length).toBeGreaterThan(2);
    expect(traced.upstream?.calls.map((c) => c.path.split('?')[0])).toEqual(['/api/v1/dataset/', '/api/v1/database/']);
    const ofDb = await run(`query($id: ID!) { node(id: $id) { ... on Database { datasets { totalCount } } } }`, {
      id: databaseId,
    });
    expect(ofDb.node.datasets.totalCount).toBe(2);
  });

  it('updates a column and a metric, refreshes, and refuses Gamma', async () => {
    const updated = await run(
      `mutation($id: ID!, $input: DatasetUpdateInput!) { updateDataset(id: $id, input: $input) { ${DS_RESULT} } }`,
      {
        id: datasetId,
        input: {
          description: 'Orders',
          columns: [
            { columnName: 'city', verboseName: 'City', filterable: false },
            { columnName: 'double_amount', expression: 'amount * 2', type: 'REAL' },
          ],
          metrics: [
            {
              metricName: 'revenue',
              expression: 'SUM(amount)',
              verboseName: 'Revenue',
              d3format: ',.2f',
              certifiedBy: 'QA',
            },
          ],
        },
      },
    );
    expect(updated.updateDataset.__typename).toBe('DatasetPayload');
    const ds = updated.updateDataset.dataset;
    expect(ds.columns.find((c: Data) => c.columnName === 'city')).toMatchObject({
      verboseName: 'City',
      filterable: false,
    });
    expect(ds.columns.find((c: Data) => c.columnName === 'double_amount').expression).toBe('amount * 2');
    expect(ds.columns.some((c: Data) => c.columnName === 'amount')).toBe(true);
    expect(ds.metrics.find((m: Data) => m.metricName === 'revenue')).toMatchObject({
      verboseName: 'Revenue',
      d3format: ',.2f',
    });

    const badExpr = await run(
      `mutation($id: ID!, $input: DatasetUpdateInput!) { updateDataset(id: $id, input: $input) { ${DS_RESULT} } }`,
      { id: datasetId, input: { metrics: [{ metricName: 'x', expression: '(SELECT 1)' }] } },
    );
    expect(badExpr.updateDataset.__typename).toBe('ValidationError');

    const gamma = await run(
      `mutation($id: ID!, $input: DatasetUpdateInput!) { updateDataset(id: $id, input: $input) { ${DS_RESULT} } }`,
      { id: datasetId, input: { description: 'x' } },
      gammaToken,
    );
    expect(gamma.updateDataset).toEqual({
      __typename: 'ForbiddenError',
      message:
        'You must be a dataset owner in order to edit. Please reach out to a dataset owner to request modifications or edit access.',
    });
    const gammaView = await run(
      `query($id: ID!) { node(id: $id) { ... on Dataset { viewerCanEdit database { databaseName } } } }`,
      { id: datasetId },
      gammaToken,
    );
    // Gamma reads the dataset's database (can_read on Database, as Superset's Gamma) but may not edit.
    expect(gammaView.node).toEqual({ viewerCanEdit: false, database: { databaseName: `shop ${tag}` } });

    const refreshed = await run(`mutation($id: ID!) { refreshDataset(id: $id) { ${DS_RESULT} } }`, { id: datasetId });
    expect(refreshed.refreshDataset.__typename).toBe('DatasetPayload');
  });

  it("changes a chart's dataset, then deletes datasets and the database", async () => {
    const chart = await store.prisma.chart.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const chartGlobal = Buffer.from(`Chart:${chart.id}`).toString('base64');
    const changed = await run(
      `mutation($c: ID!, $d: ID!) { changeChartDataset(chartId: $c, datasetId: $d) { __typename ... on ChangeChartDatasetPayload { chart { id } } ... on Error { message } } }`,
      { c: chartGlobal, d: datasetId },
    );
    expect(changed.changeChartDataset.__typename).toBe('ChangeChartDatasetPayload');
    expect((await store.prisma.chart.findUniqueOrThrow({ where: { id: chart.id } })).datasourceId).toBe(
      Number(Buffer.from(datasetId, 'base64').toString().split(':')[1]),
    );
    await store.prisma.chart.update({ where: { id: chart.id }, data: { datasourceId: chart.datasourceId } });

    const stillUsed = await run(
      `mutation($id: ID!) { deleteDatabase(id: $id) { __typename ... on Error { message } } }`,
      {
        id: databaseId,
      },
    );
    expect(stillUsed.deleteDatabase.__typename).toBe('ValidationError');
    const all = await run(`query($db: ID!) { datasets(databaseId: $db) { edges { node { id } } } }`, {
      db: databaseId,
    });
    const ids = all.datasets.edges.map((e: Data) => e.node.id);
    const one = await run(
      `mutation($id: ID!) { deleteDataset(id: $id) { __typename ... on DeletePayload { deletedIds } } }`,
      {
        id: ids[0],
      },
    );
    expect(one.deleteDataset.deletedIds).toEqual([ids[0]]);
    const rest = await run(
      `mutation($ids: [ID!]!) { deleteDatasets(ids: $ids) { __typename ... on DeletePayload { message } } }`,
      {
        ids: ids.slice(1),
      },
    );
    expect(rest.deleteDatasets.message).toBe('Deleted 1 dataset');
    const gone = await run(`mutation($id: ID!) { deleteDatabase(id: $id) { __typename } }`, { id: databaseId });
    expect(gone.deleteDatabase.__typename).toBe('DeletePayload');
    const missing = await run(
      `mutation($id: ID!) { deleteDatabase(id: $id) { __typename ... on Error { message } } }`,
      {
        id: databaseId,
      },
    );
    expect(missing.deleteDatabase.__typename).toBe('NotFoundError');
  });
});
