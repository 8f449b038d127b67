/**
 * Which leading post-processing operations of a query can run in SQL as window functions, and
 * the SQL that runs them. Pure: a query object and a dialect in, a plan (or null) out.
 *
 * Only one shape is pushed, where the SQL answer is the arquero answer:
 * - a time series without series: the only column is the x-axis (BASE_AXIS or `__timestamp`)
 *   with a time grain, metrics, no series limit, no time offsets, no row count;
 * - the pipeline starts with the identity pivot a timeseries chart sends (index = the x-axis, no
 *   `columns`, every aggregate `mean`, no fill value, no margins): it only sorts by the x-axis
 *   (a missing x last, as "<NULL>"), so the windows run in that order and the pivot itself stays
 *   in arquero, after them. With `drop_missing_columns` (the default) it also drops all-missing
 *   rows, which the SQL drops before the windows; a window that could leave a row without any
 *   value would make the pivot drop it afterwards, so then only `cum` sum and `rolling` cumsum
 *   without `min_periods` are pushed;
 * - then, as long as they qualify: `cum` with `sum`, `rolling` with `sum`, `mean` or `cumsum`
 *   (window, min_periods >= 1), `diff` with periods >= 1 along the rows, each on pivoted metrics
 *   written in place (`{m: m}`). The first operation that does not qualify stops the pushdown;
 *   it and everything after run in arquero.
 * `std`/`var` stay in arquero: SQLite has no STDDEV window function.
 */
import type { Dialect, WindowPushdown } from '../dialects/dialect.ts';
import type { AdhocColumn, PostProcessingOperation, QueryMetric, QueryObject } from '../query-context.ts';

const DTTM_ALIAS = '__timestamp';

export type WindowStep =
  | { kind: 'cum_sum' | 'rolling_cumsum'; columns: string[]; dropRows: number }
  | { kind: 'rolling_sum' | 'rolling_mean'; columns: string[]; window: number; minPeriods: number; dropRows: number }
  | { kind: 'diff'; columns: string[]; periods: number; dropRows: 0 };

export interface PushdownPlan {
  /** Label of the x-axis column the windows are ordered by. */
  xAxis: string;
  /**
   * The metrics the identity pivot keeps when it drops all-missing rows and columns (else null):
   * the first window then reads only rows where one of them has a value, as after the pivot.
   */
  dropMissing: string[] | null;
  steps: WindowStep[];
  /** The pipeline left for arquero: the pivot, then what follows the pushed operations. */
  remaining: PostProcessingOperation[];
}

type Options = Record<string, unknown>;

function metricLabel(m: QueryMetric): string {
  if (typeof m === 'string') return m;
  if (m.label) return m.label;
  if (m.expressionType === 'SQL') return m.sqlExpression;
  return `${m.aggregate}(${m.column?.column_name ?? '*'})`;
}

const onlyKeys = (o: Options, allowed: string[]) => Object.keys(o).every((k) => allowed.includes(k));
const isAbsent = (v: unknown) => v === null || v === undefined;
// Windows and periods are written into the SQL text: integers in a range every engine accepts.
const MAX_WINDOW = 1_000_000;
const isPositiveInt = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_WINDOW;

/** The x-axis label when the query is a plain time series with a grain, else null. */
function timeAxis(q: QueryObject): string | null {
  if (q.series_columns.length || q.series_limit > 0 || q.time_offsets.length || q.is_rowcount) return null;
  if (!q.metrics?.length) return null;
  const axes = q.columns.filter((c): c is AdhocColumn => typeof c !== 'string' && c.columnType === 'BASE_AXIS');
  const timeColumn = q.granularity !== null && q.granularity !== undefined;
  if (axes.length === 1 && q.columns.length === 1 && !q.is_timeseries) {
    const axis = axes[0] as AdhocColumn;
    return axis.timeGrain || q.extras.time_grain_sqla ? (axis.label ?? axis.sqlExpression) : null;
  }
  if (q.columns.length === 0 && q.is_timeseries && timeColumn && q.extras.time_grain_sqla) return DTTM_ALIAS;
  return null;
}

/**
 * The metrics an identity pivot on `xAxis` keeps and whether it drops missing rows and columns,
 * or null when the pivot reshapes more than that.
 */
