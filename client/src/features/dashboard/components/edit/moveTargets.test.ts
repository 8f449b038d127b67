import { describe, expect, it } from 'vitest';
import type { Layout } from '../../layout/layoutTypes.ts';
import { NOT_ENOUGH_SPACE, TOP_LEVEL_TABS_INTO_NESTED } from '../../layout/layoutTypes.ts';
import { dropDecision } from './moveTargets.ts';

const c = (id: string, type: string, children: string[] = [], meta: Record<string, unknown> = {}) => ({
  id,
  type,
  children,
  parents: [],
  meta,
});

/** ROOT > GRID[ROW-full(12 cols), TABS-a(TAB-1[ROW-1[CHART-1 w4, COLUMN-1 w3[CHART-3 w3]]], TAB-2[ROW-2[CHART-2 w6]]), HEADER-1] */
function layout(): Layout {
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: c('ROOT_ID', 'ROOT', ['GRID_ID']),
    GRID_ID: c('GRID_ID', 'GRID', ['ROW-full', 'TABS-a', 'HEADER-1']),
    'ROW-full': c('ROW-full', 'ROW', ['CHART-9']),
    'CHART-9': c('CHART-9', 'CHART', [], { chartId: 9, width: 12, height: 50 }),
    'TABS-a': c('TABS-a', 'TABS', ['TAB-1', 'TAB-2']),
    'TAB-1': c('TAB-1', 'TAB', ['ROW-1']),
    'TAB-2': c('TAB-2', 'TAB', ['ROW-2']),
    'ROW-1': c('ROW-1', 'ROW', ['CHART-1', 'COLUMN-1']),
    'CHART-1': c('CHART-1', 'CHART', [], { chartId: 1, width: 4, height: 50 }),
    'COLUMN-1': c('COLUMN-1', 'COLUMN', ['CHART-3'], { width: 3 }),
    'CHART-3': c('CHART-3', 'CHART', [], { chartId: 3, width: 3, height: 30 }),
    'ROW-2': c('ROW-2', 'ROW', ['CHART-2']),
    'CHART-2': c('CHART-2', 'CHART', [], { chartId: 2, width: 6, height: 50 }),
    'HEADER-1': c('HEADER-1', 'HEADER', [], { text: 'Title' }),
  };
}

describe('dropping a dragged component on a container', () => {
  it('takes a chart into another row, a tab (in a new row) or the grid', () => {
    expect(dropDecision(layout(), 'CHART-1', 'ROW-2')).toEqual({ kind: 'here', same: false, refusal: null });
    expect(dropDecision(layout(), 'CHART-1', 'TAB-2')).toEqual({ kind: 'here', same: false, refusal: null });
    expect(dropDecision(layout(), 'CHART-2', 'GRID_ID')).toEqual({ kind: 'here', same: false, refusal: null });
  });

  it('does nothing in the chart’s own row', () => {
    expect(dropDecision(layout(), 'CHART-1', 'ROW-1')).toEqual({ kind: 'here', same: true, refusal: null });
  });

  it('refuses with the drop rules’ messages: a full row, a chart wider than the column, top-level tabs into a tab', () => {
    expect(dropDecision(layout(), 'CHART-1', 'ROW-full')).toEqual({
      kind: 'here',
      same: false,
      refusal: NOT_ENOUGH_SPACE,
    });
    expect(dropDecision(layout(), 'CHART-2', 'COLUMN-1')).toEqual({
      kind: 'here',
      same: false,
      refusal: NOT_ENOUGH_SPACE,
    });
    expect(dropDecision(layout(), 'CHART-1', 'COLUMN-1')).toEqual({
      kind: 'here',
      same: false,
      refusal: NOT_ENOUGH_SPACE,
    });
    const rootTabs: Layout = {
      ...layout(),
      ROOT_ID: c('ROOT_ID', 'ROOT', ['TABS-a']),
      GRID_ID: c('GRID_ID', 'GRID', []),
      'TAB-2': c('TAB-2', 'TAB', ['ROW-2', 'TABS-b']),
      'TABS-b': c('TABS-b', 'TABS', ['TAB-3']),
      'TAB-3': c('TAB-3', 'TAB', []),
    };
    expect(dropDecision(rootTabs, 'TABS-a', 'TAB-3')).toEqual({
      kind: 'here',
      same: false,
      refusal: TOP_LEVEL_TABS_INTO_NESTED,
    });
  });

  it('passes what a container may not hold to the container around it', () => {
    expect(dropDecision(layout(), 'ROW-1', 'ROW-2')).toEqual({ kind: 'pass' });
    expect(dropDecision(layout(), 'HEADER-1', 'ROW-2')).toEqual({ kind: 'pass' });
    expect(dropDecision(layout(), 'CHART-1', 'CHART-1')).toEqual({ kind: 'pass' });
    expect(dropDecision(layout(), 'ROW-1', 'TAB-2')).toEqual({ kind: 'here', same: false, refusal: null });
  });
});
