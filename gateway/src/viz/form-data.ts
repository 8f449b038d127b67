/**
 * Chart form data as Superset stores it in `slices.params` (spec 000 §3): snake_case keys, written by
 * explore, read by dashboards, the client and the server. Types only, plus the constants of spec 000 §9;
 * nothing here runs on import, so the module is safe to bundle into the browser.
 */

import type { TimeGrain as EngineTimeGrain } from '../engine/query-context.ts';
import type {
  ChartFormDataMore,
  ConditionalFormattingRule,
  TimeseriesScatterFormData,
  TimeseriesSmoothFormData,
  TimeseriesStepFormData,
} from './form-data-charts.ts';

export type * from './form-data-charts.ts';

/** ISO 8601 grains the engine accepts (server-semantics §10). */
export type TimeGrain = EngineTimeGrain;

/** The grain choices of the time-grain control (spec 000 §9), in the order the control lists them. */
export const TIME_GRAIN_OPTIONS = [
  { value: 'PT5S', label: '5 second' },
  { value: 'PT30S', label: '30 second' },
  { value: 'PT1M', label: 'Minute' },
  { value: 'PT5M', label: '5 minute' },
  { value: 'PT30M', label: '30 minute' },
  { value: 'PT1H', label: 'Hour' },
  { value: 'PT6H', label: '6 hour' },
  { value: 'P1D', label: 'Day' },
  { value: 'P7D', label: '7 day' },
  { value: 'P1W', label: 'Week' },
  { value: '1969-12-28T00:00:00Z/P1W', label: 'Week starting Sunday' },
  { value: 'P1W/1970-01-03T00:00:00Z', label: 'Week ending Saturday' },
  { value: 'P1M', label: 'Month' },
  { value: 'P3M', label: 'Quarter' },
  { value: 'P1Y', label: 'Year' },
] as const satisfies readonly { value: TimeGrain; label: string }[];

export const DEFAULT_TIME_GRAIN: TimeGrain = 'P1D';
export const DEFAULT_TIME_RANGE = 'No filter';
export const DEFAULT_ROW_LIMIT = 10_000;
export const ROW_LIMIT_OPTIONS = [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000] as const;
export const SERIES_LIMIT_OPTIONS = [5, 10, 25, 50, 100, 500] as const;

/** Superset's alias of the legacy time column when a chart has no explicit x-axis. */
export const DTTM_ALIAS = '__timestamp';

/** What a dataset is to a chart; written into form data as the key `{id}__{type}`. */
export type DatasourceType = 'table' | 'query' | 'saved_query' | 'view' | 'dataset';
export interface DatasourceRef {
  id: number;
  type: DatasourceType;
}

// ---------------------------------------------------------------- filters

/** The operators of a SIMPLE adhoc filter: the engine's own list. */
export { FILTER_OPERATORS as SIMPLE_FILTER_OPERATORS, type FilterOperator } from '../engine/filter-operators.ts';

import type { FilterOperator } from '../engine/filter-operators.ts';

/** Operators that take no comparator. */
export const UNARY_FILTER_OPERATORS: readonly FilterOperator[] = ['IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE'];

export type FilterScalar = string | number | boolean | null;
export type FilterComparator = FilterScalar | FilterScalar[];
export type FilterClause = 'WHERE' | 'HAVING';

interface AdhocFilterCommon {
  clause: FilterClause;
  /** Added by dashboards (legacy filter box, native filters); shown differently in explore. */
  isExtra?: boolean;
  isNew?: boolean;
  filterOptionName?: string;
}

export interface SimpleAdhocFilter extends AdhocFilterCommon {
  expressionType: 'SIMPLE';
  /** Column name (or a calculated column's name). */
  subject: string;
  operator: FilterOperator;
  /** The UI operator id, e.g. EQUALS, IN, TEMPORAL_RANGE; informative only. */
  operatorId?: string;
  comparator?: FilterComparator;
}

export interface SqlAdhocFilter extends AdhocFilterCommon {
  expressionType: 'SQL';
  sqlExpression: string;
  subject?: string | null;
  operator?: string | null;
  comparator?: FilterComparator;
}

export type AdhocFilter = SimpleAdhocFilter | SqlAdhocFilter;

