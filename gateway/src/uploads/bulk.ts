import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { type DuckDBDataChunk, DuckDBInstance } from '@duckdb/node-api';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Connector } from '../connectors/connector.ts';
import { databaseFileOf } from '../connectors/create-connector.ts';
import { LOCKED_DOWN_CONFIG } from '../connectors/duckdb.ts';
import { getDialect } from '../engine/dialects/index.ts';
import { chunkReleaser } from './chunk-memory.ts';

/** Rows of checked, bound values going into a staging table by the warehouse's own bulk path. */
export interface BulkWriter {
  write(rows: unknown[][]): Promise<void>;
  /** DuckDB only: chunks already typed as the table's columns, appended as they are; answers the rows appended. */
  appendChunks?(chunks: AsyncIterable<DuckDBDataChunk>): Promise<number>;
  /** Everything written is in the table (flushed, committed). */
  finish(): Promise<void>;
  /** Releases the writer's connection; called whether or not the load finished. */
  close(): Promise<void>;
}

export interface BulkTarget {
  connector: Connector;
  /** The database's connection URI (with its password): the bulk path opens its own connection. */
  uri: string;
  table: { schema: string | null; name: string };
  columns: string[];
}

/** Parameters per INSERT stay far below every driver's limit (SQLite 32766, PostgreSQL 65535). */
const MAX_PARAMETERS = 5_000;

/** Multi-row INSERTs through the connector: the path for databases no bulk path reaches (in-memory ones). */
function insertWriter(t: BulkTarget): BulkWriter {
  const dialect = getDialect(t.connector.dialect);
  const q = dialect.quoteIdentifier;
  const table = `${t.table.schema ? `${q(t.table.schema)}.` : ''}${q(t.table.name)}`;
  const columnList = t.columns.map(q).join(', ');
  const batch = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, t.columns.length)));
  return {
    async write(rows) {
      for (let start = 0; start < rows.length; start += batch) {
        const parameters: unknown[] = [];
        const tuples = rows.slice(start, start + batch).map((row) => {
          const marks = row.map((value) => {
            parameters.push(value);
            return dialect.placeholder(parameters.length);
          });
          return `(${marks.join(', ')})`;
        });
        await t.connector.query(`INSERT INTO ${table} (${columnList}) VALUES ${tuples.join(', ')}`, parameters);
      }
    },
    async finish() {},
    async close() {},
  };
}

/** DuckDB's appender on the warehouse file (the same instance the connector uses): values cast by DuckDB. */
async function duckdbWriter(t: BulkTarget, path: string): Promise<BulkWriter> {
  const instance = await DuckDBInstance.fromCache(path, { ...LOCKED_DOWN_CONFIG });
  const connection = await instance.connect();
  try {
    const appender = await connection.createAppender(t.table.name, t.table.schema ?? undefined);
    return {
      async write(rows) {
        for (const row of rows) {
          for (const v of row) {
            if (v === null || v === undefined) appender.appendNull();
            else if (typeof v === 'number') appender.appendDouble(v);
            else if (typeof v === 'boolean') appender.appendBoolean(v);
            else appender.appendVarchar(String(v));
          }
          appender.endRow();
        }
      },
      async appendChunks(chunks) {
        let rows = 0;
        const release = chunkReleaser();
        for await (const chunk of chunks) {
          appender.appendDataChunk(chunk);
          rows += chunk.rowCount;
          release();
        }
        return rows;
      },
      async finish() {
        appender.flushSync();
      },
      async close() {
        try {
          appender.closeSync();
        } catch {
          // A failed flush leaves nothing to close.
        }
        connection.closeSync();
      },
    };
  } catch (error) {
    connection.closeSync();
    throw error;
  }
}

const csvField = (v: unknown) =>
  v === null || v === undefined
    ? ''
    : typeof v === 'number' || typeof v === 'boolean'
      ? String(v)
      : `"${String(v).replaceAll('"', '""')}"`;

/** PostgreSQL COPY ... FROM STDIN (CSV): nulls unquoted and empty, every text quoted. */
async function postgresWriter(t: BulkTarget): Promise<BulkWriter> {
  const client = new pg.Client({ connectionString: t.uri.replace(/^postgres(ql)?(\+\w+)?:/, 'postgresql:') });
  await client.connect();
  const q = getDialect('postgresql').quoteIdentifier;
  const table = `${t.table.schema ? `${q(t.table.schema)}.` : ''}${q(t.table.name)}`;
  const stream = client.query(copyFrom(`COPY ${table} (${t.columns.map(q).join(', ')}) FROM STDIN WITH (FORMAT csv)`));
  let failure: Error | null = null;
  stream.on('error', (error: Error) => {
    failure = error;
  });
  return {
    async write(rows) {
      if (failure) throw failure;
      const text = rows.map((row) => row.map(csvField).join(',')).join('\n');
      if (!stream.write(`${text}\n`)) await Promise.race([once(stream, 'drain'), once(stream, 'error')]);
      if (failure) throw failure;
    },
    async finish() {
      if (failure) throw failure;
      stream.end();
      await finished(stream);
    },
    async close() {
      if (!stream.writableFinished) stream.destroy();
      await client.end().catch(() => undefined);
    },
  };
}

