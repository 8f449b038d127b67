import Database from 'better-sqlite3';
import type {
  ColumnInfo,
  Connector,
  ConnectorSession,
  QueryOptions,
  QueryResult,
  ResultColumn,
  RowStream,
  SessionOptions,
  StreamOptions,
  TableRef,
} from './connector.ts';
import { QueryCancelledError } from './errors.ts';
import { genericTypeOf, genericTypeOfValues } from './generic-type.ts';
import { rowBatches } from './row-batches.ts';
import { DEFAULT_QUERY_TIMEOUT_MS, Semaphore, watchCancellation } from './semaphore.ts';
import { registerUnicodeLower } from './sqlite-functions.mjs';
import { type RawBatch, type RawColumn, type RawResult, SqliteProcess } from './sqlite-process.ts';

export interface SqliteConnectorOptions {
  readOnly?: boolean;
}

function toQueryResult(raw: RawResult): QueryResult {
  const columns = raw.columns.map((c) => {
    const declared = c.type?.toUpperCase() ?? null;
    const generic = declared ? genericTypeOf(declared) : genericTypeOfValues(raw.rows.map((r) => r[c.name]));
    return { name: c.name, type: declared ?? '', generic };
  });
  return { columns, rows: raw.rows };
}

/** Declared types, else (expressions) the type of the first batch's values. */
function streamColumns(raw: RawColumn[], firstRows: unknown[][]): ResultColumn[] {
  return raw.map((c, i) => {
    const declared = c.type?.toUpperCase() ?? null;
    const generic = declared ? genericTypeOf(declared) : genericTypeOfValues(firstRows.map((r) => r[i]));
    return { name: c.name, type: declared ?? '', generic };
  });
}

function take(iterator: Iterator<unknown[]>, max: number): RawBatch {
  const rows: unknown[][] = [];
  while (rows.length < max) {
    const next = iterator.next();
    if (next.done) return { rows, done: true };
    rows.push(next.value);
  }
  return { rows, done: false };
}

/**
 * A file database runs in a child process, so that timeouts and aborts really stop the statement.
 * `:memory:` databases live in the calling thread (a killed process would take the data with it);
 * there an abort is honoured before a statement starts, not during it.
 */
export class SqliteConnector implements Connector {
  readonly dialect = 'sqlite' as const;
  private readonly db: Database.Database | null = null;
  private readonly worker: SqliteProcess | null = null;
  private nextCursor = 1;
  // SQLite writes one statement at a time; queueing here keeps a cancellation aimed at one query.
  private readonly semaphore = new Semaphore(1);

  constructor(path: string, options: SqliteConnectorOptions = {}) {
    const readOnly = options.readOnly ?? false;
    if (path === ':memory:') {
      this.db = new Database(path);
      if (readOnly) this.db.pragma('query_only = ON');
      // LIKE is case-sensitive on the other engines; the engine relies on the same here.
      this.db.pragma('case_sensitive_like = ON');
      registerUnicodeLower(this.db);
    } else {
      this.worker = new SqliteProcess(path, readOnly);
    }
  }

  async query(sql: string, parameters: readonly unknown[], options: QueryOptions = {}): Promise<QueryResult> {
    if (options.signal?.aborted) throw new QueryCancelledError('aborted');
    const release = await this.semaphore.acquire(options.signal);
    try {
      return await this.runHeld(sql, parameters, options);
    } finally {
      release();
    }
  }

  /** One statement while this caller holds the semaphore. */
  private async runHeld(sql: string, parameters: readonly unknown[], options: QueryOptions): Promise<QueryResult> {
    if (this.db) {
      if (options.signal?.aborted) throw new QueryCancelledError('aborted');
      const stmt = this.db.prepare(sql);
      if (!stmt.reader) {
        stmt.run(...parameters);
        return { columns: [], rows: [] };
      }
      const rows = stmt.all(...parameters) as Record<string, unknown>[];
      return toQueryResult({ rows, columns: stmt.columns().map((c) => ({ name: c.name, type: c.type })) });
    }
    const worker = this.worker as SqliteProcess;
    await worker.ready();
    const timeoutMs = options.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
    const watch = watchCancellation({ signal: options.signal, timeoutMs }, () => worker.kill());
    try {
      return toQueryResult(await worker.run(sql, parameters));
    } catch (e) {
      const reason = watch.reason();
      if (reason) throw new QueryCancelledError(reason, timeoutMs);
      throw e;
    } finally {
      watch.dispose();
    }
  }

