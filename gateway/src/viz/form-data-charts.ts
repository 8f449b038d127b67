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
}
