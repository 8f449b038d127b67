import pg from 'pg';
import { quoteWith } from '../engine/dialects/dialect.ts';
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
import { genericTypeOf, naiveToDate } from './generic-type.ts';
import { rowBatches } from './row-batches.ts';
import { DEFAULT_MAX_CONCURRENT, DEFAULT_QUERY_TIMEOUT_MS, Semaphore, watchCancellation } from './semaphore.ts';

export interface PostgresConnectorOptions {
  readOnly?: boolean;
  maxConcurrent?: number;
}

const TYPE_NAMES: Record<number, string> = {
  16: 'BOOLEAN',
  17: 'BYTEA',
  18: 'CHAR',
  19: 'NAME',
  20: 'BIGINT',
  21: 'SMALLINT',
  23: 'INTEGER',
  25: 'TEXT',
  26: 'OID',
  114: 'JSON',
  700: 'REAL',
  701: 'DOUBLE PRECISION',
  1042: 'CHAR',
  1043: 'VARCHAR',
  1082: 'DATE',
  1083: 'TIME',
  1114: 'TIMESTAMP',
  1184: 'TIMESTAMPTZ',
  1186: 'INTERVAL',
  1266: 'TIMETZ',
  1700: 'NUMERIC',
  2950: 'UUID',
  3802: 'JSONB',
};

// Numbers as numbers, and naive timestamps read as UTC rather than in the server's local zone.
const parsers: Record<number, (text: string) => unknown> = {
  20: Number,
  1700: Number,
  1082: naiveToDate,
  1114: naiveToDate,
};
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const own = parsers[oid];
    if (own && format !== 'binary') return own;
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
} as pg.CustomTypesConfig;

/**
 * `SET search_path` accepts a schema that does not exist (names then fail to resolve later), so
 * the schema is looked up first and a missing one fails with PostgreSQL's own message (3F000).
 */
async function setSearchPath(client: pg.ClientBase, schema: string, local = false): Promise<void> {
  const found = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
  if (found.rowCount === 0) {
    throw Object.assign(new Error(`schema "${schema}" does not exist`), { code: '3F000' });
  }
  await client.query(`SET ${local ? 'LOCAL ' : ''}search_path TO ${quoteWith('"', schema)}`);
}

export class PostgresConnector implements Connector {
  readonly dialect = 'postgresql' as const;
  private readonly pool: pg.Pool;
  private readonly config: pg.PoolConfig;
  private readonly semaphore: Semaphore;

  constructor(connectionString: string, options: PostgresConnectorOptions = {}) {
    const max = options.maxConcurrent ?? DEFAULT_MAX_CONCURRENT;
    this.config = {
      connectionString,
      types,
      max,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 10_000,
      ...(options.readOnly ? { options: '-c default_transaction_read_only=on' } : {}),
    };
    this.pool = new pg.Pool(this.config);
    // An idle client losing its server must not crash the process.
    this.pool.on('error', () => {});
    this.semaphore = new Semaphore(max);
  }

