import type { DialectName } from '../../connectors/connector.ts';
import type { Dialect } from './dialect.ts';
import { duckdbDialect } from './duckdb.ts';
import { mysqlDialect } from './mysql.ts';
import { postgresqlDialect } from './postgresql.ts';
import { sqliteDialect } from './sqlite.ts';

export type { Dialect, EpochFormat } from './dialect.ts';
export { canonicalGrain, TIME_GRAIN_NAMES } from './dialect.ts';

const DIALECTS: Record<DialectName, Dialect> = {
  duckdb: duckdbDialect,
  postgresql: postgresqlDialect,
  mysql: mysqlDialect,
  sqlite: sqliteDialect,
};

export function getDialect(name: DialectName): Dialect {
  return DIALECTS[name];
}
