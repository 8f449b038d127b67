import { z } from 'zod';
import { FILTER_OPERATORS } from './filter-operators.ts';

/**
 * The chart-data request (server-semantics.md §4). Clients send `QueryContextInput`; the engine works
 * on the normalised `QueryContext` where the deprecated names have been folded into the current ones.
 */

export const TIME_GRAINS = [
  'PT1S',
  'PT5S',
  'PT30S',
  'PT1M',
  'PT5M',
  'PT10M',
  'PT15M',
  'PT30M',
  'PT0.5H',
  'PT1H',
  'PT6H',
  'P1D',
  'P7D',
  'P1W',
  'P1M',
  'P3M',
  'P0.25Y',
  'P1Y',
  '1969-12-28T00:00:00Z/P1W',
  '1969-12-29T00:00:00Z/P1W',
  'P1W/1970-01-03T00:00:00Z',
  'P1W/1970-01-04T00:00:00Z',
] as const;
export type TimeGrain = (typeof TIME_GRAINS)[number];

export { FILTER_OPERATORS, type FilterOperator } from './filter-operators.ts';

export const RESULT_TYPES = [
  'full',
  'query',
  'results',
  'samples',
  'columns',
  'timegrains',
  'post_processed',
  'drill_detail',
] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

export const RESULT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type ResultFormat = (typeof RESULT_FORMATS)[number];

export const AGGREGATES = ['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

const timeGrainSchema = z.enum(TIME_GRAINS);

export const adhocColumnSchema = z.object({
  label: z.string().optional(),
  sqlExpression: z.string().min(1),
  expressionType: z.literal('SQL').optional(),
  columnType: z.enum(['BASE_AXIS', 'SERIES']).optional(),
  timeGrain: timeGrainSchema.nullish(),
  /** Superset sets this when the adhoc column is only a reference to a dataset column. */
  isColumnReference: z.boolean().optional(),
});
export type AdhocColumn = z.output<typeof adhocColumnSchema>;

export const columnSchema = z.union([z.string().min(1), adhocColumnSchema]);
export type QueryColumn = z.output<typeof columnSchema>;

const metricColumnSchema = z.looseObject({
  column_name: z.string().min(1),
});

export const adhocSimpleMetricSchema = z.object({
  expressionType: z.literal('SIMPLE'),
  column: metricColumnSchema.nullish(),
  aggregate: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(AGGREGATES)),
  label: z.string().optional(),
  hasCustomLabel: z.boolean().optional(),
  optionName: z.string().optional(),
});
export const adhocSqlMetricSchema = z.object({
  expressionType: z.literal('SQL'),
  sqlExpression: z.string().min(1),
  label: z.string().optional(),
  hasCustomLabel: z.boolean().optional(),
  optionName: z.string().optional(),
});
export const adhocMetricSchema = z.discriminatedUnion('expressionType', [
  adhocSimpleMetricSchema,
  adhocSqlMetricSchema,
]);
export type AdhocMetric = z.output<typeof adhocMetricSchema>;

export const metricSchema = z.union([z.string().min(1), adhocMetricSchema]);
export type QueryMetric = z.output<typeof metricSchema>;

const scalarSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const filterValueSchema = z.union([scalarSchema, z.array(scalarSchema)]);
export type FilterValue = z.output<typeof filterValueSchema>;

export const filterSchema = z.object({
  col: columnSchema,
  op: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.enum(FILTER_OPERATORS)),
  val: filterValueSchema.optional(),
  grain: timeGrainSchema.nullish(),
  isExtra: z.boolean().optional(),
});
export type QueryFilter = z.output<typeof filterSchema>;

const relativeSchema = z.enum(['today', 'now']);

export const extrasSchema = z.object({
  where: z.string().optional(),
  having: z.string().optional(),
  time_grain_sqla: timeGrainSchema.nullish(),
  relative_start: relativeSchema.optional(),
  relative_end: relativeSchema.optional(),
  instant_time_comparison_range: z.string().nullish(),
});
export type QueryExtras = z.output<typeof extrasSchema>;

export const orderbyEntrySchema = z.tuple([z.union([metricSchema, adhocColumnSchema]), z.boolean()]);
export type OrderbyEntry = z.output<typeof orderbyEntrySchema>;

export const POST_PROCESSING_OPERATIONS = [
  'aggregate',
  'boxplot',
  'compare',
  'contribution',
  'cum',
  'diff',
  'escape_separator',
  'flatten',
  'geodetic_parse',
  'geohash_decode',
  'geohash_encode',
  'histogram',
  'pivot',
  'prophet',
  'rank',
  'rename',
  'resample',
  'rolling',
  'select',
  'sort',
  'unescape_separator',
] as const;
export const postProcessingSchema = z.object({
  operation: z.enum(POST_PROCESSING_OPERATIONS),
  options: z.record(z.string(), z.unknown()).optional(),
});
export type PostProcessingOperation = z.output<typeof postProcessingSchema>;

export const annotationLayerSchema = z.looseObject({
  name: z.string().min(1),
  annotationType: z.enum(['FORMULA', 'INTERVAL', 'EVENT', 'TIME_SERIES']).optional(),
  sourceType: z.enum(['', 'line', 'NATIVE', 'table']).optional(),
  value: z.unknown().optional(),
  overrides: z.record(z.string(), z.unknown()).optional(),
  show: z.boolean().optional(),
});

