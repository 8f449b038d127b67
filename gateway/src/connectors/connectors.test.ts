import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINE_URIS, ENGINES, randomTableName } from '../engine/test-fixtures/engines.ts';
import { GenericDataType } from './connector.ts';
import { createConnector } from './create-connector.ts';
import { ConnectorConfigError, QueryCancelledError } from './errors.ts';

const dir = mkdtempSync(join(tmpdir(), 'chartroom-connectors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createConnector', () => {
  it('picks the driver from the URI scheme, with or without a driver suffix', async () => {
    expect(createConnector('duckdb:///:memory:').dialect).toBe('duckdb');
    expect(createConnector('sqlite:///:memory:').dialect).toBe('sqlite');
    for (const uri of [
      'postgres://postgres@127.0.0.1:5432/test',
      'postgresql+psycopg2://postgres@127.0.0.1:5432/test',
    ]) {
      const c = createConnector(uri);
      expect(c.dialect).toBe('postgresql');
      await c.testConnection();
      await c.close();
    }
    for (const uri of [
      'mysql://root@127.0.0.1:3306/test',
      'mysql+mysqldb://root@127.0.0.1:3306/test',
      'mariadb://root@127.0.0.1:3306/test',
    ]) {
      const c = createConnector(uri);
      expect(c.dialect).toBe('mysql');
      await c.testConnection();
      await c.close();
    }
  });

  it('refuses what it cannot open with a clear message', () => {
    expect(() => createConnector('oracle://x')).toThrow('Unsupported database engine "oracle"');
    expect(() => createConnector('duckdb://relative/path.db')).toThrow(ConnectorConfigError);
    expect(() => createConnector('not a uri')).toThrow('Invalid connection string');
  });

  it('shares one DuckDB instance per file', async () => {
    const path = join(dir, 'shared.duckdb');
    const a = createConnector(`duckdb://${path}`);
    const b = createConnector(`duckdb://${path}`);
    await a.query('CREATE TABLE t AS SELECT 42 AS x', []);
    expect((await b.query('SELECT x FROM t', [])).rows).toEqual([{ x: 42 }]);
    await a.close();
    await b.close();
  });

  it('really stops a slow SQLite statement on a file database', async () => {
    const c = createConnector(`sqlite://${join(dir, 'slow.sqlite')}`);
    const slow =
      'WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < 1000000000) SELECT COUNT(*) AS n FROM r';
    const t0 = Date.now();
    const err = await c.query(slow, [], { timeoutMs: 300 }).catch((e) => e);
    expect(err).toBeInstanceOf(QueryCancelledError);
    expect(Date.now() - t0).toBeLessThan(3000);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    expect(await c.query(slow, [], { signal: controller.signal }).catch((e) => e)).toBeInstanceOf(QueryCancelledError);
    // A fresh worker serves the next query.
    await c.query('CREATE TABLE t (x INTEGER)', []);
    await c.query('INSERT INTO t VALUES (?), (?)', [1, 2]);
    expect((await c.query('SELECT SUM(x) AS s FROM t', [])).rows).toEqual([{ s: 3 }]);
    await c.close();
  });

  it('opens read-only databases read-only', async () => {
    const sqlitePath = join(dir, 'ro.sqlite');
    const rw = createConnector(`sqlite://${sqlitePath}`);
    await rw.query('CREATE TABLE t (x INTEGER)', []);
    await rw.close();
    const ro = createConnector(`sqlite://${sqlitePath}`, { readOnly: true });
    await expect(ro.query('INSERT INTO t VALUES (1)', [])).rejects.toThrow();
    await ro.close();
    const pg = createConnector(ENGINE_URIS.postgresql, { readOnly: true });
    await expect(pg.query(`CREATE TABLE ${randomTableName('ro')} (x INT)`, [])).rejects.toThrow(/read-only/);
    await pg.close();
    const my = createConnector(ENGINE_URIS.mysql, { readOnly: true });
    await expect(my.query(`CREATE TABLE ${randomTableName('ro')} (x INT)`, [])).rejects.toThrow(/READ ONLY/i);
    await my.close();
  });
});

const TYPED_TABLE: Record<string, string> = {
  duckdb: 'big BIGINT, dc DECIMAL(10,2), d DATE, t TIMESTAMP, b BOOLEAN, s VARCHAR',
  postgresql: 'big BIGINT, dc NUMERIC(10,2), d DATE, t TIMESTAMP, b BOOLEAN, s VARCHAR(20)',
  mysql: 'big BIGINT, dc DECIMAL(10,2), d DATE, t DATETIME, b BOOLEAN, s VARCHAR(20)',
  sqlite: 'big BIGINT, dc DECIMAL(10,2), d DATE, t TIMESTAMP, b BOOLEAN, s VARCHAR(20)',
};

describe.each(ENGINES)('%s connector', (engine) => {
  const connector = createConnector(ENGINE_URIS[engine], { maxConcurrent: 2 });
  const table = randomTableName('typed');
  afterAll(async () => {
    await connector.query(`DROP TABLE IF EXISTS ${table}`, []);
    await connector.close();
  });

  it('maps types to JS values and generic types, and introspects', async () => {
    await connector.query(`CREATE TABLE ${table} (${TYPED_TABLE[engine]})`, []);
    const dateValue = engine === 'sqlite' ? '2024-02-29' : '2024-02-29';
    await connector.query(
      `INSERT INTO ${table} VALUES (9007199254740991, 12.5, '${dateValue}', '2024-02-29 13:14:15', ${engine === 'sqlite' ? 1 : 'TRUE'}, 'x')`,
      [],
    );
    const r = await connector.query(`SELECT * FROM ${table}`, []);
    const row = r.rows[0] as Record<string, unknown>;
    expect(row.big).toBe(9007199254740991);
    expect(row.dc).toBe(12.5);
    expect(row.s).toBe('x');
    if (engine !== 'sqlite') {
      expect(row.d).toEqual(new Date(Date.UTC(2024, 1, 29)));
      expect(row.t).toEqual(new Date(Date.UTC(2024, 1, 29, 13, 14, 15)));
      expect(r.columns.map((c) => c.generic)).toEqual([0, 0, 2, 2, engine === 'mysql' ? 0 : 3, 1]);
    }
    const agg = await connector.query(`SELECT COUNT(*) AS n, SUM(big) AS s, AVG(dc) AS a FROM ${table}`, []);
    expect(agg.rows[0]).toEqual({ n: 1, s: 9007199254740991, a: 12.5 });
    expect(agg.columns.map((c) => c.generic)).toEqual([0, 0, 0]);

    const schemas = await connector.listSchemas();
    expect(schemas).toContain({ duckdb: 'main', postgresql: 'public', mysql: 'test', sqlite: 'main' }[engine]);
    const tables = await connector.listTables(null);
    expect(tables.find((t) => t.name === table)).toMatchObject({ name: table, type: 'table' });
    const columns = await connector.listColumns({ schema: null, name: table });
    expect(columns.map((c) => c.name)).toEqual(['big', 'dc', 'd', 't', 'b', 's']);
    expect(columns.map((c) => c.generic)).toEqual([
      GenericDataType.NUMERIC,
      GenericDataType.NUMERIC,
      GenericDataType.TEMPORAL,
      GenericDataType.TEMPORAL,
      GenericDataType.BOOLEAN,
      GenericDataType.STRING,
    ]);
  });

  it('binds parameters with the placeholders of its dialect', async () => {
    const p = engine === 'duckdb' || engine === 'postgresql' ? ['$1', '$2'] : ['?', '?'];
    const r = await connector.query(`SELECT ${p[0]} AS a, ${p[1]} AS b`, ["it's", 3]);
    expect(r.rows[0]?.a).toBe("it's");
    expect(Number(r.rows[0]?.b)).toBe(3);
  });

  it('refuses several statements in one call', async () => {
    await expect(connector.query('SELECT 1; SELECT 2', [])).rejects.toThrow();
  });

  const SLOW: Record<string, string | null> = {
    duckdb: 'SELECT COUNT(*) AS n FROM range(100000000000)',
    postgresql: 'SELECT pg_sleep(10)',
    mysql: 'SELECT SLEEP(10)',
    sqlite: null,
  };
  const slow = SLOW[engine];
  if (slow) {
    it('cancels a query on the database at its timeout and on abort', async () => {
      const t0 = Date.now();
      const err = await connector.query(slow, [], { timeoutMs: 300 }).catch((e) => e);
      expect(err).toBeInstanceOf(QueryCancelledError);
      expect(err.reason).toBe('timeout');
      expect(err.message).toBe('The query exceeded the 0.3 seconds timeout.');
      expect(Date.now() - t0).toBeLessThan(3000);

      const controller = new AbortController();
      setTimeout(() => controller.abort(), 200);
      const aborted = await connector.query(slow, [], { signal: controller.signal }).catch((e) => e);
      expect(aborted).toBeInstanceOf(QueryCancelledError);
      expect(aborted.reason).toBe('aborted');
      // Nothing is left running on the server.
      if (engine === 'postgresql') {
        await new Promise((r) => setTimeout(r, 100));
        const left = await connector.query(
          "SELECT COUNT(*) AS n FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(10)' AND state = 'active'",
          [],
        );
        expect(left.rows[0]?.n).toBe(0);
      }
      if (engine === 'mysql') {
        await new Promise((r) => setTimeout(r, 100));
        const left = await connector.query(
          "SELECT COUNT(*) AS n FROM information_schema.processlist WHERE info = 'SELECT SLEEP(10)'",
          [],
        );
        expect(left.rows[0]?.n).toBe(0);
      }
      // The connector still works afterwards.
      await connector.testConnection();
    });
  } else {
    it('refuses a query whose request is already gone', async () => {
      const controller = new AbortController();
      controller.abort();
      await expect(connector.query('SELECT 1', [], { signal: controller.signal })).rejects.toBeInstanceOf(
        QueryCancelledError,
      );
    });
  }

  if (engine === 'postgresql' || engine === 'mysql') {
    it('caps concurrent queries', async () => {
      const sleep = engine === 'postgresql' ? 'SELECT pg_sleep(0.2)' : 'SELECT SLEEP(0.2)';
      const t0 = Date.now();
      await Promise.all([1, 2, 3, 4].map(() => connector.query(sleep, [])));
      // maxConcurrent 2: four 200 ms queries take two rounds.
      expect(Date.now() - t0).toBeGreaterThanOrEqual(390);
    });
  }
});
