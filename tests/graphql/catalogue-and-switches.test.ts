import { encodeGlobalID } from '@pothos/plugin-relay';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, openStore, suffix } from '../rest/fixtures.ts';
import { addFixtureCharts, type ChartFixture } from './fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its own operation
type Data = Record<string, any>;

describe('GraphQL: chart list switches and the database catalogue', () => {
  let app: TestApp;
  let scratch: ScratchDatabase;
  let gammaToken: string;
  let fixture: ChartFixture;
  let databaseGid: string;
  const schemaName = `cat_${suffix()}`;

  const run = async (query: string, variables?: Record<string, unknown>, token?: string) => {
    const result = await executeGraphQL<Data, Record<string, unknown>>(app, query, variables, token ? { token } : {});
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data as Data;
  };

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 200 });
    const store = await openStore(app);
    try {
      const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
      gammaToken = await app.login(gamma.username, 'gamma-pass');
    } finally {
      await store.close();
    }
    fixture = await addFixtureCharts(app, 4);

    scratch = await createScratchDatabase('chartroom_gqlcat');
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA "${schemaName}"`);
      await client.query(`CREATE TABLE "${schemaName}".orders (id int, amount numeric)`);
      await client.query(`CREATE TABLE "${schemaName}".customers (id int, name text)`);
      await client.query(`CREATE VIEW "${schemaName}".big_orders AS SELECT * FROM "${schemaName}".orders`);
    } finally {
      await client.end();
    }
    const created = await app.request('/api/v1/database/', {
      method: 'POST',
      json: { database_name: `catalogue ${schemaName}`, sqlalchemy_uri: scratch.url },
    });
    expect(created.status).toBe(201);
    databaseGid = encodeGlobalID('Database', ((await created.json()) as { id: number }).id);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await scratch?.drop();
  });

  const CHARTS = `query($search: String, $fav: Boolean, $cert: Boolean, $mine: Boolean) {
    charts(first: 50, search: $search, isFavorite: $fav, isCertified: $cert, ownedByMe: $mine) {
      totalCount edges { node { sliceName isFavorite } } } }`;
  const names = (data: Data) => data.charts.edges.map((e: Data) => e.node.sliceName).sort();

  it('narrows charts to favourites, certified ones and the viewer-owned ones', async () => {
    const [first, second] = fixture.chartIds;
    const star = await app.request(`/api/v1/chart/${first}/favorites/`, { method: 'POST' });
    expect(star.status).toBe(200);
    const certify = await app.request(`/api/v1/chart/${second}`, {
      method: 'PUT',
      json: { certified_by: 'Data team', certification_details: 'Checked' },
    });
    expect(certify.status).toBe(200);
    const search = fixture.token;

    const favourites = await run(CHARTS, { search, fav: true });
    expect(names(favourites)).toEqual([`${search} chart 00`]);
    expect(favourites.charts.edges[0].node.isFavorite).toBe(true);
    expect((await run(CHARTS, { search, fav: false })).charts.totalCount).toBe(3);

    expect(names(await run(CHARTS, { search, cert: true }))).toEqual([`${search} chart 01`]);
    expect((await run(CHARTS, { search, cert: false })).charts.totalCount).toBe(3);

    expect((await run(CHARTS, { search, mine: true })).charts.totalCount).toBe(4);
    // Gamma owns none of them (and may see none of the examples' datasets' charts either).
    expect((await run(CHARTS, { search, mine: true }, gammaToken)).charts.totalCount).toBe(0);
    // The favourites of one viewer are not another's.
    expect((await run(CHARTS, { search, fav: true }, gammaToken)).charts.totalCount).toBe(0);
  });

  const CATALOGUE = `query($id: ID!, $schema: String!, $search: String) {
    node(id: $id) { ... on Database { schemas tables(schema: $schema, search: $search) { name kind } } } }`;

  it('lists schemas and the tables and views of a schema, narrowed by a search', async () => {
    const all = await run(CATALOGUE, { id: databaseGid, schema: schemaName });
    expect(all.node.schemas).toContain(schemaName);
    expect(all.node.schemas).toContain('public');
    expect(all.node.tables).toEqual(
      expect.arrayContaining([
        { name: 'orders', kind: 'TABLE' },
        { name: 'customers', kind: 'TABLE' },
        { name: 'big_orders', kind: 'VIEW' },
      ]),
    );
    expect(all.node.tables).toHaveLength(3);

    const narrowed = await run(CATALOGUE, { id: databaseGid, schema: schemaName, search: 'ORDER' });
    expect(narrowed.node.tables.map((t: Data) => t.name).sort()).toEqual(['big_orders', 'orders']);

    const empty = await run(CATALOGUE, { id: databaseGid, schema: `${schemaName}_missing` });
    expect(empty.node.tables).toEqual([]);
  });

  it('lets Gamma read the catalogue (can_read on Database, as Superset) and asks anonymous callers to sign in', async () => {
    const result = await executeGraphQL<Data, Record<string, unknown>>(
      app,
      `query($id: ID!) { databases(first: 5) { totalCount } node(id: $id) { id } }`,
      { id: databaseGid },
      { token: gammaToken },
    );
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    expect(result.data?.databases.totalCount).toBeGreaterThan(0);
    expect(result.data?.node).toEqual({ id: databaseGid });
    const rest = await app.request('/api/v1/database/', { token: gammaToken });
    expect(rest.status).toBe(200);
  });
});
