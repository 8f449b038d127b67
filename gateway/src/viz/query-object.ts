import { FormDataError } from './errors.ts';
import type {
  AdhocColumn,
  AdhocFilter,
  AnnotationLayer,
  BaseFormData,
  FilterOperator,
  OrderByClause,
  QueryFilterClause,
  QueryFormColumn,
  QueryFormMetric,
  TimeColumnConfigKey,
  TimeGrain,
} from './form-data.ts';
import { UNARY_FILTER_OPERATORS } from './form-data.ts';
import { ensureIsArray, getColumnLabel, isAdhocColumn, isPhysicalColumn } from './labels.ts';
import type { PostProcessingRule } from './operators.ts';

export interface QueryObjectExtras {
  where?: string;
  having?: string;
  time_grain_sqla?: TimeGrain | null;
  relative_start?: 'today' | 'now';
  relative_end?: 'today' | 'now';
}

/** One query of a query context, as the viz plugins build it (server-semantics §4, QueryObject). */
export interface VizQueryObject {
  columns?: QueryFormColumn[];
  /** null: a raw query (no GROUP BY); a list, even empty: aggregate by the columns. */
  metrics?: QueryFormMetric[] | null;
  filters?: QueryFilterClause[];
  extras?: QueryObjectExtras;
  orderby?: OrderByClause[];
  order_desc?: boolean;
  row_limit?: number;
  row_offset?: number;
  series_columns?: QueryFormColumn[];
  series_limit?: number;
  series_limit_metric?: QueryFormMetric;
  time_range?: string;
  granularity?: string;
  is_timeseries?: boolean;
  time_offsets?: string[];
  annotation_layers?: AnnotationLayer[];
  applied_time_extras?: Record<string, string>;
  url_params?: Record<string, string>;
  post_processing?: PostProcessingRule[];
}

/** Which form-data keys feed `columns` and `metrics` (Superset's queryFields). */
export interface QueryFields {
  columns?: readonly string[];
  metrics?: readonly string[];
}

const DEFAULT_QUERY_FIELDS: Required<QueryFields> = {
  columns: ['groupby', 'columns', 'all_columns', 'series'],
  metrics: ['metrics', 'metric', 'metric_2', 'percent_metrics', 'secondary_metric', 'size', 'x', 'y'],
};

