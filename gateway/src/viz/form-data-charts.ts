/**
 * Form data of the chart types beyond the first seven, with Superset's keys so that exported
 * Superset charts open as they are. Types only: safe to bundle into the browser.
 */
import type {
  AdhocFilter,
  BaseFormData,
  CurrencyFormat,
  LegendFormData,
  QueryFormColumn,
  QueryFormMetric,
  TimeseriesLineFormData,
} from './form-data.ts';

export interface TimeseriesScatterFormData extends Omit<TimeseriesLineFormData, 'viz_type'> {
  viz_type: 'echarts_timeseries_scatter';
}
export interface TimeseriesSmoothFormData extends Omit<TimeseriesLineFormData, 'viz_type'> {
  viz_type: 'echarts_timeseries_smooth';
}
export interface TimeseriesStepFormData extends Omit<TimeseriesLineFormData, 'viz_type'> {
  viz_type: 'echarts_timeseries_step';
}

export type MixedSeriesType = 'line' | 'scatter' | 'smooth' | 'bar' | 'start' | 'middle' | 'end';

/** Two queries (A and B, the `_b` keys) drawn on one time axis, each on the left or right y-axis. */
export interface MixedTimeseriesFormData extends Omit<TimeseriesLineFormData, 'viz_type' | 'seriesType'> {
  viz_type: 'mixed_timeseries';
  metrics_b?: QueryFormMetric[];
  groupby_b?: QueryFormColumn[];
  adhoc_filters_b?: AdhocFilter[];
  limit_b?: number | null;
  timeseries_limit_metric_b?: QueryFormMetric | null;
  order_desc_b?: boolean;
  row_limit_b?: number | null;
  truncate_metric_b?: boolean;
  seriesType?: MixedSeriesType;
  seriesTypeB?: MixedSeriesType;
  /** 0: left axis, 1: right axis. */
  yAxisIndex?: 0 | 1;
  yAxisIndexB?: 0 | 1;
  stack?: boolean | null;
  stackB?: boolean | null;
  area?: boolean;
  areaB?: boolean;
  y_axis_format_secondary?: string;
  y_axis_title_secondary?: string;
  rolling_type_b?: TimeseriesLineFormData['rolling_type'];
  rolling_periods_b?: number | null;
  min_periods_b?: number | null;
  time_compare_b?: string[];
  comparison_type_b?: TimeseriesLineFormData['comparison_type'];
  resample_rule_b?: string | null;
  resample_method_b?: TimeseriesLineFormData['resample_method'];
}

/** Superset's legacy categorical bar chart: bars per group, optionally broken down by `columns`. */
export interface DistBarFormData extends BaseFormData, LegendFormData {
  viz_type: 'dist_bar';
  metrics: QueryFormMetric[];
  groupby: QueryFormColumn[];
  columns?: QueryFormColumn[];
  timeseries_limit_metric?: QueryFormMetric | null;
  order_desc?: boolean;
  contribution?: boolean;
  bar_stacked?: boolean;
  order_bars?: boolean;
  show_bar_value?: boolean;
  y_axis_format?: string;
  x_axis_label?: string;
  y_axis_label?: string;
  horizontal?: boolean;
}

export interface HeatmapFormData extends BaseFormData, LegendFormData {
  viz_type: 'heatmap_v2';
  x_axis: QueryFormColumn;
  groupby: QueryFormColumn | QueryFormColumn[];
  metric: QueryFormMetric;
  sort_x_axis?: 'alpha_asc' | 'alpha_desc' | 'value_asc' | 'value_desc';
  sort_y_axis?: 'alpha_asc' | 'alpha_desc' | 'value_asc' | 'value_desc';
  normalize_across?: 'heatmap' | 'x' | 'y';
  normalized?: boolean;
  linear_color_scheme?: string;
  show_values?: boolean;
  show_percentage?: boolean;
  y_axis_format?: string;
  x_axis_time_format?: string;
  currency_format?: CurrencyFormat;
  value_bounds?: [number | null, number | null];
}

interface HierarchyFormData extends BaseFormData {
  metric: QueryFormMetric;
  sort_by_metric?: boolean;
  number_format?: string;
  currency_format?: CurrencyFormat;
  show_labels?: boolean;
  label_type?: 'key' | 'value' | 'key_value';
}