/** A filter as a query object carries it: `{col, op, val}`. */
export interface QueryFilterClause {
  col: string | AdhocColumn;
  op: FilterOperator;
  val?: FilterComparator;
  grain?: TimeGrain | null;
  isExtra?: boolean;
}

/** Reserved `extra_filters` columns that set time fields instead of filtering. */
export type TimeColumnConfigKey = '__time_range' | '__time_col' | '__time_grain' | '__granularity';

/** Legacy dashboard filters (filter box) injected into a chart's form data. */
export interface ExtraFilter {
  col: string;
  /** Legacy filter boxes write lower-case `in`; the engine upper-cases operators. */
  op: FilterOperator | 'in' | 'not in';
  val: FilterComparator;
}

/** What native filters and cross filters add to a chart's form data on a dashboard. */
export interface ExtraFormData {
  filters?: QueryFilterClause[];
  adhoc_filters?: AdhocFilter[];
  time_range?: string;
  time_grain_sqla?: TimeGrain;
  granularity_sqla?: string;
  relative_start?: 'today' | 'now';
  relative_end?: 'today' | 'now';
}

// ---------------------------------------------------------------- metrics and columns

export const METRIC_AGGREGATES = ['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM'] as const;
export type MetricAggregate = (typeof METRIC_AGGREGATES)[number];

// A type alias, not an interface: the engine's schema accepts extra keys here, and only aliases get the implicit index signature.
export type AdhocMetricColumn = {
  column_name: string;
  type?: string | null;
  verbose_name?: string | null;
  id?: number;
};

interface AdhocMetricCommon {
  label?: string;
  hasCustomLabel?: boolean;
  optionName?: string;
}

export interface SimpleAdhocMetric extends AdhocMetricCommon {
  expressionType: 'SIMPLE';
  column: AdhocMetricColumn;
  aggregate: MetricAggregate;
}

export interface SqlAdhocMetric extends AdhocMetricCommon {
  expressionType: 'SQL';
  sqlExpression: string;
}

export type AdhocMetric = SimpleAdhocMetric | SqlAdhocMetric;

/** A saved metric's name, or an adhoc metric. */
export type QueryFormMetric = string | AdhocMetric;

export interface AdhocColumn {
  label?: string;
  sqlExpression: string;
  expressionType?: 'SQL';
  /** BASE_AXIS marks the x-axis: the engine truncates it to `timeGrain`. */
  columnType?: 'BASE_AXIS' | 'SERIES';
  timeGrain?: TimeGrain | null;
  isColumnReference?: boolean;
  optionName?: string;
}

/** A dataset column's name, or an adhoc (SQL) column. */
export type QueryFormColumn = string | AdhocColumn;

export type OrderByClause = [QueryFormMetric | AdhocColumn, boolean];

// ---------------------------------------------------------------- annotations

export type AnnotationType = 'FORMULA' | 'EVENT' | 'INTERVAL' | 'TIME_SERIES';
export type AnnotationSourceType = '' | 'NATIVE' | 'line' | 'table';

// A type alias for the same reason as AdhocMetricColumn.
export type AnnotationLayer = {
  name: string;
  annotationType: AnnotationType;
  sourceType?: AnnotationSourceType;
  /** FORMULA: the expression (e.g. `x*2`); NATIVE: the annotation layer id; line/table: the chart id. */
  value: string | number;
  overrides?: Partial<Record<'granularity' | 'time_grain_sqla' | 'time_range' | 'time_shift', string | null>>;
  show?: boolean;
  showLabel?: boolean;
  showMarkers?: boolean;
  hideLine?: boolean;
  color?: string | null;
  opacity?: '' | 'opacityLow' | 'opacityMedium' | 'opacityHigh';
  style?: 'dashed' | 'dotted' | 'solid' | 'longDashed';
  width?: number;
  timeColumn?: string;
  intervalEndColumn?: string;
  titleColumn?: string;
  descriptionColumns?: string[];
};

// ---------------------------------------------------------------- form data

