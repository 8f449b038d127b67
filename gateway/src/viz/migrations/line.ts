import type { VizMigration } from './migrate-viz.ts';
import { TIMESERIES_REMOVE_KEYS, TIMESERIES_RENAME_KEYS, timeseriesPreAction } from './timeseries.ts';

/** NVD3 `line` -> `echarts_timeseries_line`; smooth and step interpolations pick their own ECharts type. */
export const lineMigration: VizMigration = {
  source: 'line',
  target: 'echarts_timeseries_line',
  renameKeys: TIMESERIES_RENAME_KEYS,
  removeKeys: TIMESERIES_REMOVE_KEYS,
  hasXAxisControl: true,
  preAction(data) {
    timeseriesPreAction(data);
    switch (data.line_interpolation) {
      case 'cardinal':
        return { target: 'echarts_timeseries_smooth' };
      case 'step-before':
        data.seriesType = 'start';
        return { target: 'echarts_timeseries_step' };
      case 'step-after':
        data.seriesType = 'end';
        return { target: 'echarts_timeseries_step' };
      default:
        return undefined;
    }
  },
};
