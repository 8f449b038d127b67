import type { Connection as CallbackConnection } from 'mysql2';
import mysql from 'mysql2/promise';
import { quoteWith } from '../engine/dialects/dialect.ts';
import type {
  ColumnInfo,
  Connector,
  ConnectorSession,
  QueryOptions,
  QueryResult,
  RowStream,
  SessionOptions,
  StreamOptions,
  TableRef,
} from './connector.ts';
import { QueryCancelledError } from './errors.ts';
import { genericTypeOf, naiveToDate } from './generic-type.ts';
import { openRowReader } from './mysql-stream.ts';
import { MYSQL_DATE_TYPES, mysqlTypeName } from './mysql-types.ts';
import { rowBatches } from './row-batches.ts';
import { DEFAULT_MAX_CONCURRENT, DEFAULT_QUERY_TIMEOUT_MS, Semaphore, watchCancellation } from './semaphore.ts';

export interface MySqlConnectorOptions {
  readOnly?: boolean;
  maxConcurrent?: number;
}

export class MySqlConnector implements Connector {
  readonly dialect = 'mysql' as const;
  private readonly pool: mysql.Pool;
  private readonly uri: string;
  private readonly semaphore: Semaphore;

  constructor(uri: string, options: MySqlConnectorOptions = {}) {
    this.uri = uri;
    const max = options.maxConcurrent ?? DEFAULT_MAX_CONCURRENT;
    this.pool = mysql.createPool({
      uri,
      connectionLimit: max,
      // Dates as text, read as naive UTC below: independent of the gateway's and the server's zones.
      dateStrings: true,
      supportBigNumbers: true,
      bigNumberStrings: false,
      decimalNumbers: true,
      connectTimeout: 10_000,
    });
    const readOnly = options.readOnly ?? false;
    this.pool.pool.on('connection', (conn) => {
      conn.query("SET time_zone = '+00:00'");
      if (readOnly) conn.query('SET SESSION TRANSACTION READ ONLY');
    });
    this.semaphore = new Semaphore(max);
  }

  private async killQuery(threadId: number): Promise<void> {
    let conn: mysql.Connection | null = null;
    try {
      conn = await mysql.createConnection({ uri: this.uri, connectTimeout: 10_000 });
      await conn.query(`KILL QUERY ${Number(threadId)}`);
    } catch {
      // The connection is destroyed below in any case.
    } finally {
      await conn?.end().catch(() => {});
    }
  }

  async query(sql: string, parameters: readonly unknown[], options: QueryOptions = {}): Promise<QueryResult> {
    const release = await this.semaphore.acquire(options.signal);
    try {
      const conn = await this.pool.getConnection();
      let broken = false;
      try {
        return await this.runOn(conn, sql, parameters, options, () => {
          broken = true;
        });
      } finally {
        if (broken) conn.destroy();
        else conn.release();
      }
    } finally {
      release();
    }
  }

  /** One statement on a held connection; `onBroken` hears that a cancellation killed it. */
  private async runOn(
    conn: mysql.PoolConnection,
    sql: string,
    parameters: readonly unknown[],
    options: QueryOptions,
    onBroken: () => void,
  ): Promise<QueryResult> {
    const threadId = conn.threadId;
    let running = true;
    const timeoutMs = options.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
    const watch = watchCancellation({ signal: options.signal, timeoutMs }, () => {
      if (running) {
        onBroken();
        void this.killQuery(threadId);
      }
    });
    try {
      const [rows, fields] = await conn.execute({ sql, values: [...parameters] as never[] });
      // A killed SLEEP() returns normally; the rows of a killed query are never trusted.
      const cancelled = watch.reason();
      if (cancelled) throw new QueryCancelledError(cancelled, timeoutMs);
      if (!Array.isArray(rows)) return { columns: [], rows: [] };
      const columns = (fields ?? []).map((f) => {
        const type = mysqlTypeName(f.columnType);
        return { name: f.name, type, generic: genericTypeOf(type), code: f.columnType ?? -1 };
      });
      const dateColumns = columns.filter((c) => MYSQL_DATE_TYPES.has(c.code)).map((c) => c.name);
      const out = (rows as Record<string, unknown>[]).map((row) => {
        const copy: Record<string, unknown> = { ...row };
        for (const name of dateColumns) {
          const v = copy[name];
          if (typeof v === 'string') copy[name] = v.startsWith('0000') ? null : naiveToDate(v);
        }
        return copy;
      });
      return { columns: columns.map(({ name, type, generic }) => ({ name, type, generic })), rows: out };
    } catch (e) {
      const reason = watch.reason();
      if (reason) throw new QueryCancelledError(reason, timeoutMs);
      throw e;
    } finally {
      running = false;
      watch.dispose();
    }
  }

