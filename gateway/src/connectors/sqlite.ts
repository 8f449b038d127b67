import Database from 'better-sqlite3';
import type { ColumnInfo, Connector, QueryOptions, QueryResult, TableRef } from './connector.ts';
import { QueryCancelledError } from './errors.ts';
import { genericTypeOf, genericTypeOfValues } from './generic-type.ts';

export interface SqliteConnectorOptions {
  readOnly?: boolean;
}

/**
 * better-sqlite3 runs each statement synchronously on the calling thread: an abort that arrived
 * before the statement starts is honoured, a running statement cannot be interrupted.
 */
export class SqliteConnector implements Connector {
  readonly dialect = 'sqlite' as const;
  private readonly db: Database.Database;

  constructor(path: string, options: SqliteConnectorOptions = {}) {
    const readOnly = options.readOnly ?? false;
    this.db = new Database(path, {
      readonly: readOnly && path !== ':memory:',
      fileMustExist: readOnly && path !== ':memory:',
    });
    if (readOnly) this.db.pragma('query_only = ON');
    // LIKE is case-sensitive on the other engines; the engine relies on the same here.
    this.db.pragma('case_sensitive_like = ON');
  }

  async query(sql: string, parameters: readonly unknown[], options: QueryOptions = {}): Promise<QueryResult> {
    if (options.signal?.aborted) throw new QueryCancelledError('aborted');
    const stmt = this.db.prepare(sql);
    if (!stmt.reader) {
      stmt.run(...parameters);
      return { columns: [], rows: [] };
    }
    const rows = stmt.all(...parameters) as Record<string, unknown>[];
    const columns = stmt.columns().map((c) => {
      const declared = c.type?.toUpperCase() ?? null;
      const generic = declared ? genericTypeOf(declared) : genericTypeOfValues(rows.map((r) => r[c.name]));
      return { name: c.name, type: declared ?? '', generic };
    });
    return { columns, rows };
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
    const master = `${this.quote(s)}.sqlite_master`;
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

  private quote(name: string): string {
    return `"${name.replaceAll('"', '""')}"`;
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