export interface TreemapFormData extends HierarchyFormData {
  viz_type: 'treemap_v2';
  groupby: QueryFormColumn[];
  show_upper_labels?: boolean;
}

export interface SunburstFormData extends HierarchyFormData {
  viz_type: 'sunburst_v2';
  /** The hierarchy, outer levels last. */
  columns: QueryFormColumn[];
  secondary_metric?: QueryFormMetric | null;
  linear_color_scheme?: string;
  show_total?: boolean;
}

export interface FunnelFormData extends BaseFormData, LegendFormData {
  viz_type: 'funnel';
  groupby: QueryFormColumn[];
  metric: QueryFormMetric;
  sort_by_metric?: boolean;
  number_format?: string;
  currency_format?: CurrencyFormat;
  show_labels?: boolean;
  label_type?: 'key' | 'value' | 'percent' | 'key_value' | 'key_percent' | 'key_value_percent';
  /** 'total': percent of the first stage; 'previous': of the stage before. */
  percent_calculation_type?: 'first_step' | 'prev_step' | 'total';
}

export interface GaugeFormData extends BaseFormData {
  viz_type: 'gauge_chart';
  groupby?: QueryFormColumn[];
  metric: QueryFormMetric;
  min_val?: number | string | null;
  max_val?: number | string | null;
  start_angle?: number;
  end_angle?: number;
  number_format?: string;
  currency_format?: CurrencyFormat;
  show_progress?: boolean;
  show_pointer?: boolean;
  /** Comma-separated interval ends, e.g. "2,4,6". */
  intervals?: string;
  /** Comma-separated colour indices of the scheme for the intervals. */
  interval_color_indices?: string;
  split_number?: number;
}

export interface RadarFormData extends BaseFormData, LegendFormData {
  viz_type: 'radar';
  groupby?: QueryFormColumn[];
  metrics: QueryFormMetric[];
  timeseries_limit_metric?: QueryFormMetric | null;
  order_desc?: boolean;
  number_format?: string;
  show_labels?: boolean;
  is_circle?: boolean;
  column_config?: Record<string, { radarMetricMaxValue?: number | null }>;
}

export interface SankeyFormData extends BaseFormData {
  viz_type: 'sankey_v2';
  source: QueryFormColumn;
  target: QueryFormColumn;
  metric: QueryFormMetric;
  sort_by_metric?: boolean;
}

export interface WordCloudFormData extends BaseFormData {
  viz_type: 'word_cloud';
  series: QueryFormColumn;
  metric: QueryFormMetric;
  size_from?: number;
  size_to?: number;
  rotation?: 'flat' | 'random' | 'square';
  sort_by_metric?: boolean;
}

/** Superset's pivot table aggregate functions, applied by the chart to the rows of each cell. */
export type PivotAggregateFunction =
  | 'Count'
  | 'Count Unique Values'
  | 'Sum'
  | 'Average'
  | 'Median'
  | 'Sample Variance'
  | 'Sample Standard Deviation'
  | 'Minimum'
  | 'Maximum'
  | 'First'
  | 'Last'
  | 'Sum as Fraction of Total'
  | 'Sum as Fraction of Rows'
  | 'Sum as Fraction of Columns'
  | 'Count as Fraction of Total'
  | 'Count as Fraction of Rows'
  | 'Count as Fraction of Columns';

export type PivotSortOrder = 'key_a_to_z' | 'key_z_to_a' | 'value_a_to_z' | 'value_z_to_a';

