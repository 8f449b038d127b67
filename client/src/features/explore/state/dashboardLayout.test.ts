import { describe, expect, it } from 'vitest';
import { appendChartToLayout } from './dashboardLayout.ts';

describe('appendChartToLayout', () => {
  let n = 0;
  const id = () => `id${++n}`;
  it('builds a layout for an empty dashboard with the chart in its own row', () => {
    const layout = appendChartToLayout({}, { chartId: 7, sliceName: 'Sales' }, id);
    expect(layout.ROOT_ID).toEqual({ type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] });
    expect(layout.GRID_ID).toMatchObject({ type: 'GRID', children: ['ROW-id1'] });
    expect(layout['ROW-id1']).toMatchObject({ type: 'ROW', children: ['CHART-id2'] });
    expect(layout['CHART-id2']).toMatchObject({ type: 'CHART', meta: { chartId: 7, sliceName: 'Sales', width: 6 } });
  });

  it('appends below existing rows, and keeps a layout that already has the chart', () => {
    const first = appendChartToLayout({}, { chartId: 7, sliceName: 'Sales' }, id);
    const second = appendChartToLayout(first, { chartId: 8, sliceName: 'Costs' }, id);
    expect((second.GRID_ID as { children: string[] }).children).toHaveLength(2);
    expect(appendChartToLayout(second, { chartId: 8, sliceName: 'Costs' }, id)).toEqual(second);
    expect((first.GRID_ID as { children: string[] }).children).toHaveLength(1);
  });
});