function identityPivot(
  step: PostProcessingOperation | undefined,
  xAxis: string,
  metrics: string[],
): { pivoted: string[]; dropMissing: boolean } | null {
  if (step?.operation !== 'pivot') return null;
  const o = (step.options ?? {}) as Options;
  const allowed = ['index', 'columns', 'aggregates', 'metric_fill_value', 'column_fill_value', 'drop_missing_columns'];
  if (!onlyKeys(o, [...allowed, 'combine_value_with_metric', 'marginal_distributions'])) return null;
  if (o.marginal_distributions || !isAbsent(o.metric_fill_value)) return null;
  const index = o.index;
  if (!Array.isArray(index) || index.length !== 1 || index[0] !== xAxis) return null;
  if (!isAbsent(o.columns) && !(Array.isArray(o.columns) && o.columns.length === 0)) return null;
  const aggregates = o.aggregates;
  if (typeof aggregates !== 'object' || aggregates === null) return null;
  const names = Object.keys(aggregates);
  const identity = Object.entries(aggregates as Record<string, unknown>).every(([name, agg]) => {
    const a = agg as Options | null;
    return (
      metrics.includes(name) &&
      a !== null &&
      typeof a === 'object' &&
      onlyKeys(a, ['operator']) &&
      a.operator === 'mean'
    );
  });
  return identity && names.length ? { pivoted: names, dropMissing: o.drop_missing_columns !== false } : null;
}

/** In-place target columns (`{m: m}`) that are all pivoted metrics, or null. */
function inPlaceColumns(columns: unknown, pivoted: string[]): string[] | null {
  if (typeof columns !== 'object' || columns === null || Array.isArray(columns)) return null;
  const entries = Object.entries(columns as Record<string, unknown>);
  if (!entries.length || !entries.every(([src, dst]) => src === dst && pivoted.includes(src))) return null;
  return entries.map(([src]) => src);
}

function windowStep(step: PostProcessingOperation, pivoted: string[], can: WindowPushdown): WindowStep | null {
  const o = (step.options ?? {}) as Options;
  const columns = inPlaceColumns(o.columns, pivoted);
  if (!columns) return null;
  const allows = (kind: WindowStep['kind']) => can.operations.includes(kind);
  if (step.operation === 'cum') {
    if (!onlyKeys(o, ['operator', 'columns', 'is_pivot_df']) || o.operator !== 'sum' || !allows('cum_sum')) return null;
    return { kind: 'cum_sum', columns, dropRows: 0 };
  }
  if (step.operation === 'diff') {
    if (!onlyKeys(o, ['columns', 'periods', 'axis']) || !allows('diff')) return null;
    if (!(isAbsent(o.axis) || o.axis === 0 || o.axis === 'index')) return null;
    const periods = isAbsent(o.periods) ? 1 : o.periods;
    return isPositiveInt(periods) ? { kind: 'diff', columns, periods, dropRows: 0 } : null;
  }
  if (step.operation === 'rolling') {
    const allowed = ['rolling_type', 'columns', 'window', 'rolling_type_options', 'center', 'win_type', 'min_periods'];
    if (!onlyKeys(o, [...allowed, 'is_pivot_df'])) return null;
    if (o.center || !isAbsent(o.win_type) || !isPositiveInt(o.window)) return null;
    if (!isAbsent(o.rolling_type_options) && Object.keys(o.rolling_type_options as Options).length) return null;
    if (!isAbsent(o.min_periods) && !isPositiveInt(o.min_periods)) return null;
    // arquero drops the first min_periods - 1 rows (the reference does too).
    const dropRows = isAbsent(o.min_periods) ? 0 : (o.min_periods as number) - 1;
    if (o.rolling_type === 'cumsum' && allows('rolling_cumsum')) return { kind: 'rolling_cumsum', columns, dropRows };
    const kind = o.rolling_type === 'sum' ? 'rolling_sum' : o.rolling_type === 'mean' ? 'rolling_mean' : null;
    if (!kind || !allows(kind)) return null;
    const minPeriods = isAbsent(o.min_periods) ? o.window : (o.min_periods as number);
    return { kind, columns, window: o.window, minPeriods, dropRows };
  }
  return null;
}