  /**
   * The database's one connection held for `fn`. A schema is an attached database name, and
   * unqualified names already resolve in `main` (then temp and attached ones), which is the only
   * schema a SQLite connection here has: the default schema changes nothing.
   */
  async session<T>(options: SessionOptions, fn: (session: ConnectorSession) => Promise<T>): Promise<T> {
    if (options.signal?.aborted) throw new QueryCancelledError('aborted');
    const release = await this.semaphore.acquire(options.signal);
    try {
      return await fn({ query: (sql, parameters, o = {}) => this.runHeld(sql, parameters, o) });
    } finally {
      release();
    }
  }

  /**
   * Rows stepped a batch at a time (`Statement.iterate()`): in the file's child process, which
   * sends one batch per request, or in process for `:memory:`. The connection stays busy (held
   * by the semaphore) until the reader is done. A cancellation kills the child process; in process
   * it is honoured between batches.
   */
  async stream(sql: string, parameters: readonly unknown[], options: StreamOptions = {}): Promise<RowStream> {
    const batchRows = Math.max(1, Math.floor(options.batchRows ?? 2000));
    const timeoutMs = options.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
    if (options.signal?.aborted) throw new QueryCancelledError('aborted');
    const release = await this.semaphore.acquire(options.signal);
    const worker = this.worker;
    try {
      await worker?.ready();
    } catch (e) {
      release();
      throw e;
    }
    const cursor = this.nextCursor++;
    let iterator: IterableIterator<unknown[]> | null = null;
    let done = false;
    let cleaned = false;
    const watch = watchCancellation({ signal: options.signal, timeoutMs }, () => worker?.kill());
    const cleanup = async () => {
      if (cleaned) return;
      cleaned = true;
      watch.dispose();
      if (!done) {
        if (iterator) iterator.return?.();
        else await worker?.closeCursor(cursor);
      }
      release();
    };
    const failure = (e: unknown): unknown => {
      const reason = watch.reason();
      return reason ? new QueryCancelledError(reason, timeoutMs) : e;
    };
    try {
      let first: RawBatch;
      if (this.db) {
        const stmt = this.db.prepare(sql);
        if (!stmt.reader) throw new Error('Only statements that return rows can be streamed');
        const declared = stmt.columns().map((c) => ({ name: c.name, type: c.type }));
        iterator = stmt.raw(true).iterate(...parameters) as IterableIterator<unknown[]>;
        first = { ...take(iterator, batchRows), columns: declared };
      } else {
        first = await (worker as SqliteProcess).open(cursor, sql, parameters, batchRows);
      }
      done = first.done;
      const columns = streamColumns(first.columns ?? [], first.rows);
      let pending: unknown[][] | null = first.rows;
      const it = iterator;
      const pull = async (): Promise<unknown[][] | null> => {
        const cancelled = watch.reason();
        if (cancelled) throw new QueryCancelledError(cancelled, timeoutMs);
        if (pending) {
          const batch = pending;
          pending = null;
          if (batch.length) return batch;
        }
        if (done) return null;
        try {
          const next = it ? take(it, batchRows) : await (worker as SqliteProcess).next(cursor);
          done = next.done;
          return next.rows.length ? next.rows : null;
        } catch (e) {
          done = true;
          throw failure(e);
        }
      };
      return { columns, batches: rowBatches(pull, cleanup) };
    } catch (e) {
      done = true;
      const err = failure(e);
      await cleanup();
      throw err;
    }
  }

  async testConnection(): Promise<void> {
    await this.query('SELECT 1', []);
  }

  async listSchemas(): Promise<string[]> {
    const r = await this.query('SELECT name FROM pragma_database_list ORDER BY seq', []);
    return r.rows.map((row) => String(row.name));
  }

  async listTables(schema: string | null): Promise<TableRef[]> {
    const s = schema ?? 'main';
    const master = `"${s.replaceAll('"', '""')}".sqlite_master`;
    const r = await this.query(
      `SELECT name, type FROM ${master} WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY name`,
      [],
    );
    return r.rows.map((row) => ({ schema: s, name: String(row.name), type: row.type === 'view' ? 'view' : 'table' }));
  }

  async listColumns(table: { schema: string | null; name: string }): Promise<ColumnInfo[]> {
    const r = await this.query('SELECT name, type, "notnull" AS nn FROM pragma_table_info(?, ?) ORDER BY cid', [
      table.name,
      table.schema ?? 'main',
    ]);
    return r.rows.map((row) => {
      const type = String(row.type ?? '').toUpperCase();
      return { name: String(row.name), type, generic: genericTypeOf(type), nullable: Number(row.nn) === 0 };
    });
  }

  async close(): Promise<void> {
    this.db?.close();
    await this.worker?.close();
  }
}