export interface PivotTableFormData extends BaseFormData {
  viz_type: 'pivot_table_v2';
  groupbyRows?: QueryFormColumn[];
  groupbyColumns?: QueryFormColumn[];
  metrics: QueryFormMetric[];
  /** COLUMNS: metrics as the innermost column level; ROWS: as the innermost row level. */
  metricsLayout?: 'COLUMNS' | 'ROWS';
  aggregateFunction?: PivotAggregateFunction;
  rowTotals?: boolean;
  rowSubTotals?: boolean;
  colTotals?: boolean;
  colSubTotals?: boolean;
  transposePivot?: boolean;
  /** Metrics side by side under each column value instead of each metric over all column values. */
  combineMetric?: boolean;
  rowOrder?: PivotSortOrder;
  colOrder?: PivotSortOrder;
  valueFormat?: string;
  currency_format?: CurrencyFormat;
  date_format?: string;
  series_limit?: number | null;
  series_limit_metric?: QueryFormMetric | null;
  order_desc?: boolean;
  temporal_columns_lookup?: Record<string, boolean>;
  conditional_formatting?: ConditionalFormattingRule[];
}

/** Superset's conditional formatting rule: a metric column, an operator with its bounds, a colour. */
export interface ConditionalFormattingRule {
  column: string;
  /** None, >, <, ≥, ≤, =, ≠, < x <, ≤ x ≤, ≤ x <, < x ≤ */
  operator?: string;
  targetValue?: number | null;
  targetValueLeft?: number | null;
  targetValueRight?: number | null;
  colorScheme: string;
  /** Table only: colour the whole row where the value matches. */
  toAllRow?: boolean;
  /** Table only: colour the text instead of the background. */
  toTextColor?: boolean;
}

export interface BoxPlotFormData extends BaseFormData, LegendFormData {
  viz_type: 'box_plot';
  /** Dimensions: one box per distinct combination. */
  groupby?: QueryFormColumn[];
  /** Distribute across: the columns whose groups are the samples of each box. */
  columns: QueryFormColumn[];
  metrics: QueryFormMetric[];
  whiskerOptions?: 'Tukey' | 'Min/max (no outliers)' | '2/98 percentiles' | '9/91 percentiles' | '10/90 percentiles';
  number_format?: string;
  x_ticks_layout?: 'auto' | 'flat' | '45°' | '90°' | 'staggered';
  date_format?: string;
}

export interface HistogramFormData extends BaseFormData, LegendFormData {
  viz_type: 'histogram_v2';
  /** The numeric column whose values are counted. */
  column: QueryFormColumn;
  groupby?: QueryFormColumn[];
  bins?: number | string | null;
  normalize?: boolean;
  cumulative?: boolean;
  x_axis_title?: string;
  y_axis_title?: string;
  x_axis_format?: string;
  y_axis_format?: string;
}

export interface BubbleFormData extends BaseFormData, LegendFormData {
  viz_type: 'bubble_v2';
  entity: QueryFormColumn;
  series?: QueryFormColumn | null;
  x: QueryFormMetric;
  y: QueryFormMetric;
  size: QueryFormMetric;
  orderby?: QueryFormMetric | null;
  order_desc?: boolean;
  max_bubble_size?: number | string;
  x_axis_label?: string;
  y_axis_label?: string;
  xAxisFormat?: string;
  y_axis_format?: string;
  logXAxis?: boolean;
  logYAxis?: boolean;
  opacity?: number;
}

export interface WaterfallFormData extends BaseFormData, LegendFormData {
  viz_type: 'waterfall';
  x_axis: QueryFormColumn;
  /** Breakdowns: each x value's bar is split into one step per value of this column. */
  groupby?: QueryFormColumn | QueryFormColumn[] | null;
  metric: QueryFormMetric;
  increase_color?: { r: number; g: number; b: number; a?: number };
  decrease_color?: { r: number; g: number; b: number; a?: number };
  total_color?: { r: number; g: number; b: number; a?: number };
  increase_label?: string;
  decrease_label?: string;
  total_label?: string;
  show_value?: boolean;
  x_axis_label?: string;
  y_axis_label?: string;
  x_axis_time_format?: string;
  y_axis_format?: string;
  currency_format?: CurrencyFormat;
}

/** Superset's world_map: countries shaded by the metric, bubbles sized by the secondary metric. */
export interface WorldMapFormData extends BaseFormData {
  viz_type: 'world_map';
  /** The column naming each row's country. */
  entity: QueryFormColumn;
  /** How `entity` names a country: full name, IOC code, ISO alpha-2 or alpha-3. */
  country_fieldtype?: 'name' | 'cioc' | 'cca2' | 'cca3';
  metric: QueryFormMetric;
  secondary_metric?: QueryFormMetric | null;
  sort_by_metric?: boolean;
  show_bubbles?: boolean;
  max_bubble_size?: number | string;
  /** metric: countries shaded along linear_color_scheme; country: a categorical colour each. */
  color_by?: 'metric' | 'country';
  color_picker?: { r: number; g: number; b: number; a?: number };
  linear_color_scheme?: string;
  color_scheme?: string;
  y_axis_format?: string;
}

