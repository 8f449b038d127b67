import { type DuckDBConnection, DuckDBInstance, type DuckDBValue } from '@duckdb/node-api';
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
import { genericTypeOf } from './generic-type.ts';
import { rowBatches } from './row-batches.ts';
import { DEFAULT_MAX_CONCURRENT, DEFAULT_QUERY_TIMEOUT_MS, Semaphore, watchCancellation } from './semaphore.ts';

export interface DuckDBConnectorOptions {
  readOnly?: boolean;
  maxConcurrent?: number;
  /**
   * Files the server itself hands to an in-memory DuckDB (an upload being parsed); with external
   * access off, DuckDB reads these and nothing else.
   */
  allowedPaths?: readonly string[];
}

/**
 * A warehouse query reads the warehouse and nothing else: no file or network access (read_text,
 * read_csv, COPY, ATTACH, httpfs), no extension downloaded or loaded on the fly, and a configuration
 * that SQL cannot change back (`SET enable_external_access = true` is refused once locked).
 */
export const LOCKED_DOWN_CONFIG: Readonly<Record<string, string>> = {
  enable_external_access: 'false',
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  lock_configuration: 'true',
};

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * A private in-memory instance that may read the given files only. DuckDB accepts `allowed_paths`
 * only while external access is on, so it is set first, then access is turned off and locked,
 * before any other statement runs.
 */
export async function memoryInstanceReading(
  paths: readonly string[],
  settings: Readonly<Record<string, string>> = {},
): Promise<DuckDBInstance> {
  const instance = await DuckDBInstance.create(':memory:', {
    ...settings,
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
  });
  const setup = await instance.connect();
  try {
    await setup.run(`SET allowed_paths = [${paths.map(quoteLiteral).join(', ')}]`);
    await setup.run('SET enable_external_access = false');
    await setup.run('SET lock_configuration = true');
  } finally {
    setup.closeSync();
  }
  return instance;
}

/** JS values from DuckDB: big integers as numbers, nested values as plain JSON-able data. */
function toJs(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(toJs);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJs(v)]));
  }
  return value;
}

async function runOn(conn: DuckDBConnection, sql: string, parameters: readonly unknown[]): Promise<QueryResult> {
  // Always prepared: DuckDB refuses to prepare several statements, where run() would run them all.
  const statement = await conn.prepare(sql);
  if (parameters.length) statement.bind(parameters as DuckDBValue[]);
  const reader = await statement.runAndReadAll();
  const names = reader.columnNames();
  const types = reader.columnTypes().map((t) => t.toString().toUpperCase());
  const columns = names.map((name, i) => ({ name, type: types[i] ?? '', generic: genericTypeOf(types[i]) }));
  const rows = reader.getRowObjectsJS().map((row) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(row)) out[k] = toJs(v);
    return out;
  });
  return { columns, rows };
}

export class DuckDBConnector implements Connector {
  readonly dialect = 'duckdb' as const;
  private readonly path: string;
  private readonly readOnly: boolean;
  private readonly allowedPaths: readonly string[];
  private readonly semaphore: Semaphore;
  private instance: Promise<DuckDBInstance> | null = null;

  constructor(path: string, options: DuckDBConnectorOptions = {}) {
    this.path = path;
    this.readOnly = options.readOnly ?? false;
    this.allowedPaths = options.allowedPaths ?? [];
    this.semaphore = new Semaphore(options.maxConcurrent ?? DEFAULT_MAX_CONCURRENT);
  }

  // One instance per file for the whole process (DuckDB locks the file); memory databases are private.
  private getInstance(): Promise<DuckDBInstance> {
    if (!this.instance) {
      const options: Record<string, string> = {
        ...(this.readOnly ? { access_mode: 'READ_ONLY' } : {}),
        ...LOCKED_DOWN_CONFIG,
      };
      if (this.path !== ':memory:') this.instance = DuckDBInstance.fromCache(this.path, options);
      else if (this.allowedPaths.length > 0) this.instance = memoryInstanceReading(this.allowedPaths);
      else this.instance = DuckDBInstance.create(':memory:', options);
      this.instance.catch(() => {
        this.instance = null;
      });
    }
    return this.instance;
  }

  private async withConnection<T>(fn: (c: DuckDBConnection) => Promise<T>, options: QueryOptions = {}): Promise<T> {
    const release = await this.semaphore.acquire(options.signal);
    let connection: DuckDBConnection | null = null;
    try {
      connection = await (await this.getInstance()).connect();
      const conn = connection;
      const watch = watchCancellation(
        { signal: options.signal, timeoutMs: options.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS },
        () => conn.interrupt(),
      );
      try {
        return await fn(conn);
      } catch (e) {
        const reason = watch.reason();
        if (reason) throw new QueryCancelledError(reason, options.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS);
        throw e;
      } finally {
        watch.dispose();
      }
    } finally {
      connection?.closeSync();
      release();
    }
  }

  async query(sql: string, parameters: readonly unknown[], options?: QueryOptions): Promise<QueryResult> {
    return this.withConnection((conn) => runOn(conn, sql, parameters), options);
  }

