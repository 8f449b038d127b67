import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDBConnector } from '../../gateway/src/connectors/duckdb.ts';
import { MySqlConnector } from '../../gateway/src/connectors/mysql.ts';
import { PostgresConnector } from '../../gateway/src/connectors/postgresql.ts';
import { SqliteConnector } from '../../gateway/src/connectors/sqlite.ts';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { json, openStore, suffix } from '../rest/fixtures.ts';
import { addDatabase, clientId, PG_URI } from './helpers.ts';

const MARIA_URI = 'mysql://root@127.0.0.1:3306/test';

interface RunBody {
  status?: string;
  message?: string;
  data: Record<string, unknown>[];
  query: Record<string, unknown>;
}

/**
 * The schema chosen in SQL Lab is the default schema of the whole run, and every statement of a
 * run shares one connection (PostgreSQL, MariaDB, DuckDB); the job runner's path and the CSV
 * export use the same schema.
 */
describe('SQL Lab runs in the chosen schema on one connection', () => {
  let app: TestApp;
  let store: MetadataStore;
  let pgDb: number;
  let mariaDb: number;
  let duckDb: number;
  const tag = suffix();
  const pgSchema = `sales_${tag}`;
  const mariaSchema = `sales_${tag}`;
  const admin = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test' });
  let maria: mysql.Connection;
  const dir = mkdtempSync(join(tmpdir(), 'sqllab-schema-'));
  const duckFile = join(dir, 'warehouse.duckdb');

  beforeAll(async () => {
    app = await startTestApp({ examplesRows: 50, featureFlags: 'GLOBAL_ASYNC_QUERIES' });
    store = await openStore(app);
    pgDb = await addDatabase(store, { allowDml: true });
    mariaDb = await addDatabase(store, { uri: MARIA_URI, allowDml: true });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${pgSchema}`);
    await admin.query(`CREATE TABLE ${pgSchema}.orders (id int, amount int)`);
    await admin.query(`INSERT INTO ${pgSchema}.orders VALUES (1, 10), (2, 20), (3, 30)`);
    maria = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', database: 'test' });
    await maria.query(`CREATE DATABASE ${mariaSchema}`);
    await maria.query(`CREATE TABLE ${mariaSchema}.orders (id int, amount int)`);
    await maria.query(`INSERT INTO ${mariaSchema}.orders VALUES (1, 10), (2, 20)`);
    const duck = await DuckDBInstance.create(duckFile);
    const setup = await duck.connect();
    await setup.run('CREATE SCHEMA sales');
    await setup.run('CREATE TABLE sales.orders AS SELECT range AS id FROM range(4)');
    setup.closeSync();
    duck.closeSync();
    duckDb = await addDatabase(store, { uri: `duckdb://${duckFile}`, allowDml: true });
  }, 120_000);
  afterAll(async () => {
    await admin.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`).catch(() => undefined);
    await admin.end();
    await maria?.query(`DROP DATABASE IF EXISTS ${mariaSchema}`).catch(() => undefined);
    await maria?.end();
    await store?.close();
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const execute = async (body: Record<string, unknown>) => {
    const res = await app.request('/api/v1/sqllab/execute/', { method: 'POST', json: body });
    return { status: res.status, body: await json<RunBody>(res) };
  };

  it('PostgreSQL: an unqualified table resolves in the chosen schema, and only there', async () => {
    const sql = 'SELECT id, amount FROM orders ORDER BY id';
    const run = await execute({ database_id: pgDb, schema: pgSchema, sql });
    expect(run.status).toBe(200);
    expect(run.body.data).toEqual([
      { id: 1, amount: 10 },
      { id: 2, amount: 20 },
      { id: 3, amount: 30 },
    ]);
    const unqualified = await execute({ database_id: pgDb, sql });
    expect(unqualified.status).toBe(400);
    expect(unqualified.body.message).toMatch(/relation "orders" does not exist/);
  });

  it('PostgreSQL: a temporary table made by statement 1 is read by statement 2, on the same backend', async () => {
    const run = await execute({
      database_id: pgDb,
      schema: pgSchema,
      sql: 'CREATE TEMPORARY TABLE picked AS SELECT id, pg_backend_pid() AS pid FROM orders WHERE id > 1;\nSELECT id, pid = pg_backend_pid() AS same FROM picked ORDER BY id',
    });
    expect(run.status).toBe(200);
    expect(run.body.data).toEqual([
      { id: 2, same: true },
      { id: 3, same: true },
    ]);
    // The connection went back clean: the next run does not see the temporary table.
    const after = await execute({ database_id: pgDb, sql: 'SELECT * FROM picked' });
    expect(after.status).toBe(400);
  });

  it('PostgreSQL: a schema that does not exist fails with the database message', async () => {
    const run = await execute({ database_id: pgDb, schema: `missing_${tag}`, sql: 'SELECT 1 AS one' });
    expect(run.status).toBe(400);
    expect(run.body.message).toBe(`schema "missing_${tag}" does not exist`);
    expect(run.body.query.state).toBe('failed');
  });

  it('PostgreSQL: an async run on the job runner and the CSV export use the schema too', async () => {
    const id = clientId();
    const res = await execute({
      database_id: pgDb,
      schema: pgSchema,
      sql: 'SELECT id FROM orders ORDER BY id',
      runAsync: true,
      client_id: id,
    });
    expect(res.status).toBe(202);
    let state = '';
    for (let i = 0; i < 200 && !['success', 'failed'].includes(state); i++) {
      await new Promise((r) => setTimeout(r, 50));
      state = (await store.prisma.query.findUniqueOrThrow({ where: { clientId: id } })).status;
    }
    const row = await store.prisma.query.findUniqueOrThrow({ where: { clientId: id } });
    expect(row.status).toBe('success');
    expect(row.rows).toBe(3);
    const csv = await app.request(`/api/v1/sqllab/export/${id}/`);
    expect(csv.status).toBe(200);
    expect((await csv.text()).trim().split('\n')).toEqual(['id', '1', '2', '3']);
  });

  it('MariaDB: the chosen database is the default one, a temporary table lives through the run', async () => {
    const run = await execute({
      database_id: mariaDb,
      schema: mariaSchema,
      sql: 'CREATE TEMPORARY TABLE picked AS SELECT id, amount FROM orders WHERE amount > 10;\nSELECT id, amount, DATABASE() AS db FROM picked',
    });
    expect(run.status).toBe(200);
    expect(run.body.data).toEqual([{ id: 2, amount: 20, db: mariaSchema }]);
    const missing = await execute({ database_id: mariaDb, schema: `missing_${tag}`, sql: 'SELECT 1 AS one' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Unknown database/);
    // The next run without a schema gets a connection on the URI's own database, not the one chosen before.
    const plain = await execute({ database_id: mariaDb, sql: 'SELECT DATABASE() AS db' });
    expect(plain.body.data).toEqual([{ db: 'test' }]);
  });

  it('DuckDB: an unqualified table resolves in the chosen schema', async () => {
    const run = await execute({ database_id: duckDb, schema: 'sales', sql: 'SELECT count(*) AS n FROM orders' });
    expect(run.status).toBe(200);
    expect(run.body.data).toEqual([{ n: 4 }]);
    const missing = await execute({ database_id: duckDb, schema: 'nowhere', sql: 'SELECT 1 AS one' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/nowhere/);
  });
});

/** Sessions on the connectors themselves: settings that SQL Lab's guard refuses carry over here. */
describe('connector sessions', () => {
  it('PostgreSQL: a SET in statement 1 is seen by statement 2, and reset before the client goes back', async () => {
    const connector = new PostgresConnector(PG_URI, { maxConcurrent: 1 });
    try {
      const seen = await connector.session({ defaultSchema: 'public' }, async (s) => {
        await s.query("SET application_name = 'sqllab-session'", []);
        const r = await s.query("SELECT current_setting('application_name') AS app, current_schema() AS sch", []);
        return r.rows[0];
      });
      expect(seen).toEqual({ app: 'sqllab-session', sch: 'public' });
      // One client in the pool: the same backend, its setting discarded.
      const after = await connector.query("SELECT current_setting('application_name') AS app", []);
      expect(after.rows[0]).toEqual({ app: '' });
    } finally {
      await connector.close();
    }
  });

  it('PostgreSQL: a schema name with capitals and a quote is quoted, not interpreted', async () => {
    const odd = `Odd"Sales ${suffix()}`;
    const quoted = `"${odd.replaceAll('"', '""')}"`;
    const connector = new PostgresConnector(PG_URI, { maxConcurrent: 1 });
    try {
      await connector.query(`CREATE SCHEMA ${quoted}`, []);
      const r = await connector.session({ defaultSchema: odd }, (s) => s.query('SELECT current_schema() AS sch', []));
      expect(r.rows).toEqual([{ sch: odd }]);
    } finally {
      await connector.query(`DROP SCHEMA IF EXISTS ${quoted}`, []).catch(() => undefined);
      await connector.close();
    }
  });

  it('MariaDB: a session variable carries between statements; the next borrower starts fresh', async () => {
    const connector = new MySqlConnector(MARIA_URI, { maxConcurrent: 1 });
    try {
      const seen = await connector.session({ defaultSchema: 'test' }, async (s) => {
        await s.query('SET @picked = 42', []);
        return (await s.query('SELECT @picked AS picked', [])).rows[0];
      });
      expect(seen).toEqual({ picked: 42 });
      expect((await connector.query('SELECT @picked AS picked', [])).rows[0]).toEqual({ picked: null });
    } finally {
      await connector.close();
    }
  });

  it('DuckDB: USE on the held connection, a temporary table seen by the next statement', async () => {
    const connector = new DuckDBConnector(':memory:');
    try {
      await connector.query('CREATE SCHEMA sales', []);
      await connector.query('CREATE TABLE sales.orders AS SELECT 7 AS id', []);
      const rows = await connector.session({ defaultSchema: 'sales' }, async (s) => {
        await s.query('CREATE TEMPORARY TABLE picked AS SELECT id FROM orders', []);
        return (await s.query('SELECT id FROM picked', [])).rows;
      });
      expect(rows).toEqual([{ id: 7 }]);
      await expect(connector.query('SELECT id FROM picked', [])).rejects.toThrow(/picked/);
      await expect(connector.session({ defaultSchema: 'nowhere' }, async () => 1)).rejects.toThrow(/nowhere/);
      const stream = await connector.stream('SELECT id FROM orders', [], { defaultSchema: 'sales' });
      const batches: unknown[][] = [];
      for await (const b of stream.batches) batches.push(...b);
      expect(batches).toEqual([[7]]);
    } finally {
      await connector.close();
    }
  });

  it('SQLite: main is the only schema; another name changes nothing and is no error', async () => {
    const connector = new SqliteConnector(':memory:');
    try {
      await connector.query('CREATE TABLE orders (id INTEGER)', []);
      await connector.query('INSERT INTO orders VALUES (5)', []);
      for (const schema of ['main', 'sales']) {
        const rows = await connector.session({ defaultSchema: schema }, async (s) => {
          await s.query('CREATE TEMP TABLE picked AS SELECT id FROM orders', []);
          const r = await s.query('SELECT id FROM picked', []);
          await s.query('DROP TABLE picked', []);
          return r.rows;
        });
        expect(rows).toEqual([{ id: 5 }]);
      }
    } finally {
      await connector.close();
    }
  });
});