/** A value as a LOAD DATA field (tab-separated, backslash-escaped, \\N for null). */
export function loadDataField(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? '1' : '0';
  return String(v).replace(/[\\\t\n\r\0]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\0',
  );
}

/**
 * MariaDB/MySQL: LOAD DATA LOCAL INFILE fed from the rows as they come, when the server allows it
 * (local_infile); any warning (a value the server changed) fails the load. Otherwise large
 * multi-row INSERTs on the writer's own connection.
 */
async function mysqlWriter(t: BulkTarget): Promise<BulkWriter> {
  const connection = await mysql.createConnection({
    uri: t.uri.replace(/^(mysql|mariadb)(\+\w+)?:/, 'mysql:'),
    flags: ['+LOCAL_FILES'],
  } as mysql.ConnectionOptions);
  await connection.query("SET time_zone = '+00:00'");
  const q = getDialect('mysql').quoteIdentifier;
  const table = `${t.table.schema ? `${q(t.table.schema)}.` : ''}${q(t.table.name)}`;
  const columns = t.columns.map(q).join(', ');
  const [flag] = (await connection.query('SELECT @@local_infile AS on_')) as unknown as [{ on_: unknown }[]];
  if (Number(flag[0]?.on_) === 1) {
    const feed = new PassThrough();
    let failure: Error | null = null;
    const load = connection
      .query({
        sql: `LOAD DATA LOCAL INFILE 'upload' INTO TABLE ${table} CHARACTER SET utf8mb4 FIELDS TERMINATED BY '\\t' ESCAPED BY '\\\\' LINES TERMINATED BY '\\n' (${columns})`,
        infileStreamFactory: () => feed,
      } as never)
      .then(([result]) => result as unknown as { warningStatus?: number; info?: string });
    load.catch((error: Error) => {
      failure = error;
    });
    return {
      async write(rows) {
        if (failure) throw failure;
        const text = rows.map((row) => `${row.map(loadDataField).join('\t')}\n`).join('');
        if (!feed.write(Buffer.from(text))) await Promise.race([once(feed, 'drain'), load]);
        if (failure) throw failure;
      },
      async finish() {
        feed.end();
        const result = await load;
        if ((result.warningStatus ?? 0) > 0) {
          const [warnings] = (await connection.query('SHOW WARNINGS LIMIT 1')) as unknown as [{ Message: string }[]];
          throw new Error(warnings[0]?.Message ?? 'The database changed a value while loading it');
        }
      },
      async close() {
        // An unfinished load is ended, not cut: the partial rows go into the staging table, dropped next.
        if (!feed.writableEnded) feed.end();
        await load.catch(() => undefined);
        await connection.end().catch(() => undefined);
      },
    };
  }
  const sql = `INSERT INTO ${table} (${columns}) VALUES ?`;
  const batch = 2_000;
  return {
    async write(rows) {
      for (let start = 0; start < rows.length; start += batch) {
        await connection.query(sql, [rows.slice(start, start + batch)]);
      }
    },
    async finish() {},
    async close() {
      await connection.end().catch(() => undefined);
    },
  };
}

/** SQLite: one prepared INSERT run for every row inside one transaction on the writer's own connection. */
function sqliteWriter(t: BulkTarget, path: string): BulkWriter {
  const db = new Database(path);
  db.pragma('busy_timeout = 30000');
  const q = getDialect('sqlite').quoteIdentifier;
  const table = `${t.table.schema ? `${q(t.table.schema)}.` : ''}${q(t.table.name)}`;
  const insert = db.prepare(
    `INSERT INTO ${table} (${t.columns.map(q).join(', ')}) VALUES (${t.columns.map(() => '?').join(', ')})`,
  );
  const many = (rows: unknown[][]) => {
    for (const row of rows) insert.run(row);
  };
  db.exec('BEGIN IMMEDIATE');
  return {
    async write(rows) {
      many(rows);
    },
    async finish() {
      db.exec('COMMIT');
    },
    async close() {
      if (db.inTransaction) db.exec('ROLLBACK');
      db.close();
    },
  };
}

/** The warehouse's bulk path into a (staging) table. */
export async function openBulkWriter(t: BulkTarget): Promise<BulkWriter> {
  const file = databaseFileOf(t.uri);
  switch (t.connector.dialect) {
    case 'duckdb':
      return file && file.path !== ':memory:' ? duckdbWriter(t, file.path) : insertWriter(t);
    case 'sqlite':
      return file && file.path !== ':memory:' ? sqliteWriter(t, file.path) : insertWriter(t);
    case 'postgresql':
      return postgresWriter(t);
    case 'mysql':
      return mysqlWriter(t);
  }
}
