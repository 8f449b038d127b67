import { MariaSQL, MySQL, PostgreSQL, type SQLDialect, SQLite, StandardSQL } from '@codemirror/lang-sql';

/**
 * The CodeMirror dialect for a database backend. DuckDB's syntax follows PostgreSQL's (double-quoted
 * identifiers, `::` casts, dollar quoting), so it borrows that dialect.
 */
export function dialectFor(backend: string | null | undefined): SQLDialect {
  switch ((backend ?? '').toLowerCase()) {
    case 'postgresql':
    case 'postgres':
    case 'duckdb':
      return PostgreSQL;
    case 'mysql':
      return MySQL;
    case 'mariadb':
      return MariaSQL;
    case 'sqlite':
      return SQLite;
    default:
      return StandardSQL;
  }
}
