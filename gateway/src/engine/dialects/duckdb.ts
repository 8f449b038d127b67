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

const TRUNC: Partial<Record<TimeGrain, string>> = {
  PT1S: 'second',
  PT1M: 'minute',
  PT1H: 'hour',
  P1D: 'day',
  P1W: 'week',
  P1M: 'month',
  P3M: 'quarter',
  P1Y: 'year',
};
// time_bucket's default origin (2000-01-03 00:00) sits on every one of these boundaries.
const BUCKET: Partial<Record<TimeGrain, string>> = {
  PT5S: '5 seconds',
  PT30S: '30 seconds',
  PT5M: '5 minutes',
  PT10M: '10 minutes',
  PT15M: '15 minutes',
  PT30M: '30 minutes',
  PT6H: '6 hours',
};

function timeGrain(expr: string, grain: TimeGrain): string | undefined {
  const g = canonicalGrain(grain);
  const unit = TRUNC[g];
  if (unit) return `DATE_TRUNC('${unit}', ${expr})`;
  const bucket = BUCKET[g];
  if (bucket) return `TIME_BUCKET(INTERVAL '${bucket}', CAST(${expr} AS TIMESTAMP))`;
  switch (g) {
    case '1969-12-28T00:00:00Z/P1W':
      return `(DATE_TRUNC('week', ${expr} + INTERVAL 1 DAY) - INTERVAL 1 DAY)`;
    case 'P1W/1970-01-03T00:00:00Z':
      return `(DATE_TRUNC('week', ${expr} + INTERVAL 1 DAY) + INTERVAL 5 DAY)`;
    case 'P1W/1970-01-04T00:00:00Z':
      return `(DATE_TRUNC('week', ${expr}) + INTERVAL 6 DAY)`;
    default:
      return undefined;
  }
}

export const duckdbDialect: Dialect = {
  name: 'duckdb',
  parserDatabase: 'postgresql',
  backslashEscapes: false,
  doubleQuoteIsString: false,
  quoteIdentifier: (name) => quoteWith('"', name),
  placeholder: (index) => `$${index}`,
  timeGrains: TIME_GRAINS,
  timeGrain,
  epochToTimestamp(expr: string, format: EpochFormat) {
    return format === 'epoch_s' ? `EPOCH_MS(CAST(${expr} * 1000 AS BIGINT))` : `EPOCH_MS(CAST(${expr} AS BIGINT))`;
  },
  timestampParameter: (p) => `CAST(${p} AS TIMESTAMP)`,
  comparableTimestamp: (expr) => expr,
  like: (expr, pattern, negate) => `${expr} ${negate ? 'NOT LIKE' : 'LIKE'} ${pattern}`,
  ilike: (expr, pattern, negate) => `${expr} ${negate ? 'NOT ILIKE' : 'ILIKE'} ${pattern}`,
  orderBy: orderByNullsLast,
  bindValue: (value) => value,
  materializedCte: (name, sql) => `${name} AS MATERIALIZED (${sql})`,
  subquery: (sql, alias) => `(${sql}) AS ${quoteWith('"', alias)}`,
  windowPushdown: { operations: WINDOW_OPERATIONS, double: (expr) => `CAST(${expr} AS DOUBLE)` },
};
