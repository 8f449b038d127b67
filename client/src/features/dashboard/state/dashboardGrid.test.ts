import { describe, expect, it } from 'vitest';
import { dashboardGrid } from './dashboardGrid.ts';

describe('dashboardGrid', () => {
  it('reads rows of charts with their widths and heights, through columns and tabs', () => {
    const layout = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['HEADER-1', 'ROW-1', 'TABS-1'] },
      'HEADER-1': { type: 'HEADER', meta: { text: 'Title' } },
      'ROW-1': { type: 'ROW', children: ['CHART-1', 'COLUMN-1'] },
      'CHART-1': { type: 'CHART', meta: { chartId: 7, width: 8, height: 50 } },
      'COLUMN-1': { type: 'COLUMN', meta: { width: 4 }, children: ['CHART-2'] },
      'CHART-2': { type: 'CHART', meta: { chartId: 9, height: 30 } },
      'TABS-1': { type: 'TABS', children: ['TAB-1'] },
      'TAB-1': { type: 'TAB', children: ['ROW-2'] },
      'ROW-2': { type: 'ROW', children: ['CHART-3', 'MARKDOWN-1'] },
      'CHART-3': { type: 'CHART', meta: { chartId: 11, width: 40, height: 2 } },
      'MARKDOWN-1': { type: 'MARKDOWN', meta: { code: '# hi' } },
    };
    expect(dashboardGrid(layout)).toEqual([
      {
        key: 'ROW-1',
        charts: [
          { key: 'CHART-1', chartId: 7, width: 8, height: 50 },
          { key: 'CHART-2', chartId: 9, width: 4, height: 30 },
        ],
      },
      { key: 'ROW-2', charts: [{ key: 'CHART-3', chartId: 11, width: 12, height: 10 }] },
    ]);
  });

  it('gives nothing for an empty or malformed layout, and survives cycles', () => {
    expect(dashboardGrid({})).toEqual([]);
    expect(dashboardGrid(null)).toEqual([]);
    expect(dashboardGrid({ ROOT_ID: { type: 'ROOT', children: ['ROOT_ID'] } })).toEqual([]);
  });
});