  /** Cancels on the server through a separate connection, as psql's Ctrl-C does. */
  private async cancelBackend(pid: number): Promise<void> {
    const client = new pg.Client({ connectionString: this.config.connectionString, types });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT pg_cancel_backend($1)', [pid]);
    } catch {
      // The query ends anyway when its client is destroyed below.
    } finally {
      await client.end().catch(() => {});
    }
  }

  async query(sql: string, parameters: readonly unknown[], options: QueryOptions = {}): Promise<QueryResult> {
    const release = await this.semaphore.acquire(options.signal);
    try {
      const client = await this.pool.connect();
      let broken = false;
      try {
        return await this.runOn(client, sql, parameters, options, () => {
          broken = true;
        });
      } finally {
        client.release(broken);
      }
    } finally {
      release();
    }
  }

  /** One statement on a held client; `onBroken` hears that a cancellation left the client unusable. */
  private async runOn(
    client: pg.PoolClient,
    sql: string,
    parameters: readonly unknown[],
    options: QueryOptions,
    onBroken: () => void,
  ): Promise<QueryResult> {
    const pid = (client as unknown as { processID: number }).processID;
    let running = true;
    const timeoutMs = options.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
    const watch = watchCancellation({ signal: options.signal, timeoutMs }, () => {
      if (running) {
        onBroken();
        void this.cancelBackend(pid);
      }
    });
    try {
      const result = await client.query({
        text: sql,
        values: [...parameters],
        // Extended protocol even without parameters: one statement per call, never a batch.
        queryMode: 'extended',
      } as pg.QueryConfig);
      const columns = result.fields.map((f) => {
        const type = TYPE_NAMES[f.dataTypeID] ?? 'UNKNOWN';
        return { name: f.name, type, generic: genericTypeOf(type) };
      });
      return { columns, rows: result.rows as Record<string, unknown>[] };
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
   * One pooled client for `fn`, its search_path set to the schema. Afterwards an open transaction
   * is rolled back and DISCARD ALL drops the session's settings, temporary tables and prepared
   * statements, so the next borrower gets a clean client; a client that fails that is closed.
   */
  async session<T>(options: SessionOptions, fn: (session: ConnectorSession) => Promise<T>): Promise<T> {
    const release = await this.semaphore.acquire(options.signal);
    let client: pg.PoolClient | null = null;
    let broken = false;
    const markBroken = () => {
      broken = true;
    };
    try {
      const c = await this.pool.connect();
      client = c;
      if (options.defaultSchema) await setSearchPath(c, options.defaultSchema);
      return await fn({ query: (sql, parameters, o = {}) => this.runOn(c, sql, parameters, o, markBroken) });
    } finally {
      if (client) {
        if (!broken) {
          try {
            await client.query('ROLLBACK');
            await client.query('DISCARD ALL');
          } catch {
            broken = true;
          }
        }
        client.release(broken);
      }
      release();
    }
  }

  /**
   * A server-side cursor (DECLARE ... FETCH n in a transaction): PostgreSQL keeps the result, the
   * gateway holds one batch at a time.
   */
  async stream(sql: string, parameters: readonly unknown[], options: StreamOptions = {}): Promise<RowStream> {
    const batchRows = Math.max(1, Math.floor(options.batchRows ?? 2000));
    const timeoutMs = options.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
    const release = await this.semaphore.acquire(options.signal);
    let client: pg.PoolClient | null = null;
    let watch: ReturnType<typeof watchCancellation> | null = null;
    let broken = false;
    let running = false;
    const cleanup = async () => {
      watch?.dispose();
      if (client) {
        // A failed transaction cannot commit; ROLLBACK also closes the cursor.
        if (!broken) await client.query('ROLLBACK').catch(() => (broken = true));
        client.release(broken);
      }
      release();
    };
    const failure = (e: unknown): unknown => {
      const reason = watch?.reason();
      return reason ? new QueryCancelledError(reason, timeoutMs) : e;
    };
    try {
      const c = await this.pool.connect();
      client = c;
      const pid = (c as unknown as { processID: number }).processID;
      watch = watchCancellation({ signal: options.signal, timeoutMs }, () => {
        broken = true;
        if (running) void this.cancelBackend(pid);
      });
      const run = async (config: pg.QueryConfig) => {
        running = true;
        try {
          return await c.query(config);
        } finally {
          running = false;
        }
      };
      await run({ text: 'BEGIN' });
      // SET LOCAL: the ROLLBACK that ends the stream puts the search_path back.
      if (options.defaultSchema) await setSearchPath(c, options.defaultSchema, true);
      await run({
        text: `DECLARE chartroom_stream NO SCROLL CURSOR FOR ${sql}`,
        values: [...parameters],
        queryMode: 'extended',
      } as pg.QueryConfig);
      const fetchText = `FETCH FORWARD ${batchRows} FROM chartroom_stream`;
      const first = await run({ text: fetchText, rowMode: 'array' } as pg.QueryConfig);
      const columns: ResultColumn[] = first.fields.map((f) => {
        const type = TYPE_NAMES[f.dataTypeID] ?? 'UNKNOWN';
        return { name: f.name, type, generic: genericTypeOf(type) };
      });
      let pending: unknown[][] | null = first.rows as unknown[][];
      let ended = pending.length < batchRows;
      const pull = async (): Promise<unknown[][] | null> => {
        if (pending) {
          const batch = pending;
          pending = null;
          return batch.length ? batch : null;
        }
        if (ended) return null;
        // Cancelled between two fetches (a slow reader): nothing was running to interrupt.
        const reason = watch?.reason();
        if (reason) throw new QueryCancelledError(reason, timeoutMs);
        try {
          const r = await run({ text: fetchText, rowMode: 'array' } as pg.QueryConfig);
          if (r.rows.length < batchRows) ended = true;
          return r.rows.length ? (r.rows as unknown[][]) : null;
        } catch (e) {
          broken = true;
          throw failure(e);
        }
      };
      return { columns, batches: rowBatches(pull, cleanup) };
    } catch (e) {
      broken = true;
      await cleanup();
      throw failure(e);
    }
  }

  async testConnection(): Promise<void> {
    await this.query('SELECT 1', []);
  }

  async listSchemas(): Promise<string[]> {
    const r = await this.query(
      `SELECT schema_name FROM information_schema.schemata WHERE schema_name NOT IN ('information_schema', 'pg_catalog', 'pg_toast') AND schema_name NOT LIKE 'pg_temp_%' AND schema_name NOT LIKE 'pg_toast_temp_%' ORDER BY schema_name`,
      [],
    );
    return r.rows.map((row) => String(row.schema_name));
  }

  async listTables(schema: string | null): Promise<TableRef[]> {
    const r = await this.query(
      `SELECT table_schema, table_name, table_type FROM information_schema.tables WHERE table_schema = COALESCE($1, current_schema()) ORDER BY table_name`,
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
      `SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = COALESCE($1, current_schema()) AND table_name = $2 ORDER BY ordinal_position`,
      [table.schema, table.name],
    );
    return r.rows.map((row) => {
      const type = String(row.data_type).toUpperCase();
      return { name: String(row.column_name), type, generic: genericTypeOf(type), nullable: row.is_nullable === 'YES' };
    });
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