  /**
   * One connection for `fn`, `USE`d on the schema (an unknown one fails with DuckDB's catalog
   * error). DuckDB connections are not pooled here: the connection is closed afterwards, taking
   * its settings and temporary tables with it.
   */
  async session<T>(options: SessionOptions, fn: (session: ConnectorSession) => Promise<T>): Promise<T> {
    const release = await this.semaphore.acquire(options.signal);
    let connection: DuckDBConnection | null = null;
    try {
      const conn = await (await this.getInstance()).connect();
      connection = conn;
      if (options.defaultSchema) await conn.run(`USE ${quoteWith('"', options.defaultSchema)}`);
      return await fn({
        query: async (sql, parameters, o = {}) => {
          const timeoutMs = o.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
          const watch = watchCancellation({ signal: o.signal, timeoutMs }, () => conn.interrupt());
          try {
            return await runOn(conn, sql, parameters);
          } catch (e) {
            const reason = watch.reason();
            if (reason) throw new QueryCancelledError(reason, timeoutMs);
            throw e;
          } finally {
            watch.dispose();
          }
        },
      });
    } finally {
      connection?.closeSync();
      release();
    }
  }

  async stream(sql: string, parameters: readonly unknown[], options: StreamOptions = {}): Promise<RowStream> {
    const timeoutMs = options.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
    const release = await this.semaphore.acquire(options.signal);
    let conn: DuckDBConnection | null = null;
    let watch: ReturnType<typeof watchCancellation> | null = null;
    let cleaned = false;
    const cleanup = () => {
      if (cleaned) return;
      cleaned = true;
      watch?.dispose();
      conn?.closeSync();
      release();
    };
    try {
      const connection = await (await this.getInstance()).connect();
      conn = connection;
      watch = watchCancellation({ signal: options.signal, timeoutMs }, () => connection.interrupt());
      if (options.defaultSchema) await connection.run(`USE ${quoteWith('"', options.defaultSchema)}`);
      const statement = await connection.prepare(sql);
      if (parameters.length) statement.bind(parameters as DuckDBValue[]);
      // A streaming result: DuckDB produces chunks as they are fetched, not the whole result up front.
      const result = await statement.stream();
      const names = result.columnNames();
      const types = result.columnTypes().map((t) => t.toString().toUpperCase());
      const columns = names.map((name, i) => ({ name, type: types[i] ?? '', generic: genericTypeOf(types[i]) }));
      const w = watch;
      const chunks = result.yieldRowsJs();
      const pull = async (): Promise<unknown[][] | null> => {
        // Cancelled between two fetches (a slow reader): nothing was running to interrupt.
        const cancelled = w.reason();
        if (cancelled) throw new QueryCancelledError(cancelled, timeoutMs);
        try {
          const next = await chunks.next();
          return next.done ? null : next.value.map((row) => row.map(toJs));
        } catch (e) {
          const reason = w.reason();
          throw reason ? new QueryCancelledError(reason, timeoutMs) : e;
        }
      };
      return { columns, batches: rowBatches(pull, cleanup) };
    } catch (e) {
      const reason = watch?.reason();
      cleanup();
      if (reason) throw new QueryCancelledError(reason, timeoutMs);
      throw e;
    }
  }

  async testConnection(): Promise<void> {
    await this.query('SELECT 1', []);
  }

  async listSchemas(): Promise<string[]> {
    const r = await this.query(
      `SELECT schema_name FROM information_schema.schemata WHERE catalog_name = current_database() AND schema_name NOT IN ('information_schema', 'pg_catalog') ORDER BY schema_name`,
      [],
    );
    return r.rows.map((row) => String(row.schema_name));
  }

  async listTables(schema: string | null): Promise<TableRef[]> {
    const r = await this.query(
      `SELECT table_schema, table_name, table_type FROM information_schema.tables WHERE table_catalog = current_database() AND table_schema = COALESCE($1, current_schema()) ORDER BY table_name`,
      [schema],
    );
    return r.rows.map((row) => ({
      schema: String(row.table_schema),
      name: String(row.table_name),
      type: String(row.table_type).toUpperCase() === 'VIEW' ? 'view' : 'table',
    }));
  }

  async listColumns(table: { schema: string | null; name: string }): Promise<ColumnInfo[]> {
    const r = await this.query(
      `SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_catalog = current_database() AND table_schema = COALESCE($1, current_schema()) AND table_name = $2 ORDER BY ordinal_position`,
      [table.schema, table.name],
    );
    return r.rows.map((row) => {
      const type = String(row.data_type).toUpperCase();
      return { name: String(row.column_name), type, generic: genericTypeOf(type), nullable: row.is_nullable === 'YES' };
    });
  }

  async close(): Promise<void> {
    const instance = this.instance;
    this.instance = null;
    // Cached file instances are shared by every connector of that file and live for the process.
    if (instance && this.path === ':memory:') (await instance).closeSync();
  }
}
