import { describe, expect, it } from 'vitest';
import type { LayoutComponentShape } from './dashboard-layout.ts';
import { chartIdsInView } from './dashboard-view.ts';

const c = (id: string, type: string, children: string[] = [], chartId?: number): LayoutComponentShape => ({
  id,
  type,
  children,
  parents: [],
  meta: chartId === undefined ? {} : { chartId },
});

const layout = [
  c('ROOT_ID', 'ROOT', ['TABS-1']),
  c('TABS-1', 'TABS', ['TAB-a', 'TAB-b']),
  c('TAB-a', 'TAB', ['ROW-1', 'TABS-2']),
  c('ROW-1', 'ROW', ['CHART-1', 'CHART-2']),
  c('CHART-1', 'CHART', [], 1),
  c('CHART-2', 'CHART', [], 2),
  c('TABS-2', 'TABS', ['TAB-c', 'TAB-d']),
  c('TAB-c', 'TAB', ['CHART-3']),
  c('CHART-3', 'CHART', [], 3),
  c('TAB-d', 'TAB', ['CHART-4', 'CHART-1b']),
  c('CHART-4', 'CHART', [], 4),
  c('CHART-1b', 'CHART', [], 1),
  c('TAB-b', 'TAB', ['CHART-5']),
  c('CHART-5', 'CHART', [], 5),
];

describe('chartIdsInView', () => {
  it('opens the first tab of each group by default', () => {
    expect(chartIdsInView(layout, [])).toEqual([1, 2, 3]);
  });

  it('follows the open tabs, nested ones included, and counts a chart once', () => {
    expect(chartIdsInView(layout, ['TAB-d'])).toEqual([1, 2, 4]);
    expect(chartIdsInView(layout, ['TAB-b', 'TAB-d'])).toEqual([5]);
  });
});
