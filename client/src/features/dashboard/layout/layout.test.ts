import { describe, expect, it } from 'vitest';
import { changedFilterScope, dropRefusal, maxWidthInRow } from './dropRules.ts';
import { applyRowGridItems, rowGridItems } from './gridItems.ts';
import { insertNew, moveComponent, removeComponent, resizeComponent } from './layoutEdit.ts';
import { pushLayout, redo, startHistory, UNDO_LIMIT, undo, undoLimitMessage } from './layoutHistory.ts';
import { activeTabIds, componentOf, visibleChartIds, widthOf } from './layoutRead.ts';
import { type Layout, NOT_ENOUGH_SPACE, TOP_LEVEL_TABS_INTO_NESTED } from './layoutTypes.ts';

const c = (id: string, type: string, children: string[] = [], meta: Record<string, unknown> = {}) => ({
  id,
  type,
  children,
  parents: [],
  meta,
});

/** ROOT > TABS(T1: ROW1[chart 1 w4, chart 2 w6], T2: ROW2[COL1(w3)[chart 3]]) */
function tabbed(): Layout {
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: c('ROOT_ID', 'ROOT', ['TABS-a']),
    GRID_ID: c('GRID_ID', 'GRID'),
    'TABS-a': c('TABS-a', 'TABS', ['TAB-1', 'TAB-2']),
    'TAB-1': c('TAB-1', 'TAB', ['ROW-1'], { text: 'One' }),
    'TAB-2': c('TAB-2', 'TAB', ['ROW-2'], { text: 'Two' }),
    'ROW-1': c('ROW-1', 'ROW', ['CHART-1', 'CHART-2']),
    'CHART-1': c('CHART-1', 'CHART', [], { chartId: 1, width: 4, height: 50 }),
    'CHART-2': c('CHART-2', 'CHART', [], { chartId: 2, width: 6, height: 50 }),
    'ROW-2': c('ROW-2', 'ROW', ['COLUMN-1']),
    'COLUMN-1': c('COLUMN-1', 'COLUMN', ['CHART-3'], { width: 3 }),
    'CHART-3': c('CHART-3', 'CHART', [], { chartId: 3, width: 8, height: 30 }),
  };
}

let n = 0;
const ids = (type: string) => `${type}-new${++n}`;

describe('reading a layout', () => {
  it('takes widths from meta, a column’s width for what it holds', () => {
    const layout = tabbed();
    expect(widthOf(layout, 'CHART-2')).toBe(6);
    expect(widthOf(layout, 'CHART-3')).toBe(3);
  });

  it('shows the first tab unless the URL names another, and only their charts', () => {
    const layout = tabbed();
    expect(activeTabIds(layout, [])).toEqual(['TAB-1']);
    expect(activeTabIds(layout, ['TAB-2'])).toEqual(['TAB-2']);
    expect(visibleChartIds(layout, ['TAB-1'])).toEqual([1, 2]);
    expect(visibleChartIds(layout, ['TAB-2'])).toEqual([3]);
  });
});

describe('drop rules', () => {
  it('refuses a component wider than the space left in a row', () => {
    const layout = tabbed();
    expect(dropRefusal(layout, 'CHART', 4, 'ROW-1')).toBe(NOT_ENOUGH_SPACE);
    expect(dropRefusal(layout, 'CHART', 2, 'ROW-1')).toBeNull();
    expect(moveComponent(layout, 'COLUMN-1', 'ROW-1')).toEqual({ ok: false, message: NOT_ENOUGH_SPACE });
    expect(maxWidthInRow(layout, 'ROW-1', 'CHART-1')).toBe(6);
  });

  it('refuses a chart wider than the column it goes into', () => {
    const layout = tabbed();
    expect(moveComponent(layout, 'CHART-1', 'COLUMN-1')).toEqual({ ok: false, message: NOT_ENOUGH_SPACE });
  });

  it('refuses moving the top-level tabs into nested tabs', () => {
    const layout = tabbed();
    expect(moveComponent(layout, 'TABS-a', 'TAB-2')).toEqual({ ok: false, message: TOP_LEVEL_TABS_INTO_NESTED });
  });

  it('refuses kinds a container does not hold', () => {
    expect(dropRefusal(tabbed(), 'HEADER', 0, 'ROW-1')).toBe('A header cannot be placed in a row.');
  });
});