/** The leading operations of `q.post_processing` that `dialect` runs in SQL; null when none. */
export function planPostProcessingPushdown(q: QueryObject, dialect: Dialect): PushdownPlan | null {
  const can = dialect.windowPushdown;
  if (!can) return null;
  const xAxis = timeAxis(q);
  if (!xAxis) return null;
  const [first, ...rest] = q.post_processing;
  const pivot = identityPivot(first, xAxis, (q.metrics ?? []).map(metricLabel));
  if (!first || !pivot) return null;
  const steps: WindowStep[] = [];
  for (const step of rest) {
    const pushed = windowStep(step, pivot.pivoted, can);
    if (!pushed) break;
    // A pivot that drops all-missing rows would judge the windowed values once it runs after
    // them: only running totals without dropped rows, which leave no kept row without a value.
    const runningTotal = pushed.kind === 'cum_sum' || pushed.kind === 'rolling_cumsum';
    if (pivot.dropMissing && (!runningTotal || pushed.dropRows)) break;
    steps.push(pushed);
  }
  if (!steps.length) return null;
  return {
    xAxis,
    dropMissing: pivot.dropMissing ? pivot.pivoted : null,
    steps,
    remaining: [first, ...rest.slice(steps.length)],
  };
}

function windowExpression(step: WindowStep, column: string, order: string, d: Dialect, can: WindowPushdown): string {
  const v = d.quoteIdentifier(column);
  const running = `OVER (${order} ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)`;
  switch (step.kind) {
    case 'cum_sum':
      // cum reads a missing cell as 0 (the pivot keeps a metric without values, so it becomes zeros).
      return `COALESCE(${can.double(`SUM(${v}) ${running}`)}, ${can.double('0')})`;
    case 'rolling_cumsum':
      // A missing cell stays missing; the others carry the running total.
      return `CASE WHEN ${v} IS NULL THEN NULL ELSE ${can.double(`SUM(${v}) ${running}`)} END`;
    case 'rolling_sum':
    case 'rolling_mean': {
      const frame =
        step.window === 1
          ? 'ROWS BETWEEN CURRENT ROW AND CURRENT ROW'
          : `ROWS BETWEEN ${step.window - 1} PRECEDING AND CURRENT ROW`;
      const over = `OVER (${order} ${frame})`;
      const sum = can.double(`SUM(${v}) ${over}`);
      const value = step.kind === 'rolling_sum' ? sum : `${sum} / COUNT(${v}) ${over}`;
      return `CASE WHEN COUNT(${v}) ${over} >= ${step.minPeriods} THEN ${value} ELSE NULL END`;
    }
    case 'diff':
      return `${can.double(v)} - ${can.double(`LAG(${v}, ${step.periods}) OVER (${order})`)}`;
  }
}

/**
 * Wraps the aggregated statement (with its ORDER BY and LIMIT, so the windows see the rows
 * arquero would) in one SELECT per pushed operation, ordered by the x-axis.
 */
export function pushdownSql(inner: string, plan: PushdownPlan, labels: string[], d: Dialect): string {
  const can = d.windowPushdown;
  if (!can) throw new Error(`${d.name} has no window pushdown`);
  const qi = (s: string) => d.quoteIdentifier(s);
  const x = qi(plan.xAxis);
  // The pivot keeps a missing x-axis value as its last row ("<NULL>"), so the windows see it last.
  const order = `ORDER BY ${d.orderBy(x, true)}`;
  const rowNumber = qi('__pp_row');
  let body = inner;
  plan.steps.forEach((step, i) => {
    const select = labels.map((label) =>
      step.columns.includes(label) ? `${windowExpression(step, label, order, d, can)} AS ${qi(label)}` : qi(label),
    );
    if (step.dropRows) select.push(`ROW_NUMBER() OVER (${order}) AS ${rowNumber}`);
    // When the pivot drops all-missing rows, it does so before any window sees the rows.
    const kept = plan.dropMissing?.length
      ? ` WHERE ${plan.dropMissing.map((m) => `${qi(m)} IS NOT NULL`).join(' OR ')}`
      : '';
    const where = i === 0 ? kept : '';
    body = `SELECT ${select.join(', ')} FROM (${body}) AS ${qi(`pp_${i}`)}${where}`;
    if (step.dropRows) {
      body = `SELECT ${labels.map(qi).join(', ')} FROM (${body}) AS ${qi(`pp_${i}_rows`)} WHERE ${rowNumber} > ${step.dropRows}`;
    }
  });
  return `${body} ${order}`;
}
