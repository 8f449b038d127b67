import type { VizMigration } from './migrate-viz.ts';

/** D3 `sunburst` -> ECharts `sunburst_v2`: the hierarchy moves from `groupby` to `columns`. */
export const sunburstMigration: VizMigration = {
  source: 'sunburst',
  target: 'sunburst_v2',
  renameKeys: { groupby: 'columns' },
  removeKeys: [],
  hasXAxisControl: false,
};