  /**
   * One pooled connection for `fn`, `USE`d on the schema (a MySQL schema is a database; an unknown
   * one fails with the server's ER_BAD_DB_ERROR). The connection is closed afterwards rather than
   * returned: MySQL cannot undo a session's settings, temporary tables and USE in place without
   * also dropping the pool's own setup (time zone, read-only), which a new connection gets again.
   */
  async session<T>(options: SessionOptions, fn: (session: ConnectorSession) => Promise<T>): Promise<T> {
    const release = await this.semaphore.acquire(options.signal);
    let conn: mysql.PoolConnection | null = null;
    try {
      const c = await this.pool.getConnection();
      conn = c;
      if (options.defaultSchema) await c.query(`USE ${quoteWith('`', options.defaultSchema)}`);
      return await fn({ query: (sql, parameters, o = {}) => this.runOn(c, sql, parameters, o, () => {}) });
    } finally {
      conn?.destroy();
      release();
    }
  }

  /**
   * Rows read from the socket a batch at a time (mysql2 row stream with TCP back-pressure): the
   * server produces the result as the reader consumes it. Stopped early or cancelled, the
   * connection is killed and destroyed rather than drained.
   */
  async stream(sql: string, parameters: readonly unknown[], options: StreamOptions = {}): Promise<RowStream> {
    const batchRows = Math.max(1, Math.floor(options.batchRows ?? 2000));
    const timeoutMs = options.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
    const release = await this.semaphore.acquire(options.signal);
    let conn: mysql.PoolConnection | null = null;
    let watch: ReturnType<typeof watchCancellation> | null = null;
    let reader: Awaited<ReturnType<typeof openRowReader>> | null = null;
    let complete = false;
    let reusable = true;
    let cleaned = false;
    const cleanup = () => {
      if (cleaned) return;
      cleaned = true;
      watch?.dispose();
      reader?.close();
      if (conn) {
        if (complete && reusable) conn.release();
        else if (complete) conn.destroy();
        else {
          // Unread rows are still on their way: kill the statement and drop the connection.
          void this.killQuery(conn.threadId);
          conn.destroy();
        }
      }
      release();
    };
    const failure = (e: unknown): unknown => {
      const reason = watch?.reason();
      return reason ? new QueryCancelledError(reason, timeoutMs) : e;
    };
    try {
      const c = await this.pool.getConnection();
      conn = c;
      if (options.defaultSchema) {
        // The connection leaves with another database selected: it is closed, not returned.
        reusable = false;
        await c.query(`USE ${quoteWith('`', options.defaultSchema)}`);
      }
      watch = watchCancellation({ signal: options.signal, timeoutMs }, () => {
        if (!complete) void this.killQuery(c.threadId);
        reader?.close();
      });
      // The callback connection under the promise wrapper (typed as the promise one): its commands
      // expose the row stream.
      reader = await openRowReader(c.connection as unknown as CallbackConnection, sql, parameters);
      const r = reader;
      const w = watch;
      const pull = async (): Promise<unknown[][] | null> => {
        const cancelled = w.reason();
        if (cancelled) throw new QueryCancelledError(cancelled, timeoutMs);
        try {
          const batch = await r.read(batchRows);
          const reason = w.reason();
          if (reason) throw new QueryCancelledError(reason, timeoutMs);
          if (batch === null) complete = true;
          return batch;
        } catch (e) {
          throw failure(e);
        }
      };
      return { columns: reader.columns, batches: rowBatches(pull, cleanup) };
    } catch (e) {
      const err = failure(e);
      cleanup();
      throw err;
    }
  }

  async testConnection(): Promise<void> {
    await this.query('SELECT 1', []);
  }

  async listSchemas(): Promise<string[]> {
    const r = await this.query(
      `SELECT schema_name AS schema_name FROM information_schema.schemata WHERE schema_name NOT IN ('information_schema', 'mysql', 'performance_schema', 'sys') ORDER BY schema_name`,
      [],
    );
    return r.rows.map((row) => String(row.schema_name));
  }

  async listTables(schema: string | null): Promise<TableRef[]> {
    const r = await this.query(
      `SELECT table_schema AS table_schema, table_name AS table_name, table_type AS table_type FROM information_schema.tables WHERE table_schema = COALESCE(?, DATABASE()) ORDER BY table_name`,
      [schema],
    );
    return r.rows.map((row) => ({
      schema: String(row.table_schema),
      name: String(row.table_name),
      type: String(row.table_type) === 'VIEW' ? 'view' : 'table',
    }));
  }

  async listColumns(table: { schema: string | null; name: string }): Promise<ColumnInfo[]> {
    const r = await this.query(
      `SELECT column_name AS column_name, column_type AS column_type, is_nullable AS is_nullable FROM information_schema.columns WHERE table_schema = COALESCE(?, DATABASE()) AND table_name = ? ORDER BY ordinal_position`,
      [table.schema, table.name],
    );
    return r.rows.map((row) => {
      const type = String(row.column_type).toUpperCase();
      const generic = type === 'TINYINT(1)' ? genericTypeOf('BOOLEAN') : genericTypeOf(type);
      return { name: String(row.column_name), type, generic, nullable: row.is_nullable === 'YES' };
    });
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
