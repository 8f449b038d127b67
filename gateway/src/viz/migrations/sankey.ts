import type { VizMigration } from './migrate-viz.ts';

/** D3 `sankey` -> ECharts `sankey_v2`: the first two dimensions become source and target. */
export const sankeyMigration: VizMigration = {
  source: 'sankey',
  target: 'sankey_v2',
  renameKeys: {},
  removeKeys: ['groupby'],
  hasXAxisControl: false,
  preAction(data) {
    const groupby = data.groupby;
    if (Array.isArray(groupby) && groupby.length > 1) {
      data.source = groupby[0];
      data.target = groupby[1];
    }
    return undefined;
  },
};
