import type { FormData, PreActionOutcome } from './migrate-viz.ts';

/** The NVD3 time-series controls the ECharts time-series charts renamed. */
export const TIMESERIES_RENAME_KEYS: Readonly<Record<string, string>> = {
  bottom_margin: 'x_axis_title_margin',
  left_margin: 'y_axis_title_margin',
  show_controls: 'show_extra_controls',
  x_axis_label: 'x_axis_title',
  x_axis_format: 'x_axis_time_format',
  x_axis_showminmax: 'truncateXAxis',
  x_ticks_layout: 'xAxisLabelRotation',
  y_axis_label: 'y_axis_title',
  y_axis_showminmax: 'truncateYAxis',
  y_log_scale: 'logAxis',
};

/** NVD3 controls the ECharts charts have no counterpart for (or replace by derived keys). */
export const TIMESERIES_REMOVE_KEYS: readonly string[] = [
  'contribution',
  'line_interpolation',
  'reduce_x_ticks',
  'show_brush',
  'show_markers',
];

/** NVD3 wrote the axis label rotation as text; ECharts takes degrees. */
export function rotationDegrees(layout: unknown): number {
  return layout === '45°' ? 45 : 0;
}

/** An axis title needs room: an automatic (or missing) margin becomes 30 pixels. */
export function marginForTitle(data: FormData, titleKey: string, marginKey: string): void {
  const margin = data[marginKey];
  if (data[titleKey] && (!margin || margin === 'auto')) data[marginKey] = 30;
}

/** The adjustments every NVD3 time-series chart gets before its keys are renamed. */
export function timeseriesPreAction(data: FormData): PreActionOutcome | undefined {
  data.contributionMode = data.contribution ? 'row' : null;
  data.zoomable = data.show_brush === 'yes';
  data.markerEnabled = data.show_markers || false;
  data.y_axis_showminmax = true;
  marginForTitle(data, 'x_axis_label', 'bottom_margin');
  marginForTitle(data, 'y_axis_label', 'left_margin');
  const timeCompare = data.time_compare;
  if (timeCompare) {
    const list = Array.isArray(timeCompare) ? timeCompare : [timeCompare];
    data.time_compare = list.filter((value) => value).map((value) => `${String(value)} ago`);
  }
  const comparison = data.comparison_type || 'values';
  data.comparison_type = comparison === 'absolute' ? 'difference' : comparison;
  if (data.x_ticks_layout) data.x_ticks_layout = rotationDegrees(data.x_ticks_layout);
  return undefined;
}
