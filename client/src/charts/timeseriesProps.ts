import { type ChartAnnotations, chartAnnotations, NO_ANNOTATIONS } from './annotations.ts';
import { type LegendOptions, legendOptions } from './ChartLegend.tsx';
import { labelColorFunction } from './colors.ts';
import { isStacked, isTruthy, labelsOf, toNumber } from './columns.ts';
import { type DatasourceMeta, displayName, EMPTY_DATASOURCE_META } from './datasourceMeta.ts';
import { optionalString, pivotedSeries, type XValue } from './timeseries.ts';
import type { ChartContext, ChartQueryResult } from './types.ts';

export interface SeriesPoint {
  readonly x: XValue;
  /** What is drawn (on the secondary axis, mapped onto the primary scale by the renderer). */
  readonly y: number | null;
}

export type SeriesStyle = 'line' | 'smooth' | 'scatter' | 'start' | 'middle' | 'end';
/** How one series is drawn; bars only come from a mixed chart's query set to Bar. */
export type SeriesKind = SeriesStyle | 'bar';

export interface ChartSeries {
  readonly id: string;
  readonly label: string;
  readonly color: string;
  readonly axis: 'left' | 'right';
  readonly kind: SeriesKind;
  readonly data: readonly SeriesPoint[];
  /** The dimension value a click on this series cross-filters on (a line split by one column). */
  readonly crossValue?: string | null;
}

export interface TimeseriesProps {
  readonly series: readonly ChartSeries[];
  readonly xIsTime: boolean;
  readonly timeGrain: string | undefined;
  readonly xTimeFormat: string | undefined;
  readonly tooltipTimeFormat: string | undefined;
  readonly yFormat: string;
  readonly y2Format: string;
  readonly currency: unknown;
  readonly style: SeriesStyle;
  readonly enableArea: boolean;
  readonly areaOpacity: number;
  readonly stacked: boolean;
  readonly showMarkers: boolean;
  readonly markerSize: number;
  readonly legend: LegendOptions | null;
  readonly xAxisTitle: string | undefined;
  readonly yAxisTitle: string | undefined;
  readonly logAxis: boolean;
  readonly yBounds: readonly [number | null, number | null];
  readonly xLabelRotation: number;
  readonly tooltipSortByMetric: boolean;
  /** The column a click on a series cross-filters on (null: the chart does not emit). */
  readonly crossFilterColumn?: string | null;
  /** Annotation layers to draw over the series (a temporal x-axis only). */
  readonly annotations: ChartAnnotations;
}

export type TimeseriesFormFields = {
  readonly x_axis?: unknown;
  readonly granularity_sqla?: unknown;
  readonly metrics?: unknown;
  readonly time_grain_sqla?: unknown;
  readonly x_axis_time_format?: unknown;
  readonly tooltipTimeFormat?: unknown;
  readonly y_axis_format?: unknown;
  readonly currency_format?: unknown;
  readonly show_legend?: unknown;
  readonly legendOrientation?: unknown;
  readonly legendType?: unknown;
  readonly markerEnabled?: unknown;
  readonly markerSize?: unknown;
  readonly x_axis_title?: unknown;
  readonly y_axis_title?: unknown;
  readonly logAxis?: unknown;
  readonly y_axis_bounds?: unknown;
  readonly xAxisLabelRotation?: unknown;
  readonly tooltipSortByMetric?: unknown;
  readonly secondary_y_axis_metrics?: unknown;
  readonly truncate_metric?: unknown;
  readonly stack?: unknown;
  readonly opacity?: unknown;
  readonly seriesType?: unknown;
  readonly color_scheme?: unknown;
  readonly label_colors?: unknown;
  readonly shared_label_colors?: unknown;
  readonly annotation_layers?: unknown;
};

export function contextFor(queryResult: ChartQueryResult, context?: ChartContext): ChartContext {
  return context ?? { datasource: EMPTY_DATASOURCE_META, results: [queryResult] };
}

/** The saved d3 format of the metrics, when they all share one (Superset formats the axis with it). */
export function sharedMetricFormat(metricLabels: readonly string[], meta: DatasourceMeta): string | undefined {
  const formats = new Set(metricLabels.map((label) => meta.metricFormats[label]));
  const [only] = formats;
  return formats.size === 1 && only ? only : undefined;
}

