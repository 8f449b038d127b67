import type { TimeGrain } from '../query-context.ts';
import { TIME_GRAINS } from '../query-context.ts';
import {
  canonicalGrain,
  type Dialect,
  type EpochFormat,
  orderByNullsLast,
  quoteWith,
  WINDOW_OPERATIONS,
} from './dialect.ts';

function stepped(c: string, format: string, part: string, n: number, unit: string): string {
  return `DATETIME(STRFTIME('${format}', ${c}), PRINTF('-%d ${unit}', CAST(STRFTIME('${part}', ${c}) AS INTEGER) % ${n}))`;
}

/**
 * Name of the Unicode lower-case function the SQLite connector registers on every connection
 * (SQLite's own LOWER folds ASCII only).
 */
export const UNICODE_LOWER = 'chartroom_lower';

// SQLite has no date type: values are ISO text, and every grain yields 'YYYY-MM-DD HH:MM:SS'.
function timeGrain(c: string, grain: TimeGrain): string | undefined {
  switch (canonicalGrain(grain)) {
    case 'PT1S':
      return `DATETIME(STRFTIME('%Y-%m-%dT%H:%M:%S', ${c}))`;
    case 'PT5S':
      return stepped(c, '%Y-%m-%dT%H:%M:%S', '%S', 5, 'seconds');
    case 'PT30S':
      return stepped(c, '%Y-%m-%dT%H:%M:%S', '%S', 30, 'seconds');
    case 'PT1M':
      return `DATETIME(STRFTIME('%Y-%m-%dT%H:%M:00', ${c}))`;
    case 'PT5M':
      return stepped(c, '%Y-%m-%dT%H:%M:00', '%M', 5, 'minutes');
    case 'PT10M':
      return stepped(c, '%Y-%m-%dT%H:%M:00', '%M', 10, 'minutes');
    case 'PT15M':
      return stepped(c, '%Y-%m-%dT%H:%M:00', '%M', 15, 'minutes');
    case 'PT30M':
      return stepped(c, '%Y-%m-%dT%H:%M:00', '%M', 30, 'minutes');
    case 'PT1H':
      return `DATETIME(STRFTIME('%Y-%m-%dT%H:00:00', ${c}))`;
    case 'PT6H':
      return stepped(c, '%Y-%m-%dT%H:00:00', '%H', 6, 'hours');
    case 'P1D':
      return `DATETIME(${c}, 'start of day')`;
    case 'P1W':
      return `DATETIME(${c}, 'start of day', PRINTF('-%d days', (CAST(STRFTIME('%w', ${c}) AS INTEGER) + 6) % 7))`;
    case '1969-12-28T00:00:00Z/P1W':
      return `DATETIME(${c}, 'start of day', PRINTF('-%d days', CAST(STRFTIME('%w', ${c}) AS INTEGER)))`;
    case 'P1W/1970-01-03T00:00:00Z':
      return `DATETIME(${c}, 'start of day', 'weekday 6')`;
    case 'P1W/1970-01-04T00:00:00Z':
      return `DATETIME(${c}, 'start of day', 'weekday 0')`;
    case 'P1M':
      return `DATETIME(${c}, 'start of month')`;
    case 'P3M':
      return `DATETIME(${c}, 'start of month', PRINTF('-%d months', (CAST(STRFTIME('%m', ${c}) AS INTEGER) - 1) % 3))`;
    case 'P1Y':
      return `DATETIME(${c}, 'start of year')`;
    default:
      return undefined;
  }
}

export const sqliteDialect: Dialect = {
  name: 'sqlite',
  parserDatabase: 'sqlite',
  backslashEscapes: false,
  doubleQuoteIsString: false,
  quoteIdentifier: (name) => quoteWith('"', name),
  placeholder: () => '?',
  timeGrains: TIME_GRAINS,
  timeGrain,
  epochToTimestamp(expr: string, format: EpochFormat) {
    return format === 'epoch_s' ? `DATETIME(${expr}, 'unixepoch')` : `DATETIME(${expr} / 1000, 'unixepoch')`;
  },
  timestampParameter: (p) => p,
  comparableTimestamp: (expr) => `DATETIME(${expr})`,
  // The connector turns PRAGMA case_sensitive_like on, so plain LIKE is case-sensitive.
  like: (expr, pattern, negate) => `${expr} ${negate ? 'NOT LIKE' : 'LIKE'} ${pattern}`,
  // LOWER is ASCII-only in SQLite: the connector registers a Unicode one (see UNICODE_LOWER).
  ilike: (expr, pattern, negate) =>
    `${UNICODE_LOWER}(${expr}) ${negate ? 'NOT LIKE' : 'LIKE'} ${UNICODE_LOWER}(${pattern})`,
  orderBy: orderByNullsLast,
  bindValue: (value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value),
  materializedCte: (name, sql) => `${name} AS MATERIALIZED (${sql})`,
  subquery: (sql, alias) => `(${sql}) AS ${quoteWith('"', alias)}`,
  windowPushdown: { operations: WINDOW_OPERATIONS, double: (expr) => `CAST(${expr} AS REAL)` },
};
