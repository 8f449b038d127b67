/** The edge between the engine and a real database. One implementation per driver. */

export type DialectName = 'duckdb' | 'postgresql' | 'mysql' | 'sqlite';

/** Superset's GenericDataType: 0 NUMERIC, 1 STRING, 2 TEMPORAL, 3 BOOLEAN. */
export const GenericDataType = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;
export type GenericDataType = (typeof GenericDataType)[keyof typeof GenericDataType];

export interface ResultColumn {
  name: string;
  /** The database's own type name, upper case (e.g. BIGINT, VARCHAR, TIMESTAMP). */
  type: string;
  generic: GenericDataType;
}

export interface QueryResult {
  columns: ResultColumn[];
  /** Rows keyed by column name. Temporal values are Date; big integers become number when safe. */
  rows: Record<string, unknown>[];
}

export interface QueryOptions {
  signal?: AbortSignal;
  /** Cancel the query on the database after this many ms. */
  timeoutMs?: number;
}

export interface TableRef {
  schema: string | null;
  name: string;
  type: 'table' | 'view';
}

export interface ColumnInfo {
  name: string;
  type: string;
  generic: GenericDataType;
  nullable: boolean;
}

/** Batches of rows; reading to the end, an error, or `return()` releases the connection. */
export interface RowBatches extends AsyncIterable<unknown[][]> {
  next(): Promise<IteratorResult<unknown[][], undefined>>;
  /** Stops early (also before the first batch) and releases the connection. */
  return(): Promise<IteratorResult<unknown[][], undefined>>;
}

/** A result read in batches: the connection stays held until `batches` is done. */
export interface RowStream {
  columns: ResultColumn[];
  /** Rows in `columns` order, a batch at a time; values converted as in QueryResult. */
  batches: RowBatches;
}

export interface StreamOptions extends QueryOptions {
  /** Rows per batch (a hint; the driver may send fewer). */
  batchRows?: number;
  /**
   * Unqualified names resolve in this schema (PostgreSQL search_path, MySQL database, DuckDB
   * schema; SQLite: `main` only). A schema that does not exist fails with the database's error.
   */
  defaultSchema?: string | null;
}

export interface SessionOptions {
  /** As StreamOptions.defaultSchema, for every statement of the session. */
  defaultSchema?: string | null;
  /** Aborts the wait for a connection (each statement takes its own signal too). */
  signal?: AbortSignal;
}

/** Statements on one held connection: settings and temporary tables carry from one to the next. */
export interface ConnectorSession {
  query(sql: string, parameters: readonly unknown[], options?: QueryOptions): Promise<QueryResult>;
}

export interface Connector {
  readonly dialect: DialectName;
  /** Runs one statement with bound parameters (placeholders as the dialect compiler wrote them). */
  query(sql: string, parameters: readonly unknown[], options?: QueryOptions): Promise<QueryResult>;
  /**
   * Runs one statement and reads its rows a batch at a time, so that a large result never sits
   * in memory whole (CSV/XLSX downloads). Optional: without it the engine falls back to query().
   * The timeout covers the whole read.
   */
  stream?(sql: string, parameters: readonly unknown[], options?: StreamOptions): Promise<RowStream>;
  /**
   * Holds one connection for `fn` (with the default schema set on it), then puts the connection
   * back as it was (settings and temporary tables of the session gone) or closes it. Optional:
   * SQL Lab runs the statements one by one through query() without it.
   */
  session?<T>(options: SessionOptions, fn: (session: ConnectorSession) => Promise<T>): Promise<T>;
  /** Connects and runs a trivial statement; throws with the driver's message on failure. */
  testConnection(): Promise<void>;
  listSchemas(): Promise<string[]>;
  listTables(schema: string | null): Promise<TableRef[]>;
  listColumns(table: { schema: string | null; name: string }): Promise<ColumnInfo[]>;
  close(): Promise<void>;
}
