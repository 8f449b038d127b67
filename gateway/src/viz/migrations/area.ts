import type { VizMigration } from './migrate-viz.ts';
import { TIMESERIES_REMOVE_KEYS, TIMESERIES_RENAME_KEYS, timeseriesPreAction } from './timeseries.ts';

const STACK_STYLES: Readonly<Record<string, string>> = { expand: 'Expand', stack: 'Stack', stream: 'Stream' };

/** NVD3 `area` -> `echarts_area`: the stacked style becomes the ECharts stack mode. */
export const areaMigration: VizMigration = {
  source: 'area',
  target: 'echarts_area',
  renameKeys: TIMESERIES_RENAME_KEYS,
  removeKeys: [...TIMESERIES_REMOVE_KEYS, 'stacked_style'],
  hasXAxisControl: true,
  preAction(data) {
    timeseriesPreAction(data);
    const style = typeof data.stacked_style === 'string' && data.stacked_style ? data.stacked_style : 'stack';
    data.stack = Object.hasOwn(STACK_STYLES, style) ? STACK_STYLES[style] : null;
    data.opacity = 0.7;
    return undefined;
  },
};