/** Keys every chart's form data may carry, whatever its viz type. */
export interface BaseFormData {
  /** `{id}__{type}`, e.g. `3__table`. */
  datasource: string;
  viz_type: string;
  slice_id?: number;
  /** Superset keeps the time range both here and as a TEMPORAL_RANGE adhoc filter. */
  time_range?: string;
  granularity_sqla?: string | null;
  time_grain_sqla?: TimeGrain | null;
  adhoc_filters?: AdhocFilter[];
  extra_filters?: ExtraFilter[];
  extra_form_data?: ExtraFormData;
  annotation_layers?: AnnotationLayer[];
  row_limit?: number | null;
  url_params?: Record<string, string>;
  dashboardId?: number;
  force?: boolean;
  result_format?: 'json' | 'csv' | 'xlsx';
  result_type?: 'full' | 'query' | 'results' | 'samples' | 'post_processed' | 'drill_detail';
  color_scheme?: string;
  /** label -> colour, set on the chart or merged in by its dashboard; wins over the scheme. */
  label_colors?: Record<string, string>;
  /** What the dashboard assigned so a label has one colour on all its charts. */
  shared_label_colors?: Record<string, string> | string[];
}

/** Superset's `currency_format` control value. */
export interface CurrencyFormat {
  symbol?: string | null;
  symbolPosition?: 'prefix' | 'suffix' | null;
}

/** Legend keys shared by the charts that draw one. */
export interface LegendFormData {
  show_legend?: boolean;
  legendType?: 'scroll' | 'plain';
  legendOrientation?: 'top' | 'bottom' | 'left' | 'right';
  legendMargin?: number | null;
}

export type RollingType = 'None' | 'mean' | 'sum' | 'std' | 'cumsum';
export type ComparisonType = 'values' | 'difference' | 'percentage' | 'ratio';
export type ResampleMethod = 'asfreq' | 'zerofill' | 'linear' | 'ffill' | 'bfill' | 'median' | 'mean' | 'sum';

/** Advanced analytics shared by the time-series charts and the big number with trendline. */
export interface AdvancedAnalyticsFormData {
  rolling_type?: RollingType | null;
  rolling_periods?: number | null;
  min_periods?: number | null;
  /** Pandas offset alias: 1D, 1W, 1M, ... */
  resample_rule?: string | null;
  resample_method?: ResampleMethod | null;
}

interface TimeseriesFormDataBase extends BaseFormData, AdvancedAnalyticsFormData, LegendFormData {
  /** The temporal column on the x-axis (Superset 2.1+ generic axes). */
  x_axis?: QueryFormColumn;
  metrics: QueryFormMetric[];
  /** Dimensions: one series per distinct combination. */
  groupby?: QueryFormColumn[];
  /** Series limit: keep the top N series by `timeseries_limit_metric` (or the first metric). */
  limit?: number | null;
  timeseries_limit_metric?: QueryFormMetric | null;
  order_desc?: boolean;
  /** With one metric and dimensions, name series by the dimension values only. */
  truncate_metric?: boolean;
  show_empty_columns?: boolean;
  contributionMode?: 'row' | 'column' | null;
  /** Time comparison: offsets such as `1 week ago`, `1 year ago`. */
  time_compare?: string[];
  /** values: the shifted series beside the current ones; the others replace them by the comparison. */
  comparison_type?: ComparisonType;
  show_legend?: boolean;
  rich_tooltip?: boolean;
  x_axis_title?: string;
  y_axis_title?: string;
  x_axis_time_format?: string;
  y_axis_format?: string;
  logAxis?: boolean;
  truncateYAxis?: boolean;
  y_axis_bounds?: [number | null, number | null];
  zoomable?: boolean;
  markerEnabled?: boolean;
  markerSize?: number;
  currency_format?: CurrencyFormat;
  tooltipTimeFormat?: string;
  tooltipSortByMetric?: boolean;
  xAxisLabelRotation?: number;
  /** Metric labels drawn against a second y-axis on the right. */
  secondary_y_axis_metrics?: string[];
}

export interface TimeseriesLineFormData extends TimeseriesFormDataBase {
  viz_type: 'echarts_timeseries_line';
  seriesType?: 'line' | 'scatter' | 'smooth' | 'start' | 'middle' | 'end';
}

export interface TimeseriesBarFormData extends TimeseriesFormDataBase {
  viz_type: 'echarts_timeseries_bar';
  orientation?: 'vertical' | 'horizontal';
  stack?: boolean | 'Stack' | 'Stream' | 'Expand' | null;
  show_value?: boolean;
}

