import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, suffix } from '../rest/fixtures.ts';
import { addDatabase, clientId } from './helpers.ts';

interface ExecuteBody {
  status: string;
  query_id: number;
  query: Record<string, unknown>;
  columns: { name: string; type: string; is_dttm: boolean }[];
  data: Record<string, unknown>[];
  message?: string;
}

describe('POST /api/v1/sqllab/execute/ on PostgreSQL', () => {
  let app: TestApp;
  let store: MetadataStore;
  let pgDb: number;
  let pgDmlDb: number;
  let hiddenDb: number;
  let gammaToken: string;
  const admin = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test' });
  const table = `sqllab_t_${suffix()}`;

  beforeAll(async () => {
    app = await startTestApp({ examplesRows: 200 });
    store = await openStore(app);
    pgDb = await addDatabase(store);
    pgDmlDb = await addDatabase(store, { allowDml: true });
    hiddenDb = await addDatabase(store, { exposeInSqllab: false });
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
    await admin.connect();
    await admin.query(`CREATE TABLE ${table} (id int, name text)`);
    await admin.query(`INSERT INTO ${table} SELECT g, 'n' || g FROM generate_series(1, 50) g`);
  }, 120_000);
  afterAll(async () => {
    await admin.query(`DROP TABLE IF EXISTS ${table}`).catch(() => undefined);
    await admin.end();
    await store?.close();
    await app?.close();
  });

  const execute = (body: Record<string, unknown>, token?: string) =>
    app.request('/api/v1/sqllab/execute/', { method: 'POST', json: body, ...(token ? { token } : {}) });

  it('runs synchronously and answers Superset shape with the limit applied', async () => {
    const id = clientId();
    const res = await execute({
      database_id: pgDb,
      sql: `SELECT id, name FROM ${table} ORDER BY id`,
      queryLimit: 10,
      client_id: id,
    });
    expect(res.status).toBe(200);
    const body = await json<ExecuteBody>(res);
    expect(body.status).toBe('success');
    expect(body.columns.map((c) => c.name)).toEqual(['id', 'name']);
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toEqual({ id: 1, name: 'n1' });
    expect(body.query).toMatchObject({
      id,
      state: 'success',
      rows: 10,
      limitReached: true,
      limitingFactor: 'DROPDOWN',
    });
    expect(body.query.executedSql).toContain('LIMIT 11');
  });

  it("keeps the query's own smaller LIMIT and runs several statements, answering the last", async () => {
    const res = await execute({
      database_id: pgDb,
      sql: `SELECT 1;\n-- a comment; with a semicolon\nSELECT id FROM ${table} ORDER BY id LIMIT 3;`,
      queryLimit: 100,
    });
    const body = await json<ExecuteBody>(res);
    expect(res.status).toBe(200);
    expect(body.data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(body.query).toMatchObject({ limitReached: false, limitingFactor: 'QUERY' });
  });

  it("gives the database's message and the line of the error", async () => {
    const id = clientId();
    const res = await execute({
      database_id: pgDb,
      sql: 'SELECT 1;\nSELECT\n  no_such_column\nFROM pg_class',
      client_id: id,
    });
    expect(res.status).toBe(400);
    const body = await json<ExecuteBody>(res);
    expect(body.message).toMatch(/no_such_column/);
    expect(body.query).toMatchObject({ state: 'failed', errorLine: 3 });
  });

  it('refuses DML before anything runs when the database does not allow it, and the table is unchanged', async () => {
    const res = await execute({ database_id: pgDb, sql: `SELECT 1; DELETE FROM ${table}` });
    expect(res.status).toBe(400);
    expect((await json<ExecuteBody>(res)).message).toBe('Only SELECT statements are allowed against this database.');
    const cte = await execute({
      database_id: pgDb,
      sql: `WITH d AS (DELETE FROM ${table} RETURNING id) SELECT * FROM d`,
    });
    expect(cte.status).toBe(400);
    expect((await admin.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n).toBe(50);
  });

  it('runs DML where allow_dml is set', async () => {
    const res = await execute({
      database_id: pgDmlDb,
      sql: `INSERT INTO ${table} VALUES (51, 'n51'); SELECT count(*) AS n FROM ${table}`,
    });
    expect(res.status).toBe(200);
    expect((await json<ExecuteBody>(res)).data).toEqual([{ n: 51 }]);
    await admin.query(`DELETE FROM ${table} WHERE id = 51`);
  });

  it('refuses file access, unknown or hidden databases, template parameters and Gamma', async () => {
    const file = await execute({ database_id: pgDb, sql: "SELECT pg_read_file('/etc/passwd')" });
    expect(file.status).toBe(400);
    expect((await json<ExecuteBody>(file)).message).toMatch(/pg_read_file is not allowed/);
    expect((await execute({ database_id: 999999, sql: 'SELECT 1' })).status).toBe(404);
    expect((await execute({ database_id: hiddenDb, sql: 'SELECT 1' })).status).toBe(404);
    const jinja = await execute({ database_id: pgDb, sql: 'SELECT {{ x }}', templateParams: '{"x": 1}' });
    expect(jinja.status).toBe(400);
    expect((await json<ExecuteBody>(jinja)).message).toMatch(/Template parameters are not supported/);
    expect((await execute({ database_id: pgDb, sql: 'SELECT 1' }, gammaToken)).status).toBe(403);
    expect((await execute({ database_id: pgDb, sql: '  ' })).status).toBe(400);
  });

  it('runs async: 202 with a pending query, then the results by key', async () => {
    const id = clientId();
    const res = await execute({
      database_id: pgDb,
      sql: `SELECT id FROM ${table} ORDER BY id`,
      runAsync: true,
      client_id: id,
      queryLimit: 5,
    });
    expect(res.status).toBe(202);
    const { query } = await json<{ query: Record<string, unknown> }>(res);
    expect(query).toMatchObject({ id, runAsync: true });
    let state = query;
    for (let i = 0; i < 50 && state.state !== 'success'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const page = await json<{ result: Record<string, unknown>[] }>(
        await app.request(`/api/v1/query/updated_since?q=(last_updated_ms:0)`),
      );
      state = page.result.find((q) => q.id === id) ?? state;
    }
    expect(state.state).toBe('success');
    const results = await app.request(`/api/v1/sqllab/results/?key=${state.resultsKey}`);
    expect(results.status).toBe(200);
    expect((await json<ExecuteBody>(results)).data).toEqual([1, 2, 3, 4, 5].map((n) => ({ id: n })));
    // Another user may not read it.
    const alpha = await createUser(store, { role: 'Alpha', sqlLab: true, password: 'alpha-pass' });
    const alphaToken = await app.login(alpha.username, 'alpha-pass');
    const other = await app.request(`/api/v1/sqllab/results/?key=${state.resultsKey}`, { token: alphaToken });
    expect(other.status).toBe(403);
  });

  it('stops a 5 s pg_sleep for real: the backend is gone from pg_stat_activity', async () => {
    const id = clientId();
    const marker = `sqllab_stop_${suffix()}`;
    const res = await execute({
      database_id: pgDb,
      sql: `SELECT pg_sleep(5) AS ${marker}`,
      runAsync: true,
      client_id: id,
    });
    expect(res.status).toBe(202);
    const running = async () =>
      (
        await admin.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE $1 AND pid <> pg_backend_pid()`,
          [`%${marker}%`],
        )
      ).rows[0].n as number;
    for (let i = 0; i < 50 && (await running()) === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await running()).toBe(1);
    const started = Date.now();
    const stop = await app.request('/api/v1/query/stop', { method: 'POST', json: { client_id: id } });
    expect(stop.status).toBe(200);
    for (let i = 0; i < 40 && (await running()) > 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await running()).toBe(0);
    expect(Date.now() - started).toBeLessThan(3000);
    const got = await json<{ result: Record<string, unknown> }>(
      await app.request(
        `/api/v1/query/${(await store.prisma.query.findUniqueOrThrow({ where: { clientId: id } })).id}`,
      ),
    );
    expect(got.result.status).toBe('stopped');
  });

  it('exports the whole result as CSV, without the row limit', async () => {
    const id = clientId();
    await execute({
      database_id: pgDb,
      sql: `SELECT id, name FROM ${table} ORDER BY id`,
      queryLimit: 2,
      client_id: id,
    });
    const res = await app.request(`/api/v1/sqllab/export/${id}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toBe('id,name');
    expect(lines).toHaveLength(51);
    expect((await app.request(`/api/v1/sqllab/export/nope/`)).status).toBe(404);
  });
});
