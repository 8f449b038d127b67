import type { VizMigration } from './migrate-viz.ts';

/** NVD3 `dual_line` -> `mixed_timeseries`: query A holds the first metric, query B the second. */
export const dualLineMigration: VizMigration = {
  source: 'dual_line',
  target: 'mixed_timeseries',
  renameKeys: {
    x_axis_format: 'x_axis_time_format',
    y_axis_2_format: 'y_axis_format_secondary',
    y_axis_2_bounds: 'y_axis_bounds_secondary',
  },
  removeKeys: ['metric', 'metric_2'],
  hasXAxisControl: true,
  preAction(data) {
    data.yAxisIndex = 0;
    data.yAxisIndexB = 1;
    data.adhoc_filters_b = data.adhoc_filters;
    data.truncateYAxis = true;
    data.metrics = [data.metric];
    data.metrics_b = [data.metric_2];
    return undefined;
  },
  // Query B filters like query A, time filter included.
  afterTemporalFilter(data) {
    data.adhoc_filters_b = data.adhoc_filters || [];
  },
};
