import type { DialectName } from '../../connectors/connector.ts';
import type { TimeGrain } from '../query-context.ts';

export type EpochFormat = 'epoch_s' | 'epoch_ms';

/** Which SQL grammar node-sql-parser should use to check user fragments written for a dialect. */
export type ParserDatabase = 'postgresql' | 'mysql' | 'sqlite';

/**
 * One per database: everything that differs in the SQL text. Compilation is dialect-agnostic and
 * asks the dialect for quoting, placeholders, time grains and temporal values.
 */
export interface Dialect {
  readonly name: DialectName;
  readonly parserDatabase: ParserDatabase;
  /** Whether string literals may use backslash escapes (MySQL); the SQL guard scans accordingly. */
  readonly backslashEscapes: boolean;
  /** Whether `"` quotes a string rather than an identifier. */
  readonly doubleQuoteIsString: boolean;
  quoteIdentifier(name: string): string;
  /** Placeholder for the parameter at 1-based position `index`. */
  placeholder(index: number): string;
  /** Grains this dialect implements, in the order the UI lists them. */
  readonly timeGrains: readonly TimeGrain[];
  /** Truncates a timestamp expression to a grain; undefined when the dialect lacks the grain. */
  timeGrain(expr: string, grain: TimeGrain): string | undefined;
  /** Converts a number of seconds or milliseconds since the epoch to a naive timestamp. */
  epochToTimestamp(expr: string, format: EpochFormat): string;
  /** SQL around a placeholder holding a naive 'YYYY-MM-DD HH:MM:SS' string, typed as a timestamp. */
  timestampParameter(placeholder: string): string;
  /** Makes a temporal column comparable with `timestampParameter` (SQLite stores text in many shapes). */
  comparableTimestamp(expr: string): string;
  /**
   * Case-sensitive LIKE on every engine (MySQL and SQLite compare case-insensitively by default);
   * `_` and `%` count characters, not bytes.
   */
  like(expr: string, pattern: string, negate: boolean): string;
  /** Case-insensitive LIKE, for every Unicode letter with a one-letter lower case. */
  ilike(expr: string, pattern: string, negate: boolean): string;
  /**
   * One ORDER BY item. Missing values sort last in both directions on every engine (PostgreSQL
   * puts them first when descending, MySQL and SQLite first when ascending), as post-processing
   * sorts them, so that a row limit keeps the same rows everywhere.
   */
  orderBy(expr: string, ascending: boolean): string;
  /** Driver-acceptable form of a bound value (SQLite cannot bind booleans). */
  bindValue(value: unknown): unknown;
  /**
   * AVG of an expression as a double. Optional: the plain AVG already is one except in MySQL,
   * whose AVG of integers or decimals is a DECIMAL cut to 4 places (div_precision_increment).
   */
  average?(expr: string): string;
  /** `name AS (sql)` of a WITH clause, computed once by the database (MATERIALIZED where it has the word). */
  materializedCte(name: string, sql: string): string;
  /** Wraps a virtual dataset's SQL as a FROM item. */
  subquery(sql: string, alias: string): string;
  /**
   * Post-processing the database can run as window functions (post-processing/sql-pushdown.ts);
   * absent when it has none. `double` casts a window result to a double, as arquero computes in
   * doubles (PostgreSQL and MySQL would answer NUMERIC/DECIMAL sums).
   */
  readonly windowPushdown?: WindowPushdown;
}

/** What a dialect can push down: every listed operation is computed as a window over the x-axis. */
export interface WindowPushdown {
  operations: readonly ('cum_sum' | 'rolling_sum' | 'rolling_mean' | 'rolling_cumsum' | 'diff')[];
  double(expr: string): string;
}

/** cum sum, rolling sum/mean/cumsum and diff: the same in all four dialects (no STDDEV_SAMP window in SQLite). */
export const WINDOW_OPERATIONS = ['cum_sum', 'rolling_sum', 'rolling_mean', 'rolling_cumsum', 'diff'] as const;

export const TIME_GRAIN_NAMES: Record<TimeGrain, string> = {
  PT1S: 'Second',
  PT5S: '5 second',
  PT30S: '30 second',
  PT1M: 'Minute',
  PT5M: '5 minute',
  PT10M: '10 minute',
  PT15M: '15 minute',
  PT30M: '30 minute',
  'PT0.5H': 'Half hour',
  PT1H: 'Hour',
  PT6H: '6 hour',
  P1D: 'Day',
  P7D: '7 day',
  P1W: 'Week',
  P1M: 'Month',
  P3M: 'Quarter',
  'P0.25Y': 'Quarter year',
  P1Y: 'Year',
  '1969-12-28T00:00:00Z/P1W': 'Week starting Sunday',
  '1969-12-29T00:00:00Z/P1W': 'Week starting Monday',
  'P1W/1970-01-03T00:00:00Z': 'Week ending Saturday',
  'P1W/1970-01-04T00:00:00Z': 'Week ending Sunday',
};

/**
 * Grains that mean the same bucket as another one. P1W and P7D are both the ISO week (Monday start)
 * in every dialect, so that a chart shows the same buckets whatever the database.
 */
export const GRAIN_ALIASES: Partial<Record<TimeGrain, TimeGrain>> = {
  'PT0.5H': 'PT30M',
  'P0.25Y': 'P3M',
  P7D: 'P1W',
  '1969-12-29T00:00:00Z/P1W': 'P1W',
};

export function canonicalGrain(grain: TimeGrain): TimeGrain {
  return GRAIN_ALIASES[grain] ?? grain;
}

/** `expr ASC|DESC NULLS LAST`, for the engines that have the syntax. */
export function orderByNullsLast(expr: string, ascending: boolean): string {
  return `${expr} ${ascending ? 'ASC' : 'DESC'} NULLS LAST`;
}

export function quoteWith(quote: '"' | '`', name: string): string {
  return quote + name.split(quote).join(quote + quote) + quote;
}
