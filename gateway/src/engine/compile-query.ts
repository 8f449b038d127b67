import { LRUCache } from 'lru-cache';
import {
  ADVANCED_FILTER_OPERATORS,
  isAdvancedDataType,
  translateAdvancedFilter,
} from './advanced-data-types/translate-filter.ts';
import type { DatasetColumn, DatasetDescriptor } from './dataset.ts';
import type { Dialect } from './dialects/dialect.ts';
import { formattedToTimestamp, numericFormatValue } from './dialects/formatted-temporal.ts';
import { QueryCompileError } from './errors.ts';
import { planPostProcessingPushdown, pushdownSql } from './post-processing/sql-pushdown.ts';
import type {
  AdhocColumn,
  FilterValue,
  PostProcessingOperation,
  QueryColumn,
  QueryFilter,
  QueryMetric,
  QueryObject,
  TimeGrain,
} from './query-context.ts';
import { assertSelectStatement, assertSqlExpression } from './sql-guard.ts';
import { ParameterBag } from './sql-text.ts';
import { getSinceUntil, shiftTimeRange } from './time-range/index.ts';

/** Spec 000/001: the row limit a chart gets when it asks for none. */
export const DEFAULT_ROW_LIMIT = 10_000;
/** Superset's SQL_MAX_ROW: no query returns more rows than this. */
export const MAX_ROW_LIMIT = 100_000;
/** Alias of the legacy time column added by `is_timeseries` + `granularity`. */
export const DTTM_ALIAS = '__timestamp';

export interface CompileOptions {
  /** Naive ISO `YYYY-MM-DDTHH:mm:ss`: the clock relative time ranges are resolved against. */
  now: string;
  defaultRowLimit?: number;
  maxRowLimit?: number;
  /** Time comparison: every time filter moved by this shift (a `time_offsets` entry, "1 year ago"). */
  timeShift?: string;
  /** Run the leading window operations of `post_processing` in SQL when the dialect can (default true). */
  postProcessingPushdown?: boolean;
}

export interface OutputColumn {
  label: string;
  kind: 'column' | 'metric';
  /**
   * Known to hold timestamps (a time grain, a temporal dataset column, MIN/MAX of one): converted
   * to epoch ms whatever the database answers (SQLite answers text).
   */
  temporal: boolean;
  /** Known to hold booleans (a BOOLEAN dataset column, MIN/MAX of one): SQLite and MySQL answer 0/1. */
  boolean?: boolean;
  /** The generic type the dataset gives the values (MIN/MAX of a column), whatever the database reports. */
  generic?: 0 | 1 | 2 | 3;
}

export interface CompiledQuery {
  sql: string;
  parameters: unknown[];
  /** The statement with literal values, for people to read (the `query` of a response). */
  displaySql: string;
  columns: OutputColumn[];
  appliedFilters: { column: string }[];
  rejectedFilters: { reason: 'not_in_datasource' | 'no_temporal_column'; column: string }[];
  /** Label of the time axis (BASE_AXIS column or __timestamp), the join key of time comparison. */
  xAxisLabel: string | null;
  /** Naive ISO bounds of the query's time range (null when unbounded). */
  fromDttm: string | null;
  toDttm: string | null;
  labelMap: Record<string, string[]>;
  /** The post-processing left to run on the result (the query's own when nothing was pushed down). */
  postProcessing: PostProcessingOperation[];
}

interface Resolved {
  /** SQL expression (guarded, parenthesised when it came from user text). */
  sql: string;
  label: string;
  temporal: boolean;
  boolean?: boolean;
  column: DatasetColumn | null;
  /** The adhoc column it came from, if any. */
  source?: AdhocColumn;
}

// Parsing a time range costs about a millisecond and a chart resolves the same one several times
// per request (filter, reported bounds, offsets); the result depends only on these inputs.
const sinceUntilMemo = new LRUCache<string, { since: string | null; until: string | null }>({ max: 2000 });
function memoSinceUntil(
  timeRange: string,
  now: string,
  relativeStart: 'today' | 'now' | undefined,
  relativeEnd: 'today' | 'now' | undefined,
): { since: string | null; until: string | null } {
  const key = `${now}\u0000${relativeStart ?? ''}\u0000${relativeEnd ?? ''}\u0000${timeRange}`;
  const known = sinceUntilMemo.get(key);
  if (known) return known;
  const bounds = getSinceUntil(timeRange, { now, relativeStart, relativeEnd });
  sinceUntilMemo.set(key, bounds);
  return bounds;
}