function nonNegativeInt(name: string, raw: unknown): number | undefined {
  if (raw === null || raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0)
    throw new FormDataError(`${name} must be a non-negative integer, got ${JSON.stringify(raw)}`);
  return n;
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Collects columns and metrics from the form-data keys that hold them, without duplicates. */
export function extractQueryFields(
  formData: BaseFormData,
  fields: QueryFields = {},
): { columns: QueryFormColumn[]; metrics: QueryFormMetric[] } {
  const bag = formData as unknown as Record<string, unknown>;
  const columnKeys = fields.columns ?? DEFAULT_QUERY_FIELDS.columns;
  const metricKeys = fields.metrics ?? DEFAULT_QUERY_FIELDS.metrics;
  const columns = columnKeys.flatMap((key) => ensureIsArray(bag[key] as QueryFormColumn | QueryFormColumn[]));
  const metrics = metricKeys.flatMap((key) => ensureIsArray(bag[key] as QueryFormMetric | QueryFormMetric[]));
  return {
    columns: uniqueBy(columns, (c) => JSON.stringify(c)),
    metrics: uniqueBy(metrics, (m) => JSON.stringify(m)),
  };
}

/** An adhoc filter of the SIMPLE kind as a `{col, op, val}` clause. */
export function convertFilter(filter: Extract<AdhocFilter, { expressionType: 'SIMPLE' }>): QueryFilterClause {
  const clause: QueryFilterClause = { col: filter.subject, op: filter.operator };
  if (!UNARY_FILTER_OPERATORS.includes(filter.operator) && filter.comparator !== undefined) {
    clause.val = filter.comparator;
  }
  if (filter.isExtra) clause.isExtra = true;
  return clause;
}

/** Splits adhoc filters into simple WHERE clauses and free-form WHERE / HAVING SQL (Superset's processFilters). */
export function processFilters(adhocFilters: readonly AdhocFilter[] | undefined): {
  filters: QueryFilterClause[];
  where: string[];
  having: string[];
} {
  const filters: QueryFilterClause[] = [];
  const where: string[] = [];
  const having: string[] = [];
  for (const filter of adhocFilters ?? []) {
    if (filter.expressionType === 'SIMPLE') {
      // Superset ignores SIMPLE HAVING filters: HAVING takes SQL only.
      if (filter.clause === 'WHERE') filters.push(convertFilter(filter));
    } else if (filter.sqlExpression.trim()) {
      (filter.clause === 'HAVING' ? having : where).push(filter.sqlExpression);
    }
  }
  return { filters, where, having };
}

const RESERVED_EXTRA_FILTER_COLUMNS: Record<
  TimeColumnConfigKey,
  'time_range' | 'granularity_sqla' | 'time_grain_sqla' | 'granularity'
> = {
  __time_range: 'time_range',
  __time_col: 'granularity_sqla',
  __time_grain: 'time_grain_sqla',
  __granularity: 'granularity',
};

function isReservedColumn(col: string): col is TimeColumnConfigKey {
  return Object.hasOwn(RESERVED_EXTRA_FILTER_COLUMNS, col);
}

/** Legacy dashboard filters: reserved `__time_*` columns set time fields, the rest become filters. */
export function extractExtras(formData: BaseFormData): {
  filters: QueryFilterClause[];
  time_range?: string;
  granularity?: string;
  time_grain_sqla?: TimeGrain;
  applied_time_extras: Record<string, string>;
} {
  const filters: QueryFilterClause[] = [];
  const applied: Record<string, string> = {};
  const time: Partial<Record<'time_range' | 'granularity_sqla' | 'time_grain_sqla' | 'granularity', string>> = {};
  for (const filter of formData.extra_filters ?? []) {
    if (isReservedColumn(filter.col)) {
      const value = String(filter.val);
      time[RESERVED_EXTRA_FILTER_COLUMNS[filter.col]] = value;
      applied[filter.col] = value;
    } else {
      filters.push({ col: filter.col, op: filter.op.toUpperCase() as FilterOperator, val: filter.val });
    }
  }
  const out: ReturnType<typeof extractExtras> = { filters, applied_time_extras: applied };
  if (time.time_range) out.time_range = time.time_range;
  const grain = (time.time_grain_sqla as TimeGrain | undefined) ?? formData.time_grain_sqla ?? undefined;
  if (grain) out.time_grain_sqla = grain;
  const granularity = time.granularity_sqla ?? time.granularity ?? formData.granularity_sqla ?? undefined;
  if (granularity) out.granularity = granularity;
  return out;
}

function joinSql(parts: string[]): string | undefined {
  return parts.length ? parts.map((p) => `(${p})`).join(' AND ') : undefined;
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The query object every viz starts from (Superset's buildQueryObject): fields, filters from adhoc
 * filters, legacy extra filters and dashboard extra_form_data, time range, row and series limits.
 */
export function buildQueryObject(formData: BaseFormData, fields?: QueryFields): VizQueryObject {
  const bag = formData as BaseFormData & {
    limit?: unknown;
    row_offset?: unknown;
    order_desc?: boolean;
    timeseries_limit_metric?: QueryFormMetric | null;
    series_limit_metric?: QueryFormMetric | null;
  };
  const { columns, metrics } = extractQueryFields(formData, fields);
  const legacy = extractExtras(formData);
  const own = processFilters(formData.adhoc_filters);
  const extra = formData.extra_form_data ?? {};
  const fromExtra = processFilters(extra.adhoc_filters);

  const extras: QueryObjectExtras = dropUndefined({
    where: joinSql([...own.where, ...fromExtra.where]),
    having: joinSql([...own.having, ...fromExtra.having]),
    time_grain_sqla: extra.time_grain_sqla ?? legacy.time_grain_sqla,
    relative_start: extra.relative_start,
    relative_end: extra.relative_end,
  });

  // A dashboard time range filter overrides the chart's own time range, which Superset also keeps as
  // TEMPORAL_RANGE filters: those take the dashboard's range too.
  const ownFilters = extra.time_range
    ? own.filters.map((f) => (f.op === 'TEMPORAL_RANGE' ? { ...f, val: extra.time_range } : f))
    : own.filters;
  const seriesLimitMetric = bag.series_limit_metric ?? bag.timeseries_limit_metric ?? undefined;
  const applied = { ...legacy.applied_time_extras };
  if (extra.time_range) applied.__time_range = extra.time_range;

  return dropUndefined<VizQueryObject>({
    time_range: extra.time_range ?? legacy.time_range ?? formData.time_range,
    granularity: extra.granularity_sqla ?? legacy.granularity,
    columns,
    metrics,
    filters: [...legacy.filters, ...ownFilters, ...(extra.filters ?? []), ...fromExtra.filters],
    extras,
    orderby: undefined,
    annotation_layers: formData.annotation_layers?.filter((layer) => layer.show !== false),
    row_limit: nonNegativeInt('row_limit', formData.row_limit),
    row_offset: nonNegativeInt('row_offset', bag.row_offset),
    series_limit: nonNegativeInt('limit', bag.limit) ?? 0,
    series_limit_metric: seriesLimitMetric,
    order_desc: bag.order_desc ?? true,
    applied_time_extras: Object.keys(applied).length ? applied : undefined,
    url_params: formData.url_params && Object.keys(formData.url_params).length ? formData.url_params : undefined,
  });
}

/**
 * A valid orderby stays; otherwise order by the series-limit metric, else the first metric, in the
 * direction of `order_desc` (Superset's normalizeOrderBy).
 */
export function normalizeOrderBy(query: VizQueryObject): VizQueryObject {
  if (query.orderby?.length) return query;
  const { order_desc, series_limit_metric, orderby: _drop, ...rest } = query;
  const ascending = order_desc === false;
  if (series_limit_metric !== undefined)
    return { ...rest, series_limit_metric, orderby: [[series_limit_metric, ascending]] };
  const first = query.metrics?.[0];
  if (first !== undefined) return { ...rest, orderby: [[first, ascending]] };
  return rest;
}

/** The x-axis column as the engine expects it: a BASE_AXIS adhoc column truncated to the time grain. */
export function baseAxisColumn(xAxis: QueryFormColumn, timeGrain: TimeGrain | null | undefined): AdhocColumn {
  const grain = timeGrain ? { timeGrain } : {};
  if (isPhysicalColumn(xAxis)) {
    return { ...grain, columnType: 'BASE_AXIS', sqlExpression: xAxis, label: xAxis, expressionType: 'SQL' };
  }
  return { ...grain, columnType: 'BASE_AXIS', ...xAxis, label: getColumnLabel(xAxis), expressionType: 'SQL' };
}

/**
 * Replaces the x-axis among `columns` by its BASE_AXIS form and moves the time grain from extras
 * onto it (Superset's normalizeTimeColumn), so that the grain applies to that column only.
 */
export function normalizeTimeColumn(xAxis: QueryFormColumn | undefined, query: VizQueryObject): VizQueryObject {
  if (xAxis === undefined || xAxis === null || xAxis === '') return query;
  const columns = query.columns ?? [];
  const index = columns.findIndex((col) =>
    isPhysicalColumn(col)
      ? isPhysicalColumn(xAxis) && col === xAxis
      : isAdhocColumn(xAxis) && col.sqlExpression === xAxis.sqlExpression,
  );
  if (index < 0) return query;
  const { time_grain_sqla, ...extras } = query.extras ?? {};
  const axis = columns[index] as QueryFormColumn;
  const mutated = [...columns];
  mutated[index] = isPhysicalColumn(axis)
    ? baseAxisColumn(axis, time_grain_sqla)
    : { ...(time_grain_sqla ? { timeGrain: time_grain_sqla } : {}), columnType: 'BASE_AXIS', ...axis };
  return { ...query, columns: mutated, extras };
}