const datasourceSchema = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
  type: z.enum(['table', 'query', 'saved_query', 'view', 'dataset']),
});

const nonNegInt = z.number().int().min(0);

const queryObjectInputSchema = z.object({
  datasource: datasourceSchema.nullish(),
  result_type: z.enum(RESULT_TYPES).nullish(),
  columns: z.array(columnSchema).nullish(),
  metrics: z.array(metricSchema).nullish(),
  filters: z.array(filterSchema).nullish(),
  extras: extrasSchema.nullish(),
  orderby: z.array(orderbyEntrySchema).nullish(),
  order_desc: z.boolean().nullish(),
  row_limit: nonNegInt.nullish(),
  row_offset: nonNegInt.nullish(),
  series_columns: z.array(columnSchema).nullish(),
  series_limit: nonNegInt.nullish(),
  series_limit_metric: metricSchema.nullish(),
  time_range: z.string().nullish(),
  time_shift: z.string().nullish(),
  time_offsets: z.array(z.string()).nullish(),
  granularity: z.string().nullish(),
  is_timeseries: z.boolean().nullish(),
  is_rowcount: z.boolean().nullish(),
  apply_fetch_values_predicate: z.boolean().nullish(),
  annotation_layers: z.array(annotationLayerSchema).nullish(),
  applied_time_extras: z.record(z.string(), z.string()).nullish(),
  url_params: z.record(z.string(), z.string()).nullish(),
  post_processing: z.array(postProcessingSchema.nullable()).nullish(),
  // Deprecated names, folded into the ones above by the transform.
  groupby: z.array(columnSchema).nullish(),
  granularity_sqla: z.string().nullish(),
  timeseries_limit: nonNegInt.nullish(),
  timeseries_limit_metric: metricSchema.nullish(),
  where: z.string().nullish(),
  having: z.string().nullish(),
});

export const queryObjectSchema = queryObjectInputSchema.transform((q) => {
  const extras: QueryExtras = { ...(q.extras ?? {}) };
  if (extras.where === undefined && q.where) extras.where = q.where;
  if (extras.having === undefined && q.having) extras.having = q.having;
  return {
    datasource: q.datasource ?? null,
    result_type: q.result_type ?? null,
    columns: q.columns ?? q.groupby ?? [],
    metrics: q.metrics ?? null,
    filters: q.filters ?? [],
    extras,
    orderby: q.orderby ?? [],
    order_desc: q.order_desc ?? true,
    row_limit: q.row_limit ?? null,
    row_offset: q.row_offset ?? 0,
    series_columns: q.series_columns ?? [],
    series_limit: q.series_limit ?? q.timeseries_limit ?? 0,
    series_limit_metric: q.series_limit_metric ?? q.timeseries_limit_metric ?? null,
    time_range: q.time_range ?? null,
    time_shift: q.time_shift ?? null,
    time_offsets: q.time_offsets ?? [],
    granularity: q.granularity ?? q.granularity_sqla ?? null,
    is_timeseries: q.is_timeseries ?? null,
    is_rowcount: q.is_rowcount ?? false,
    apply_fetch_values_predicate: q.apply_fetch_values_predicate ?? false,
    annotation_layers: q.annotation_layers ?? [],
    applied_time_extras: q.applied_time_extras ?? {},
    url_params: q.url_params ?? {},
    post_processing: (q.post_processing ?? []).filter((p): p is PostProcessingOperation => p !== null),
  };
});
export type QueryObjectInput = z.input<typeof queryObjectSchema>;
export type QueryObject = z.output<typeof queryObjectSchema>;

export const queryContextSchema = z
  .object({
    datasource: datasourceSchema,
    queries: z.array(queryObjectSchema),
    result_type: z.enum(RESULT_TYPES).default('full'),
    result_format: z.enum(RESULT_FORMATS).default('json'),
    force: z.boolean().default(false),
    form_data: z.record(z.string(), z.unknown()).nullish(),
    custom_cache_timeout: z.number().int().nullish(),
  })
  .transform((c) => ({
    ...c,
    form_data: c.form_data ?? null,
    custom_cache_timeout: c.custom_cache_timeout ?? null,
  }));
export type QueryContextInput = z.input<typeof queryContextSchema>;
export type QueryContext = z.output<typeof queryContextSchema>;

/** Bad request body; the message is the 400 body Superset sends (`Request is incorrect: {...}`). */
export class QueryContextError extends Error {
  readonly fieldErrors: Record<string, string[]>;
  constructor(fieldErrors: Record<string, string[]>) {
    super(`Request is incorrect: ${JSON.stringify(fieldErrors)}`);
    this.name = 'QueryContextError';
    this.fieldErrors = fieldErrors;
  }
}

export function parseQueryContext(json: unknown): QueryContext {
  const parsed = queryContextSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_schema';
    const list = fieldErrors[key] ?? [];
    list.push(issue.message);
    fieldErrors[key] = list;
  }
  throw new QueryContextError(fieldErrors);
}
