import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Connector } from '../../gateway/src/connectors/connector.ts';
import { createConnector } from '../../gateway/src/connectors/create-connector.ts';
import type { TestApp } from '../helpers/test-app.ts';

export const ENGINES = ['duckdb', 'sqlite', 'postgresql', 'mysql'] as const;
export type Engine = (typeof ENGINES)[number];

/** Identifiers a careless compiler would break on: quotes of every engine, a semicolon, a comment. */
export const WEIRD_COLUMNS = ['a"b', 'c;d', 'e`f', "g'h -- x"] as const;

export interface Warehouse {
  engine: Engine;
  databaseId: number;
  schema: string;
  conn: Connector;
  /** Table names, suffixed per run (MariaDB's `test` database is shared). */
  canary: string;
  people: string;
  weird: string;
  quote(name: string): string;
}

export interface Warehouses {
  list: Warehouse[];
  close(): Promise<void>;
}

const quoteFor = (engine: Engine) => (name: string) => {
  const q = engine === 'mysql' ? '`' : '"';
  return `${q}${name.split(q).join(q + q)}${q}`;
};

export const CANARY_ROWS = [
  { id: 1, note: 'first' },
  { id: 2, note: 'second' },
];

/**
 * One scratch warehouse per engine (DuckDB and SQLite files, a fresh PostgreSQL database, tables in
 * MariaDB's `test`), each with a canary table, a small people table and a table whose name and
 * columns hold quotes, a semicolon and a comment; registered in the app by the admin.
 */
export async function openWarehouses(app: TestApp, tag: string): Promise<Warehouses> {
  const scratch = await mkdtemp(join(tmpdir(), 'chartroom-hardening-sql-'));
  const pgName = `hd_sql_${tag}`;
  const admin = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pgName}`);
  const uriOf: Record<Engine, string> = {
    duckdb: `duckdb://${join(scratch, 'w.duckdb')}`,
    sqlite: `sqlite://${join(scratch, 'w.db')}`,
    postgresql: `postgresql://postgres@127.0.0.1:5432/${pgName}`,
    mysql: 'mysql://root@127.0.0.1:3306/test',
  };
  const schemaOf: Record<Engine, string> = { duckdb: 'main', sqlite: 'main', postgresql: 'public', mysql: 'test' };
  const list: Warehouse[] = [];
  for (const engine of ENGINES) {
    const conn = createConnector(uriOf[engine]);
    const quote = quoteFor(engine);
    const w: Warehouse = {
      engine,
      databaseId: 0,
      schema: schemaOf[engine],
      conn,
      canary: `hd_canary_${tag}`,
      people: `hd_people_${tag}`,
      weird: `hd "w;e\`ird' ${tag}`,
      quote,
    };
    const text = engine === 'mysql' ? 'VARCHAR(40)' : 'VARCHAR';
    await conn.query(`CREATE TABLE ${quote(w.canary)} (id INTEGER, note ${text})`, []);
    await conn.query(`INSERT INTO ${quote(w.canary)} VALUES (1, 'first'), (2, 'second')`, []);
    await conn.query(`CREATE TABLE ${quote(w.people)} (id INTEGER, region ${text}, amount INTEGER)`, []);
    await conn.query(`INSERT INTO ${quote(w.people)} VALUES (1, 'north', 10), (2, 'south', 20), (3, 'north', 5)`, []);
    const cols = WEIRD_COLUMNS.map((c) => `${quote(c)} ${text}`).join(', ');
    await conn.query(`CREATE TABLE ${quote(w.weird)} (${cols}, n INTEGER)`, []);
    await conn.query(
      `INSERT INTO ${quote(w.weird)} VALUES ('x"1', 'y;1', 'z\`1', 'w''1', 1), ('x"2', 'y;2', 'z\`2', 'w''2', 2)`,
      [],
    );
    const res = await app.request('/api/v1/database/', {
      method: 'POST',
      json: { database_name: `hd sql ${engine} ${tag}`, sqlalchemy_uri: uriOf[engine], expose_in_sqllab: true },
    });
    const body = (await res.json()) as { id: number };
    if (res.status !== 201) throw new Error(`register ${engine}: ${res.status} ${JSON.stringify(body)}`);
    w.databaseId = body.id;
    list.push(w);
  }
  return {
    list,
    close: async () => {
      const maria = list.find((w) => w.engine === 'mysql');
      if (maria) {
        for (const t of [maria.canary, maria.people, maria.weird, `hd_pwned_${tag}`])
          await maria.conn.query(`DROP TABLE IF EXISTS ${maria.quote(t)}`, []).catch(() => undefined);
      }
      for (const w of list) await w.conn.close().catch(() => undefined);
      await admin.query(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
