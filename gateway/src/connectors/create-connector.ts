import type { Connector } from './connector.ts';
import { DuckDBConnector } from './duckdb.ts';
import { ConnectorConfigError } from './errors.ts';
import { MySqlConnector } from './mysql.ts';
import { PostgresConnector } from './postgresql.ts';
import { SqliteConnector } from './sqlite.ts';

export interface ConnectorOptions {
  readOnly?: boolean;
  /** Cap on queries running at once on this database (others wait their turn). */
  maxConcurrent?: number;
}

/** `duckdb:///abs/path`, `duckdb:///:memory:` (and `duckdb://` alone), same for sqlite. */
function filePath(uri: string, scheme: string): string {
  const rest = uri.slice(scheme.length + 3);
  if (rest === '' || rest === '/:memory:' || rest === ':memory:') return ':memory:';
  if (!rest.startsWith('/')) {
    throw new ConnectorConfigError(`${scheme} URI must hold an absolute path: ${scheme}:///abs/path/to/file`);
  }
  return decodeURIComponent(rest.split('?')[0] as string);
}

/**
 * The database file a DuckDB or SQLite URI opens (`:memory:` for none), or null for a server
 * engine. The same reading as createConnector's, so that what is checked is what gets opened.
 */
export function databaseFileOf(uri: string): { engine: 'duckdb' | 'sqlite'; path: string } | null {
  const match = /^([a-z][a-z0-9]*)(\+[a-z0-9_]+)?:\/\//i.exec(uri.trim());
  const engine = match?.[1]?.toLowerCase();
  if (!match || (engine !== 'duckdb' && engine !== 'sqlite')) return null;
  const rest = uri.trim().slice(match[0].length);
  return { engine, path: filePath(`${engine}://${rest}`, engine) };
}

/**
 * Opens a connector for a SQLAlchemy-style URI. Driver suffixes (`postgresql+psycopg2://`,
 * `mysql+mysqldb://`) are accepted so that Superset exports import unchanged.
 */
export function createConnector(uri: string, options: ConnectorOptions = {}): Connector {
  const match = /^([a-z][a-z0-9]*)(\+[a-z0-9_]+)?:\/\//i.exec(uri.trim());
  if (!match) throw new ConnectorConfigError('Invalid connection string: expected <engine>://...');
  const engine = (match[1] as string).toLowerCase();
  const rest = uri.trim().slice(match[0].length);
  switch (engine) {
    case 'duckdb':
      return new DuckDBConnector(filePath(`duckdb://${rest}`, 'duckdb'), options);
    case 'sqlite':
      return new SqliteConnector(filePath(`sqlite://${rest}`, 'sqlite'), options);
    case 'postgres':
    case 'postgresql':
      return new PostgresConnector(`postgresql://${rest}`, options);
    case 'mysql':
    case 'mariadb':
      return new MySqlConnector(`mysql://${rest}`, options);
    default:
      throw new ConnectorConfigError(
        `Unsupported database engine "${engine}": use duckdb, sqlite, postgresql or mysql`,
      );
  }
}
