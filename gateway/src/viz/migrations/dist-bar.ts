import type { VizMigration } from './migrate-viz.ts';
import { TIMESERIES_REMOVE_KEYS, TIMESERIES_RENAME_KEYS, timeseriesPreAction } from './timeseries.ts';

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * NVD3 `dist_bar` (bars per category) -> `echarts_timeseries_bar` with a categorical x-axis: the
 * first dimension becomes the x-axis, the other dimensions and the breakdown columns the series.
 */
export const distBarMigration: VizMigration = {
  source: 'dist_bar',
  target: 'echarts_timeseries_bar',
  renameKeys: { ...TIMESERIES_RENAME_KEYS, show_bar_value: 'show_value' },
  removeKeys: [...TIMESERIES_REMOVE_KEYS, 'columns', 'bar_stacked'],
  hasXAxisControl: false,
  preAction(data) {
    timeseriesPreAction(data);
    const groupby = list(data.groupby);
    const columns = list(data.columns);
    if (groupby.length > 0) data.x_axis = groupby[0];
    data.groupby = [...groupby.slice(1), ...columns];
    data.stack = data.bar_stacked ? 'Stack' : null;
    data.x_ticks_layout = 45;
    return undefined;
  },
};
