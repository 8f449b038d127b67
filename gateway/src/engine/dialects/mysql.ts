import type { TimeGrain } from '../query-context.ts';
import { TIME_GRAINS } from '../query-context.ts';
import { canonicalGrain, type Dialect, type EpochFormat, quoteWith, WINDOW_OPERATIONS } from './dialect.ts';

function secondsBucket(c: string, n: number): string {
  const secs = `HOUR(${c}) * 3600 + MINUTE(${c}) * 60 + SECOND(${c})`;
  return `DATE_ADD(DATE(${c}), INTERVAL (${secs}${n > 1 ? ` - SECOND(${c}) % ${n}` : ''}) SECOND)`;
}
function minutesBucket(c: string, n: number): string {
  return `DATE_ADD(DATE(${c}), INTERVAL (HOUR(${c}) * 60 + MINUTE(${c})${n > 1 ? ` - MINUTE(${c}) % ${n}` : ''}) MINUTE)`;
}
function hoursBucket(c: string, n: number): string {
  return `DATE_ADD(DATE(${c}), INTERVAL (HOUR(${c})${n > 1 ? ` - HOUR(${c}) % ${n}` : ''}) HOUR)`;
}

const utf8 = (expr: string) => `CONVERT(${expr} USING utf8mb4)`;
const binary = (expr: string) => `${expr} COLLATE utf8mb4_bin`;

// DATE() results are DATE, the others DATETIME; a TIMESTAMP() wrap keeps one type per grain column.
function timeGrain(c: string, grain: TimeGrain): string | undefined {
  switch (canonicalGrain(grain)) {
    case 'PT1S':
      return secondsBucket(c, 1);
    case 'PT5S':
      return secondsBucket(c, 5);
    case 'PT30S':
      return secondsBucket(c, 30);
    case 'PT1M':
      return minutesBucket(c, 1);
    case 'PT5M':
      return minutesBucket(c, 5);
    case 'PT10M':
      return minutesBucket(c, 10);
    case 'PT15M':
      return minutesBucket(c, 15);
    case 'PT30M':
      return minutesBucket(c, 30);
    case 'PT1H':
      return hoursBucket(c, 1);
    case 'PT6H':
      return hoursBucket(c, 6);
    case 'P1D':
      return `TIMESTAMP(DATE(${c}))`;
    case 'P1W':
      return `TIMESTAMP(DATE(DATE_SUB(${c}, INTERVAL WEEKDAY(${c}) DAY)))`;
    case '1969-12-28T00:00:00Z/P1W':
      return `TIMESTAMP(DATE(DATE_SUB(${c}, INTERVAL DAYOFWEEK(${c}) - 1 DAY)))`;
    case 'P1W/1970-01-03T00:00:00Z':
      return `TIMESTAMP(DATE(DATE_ADD(${c}, INTERVAL 7 - DAYOFWEEK(${c}) DAY)))`;
    case 'P1W/1970-01-04T00:00:00Z':
      return `TIMESTAMP(DATE(DATE_ADD(${c}, INTERVAL 6 - WEEKDAY(${c}) DAY)))`;
    case 'P1M':
      return `TIMESTAMP(DATE(DATE_SUB(${c}, INTERVAL DAYOFMONTH(${c}) - 1 DAY)))`;
    case 'P3M':
      return `TIMESTAMP(MAKEDATE(YEAR(${c}), 1) + INTERVAL QUARTER(${c}) QUARTER - INTERVAL 1 QUARTER)`;
    case 'P1Y':
      return `TIMESTAMP(DATE(DATE_SUB(${c}, INTERVAL DAYOFYEAR(${c}) - 1 DAY)))`;
    default:
      return undefined;
  }
}

export const mysqlDialect: Dialect = {
  name: 'mysql',
  parserDatabase: 'mysql',
  backslashEscapes: true,
  doubleQuoteIsString: true,
  quoteIdentifier: (name) => quoteWith('`', name),
  placeholder: () => '?',
  timeGrains: TIME_GRAINS,
  timeGrain,
  // FROM_UNIXTIME follows the session time zone; adding to the epoch keeps values naive.
  epochToTimestamp(expr: string, format: EpochFormat) {
    return format === 'epoch_s'
      ? `TIMESTAMPADD(SECOND, ${expr}, TIMESTAMP('1970-01-01 00:00:00'))`
      : `TIMESTAMPADD(MICROSECOND, ${expr} * 1000, TIMESTAMP('1970-01-01 00:00:00'))`;
  },
  timestampParameter: (p) => `CAST(${p} AS DATETIME)`,
  comparableTimestamp: (expr) => expr,
  // Compared as utf8mb4 characters under a binary collation: case-sensitive, and `_` is one
  // character (a BINARY cast would make it one byte).
  like: (expr, pattern, negate) => `${binary(utf8(expr))} ${negate ? 'NOT LIKE' : 'LIKE'} ${binary(utf8(pattern))}`,
  ilike: (expr, pattern, negate) =>
    `${binary(`LOWER(${utf8(expr)})`)} ${negate ? 'NOT LIKE' : 'LIKE'} ${binary(`LOWER(${utf8(pattern)})`)}`,
  // No NULLS LAST in MySQL/MariaDB: missing values first sorted by a flag.
  orderBy: (expr, ascending) => `${expr} IS NULL, ${expr} ${ascending ? 'ASC' : 'DESC'}`,
  bindValue: (value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value),
  // MariaDB has no MATERIALIZED hint; a CTE with a LIMIT is never merged into the outer query.
  materializedCte: (name, sql) => `${name} AS (${sql})`,
  subquery: (sql, alias) => `(${sql}) AS ${quoteWith('`', alias)}`,
  // `+ 0E0` makes the argument a DOUBLE on every MySQL/MariaDB version (CAST AS DOUBLE is 8.0.17+).
  average: (expr) => `AVG(${expr} + 0E0)`,
  windowPushdown: { operations: WINDOW_OPERATIONS, double: (expr) => `(${expr} + 0E0)` },
};
