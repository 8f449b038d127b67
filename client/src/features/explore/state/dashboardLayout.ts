type LayoutItem = { type: string; id: string; children: string[]; parents?: string[]; meta?: Record<string, unknown> };
type Layout = Record<string, LayoutItem | string>;

function chartIds(layout: Layout): number[] {
  return Object.values(layout).flatMap((item) =>
    typeof item === 'object' && item.type === 'CHART' && typeof item.meta?.chartId === 'number'
      ? [item.meta.chartId]
      : [],
  );
}

/**
 * A dashboard layout (position_json) with a chart added in a row of its own at the bottom, as
 * Superset places a chart saved onto a dashboard; a layout that already holds the chart is kept.
 * `newId` makes the component ids (random in the app, fixed in tests).
 */
export function appendChartToLayout(
  positionJson: unknown,
  chart: { chartId: number; sliceName: string },
  newId: () => string = () => Math.random().toString(36).slice(2, 12),
): Layout {
  const source = positionJson !== null && typeof positionJson === 'object' ? (positionJson as Layout) : {};
  const layout: Layout = structuredClone(source);
  if (chartIds(layout).includes(chart.chartId)) return layout;
  if (typeof layout.ROOT_ID !== 'object') layout.ROOT_ID = { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] };
  const root = layout.ROOT_ID as LayoutItem;
  const gridId = root.children[0] ?? 'GRID_ID';
  if (!root.children.length) root.children.push(gridId);
  if (typeof layout[gridId] !== 'object')
    layout[gridId] = { type: 'GRID', id: gridId, children: [], parents: ['ROOT_ID'] };
  const grid = layout[gridId] as LayoutItem;
  const rowId = `ROW-${newId()}`;
  const chartId = `CHART-${newId()}`;
  grid.children.push(rowId);
  layout[rowId] = {
    type: 'ROW',
    id: rowId,
    children: [chartId],
    parents: ['ROOT_ID', gridId],
    meta: { background: 'BACKGROUND_TRANSPARENT' },
  };
  layout[chartId] = {
    type: 'CHART',
    id: chartId,
    children: [],
    parents: ['ROOT_ID', gridId, rowId],
    meta: { width: 6, height: 50, chartId: chart.chartId, sliceName: chart.sliceName },
  };
  layout.DASHBOARD_VERSION_KEY = 'v2';
  return layout;
}