export interface AreaFormData extends TimeseriesFormDataBase {
  viz_type: 'echarts_area';
  stack?: boolean | 'Stack' | 'Stream' | 'Expand' | null;
  opacity?: number;
}

export type TimeseriesFormData =
  | TimeseriesLineFormData
  | TimeseriesBarFormData
  | AreaFormData
  | TimeseriesScatterFormData
  | TimeseriesSmoothFormData
  | TimeseriesStepFormData;

export interface PieFormData extends BaseFormData {
  viz_type: 'pie';
  groupby: QueryFormColumn[];
  metric: QueryFormMetric;
  /** Default true: slices ordered by the metric, largest first. */
  sort_by_metric?: boolean;
  show_labels?: boolean;
  label_type?: 'key' | 'value' | 'percent' | 'key_value' | 'key_percent' | 'key_value_percent';
  number_format?: string;
  donut?: boolean;
  innerRadius?: number;
  outerRadius?: number;
  show_legend?: boolean;
}

export interface TableFormData extends BaseFormData {
  viz_type: 'table';
  /** raw: rows as they are (all_columns); aggregate: group by and metrics. */
  query_mode?: 'aggregate' | 'raw';
  groupby?: QueryFormColumn[];
  metrics?: QueryFormMetric[];
  /** Metrics shown as a share of their column total. */
  percent_metrics?: QueryFormMetric[];
  all_columns?: QueryFormColumn[];
  /** Raw mode ordering: JSON strings `["col", true]` (true = ascending), as Superset stores them. */
  order_by_cols?: string[];
  timeseries_limit_metric?: QueryFormMetric | null;
  order_desc?: boolean;
  server_pagination?: false;
  show_totals?: boolean;
  page_length?: number | null;
  include_search?: boolean;
  show_cell_bars?: boolean;
  table_timestamp_format?: string;
  /** Which group-by columns are temporal: those are truncated to `time_grain_sqla` in aggregate mode. */
  temporal_columns_lookup?: Record<string, boolean>;
  /** Cells (or whole rows) coloured by rules on a column's values. */
  conditional_formatting?: ConditionalFormattingRule[];
}

export interface BigNumberTotalFormData extends BaseFormData {
  viz_type: 'big_number_total';
  metric: QueryFormMetric;
  subheader?: string;
  header_font_size?: number;
  subheader_font_size?: number;
  y_axis_format?: string;
  time_format?: string;
  /** Colours the number by rules on its value (the last rule that matches wins). */
  conditional_formatting?: ConditionalFormattingRule[];
}

export interface BigNumberFormData extends BaseFormData, AdvancedAnalyticsFormData {
  viz_type: 'big_number';
  x_axis?: QueryFormColumn;
  metric: QueryFormMetric;
  /** Compare the last value with the one this many periods earlier. */
  compare_lag?: number | null;
  compare_suffix?: string;
  show_trend_line?: boolean;
  start_y_axis_at_zero?: boolean;
  header_font_size?: number;
  subheader_font_size?: number;
  y_axis_format?: string;
  time_format?: string;
}

/** The viz types Chartroom ships, with their form data. */
export interface BuiltinVizFormDataMap extends ChartFormDataMore {
  echarts_timeseries_line: TimeseriesLineFormData;
  echarts_timeseries_bar: TimeseriesBarFormData;
  echarts_area: AreaFormData;
  pie: PieFormData;
  table: TableFormData;
  big_number_total: BigNumberTotalFormData;
  big_number: BigNumberFormData;
}
export type BuiltinVizType = keyof BuiltinVizFormDataMap;

/**
 * viz_type -> form data. Open for more plugins: a module adding a viz augments this interface
 * (`declare module '@chartroom/viz' { interface VizFormDataMap { my_viz: MyFormData } }`) and
 * calls `registerViz('my_viz', plugin)`.
 */
export interface VizFormDataMap extends BuiltinVizFormDataMap {}

export type VizType = keyof VizFormDataMap;

/** The discriminated union of every known chart's form data, on `viz_type`. */
export type ChartFormData = VizFormDataMap[VizType];
