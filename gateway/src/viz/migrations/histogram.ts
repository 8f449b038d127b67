import type { VizMigration } from './migrate-viz.ts';

/** NVD3 `histogram` -> ECharts `histogram_v2`: one column, a number of bins. */
export const histogramMigration: VizMigration = {
  source: 'histogram',
  target: 'histogram_v2',
  renameKeys: { x_axis_label: 'x_axis_title', y_axis_label: 'y_axis_title', normalized: 'normalize' },
  removeKeys: ['all_columns_x', 'link_length', 'queryFields'],
  hasXAxisControl: false,
  preAction(data) {
    const columns = data.all_columns_x;
    if (Array.isArray(columns) && columns.length > 0) data.column = columns[0];
    const bins = Number.parseInt(String(data.link_length ?? ''), 10);
    data.bins = data.link_length && Number.isFinite(bins) ? bins : 5;
    if (!data.groupby) data.groupby = [];
    return undefined;
  },
};
