import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import type { Connector } from '../../gateway/src/connectors/connector.ts';
import { createConnector } from '../../gateway/src/connectors/create-connector.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { suffix } from './fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies differ per call
export type Body = Record<string, any>;

export const ENGINES = ['duckdb', 'sqlite', 'postgresql', 'mysql'] as const;
export type Engine = (typeof ENGINES)[number];

/** One app with an upload-enabled database per engine (a fresh PostgreSQL database, MariaDB `test`). */
export interface UploadFixture {
  app: TestApp;
  tag: string;
  ids: Map<Engine, number>;
  conn(engine: Engine): Connector;
  tableName(engine: Engine, base: string): string;
  upload(
    engine: Engine,
    file: Blob,
    fileName: string,
    table: string,
    extra?: Record<string, string>,
    route?: string,
  ): Promise<{ status: number; text: string; body: Body }>;
  rowsOf(engine: Engine, table: string, select?: string): Promise<Record<string, unknown>[]>;
  tableExists(engine: Engine, table: string): Promise<boolean>;
  close(): Promise<void>;
}

export const quoteOf = (engine: Engine) => (engine === 'mysql' ? '`' : '"');
export const textOf = (engine: Engine, col: string) =>
  engine === 'mysql' ? `CAST(${col} AS CHAR)` : `CAST(${col} AS ${engine === 'duckdb' ? 'VARCHAR' : 'TEXT'})`;

export async function startUploadFixture(env: Record<string, string> = {}): Promise<UploadFixture> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  const app = await startTestApp({ examplesRows: 200 });
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  const tag = suffix();
  const scratch = await mkdtemp(join(tmpdir(), 'chartroom-upload-'));
  const pgDb = `upl_${tag}`;
  const admin = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pgDb}`);
  const ids = new Map<Engine, number>();
  const conns = new Map<Engine, Connector>();
  const mysqlTables: string[] = [];
  const uriOf = (engine: Engine) =>
    engine === 'duckdb'
      ? `duckdb://${join(scratch, 'w.duckdb')}`
      : engine === 'sqlite'
        ? `sqlite://${join(scratch, 'w.db')}`
        : engine === 'postgresql'
          ? `postgresql://postgres@127.0.0.1:5432/${pgDb}`
          : 'mysql://root@127.0.0.1:3306/test';
  for (const engine of ENGINES) {
    const res = await app.request('/api/v1/database/', {
      method: 'POST',
      json: { database_name: `upl ${engine} ${tag}`, sqlalchemy_uri: uriOf(engine), allow_file_upload: true },
    });
    const body = (await res.json()) as Body;
    expect(res.status, JSON.stringify(body)).toBe(201);
    ids.set(engine, body.id);
    conns.set(engine, createConnector(uriOf(engine)));
  }
  const conn = (engine: Engine) => conns.get(engine) as Connector;
  const q = quoteOf;
  return {
    app,
    tag,
    ids,
    conn,
    tableName(engine, base) {
      const name = `${base}_${tag}`;
      if (engine === 'mysql') mysqlTables.push(name);
      return name;
    },
    async upload(engine, file, fileName, table, extra = {}, route = 'csv_upload') {
      const form = new FormData();
      form.set('file', file, fileName);
      form.set('table_name', table);
      for (const [k, v] of Object.entries(extra)) form.set(k, v);
      const res = await app.request(`/api/v1/database/${ids.get(engine)}/${route}/`, { method: 'POST', body: form });
      const text = await res.text();
      let body: Body = {};
      try {
        body = JSON.parse(text) as Body;
      } catch {}
      return { status: res.status, text, body };
    },
    async rowsOf(engine, table, select = '*') {
      const r = await conn(engine).query(`SELECT ${select} FROM ${q(engine)}${table}${q(engine)} ORDER BY 1`, []);
      return r.rows;
    },
    async tableExists(engine, table) {
      return (await conn(engine).listTables(null)).some((t) => t.name === table);
    },
    async close() {
      const maria = conns.get('mysql');
      for (const t of mysqlTables) await maria?.query(`DROP TABLE IF EXISTS \`${t}\``, []).catch(() => undefined);
      for (const c of conns.values()) await c.close().catch(() => undefined);
      await app.close();
      await admin.query(`DROP DATABASE IF EXISTS ${pgDb} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}
