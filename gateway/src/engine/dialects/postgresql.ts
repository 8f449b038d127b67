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
// [truncate to, step, unit extracted]: the bucket is the truncation plus whole steps of the unit.
const STEPPED: Partial<Record<TimeGrain, [string, number, string]>> = {
  PT5S: ['minute', 5, 'second'],
  PT30S: ['minute', 30, 'second'],
  PT5M: ['hour', 5, 'minute'],
  PT10M: ['hour', 10, 'minute'],
  PT15M: ['hour', 15, 'minute'],
  PT30M: ['hour', 30, 'minute'],
  PT6H: ['day', 6, 'hour'],
};

function timeGrain(expr: string, grain: TimeGrain): string | undefined {
  const g = canonicalGrain(grain);
  const unit = TRUNC[g];
  if (unit) return `DATE_TRUNC('${unit}', ${expr})`;
  const stepped = STEPPED[g];
  if (stepped) {
    const [trunc, n, part] = stepped;
    return `(DATE_TRUNC('${trunc}', ${expr}) + INTERVAL '${n} ${part}s' * FLOOR(EXTRACT(${part.toUpperCase()} FROM ${expr}) / ${n}))`;
  }
  switch (g) {
    case '1969-12-28T00:00:00Z/P1W':
      return `(DATE_TRUNC('week', ${expr} + INTERVAL '1 day') - INTERVAL '1 day')`;
    case 'P1W/1970-01-03T00:00:00Z':
      return `(DATE_TRUNC('week', ${expr} + INTERVAL '1 day') + INTERVAL '5 days')`;
    case 'P1W/1970-01-04T00:00:00Z':
      return `(DATE_TRUNC('week', ${expr}) + INTERVAL '6 days')`;
    default:
      return undefined;
  }
}

export const postgresqlDialect: Dialect = {
  name: 'postgresql',
  parserDatabase: 'postgresql',
  backslashEscapes: false,
  doubleQuoteIsString: false,
  quoteIdentifier: (name) => quoteWith('"', name),
  placeholder: (index) => `$${index}`,
  timeGrains: TIME_GRAINS,
  timeGrain,
  epochToTimestamp(expr: string, format: EpochFormat) {
    return format === 'epoch_s'
      ? `(TIMESTAMP 'epoch' + ${expr} * INTERVAL '1 second')`
      : `(TIMESTAMP 'epoch' + ${expr} * INTERVAL '1 millisecond')`;
  },
  timestampParameter: (p) => `CAST(${p} AS TIMESTAMP)`,
  comparableTimestamp: (expr) => expr,
  like: (expr, pattern, negate) => `${expr} ${negate ? 'NOT LIKE' : 'LIKE'} ${pattern}`,
  ilike: (expr, pattern, negate) => `${expr} ${negate ? 'NOT ILIKE' : 'ILIKE'} ${pattern}`,
  orderBy: orderByNullsLast,
  bindValue: (value) => value,
  materializedCte: (name, sql) => `${name} AS MATERIALIZED (${sql})`,
  subquery: (sql, alias) => `(${sql}) AS ${quoteWith('"', alias)}`,
  windowPushdown: { operations: WINDOW_OPERATIONS, double: (expr) => `CAST(${expr} AS DOUBLE PRECISION)` },
};
