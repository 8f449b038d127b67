import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import type { ColumnInfo, Connector, QueryOptions, QueryResult, TableRef } from './connector.ts';
import { QueryCancelledError } from './errors.ts';
import { genericTypeOf, genericTypeOfValues } from './generic-type.ts';
import { DEFAULT_QUERY_TIMEOUT_MS, Semaphore, watchCancellation } from './semaphore.ts';

export interface SqliteConnectorOptions {
  readOnly?: boolean;
}

interface RawResult {
  rows: Record<string, unknown>[];
  columns: { name: string; type: string | null }[];
}

function toQueryResult(raw: RawResult): QueryResult {
  const columns = raw.columns.map((c) => {
    const declared = c.type?.toUpperCase() ?? null;
    const generic = declared ? genericTypeOf(declared) : genericTypeOfValues(raw.rows.map((r) => r[c.name]));
    return { name: c.name, type: declared ?? '', generic };
  });
  return { columns, rows: raw.rows };
}

/** One SQLite file served by a child process, restarted after a cancellation killed it. */
class SqliteWorker {
  private child: ChildProcess | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (r: RawResult) => void; reject: (e: Error) => void }>();
  private readonly path: string;
  private readonly readOnly: boolean;

  constructor(path: string, readOnly: boolean) {
    this.path = path;
    this.readOnly = readOnly;
  }

  private start(): ChildProcess {
    if (this.child) return this.child;
    const script = fileURLToPath(new URL('./sqlite-worker.mjs', import.meta.url));
    const child = fork(script, [this.path, this.readOnly ? 'ro' : 'rw'], {
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      execArgv: [],
    });
    child.on('message', (msg: { id: number; error?: string } & RawResult) => {
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (msg.error !== undefined) p.reject(new Error(msg.error));
      else p.resolve({ rows: msg.rows, columns: msg.columns });
    });
    const fail = (error: Error) => {
      if (this.child === child) this.child = null;
      for (const p of this.pending.values()) p.reject(error);
      this.pending.clear();
    };
    child.on('error', fail);
    child.on('exit', () => fail(new Error('The SQLite process stopped')));
    this.child = child;
    return child;
  }

  run(sql: string, parameters: readonly unknown[]): Promise<RawResult> {
    const child = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      child.send({ id, sql, parameters: [...parameters] });
    });
  }

  /** Stops the running statement the only way SQLite allows from outside: end its process. */
  kill(): void {
    this.child?.kill('SIGKILL');
  }

  async close(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      });
    }
  }
}

/**
 * A file database runs in a child process, so that timeouts and aborts really stop the statement.
 * `:memory:` databases live in the calling thread (a killed process would take the data with it);
 * there an abort is honoured before a statement starts, not during it.
 */
export class SqliteConnector implements Connector {
  readonly dialect = 'sqlite' as const;
  private readonly db: Database.Database | null = null;
  private readonly worker: SqliteWorker | null = null;
  // SQLite writes one statement at a time; queueing here keeps a cancellation aimed at one query.
  private readonly semaphore = new Semaphore(1);

  constructor(path: string, options: SqliteConnectorOptions = {}) {
    const readOnly = options.readOnly ?? false;
    if (path === ':memory:') {
      this.db = new Database(path);
      if (readOnly) this.db.pragma('query_only = ON');
      // LIKE is case-sensitive on the other engines; the engine relies on the same here.
      this.db.pragma('case_sensitive_like = ON');
    } else {
      this.worker = new SqliteWorker(path, readOnly);
    }
  }

  async query(sql: string, parameters: readonly unknown[], options: QueryOptions = {}): Promise<QueryResult> {
    if (options.signal?.aborted) throw new QueryCancelledError('aborted');
    if (this.db) {
      const stmt = this.db.prepare(sql);
      if (!stmt.reader) {
        stmt.run(...parameters);
        return { columns: [], rows: [] };
      }
      const rows = stmt.all(...parameters) as Record<string, unknown>[];
      return toQueryResult({ rows, columns: stmt.columns().map((c) => ({ name: c.name, type: c.type })) });
    }
    const worker = this.worker as SqliteWorker;
    const release = await this.semaphore.acquire(options.signal);
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
      release();
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
