import type { VizMigration } from './migrate-viz.ts';
import { TIMESERIES_REMOVE_KEYS, TIMESERIES_RENAME_KEYS, timeseriesPreAction } from './timeseries.ts';

/** NVD3 time-series `bar` -> `echarts_timeseries_bar`. */
export const barMigration: VizMigration = {
  source: 'bar',
  target: 'echarts_timeseries_bar',
  renameKeys: { ...TIMESERIES_RENAME_KEYS, show_bar_value: 'show_value' },
  removeKeys: [...TIMESERIES_REMOVE_KEYS, 'bar_stacked'],
  hasXAxisControl: true,
  preAction(data) {
    timeseriesPreAction(data);
    data.stack = data.bar_stacked ? 'Stack' : null;
    return undefined;
  },
};