const COMPARISON: Record<string, string> = { '==': '=', '!=': '<>', '>': '>', '<': '<', '>=': '>=', '<=': '<=' };

function isTemporalColumn(c: DatasetColumn): boolean {
  return c.isDttm || c.typeGeneric === 2;
}

function isBooleanColumn(c: DatasetColumn | null | undefined): boolean {
  return c?.typeGeneric === 3;
}

function isNumericColumn(c: DatasetColumn): boolean {
  return c.typeGeneric === 0 || /INT|NUMERIC|DECIMAL|DOUBLE|FLOAT|REAL|NUMBER/i.test(c.type ?? '');
}

function normaliseNaive(value: string): string {
  return value.trim().replace('T', ' ').replace(/Z$/, '').slice(0, 19);
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Formats a UTC-naive epoch ms with the subset of strftime codes datasets use for text dates. */
function strftime(ms: number, format: string): string {
  const d = new Date(ms);
  const codes: Record<string, string> = {
    Y: String(d.getUTCFullYear()),
    m: pad(d.getUTCMonth() + 1),
    d: pad(d.getUTCDate()),
    H: pad(d.getUTCHours()),
    M: pad(d.getUTCMinutes()),
    S: pad(d.getUTCSeconds()),
    f: pad(d.getUTCMilliseconds() * 1000, 6),
    y: pad(d.getUTCFullYear() % 100),
    '%': '%',
  };
  return format.replace(/%([YmdHMSfy%])/g, (_m, code: string) => codes[code] ?? '');
}

function naiveToMs(value: string): number {
  const ms = Date.parse(`${normaliseNaive(value).replace(' ', 'T')}Z`);
  if (Number.isNaN(ms)) throw new QueryCompileError(`Invalid temporal value: ${JSON.stringify(value)}`);
  return ms;
}

function msToNaive(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

class QueryCompiler {
  private readonly bag = new ParameterBag();
  private readonly columnsByName: Map<string, DatasetColumn>;
  private readonly q: QueryObject;
  private readonly dataset: DatasetDescriptor;
  private readonly d: Dialect;
  private readonly options: CompileOptions;
  private readonly appliedFilters: { column: string }[] = [];
  private readonly rejectedFilters: CompiledQuery['rejectedFilters'] = [];
  /** Set while the series limit of a time offset reads the main period. */
  private unshifted = false;
  private fromDttm: string | null = null;
  private toDttm: string | null = null;

  constructor(q: QueryObject, dataset: DatasetDescriptor, dialect: Dialect, options: CompileOptions) {
    this.q = q;
    this.dataset = dataset;
    this.d = dialect;
    this.options = options;
    this.columnsByName = new Map(dataset.columns.map((c) => [c.columnName, c]));
  }

  private guard(sql: string, where: string): string {
    return `(${assertSqlExpression(sql, this.d, where)})`;
  }

  private datasetColumnSql(c: DatasetColumn): string {
    if (c.expression) return this.guard(c.expression, `calculated column "${c.columnName}"`);
    return this.d.quoteIdentifier(c.columnName);
  }

  /** The column as a naive timestamp, whatever its storage (epoch numbers, DATE in PostgreSQL). */
  private timestampSql(c: DatasetColumn | null, sql: string): string {
    const format = c?.pythonDateFormat;
    if (format === 'epoch_s' || format === 'epoch_ms') return this.d.epochToTimestamp(sql, format);
    if (this.d.name === 'postgresql' && c?.type && /^date$/i.test(c.type)) return `CAST(${sql} AS TIMESTAMP)`;
    // Text or numbers written in the format (an integer year with %Y, '%Y%m%d'...) are parsed with it.
    if (format && c?.typeGeneric !== 2) return formattedToTimestamp(this.d.name, sql, format);
    // A native temporal column with a format: PostgreSQL and DuckDB only need the type made a timestamp.
    if (format && (this.d.name === 'postgresql' || this.d.name === 'duckdb')) return `CAST(${sql} AS TIMESTAMP)`;
    return sql;
  }

  private applyGrain(c: DatasetColumn | null, sql: string, grain: TimeGrain): string {
    const out = this.d.timeGrain(this.timestampSql(c, sql), grain);
    if (out === undefined) throw new QueryCompileError(`No grain spec for ${grain} for database ${this.d.name}`);
    return out;
  }

  private datasetColumn(name: string): DatasetColumn {
    const c = this.columnsByName.get(name);
    if (!c) throw new QueryCompileError(`Columns missing in dataset: ${JSON.stringify([name])}`);
    return c;
  }

  private adhocColumn(col: AdhocColumn): Resolved {
    const label = col.label ?? col.sqlExpression;
    const ref = this.columnsByName.get(col.sqlExpression);
    const column = ref ?? null;
    let sql = ref ? this.datasetColumnSql(ref) : this.guard(col.sqlExpression, `column "${label}"`);
    let temporal = ref ? isTemporalColumn(ref) : false;
    const grain = col.timeGrain ?? (col.columnType === 'BASE_AXIS' ? this.q.extras.time_grain_sqla : null);
    if (grain && (col.columnType === 'BASE_AXIS' || temporal)) {
      sql = this.applyGrain(column, sql, grain);
      temporal = true;
    } else if (temporal) {
      sql = this.timestampSql(column, sql);
    }
    return { sql, label, temporal, boolean: !temporal && isBooleanColumn(ref), column, source: col };
  }

  private resolveColumn(col: QueryColumn): Resolved {
    if (typeof col !== 'string') return this.adhocColumn(col);
    if (col === DTTM_ALIAS) return this.timestampColumn();
    const c = this.datasetColumn(col);
    const temporal = isTemporalColumn(c);
    const base = this.datasetColumnSql(c);
    return {
      sql: temporal ? this.timestampSql(c, base) : base,
      label: col,
      temporal,
      boolean: isBooleanColumn(c),
      column: c,
    };
  }

  /** Legacy time series: `granularity` truncated to `extras.time_grain_sqla`, named __timestamp. */
  private timestampColumn(): Resolved {
    const name = this.q.granularity ?? this.dataset.mainDttmCol;
    if (!name) throw new QueryCompileError('Datetime column not provided as part table configuration');
    const c = this.datasetColumn(name);
    const base = this.datasetColumnSql(c);
    const grain = this.q.extras.time_grain_sqla;
    const sql = grain ? this.applyGrain(c, base, grain) : this.timestampSql(c, base);
    return { sql, label: DTTM_ALIAS, temporal: true, column: c };
  }

  metricLabel(m: QueryMetric): string {
    if (typeof m === 'string') return m;
    if (m.label) return m.label;
    if (m.expressionType === 'SQL') return m.sqlExpression;
    return `${m.aggregate}(${m.column?.column_name ?? '*'})`;
  }

  /** What a metric's values are when the dataset says so: MIN/MAX keep their column's type. */
  metricType(m: QueryMetric): { temporal: boolean; boolean: boolean; generic?: 0 | 1 | 2 | 3 } {
    const plain = { temporal: false, boolean: false };
    if (typeof m === 'string' || m.expressionType !== 'SIMPLE') return plain;
    if (m.aggregate !== 'MIN' && m.aggregate !== 'MAX') return plain;
    const col = m.column?.column_name ? this.columnsByName.get(m.column.column_name) : undefined;
    if (!col) return plain;
    const temporal = isTemporalColumn(col) && !col.pythonDateFormat;
    const generic = temporal ? 2 : col.pythonDateFormat ? undefined : (col.typeGeneric ?? undefined);
    return { temporal, boolean: isBooleanColumn(col), ...(generic === undefined ? {} : { generic }) };
  }

  metricSql(m: QueryMetric): string {
    if (typeof m === 'string') {
      const saved = this.dataset.metrics.find((x) => x.metricName === m);
      if (!saved) throw new QueryCompileError(`Metric '${m}' does not exist`);
      return this.guard(saved.expression, `metric "${m}"`);
    }
    this.assertAdhocMetricsAllowed(this.metricLabel(m));
    if (m.expressionType === 'SQL') return this.guard(m.sqlExpression, `metric "${this.metricLabel(m)}"`);
    const colName = m.column?.column_name;
    if (!colName) {
      if (m.aggregate === 'COUNT') return 'COUNT(*)';
      throw new QueryCompileError(`Metric "${this.metricLabel(m)}" needs a column`);
    }
    const col = this.columnsByName.get(colName);
    const arg = col ? this.datasetColumnSql(col) : this.guard(colName, `metric "${this.metricLabel(m)}"`);
    if (m.aggregate === 'COUNT_DISTINCT') return `COUNT(DISTINCT ${arg})`;
    if (m.aggregate === 'AVG' && this.d.average) return this.d.average(arg);
    return `${m.aggregate}(${arg})`;
  }

  /** A dataset whose extra says `disallow_adhoc_metrics` takes only its saved metrics. */
  private assertAdhocMetricsAllowed(label: string): void {
    if (!this.dataset.disallowAdhocMetrics) return;
    throw new QueryCompileError(
      `Ad-hoc metrics are not allowed on this dataset: "${label}" is not one of its saved metrics. Use a saved metric instead.`,
    );
  }

  /** A filter value cast to what the column holds, so drivers bind it with a comparable type. */
  private coerce(c: DatasetColumn | null, value: unknown): unknown {
    if (value === null || c === null) return value;
    if (c.typeGeneric === 0 && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
      return Number(value);
    }
    if (c.typeGeneric === 1 && typeof value === 'number') return String(value);
    if (c.typeGeneric === 3 && typeof value === 'string') {
      if (/^true$/i.test(value)) return true;
      if (/^false$/i.test(value)) return false;
    }
    return value;
  }

  /** `column <op> instant` for a temporal column, in the column's storage (epoch, text or timestamp). */
  private temporalComparison(c: DatasetColumn | null, colSql: string, op: string, ms: number): string {
    const format = c?.pythonDateFormat;
    if (format === 'epoch_s') return `${colSql} ${op} ${this.bag.add(Math.floor(ms / 1000))}`;
    if (format === 'epoch_ms') return `${colSql} ${op} ${this.bag.add(ms)}`;
    if (format) {
      // Superset compares the raw column with the bound written in its format; a numeric column
      // (an integer year with %Y) gets the bound as a number, which every engine compares with it.
      const bound = strftime(ms, format);
      const asNumber = c && isNumericColumn(c) ? numericFormatValue(bound) : null;
      return `${colSql} ${op} ${this.bag.add(asNumber ?? bound)}`;
    }
    const sql = c ? this.timestampSql(c, colSql) : colSql;
    return `${this.d.comparableTimestamp(sql)} ${op} ${this.d.timestampParameter(this.bag.add(msToNaive(ms)))}`;
  }

  private timeBounds(timeRange: string, shifted = true): { since: string | null; until: string | null } {
    try {
      const bounds = memoSinceUntil(
        timeRange,
        this.options.now,
        this.q.extras.relative_start,
        this.q.extras.relative_end,
      );
      return shifted && this.options.timeShift && !this.unshifted
        ? shiftTimeRange(bounds, this.options.timeShift)
        : bounds;
    } catch (e) {
      throw new QueryCompileError(e instanceof Error ? e.message : String(e), 'time_range');
    }
  }

  private timeRangeCondition(c: DatasetColumn | null, colSql: string, timeRange: string): string[] {
    const { since, until } = this.timeBounds(timeRange);
    const out: string[] = [];
    if (since) out.push(this.temporalComparison(c, colSql, '>=', naiveToMs(since)));
    if (until) out.push(this.temporalComparison(c, colSql, '<', naiveToMs(until)));
    return out;
  }

  private filterCondition(f: QueryFilter): string | null {
    let c: DatasetColumn | null;
    let colSql: string;
    let label: string;
    if (typeof f.col === 'string') {
      const found = this.columnsByName.get(f.col);
      if (!found) {
        this.rejectedFilters.push({ reason: 'not_in_datasource', column: f.col });
        return null;
      }
      c = found;
      colSql = this.datasetColumnSql(found);
      label = f.col;
    } else {
      const ref = this.columnsByName.get(f.col.sqlExpression);
      c = ref ?? null;
      label = f.col.label ?? f.col.sqlExpression;
      colSql = ref ? this.datasetColumnSql(ref) : this.guard(f.col.sqlExpression, `filter column "${label}"`);
    }
    this.appliedFilters.push({ column: label });
    const temporal = c ? isTemporalColumn(c) : false;
    const op = f.op;
    const val: FilterValue | undefined = f.val;

    const advanced = this.dataset.advancedDataTypes ? c?.advancedDataType : null;
    if (isAdvancedDataType(advanced) && ADVANCED_FILTER_OPERATORS.has(op)) {
      const values = Array.isArray(val) ? val : val === null || val === undefined ? [] : [val];
      try {
        return translateAdvancedFilter(advanced, colSql, op, values, (v) => this.bag.add(v));
      } catch (error) {
        throw new QueryCompileError(`Filter on "${label}": ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (op === 'TEMPORAL_RANGE') {
      if (typeof val !== 'string')
        throw new QueryCompileError(`Filter on "${label}": TEMPORAL_RANGE needs a time range`);
      const parts = this.timeRangeCondition(c, colSql, val);
      return parts.length ? parts.join(' AND ') : null;
    }
    if (op === 'IS NULL') return `${colSql} IS NULL`;
    if (op === 'IS NOT NULL') return `${colSql} IS NOT NULL`;
    if (op === 'IS TRUE') return `${colSql} IS TRUE`;
    if (op === 'IS FALSE') return `${colSql} IS FALSE`;

    if (op === 'IN' || op === 'NOT IN' || ((op === '==' || op === '!=') && Array.isArray(val))) {
      const list = (Array.isArray(val) ? val : val === undefined ? [] : [val]).map((v) => this.coerce(c, v));
      const nonNull = list.filter((v) => v !== null);
      const parts: string[] = [];
      if (list.length !== nonNull.length) parts.push(`${colSql} IS NULL`);
      if (nonNull.length) parts.push(`${colSql} IN (${nonNull.map((v) => this.bag.add(v)).join(', ')})`);
      const positive =
        parts.length === 0 ? '1 = 0' : parts.length === 1 ? (parts[0] as string) : `(${parts.join(' OR ')})`;
      return op === 'IN' || op === '==' ? positive : `NOT ${positive.startsWith('(') ? positive : `(${positive})`}`;
    }
    if (Array.isArray(val)) throw new QueryCompileError(`Filter on "${label}": ${op} needs a single value`);
    if (op === '==' || op === '!=') {
      if (val === null || val === undefined) return `${colSql} ${op === '==' ? 'IS NULL' : 'IS NOT NULL'}`;
    }
    if (val === null || val === undefined) throw new QueryCompileError(`Filter on "${label}": ${op} needs a value`);
    if (op === 'LIKE' || op === 'NOT LIKE') return this.d.like(colSql, this.bag.add(String(val)), op === 'NOT LIKE');
    if (op === 'ILIKE') return this.d.ilike(colSql, this.bag.add(String(val)), false);
    const cmp = COMPARISON[op];
    if (!cmp) throw new QueryCompileError(`Unsupported filter operator ${op}`);
    if (temporal && (typeof val === 'string' || typeof val === 'number')) {
      const ms = typeof val === 'number' ? val : naiveToMs(val);
      return this.temporalComparison(c, colSql, cmp, ms);
    }
    return `${colSql} ${cmp} ${this.bag.add(this.coerce(c, val))}`;
  }

  private fromClause(): string {
    if (this.dataset.sql) {
      const inner = assertSelectStatement(this.dataset.sql, this.d, `virtual dataset "${this.dataset.tableName}"`);
      return this.d.subquery(`\n${inner}\n`, 'virtual_table');
    }
    const table = this.d.quoteIdentifier(this.dataset.tableName);
    return this.dataset.schema ? `${this.d.quoteIdentifier(this.dataset.schema)}.${table}` : table;
  }

  /**
   * The WHERE of the main (unshifted) period while compiling a time offset, as Superset sets the
   * series limit's inner_from/to_dttm to the outer range: a comparison keeps the main query's
   * top series instead of picking the earlier period's own. Filter bookkeeping is left as it was.
   */
  private unshiftedWhereConditions(): string[] {
    const applied = this.appliedFilters.length;
    const rejected = this.rejectedFilters.length;
    this.unshifted = true;
    try {
      return this.whereConditions();
    } finally {
      this.unshifted = false;
      this.appliedFilters.length = applied;
      this.rejectedFilters.length = rejected;
    }
  }

  private whereConditions(): string[] {
    const where: string[] = [];
    const q = this.q;
    // The legacy time filter: `time_range` applied to `granularity`.
    if (q.time_range && q.granularity && !q.filters.some((f) => f.op === 'TEMPORAL_RANGE')) {
      const c = this.columnsByName.get(q.granularity);
      if (c) where.push(...this.timeRangeCondition(c, this.datasetColumnSql(c), q.time_range));
    }
    for (const f of q.filters) {
      const cond = this.filterCondition(f);
      if (cond) where.push(cond);
    }
    if (q.extras.where) where.push(this.guard(q.extras.where, 'custom WHERE clause'));
    if (this.dataset.rowLevelFilter) where.push(this.guard(this.dataset.rowLevelFilter, 'row level security filter'));
    return where;
  }

  private resolveTimeBounds(xAxis: string | null): void {
    let range = this.q.time_range;
    if (!range) {
      const temporal = this.q.filters.filter((f) => f.op === 'TEMPORAL_RANGE' && typeof f.val === 'string');
      const preferred = temporal.find((f) => (typeof f.col === 'string' ? f.col : f.col.sqlExpression) === xAxis);
      const chosen = preferred ?? temporal[0];
      range = typeof chosen?.val === 'string' ? chosen.val : null;
    }
    if (!range) return;
    const { since, until } = this.timeBounds(range, false);
    this.fromDttm = since;
    this.toDttm = until;
  }

  private orderItemSql(
    item: QueryObject['orderby'][number][0],
    selected: Resolved[],
    metrics: { label: string; sql: string }[],
  ): string {
    if (typeof item === 'string') {
      if (this.dataset.metrics.some((m) => m.metricName === item)) return this.metricSql(item);
      const sel = selected.find((s) => s.label === item);
      if (sel) return sel.sql;
      // An adhoc metric of this query named by its label.
      const metric = metrics.find((m) => m.label === item);
      if (metric) return metric.sql;
      if (this.columnsByName.has(item)) return this.resolveColumn(item).sql;
      throw new QueryCompileError(`Cannot order by "${item}": not a metric or column of the dataset`);
    }
    if ('expressionType' in item && item.expressionType === 'SIMPLE') return this.metricSql(item);
    // An adhoc column and an adhoc SQL metric look alike once parsed; a selected column (the x-axis
    // with its grain) is recognised by its label and expression.
    const label = item.label ?? item.sqlExpression;
    const sel = selected.find((s) => s.source?.sqlExpression === item.sqlExpression && s.label === label);
    if (sel) return sel.sql;
    if ('columnType' in item && item.columnType) return this.adhocColumn(item).sql;
    if ('expressionType' in item && item.expressionType === 'SQL')
      this.assertAdhocMetricsAllowed(item.label ?? item.sqlExpression);
    return this.guard(item.sqlExpression, 'ORDER BY');
  }

  /** Whether an orderby entry is an aggregate (a saved or adhoc metric) rather than a column. */
  private isMetricOrderItem(
    item: QueryObject['orderby'][number][0],
    selected: Resolved[],
    metrics: { label: string; sql: string }[],
  ): boolean {
    if (typeof item === 'string') {
      if (selected.some((s) => s.label === item) || this.columnsByName.has(item)) return false;
      return this.dataset.metrics.some((m) => m.metricName === item) || metrics.some((m) => m.label === item);
    }
    if ('expressionType' in item && item.expressionType === 'SIMPLE') return true;
    if ('columnType' in item && item.columnType) return false;
    const label = item.label ?? item.sqlExpression;
    if (selected.some((s) => s.source?.sqlExpression === item.sqlExpression && s.label === label)) return false;
    return 'expressionType' in item && item.expressionType === 'SQL';
  }

  compile(): CompiledQuery {
    const q = this.q;
    const columns: QueryColumn[] = [...q.columns];
    const timeColumn = q.granularity ?? this.dataset.mainDttmCol;
    if (q.is_timeseries && timeColumn && !columns.includes(DTTM_ALIAS)) columns.unshift(DTTM_ALIAS);
    const dims = columns.map((c) => this.resolveColumn(c));
    const metrics = q.metrics ?? [];
    const rawMode = q.metrics === null;
    if (!dims.length && !metrics.length) throw new QueryCompileError('Empty query?');

    const metricItems = metrics.map((m) => ({ label: this.metricLabel(m), sql: this.metricSql(m) }));
    const seen = new Set<string>();
    for (const label of [...dims.map((d) => d.label), ...metricItems.map((m) => m.label)]) {
      if (seen.has(label)) throw new QueryCompileError(`Duplicate column/metric labels: ${JSON.stringify(label)}`);
      seen.add(label);
    }

    const xAxis = columns.find((c): c is AdhocColumn => typeof c !== 'string' && c.columnType === 'BASE_AXIS');
    this.resolveTimeBounds(xAxis ? xAxis.sqlExpression : (q.granularity ?? null));

    const from = this.fromClause();
    const where = this.whereConditions();
    const having = q.extras.having ? this.guard(q.extras.having, 'custom HAVING clause') : null;
    const qi = (s: string) => this.d.quoteIdentifier(s);

    let join = '';
    let withClause = '';
    const seriesColumns = q.series_columns.length
      ? q.series_columns.map((c) => this.resolveColumn(c))
      : dims.filter((dim, i) => {
          const col = columns[i];
          const isAxis = typeof col !== 'string' && col?.columnType === 'BASE_AXIS';
          return !isAxis && dim.label !== DTTM_ALIAS;
        });
    const hasTimeAxis = Boolean(xAxis) || dims.some((d) => d.label === DTTM_ALIAS) || q.series_columns.length > 0;
    if (q.series_limit > 0 && seriesColumns.length && hasTimeAxis && !rawMode && metrics.length) {
      const limitMetric = q.series_limit_metric ?? metrics[0];
      const limitSql = limitMetric ? this.metricSql(limitMetric) : null;
      const innerSelect = seriesColumns.map((s, i) => `${s.sql} AS ${qi(`__series_${i}`)}`).join(', ');
      const innerWhere = this.options.timeShift ? this.unshiftedWhereConditions() : where;
      const inner = [
        `SELECT ${innerSelect}`,
        `FROM ${from}`,
        innerWhere.length ? `WHERE ${innerWhere.join(' AND ')}` : '',
        `GROUP BY ${seriesColumns.map((s) => s.sql).join(', ')}`,
        // The series themselves break ties, so that every engine keeps the same series.
        `ORDER BY ${[...(limitSql ? [this.d.orderBy(limitSql, !q.order_desc)] : []), ...seriesColumns.map((s) => this.d.orderBy(s.sql, true))].join(', ')}`,
        `LIMIT ${q.series_limit}`,
      ]
        .filter(Boolean)
        .join(' ');
      const on = seriesColumns.map((s, i) => `${s.sql} = ${qi('series_limit')}.${qi(`__series_${i}`)}`).join(' AND ');
      // A CTE the database computes once: as a sub-query in the join, SQLite re-ran it per outer row.
      withClause = `WITH ${this.d.materializedCte(qi('series_limit'), inner)} `;
      join = ` INNER JOIN ${qi('series_limit')} ON ${on}`;
    }

    const selectList = [
      ...dims.map((d) => `${d.sql} AS ${qi(d.label)}`),
      ...metricItems.map((m) => `${m.sql} AS ${qi(m.label)}`),
    ];
    const parts = [`SELECT ${selectList.join(', ')}`, `FROM ${from}${join}`];
    if (where.length) parts.push(`WHERE ${where.join(' AND ')}`);
    // Raw mode ordered by a metric groups by the selected columns, as Superset does (need_groupby).
    const groupRaw = rawMode && q.orderby.some(([item]) => this.isMetricOrderItem(item, dims, metricItems));
    if ((!rawMode || groupRaw) && dims.length) parts.push(`GROUP BY ${dims.map((d) => d.sql).join(', ')}`);
    if (having) {
      if (rawMode) throw new QueryCompileError('HAVING needs metrics');
      parts.push(`HAVING ${having}`);
    }
    const orderby: [string, boolean][] = q.orderby.map(([item, asc]) => [
      this.orderItemSql(item, dims, metricItems),
      asc,
    ]);
    if (!orderby.length && !dims.length && metricItems[0]) orderby.push([metricItems[0].sql, !q.order_desc]);
    const rowcount = q.is_rowcount;
    if (orderby.length && !rowcount) {
      // The grouped columns break ties, so that a row limit keeps the same rows on every engine.
      const ties =
        rawMode && !groupRaw ? [] : dims.map((d) => d.sql).filter((sql) => !orderby.some(([s]) => s === sql));
      const items = [
        ...orderby.map(([s, asc]) => this.d.orderBy(s, asc)),
        ...ties.map((sql) => this.d.orderBy(sql, true)),
      ];
      parts.push(`ORDER BY ${items.join(', ')}`);
    }

    const max = this.options.maxRowLimit ?? MAX_ROW_LIMIT;
    const limit = Math.min(q.row_limit || (this.options.defaultRowLimit ?? DEFAULT_ROW_LIMIT), max);
    if (!rowcount) {
      parts.push(`LIMIT ${limit}`);
      if (q.row_offset > 0) parts.push(`OFFSET ${q.row_offset}`);
    }

    // Superset reports the time range as applied when the dataset has a column it can apply to.
    if (q.applied_time_extras.__time_range !== undefined || q.time_range) {
      const hasTemporal = this.dataset.columns.some(isTemporalColumn);
      if (hasTemporal) this.appliedFilters.push({ column: '__time_range' });
      else this.rejectedFilters.push({ reason: 'no_temporal_column', column: '__time_range' });
    }

    // is_rowcount: how many rows the query has in all (server-side pagination), not the rows.
    const plan = this.options.postProcessingPushdown === false ? null : planPostProcessingPushdown(q, this.d);
    const labels = [...dims.map((d) => d.label), ...metricItems.map((m) => m.label)];
    const text =
      withClause +
      (rowcount
        ? `SELECT COUNT(*) AS ${qi('rowcount')} FROM (${parts.join(' ')}) AS ${qi('rowcount_qry')}`
        : plan
          ? pushdownSql(parts.join(' '), plan, labels, this.d)
          : parts.join(' '));
    const { sql, parameters, displaySql } = this.bag.finalize(text, this.d);
    const labelMap: Record<string, string[]> = {};
    for (const d of dims) labelMap[d.label] = [d.label];
    for (const m of metricItems) labelMap[m.label] = [m.label];
    return {
      sql,
      parameters,
      displaySql,
      columns: rowcount
        ? [{ label: 'rowcount', kind: 'metric' as const, temporal: false }]
        : [
            ...dims.map((d) => ({
              label: d.label,
              kind: 'column' as const,
              temporal: d.temporal,
              ...(d.boolean ? { boolean: true } : {}),
            })),
            ...metrics.map((m, i) => {
              const type = this.metricType(m);
              return {
                label: metricItems[i]!.label,
                kind: 'metric' as const,
                temporal: type.temporal,
                ...(type.boolean ? { boolean: true } : {}),
                ...(type.generic === undefined ? {} : { generic: type.generic }),
              };
            }),
          ],
      appliedFilters: dedupe(this.appliedFilters),
      rejectedFilters: this.rejectedFilters,
      xAxisLabel: xAxis
        ? (xAxis.label ?? xAxis.sqlExpression)
        : dims.some((d) => d.label === DTTM_ALIAS)
          ? DTTM_ALIAS
          : null,
      fromDttm: this.fromDttm,
      toDttm: this.toDttm,
      labelMap,
      postProcessing: plan ? plan.remaining : q.post_processing,
    };
  }
}

function dedupe(list: { column: string }[]): { column: string }[] {
  const seen = new Set<string>();
  return list.filter((f) => {
    if (seen.has(f.column)) return false;
    seen.add(f.column);
    return true;
  });
}

/** Compiles one query object against a dataset into one SQL statement with bound parameters. */
export function compileQuery(
  query: QueryObject,
  dataset: DatasetDescriptor,
  dialect: Dialect,
  options: CompileOptions,
): CompiledQuery {
  return new QueryCompiler(query, dataset, dialect, options).compile();
}