describe('editing', () => {
  it('wraps a chart dropped on a tab in a new row and sets parents', () => {
    const result = insertNew(tabbed(), 'CHART', 'TAB-2', 0, { chartId: 9, sliceName: 'Nine' }, ids);
    if (!result.ok) throw new Error(result.message);
    const tab = componentOf(result.layout, 'TAB-2');
    const row = componentOf(result.layout, tab?.children[0] ?? '');
    expect(row?.type).toBe('ROW');
    const chart = componentOf(result.layout, row?.children[0] ?? '');
    expect(chart?.meta).toMatchObject({ chartId: 9, width: 4, height: 50 });
    expect(chart?.parents).toEqual(['ROOT_ID', 'TABS-a', 'TAB-2', row?.id]);
  });

  it('gives a new header and a new tab their default texts', () => {
    const header = insertNew(tabbed(), 'HEADER', 'TAB-1', 0, {}, ids);
    if (!header.ok) throw new Error(header.message);
    expect(componentOf(header.layout, header.created ?? '')?.meta.text).toBe('New header');
    const tabs = insertNew(tabbed(), 'TABS', 'TAB-1', 0, {}, ids);
    if (!tabs.ok) throw new Error(tabs.message);
    const tab = componentOf(tabs.layout, componentOf(tabs.layout, tabs.created ?? '')?.children[0] ?? '');
    expect(tab?.meta.text).toBe('Tab title');
  });

  it('removes a row left empty by a move and warns about the filter scope', () => {
    const layout = tabbed();
    const result = moveComponent(layout, 'COLUMN-1', 'TAB-1', 1, ids);
    if (!result.ok) throw new Error(result.message);
    expect(result.layout['ROW-2']).toBeUndefined();
    expect(componentOf(result.layout, 'TAB-2')?.children).toEqual([]);
    expect(changedFilterScope(layout, result.layout, 'COLUMN-1')).toBe(true);
  });

  it('reorders within a row', () => {
    const result = moveComponent(tabbed(), 'CHART-1', 'ROW-1', 2, ids);
    if (!result.ok) throw new Error(result.message);
    expect(componentOf(result.layout, 'ROW-1')?.children).toEqual(['CHART-2', 'CHART-1']);
  });

  it('deletes a subtree and the tabs group left without tabs', () => {
    let layout = removeComponent(tabbed(), 'TAB-1');
    expect(layout['CHART-1']).toBeUndefined();
    layout = removeComponent(layout, 'TAB-2');
    expect(layout['TABS-a']).toBeUndefined();
    expect(componentOf(layout, 'ROOT_ID')?.children).toEqual([]);
  });

  it('resizes within Superset’s minimums and leaves other components untouched', () => {
    const before = tabbed();
    const after = resizeComponent(before, 'CHART-1', { width: 0, height: 2 });
    expect(componentOf(after, 'CHART-1')?.meta).toMatchObject({ width: 1, height: 5 });
    expect(after['CHART-2']).toBe(before['CHART-2']);
  });
});

describe('history', () => {
  it('undoes and redoes, and clears unsaved changes when undone to the start', () => {
    const a = tabbed();
    const b = resizeComponent(a, 'CHART-1', { width: 2 });
    const c2 = resizeComponent(b, 'CHART-1', { width: 3 });
    let h = pushLayout(pushLayout(startHistory(a), b), c2);
    h = undo(undo(h));
    expect(h.present).toBe(a);
    expect(h.hasUnsavedChanges).toBe(false);
    h = redo(h);
    expect(h.present).toBe(b);
    expect(h.hasUnsavedChanges).toBe(true);
  });

  it('keeps at most the limit of steps and says so', () => {
    let h = startHistory(tabbed());
    for (let i = 0; i <= UNDO_LIMIT; i++) h = pushLayout(h, resizeComponent(h.present, 'CHART-1', { height: 10 + i }));
    expect(h.past).toHaveLength(UNDO_LIMIT);
    expect(h.maxUndoHistoryExceeded).toBe(true);
    expect(undoLimitMessage()).toMatch(/^You have used all 50 undo slots/);
  });
});

describe('react-grid-layout mapping', () => {
  it('places a row’s children left to right and writes moves and resizes back', () => {
    const layout = tabbed();
    const items = rowGridItems(layout, 'ROW-1');
    expect(items.map(({ i, x, w, h, maxW }) => ({ i, x, w, h, maxW }))).toEqual([
      { i: 'CHART-1', x: 0, w: 4, h: 50, maxW: 6 },
      { i: 'CHART-2', x: 4, w: 6, h: 50, maxW: 8 },
    ]);
    expect(applyRowGridItems(layout, 'ROW-1', items)).toBe(layout);
    const swapped = applyRowGridItems(layout, 'ROW-1', [
      { i: 'CHART-1', x: 6, y: 0, w: 5, h: 40 },
      { i: 'CHART-2', x: 0, y: 0, w: 6, h: 50 },
    ]);
    expect(componentOf(swapped, 'ROW-1')?.children).toEqual(['CHART-2', 'CHART-1']);
    expect(componentOf(swapped, 'CHART-1')?.meta).toMatchObject({ width: 5, height: 40 });
    expect(swapped['CHART-2']).toBe(layout['CHART-2']);
  });
});
