import type { VizMigration } from './migrate-viz.ts';

/** D3 `treemap` -> ECharts `treemap_v2`: one metric instead of a list. */
export const treemapMigration: VizMigration = {
  source: 'treemap',
  target: 'treemap_v2',
  renameKeys: { order_desc: 'sort_by_metric' },
  removeKeys: ['metrics'],
  hasXAxisControl: false,
  preAction(data) {
    if (Array.isArray(data.metrics) && data.metrics.length > 0) data.metric = data.metrics[0];
    return undefined;
  },
};