export interface BulletFormData extends BaseFormData {
  viz_type: 'bullet';
  metric: QueryFormMetric;
  /** Comma-separated range ends, e.g. "50,100,200" (the metric's max when empty). */
  ranges?: string;
  range_labels?: string;
  markers?: string;
  marker_labels?: string;
  marker_lines?: string;
  marker_line_labels?: string;
  y_axis_format?: string;
}

export interface PopKpiFormData extends BaseFormData {
  viz_type: 'pop_kpi';
  metric: QueryFormMetric;
  /** The comparison period, as a time shift ('1 year ago'); a list holds one. */
  time_compare?: string | string[];
  /** Superset 4.0's shortcut: y, m, w (a year, month or week earlier). */
  time_comparison?: 'y' | 'm' | 'w' | 'r' | 'c';
  y_axis_format?: string;
  percentDifferenceFormat?: string;
  currency_format?: CurrencyFormat;
  header_font_size?: number;
  subheader_font_size?: number;
  show_metric_name?: boolean;
  comparison_color_enabled?: boolean;
  /** Green: a rise is good (green); Red: a rise is bad. */
  comparison_color_scheme?: 'Green' | 'Red';
}

export interface GraphFormData extends BaseFormData, LegendFormData {
  viz_type: 'graph_chart';
  source: QueryFormColumn;
  target: QueryFormColumn;
  source_category?: QueryFormColumn | null;
  target_category?: QueryFormColumn | null;
  metric: QueryFormMetric;
  layout?: 'force' | 'circular';
  draggable?: boolean;
  roam?: boolean | 'scale' | 'move';
  selectedMode?: false | 'single' | 'multiple';
  show_symbol_threshold?: number;
  edgeLength?: number;
  gravity?: number;
  repulsion?: number;
  baseNodeSize?: number;
  baseEdgeWidth?: number;
}

export interface CalendarHeatmapFormData extends BaseFormData {
  viz_type: 'cal_heatmap';
  metrics: QueryFormMetric[];
  /** The temporal column; Superset 2.1+ saves it as x_axis too. */
  x_axis?: QueryFormColumn;
  domain_granularity?: 'hour' | 'day' | 'week' | 'month' | 'year';
  subdomain_granularity?: 'min' | 'hour' | 'day' | 'week' | 'month';
  linear_color_scheme?: string;
  cell_size?: number;
  cell_padding?: number;
  cell_radius?: number;
  steps?: number;
  show_legend?: boolean;
  show_values?: boolean;
  show_metric_name?: boolean;
  y_axis_format?: string;
  x_axis_time_format?: string;
}

export interface ChartFormDataMore {
  echarts_timeseries_scatter: TimeseriesScatterFormData;
  echarts_timeseries_smooth: TimeseriesSmoothFormData;
  echarts_timeseries_step: TimeseriesStepFormData;
  mixed_timeseries: MixedTimeseriesFormData;
  dist_bar: DistBarFormData;
  heatmap_v2: HeatmapFormData;
  treemap_v2: TreemapFormData;
  sunburst_v2: SunburstFormData;
  funnel: FunnelFormData;
  gauge_chart: GaugeFormData;
  radar: RadarFormData;
  sankey_v2: SankeyFormData;
  word_cloud: WordCloudFormData;
  pivot_table_v2: PivotTableFormData;
  box_plot: BoxPlotFormData;
  histogram_v2: HistogramFormData;
  bubble_v2: BubbleFormData;
  waterfall: WaterfallFormData;
  bullet: BulletFormData;
  pop_kpi: PopKpiFormData;
  graph_chart: GraphFormData;
  cal_heatmap: CalendarHeatmapFormData;
  world_map: WorldMapFormData;
}