function metricOfColumn(column: string, metrics: readonly string[]): string | undefined {
  if (metrics.includes(column)) return column;
  return metrics.find((metric) => column.startsWith(`${metric}, `));
}

function bounds(value: unknown): readonly [number | null, number | null] {
  if (!Array.isArray(value)) return [null, null];
  return [toNumber(value[0]), toNumber(value[1])];
}

const SERIES_STYLES: readonly string[] = ['line', 'smooth', 'scatter', 'start', 'middle', 'end'];

/**
 * Reads a pivoted time-series result into drawable series: display names from the dataset's
 * verbose names, colours from the chart's scheme and label colours, and the series whose metric is
 * listed in `secondary_y_axis_metrics` put on a right-hand axis.
 */
export function timeseriesProps(
  queryResult: ChartQueryResult,
  formData: TimeseriesFormFields,
  context: ChartContext | undefined,
  defaults: { style?: SeriesStyle; enableArea?: boolean } = {},
): TimeseriesProps {
  const meta = contextFor(queryResult, context).datasource;
  const { series, xIsTime } = pivotedSeries(queryResult, formData);
  const metrics = labelsOf(formData.metrics);
  const seriesType = optionalString(formData.seriesType);
  const style = (
    seriesType && SERIES_STYLES.includes(seriesType) ? seriesType : (defaults.style ?? 'line')
  ) as SeriesStyle;
  const secondary = new Set(Array.isArray(formData.secondary_y_axis_metrics) ? formData.secondary_y_axis_metrics : []);
  const stacked = isStacked(formData.stack);
  const colorOf = labelColorFunction(formData);
  const truncate = metrics.length === 1 && formData.truncate_metric !== false;
  const drawn: ChartSeries[] = series.map((s) => {
    // One metric split by dimensions: the series are the dimension values (Superset's truncate_metric).
    const label =
      truncate && s.id.startsWith(`${metrics[0]}, `) ? s.id.slice(`${metrics[0]}, `.length) : displayName(s.id, meta);
    const metric = metricOfColumn(s.id, metrics);
    const onRight =
      !stacked &&
      metric !== undefined &&
      (secondary.has(metric) || (meta.verboseMap[metric] !== undefined && secondary.has(meta.verboseMap[metric])));
    return { id: s.id, label, color: colorOf(label), axis: onRight ? 'right' : 'left', kind: style, data: s.data };
  });
  const leftMetrics = metrics.filter((m) => !drawn.some((s) => s.axis === 'right' && metricOfColumn(s.id, [m])));
  const rightMetrics = metrics.filter((m) => !leftMetrics.includes(m));
  const explicit = optionalString(formData.y_axis_format);
  const opacity = toNumber(formData.opacity);
  const rotation = toNumber(formData.xAxisLabelRotation);
  return {
    series: drawn,
    xIsTime,
    timeGrain: optionalString(formData.time_grain_sqla),
    xTimeFormat: optionalString(formData.x_axis_time_format),
    tooltipTimeFormat: optionalString(formData.tooltipTimeFormat),
    yFormat: explicit ?? sharedMetricFormat(leftMetrics, meta) ?? 'SMART_NUMBER',
    y2Format: sharedMetricFormat(rightMetrics, meta) ?? explicit ?? 'SMART_NUMBER',
    currency: formData.currency_format,
    style,
    enableArea: defaults.enableArea ?? false,
    areaOpacity: opacity !== null && opacity >= 0 && opacity <= 1 ? opacity : 0.25,
    stacked,
    showMarkers: isTruthy(formData.markerEnabled),
    markerSize: toNumber(formData.markerSize) ?? 6,
    legend: formData.show_legend === false ? null : legendOptions(formData, 'top'),
    xAxisTitle: optionalString(formData.x_axis_title),
    yAxisTitle: optionalString(formData.y_axis_title),
    logAxis: isTruthy(formData.logAxis),
    yBounds: bounds(formData.y_axis_bounds),
    xLabelRotation: rotation !== null && Math.abs(rotation) <= 90 ? rotation : 0,
    tooltipSortByMetric: isTruthy(formData.tooltipSortByMetric),
    // Colours after the series', so a layer without its own colour takes the scheme's next one.
    annotations: xIsTime
      ? chartAnnotations(formData.annotation_layers, queryResult.annotationData, colorOf)
      : NO_ANNOTATIONS,
  };
}
