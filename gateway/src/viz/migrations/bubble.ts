import type { VizMigration } from './migrate-viz.ts';
import { marginForTitle, rotationDegrees } from './timeseries.ts';

/** NVD3 `bubble` -> ECharts `bubble_v2`. */
export const bubbleMigration: VizMigration = {
  source: 'bubble',
  target: 'bubble_v2',
  renameKeys: {
    bottom_margin: 'x_axis_title_margin',
    left_margin: 'y_axis_title_margin',
    limit: 'row_limit',
    x_axis_format: 'xAxisFormat',
    x_log_scale: 'logXAxis',
    x_ticks_layout: 'xAxisLabelRotation',
    y_axis_showminmax: 'truncateYAxis',
    y_log_scale: 'logYAxis',
  },
  removeKeys: ['x_axis_showminmax'],
  hasXAxisControl: false,
  preAction(data) {
    marginForTitle(data, 'x_axis_label', 'bottom_margin');
    if (data.x_ticks_layout) data.x_ticks_layout = rotationDegrees(data.x_ticks_layout);
    // The y-axis is truncated so that the layout stays as it was.
    data.y_axis_showminmax = true;
    return undefined;
  },
};
