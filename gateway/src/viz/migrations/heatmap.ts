import type { VizMigration } from './migrate-viz.ts';

/** D3 `heatmap` -> ECharts `heatmap_v2`. */
export const heatmapMigration: VizMigration = {
  source: 'heatmap',
  target: 'heatmap_v2',
  renameKeys: {
    all_columns_x: 'x_axis',
    all_columns_y: 'groupby',
    y_axis_bounds: 'value_bounds',
    show_perc: 'show_percentage',
  },
  removeKeys: ['sort_by_metric', 'canvas_image_rendering'],
  hasXAxisControl: false,
  preAction(data) {
    data.legend_type = 'continuous';
    return undefined;
  },
};
