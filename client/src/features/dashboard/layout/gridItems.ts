import { maxWidthInRow } from './dropRules.ts';
import { childrenOf, componentOf, heightOf, widthOf } from './layoutRead.ts';
import { GRID_BASE_UNIT, GRID_COLUMN_COUNT, GRID_GUTTER_SIZE, type Layout } from './layoutTypes.ts';

/** One child of a row as react-grid-layout places it: one line, x in columns, h in 8 px rows. */
export interface GridItem {
  readonly i: string;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly minW: number;
  readonly maxW: number;
  readonly minH?: number;
  readonly maxH?: number;
}

const GUTTER_UNITS = GRID_GUTTER_SIZE / GRID_BASE_UNIT;
const HEADER_UNITS = 6;
const DIVIDER_UNITS = 3;

/** How tall a component is in 8 px rows, its gutter included (a column's is what it stacks). */
export function stackedHeight(layout: Layout, id: string): number {
  const component = componentOf(layout, id);
  if (!component) return 0;
  switch (component.type) {
    case 'CHART':
    case 'MARKDOWN':
      return heightOf(layout, id);
    case 'HEADER':
      return HEADER_UNITS;
    case 'DIVIDER':
      return DIVIDER_UNITS;
    case 'ROW':
      return Math.max(0, ...component.children.map((child) => stackedHeight(layout, child)));
    case 'COLUMN':
      return component.children.reduce((sum, child) => sum + stackedHeight(layout, child) + GUTTER_UNITS, 0);
    default:
      return 0;
  }
}

/**
 * A row's children as grid items, left to right. Charts and markdown resize both ways; a column
 * only in width (its height is what it holds). Each may grow into the columns its row leaves free.
 */
export function rowGridItems(layout: Layout, rowId: string): GridItem[] {
  let x = 0;
  return childrenOf(layout, rowId).map((child) => {
    const w = Math.min(widthOf(layout, child.id), GRID_COLUMN_COUNT - Math.min(x, GRID_COLUMN_COUNT - 1));
    const h = Math.max(1, stackedHeight(layout, child.id));
    const item: GridItem = {
      i: child.id,
      x: Math.min(x, GRID_COLUMN_COUNT - 1),
      y: 0,
      w,
      h,
      minW: 1,
      maxW: Math.max(w, maxWidthInRow(layout, rowId, child.id)),
      ...(child.type === 'COLUMN' ? { minH: h, maxH: h } : { minH: 5 }),
    };
    x += w;
    return item;
  });
}

/**
 * The layout after react-grid-layout moved or resized items of a row: children reordered by x,
 * widths (and heights of charts and markdown) written back; the same object when nothing changed.
 */
export function applyRowGridItems(
  layout: Layout,
  rowId: string,
  items: readonly Pick<GridItem, 'i' | 'x' | 'y' | 'w' | 'h'>[],
): Layout {
  const row = componentOf(layout, rowId);
  if (!row) return layout;
  const byId = new Map(items.map((item) => [item.i, item]));
  const order = [...row.children].sort((a, b) => {
    const ia = byId.get(a);
    const ib = byId.get(b);
    return (ia?.y ?? 0) - (ib?.y ?? 0) || (ia?.x ?? 0) - (ib?.x ?? 0);
  });
  let next: Record<string, unknown> | null = null;
  const edit = () => {
    next ??= { ...layout };
    return next;
  };
  if (order.some((id, index) => id !== row.children[index])) edit()[rowId] = { ...row, children: order };
  for (const id of row.children) {
    const item = byId.get(id);
    const child = componentOf(layout, id);
    if (!item || !child) continue;
    const meta: Record<string, unknown> = { ...child.meta };
    let changed = false;
    if (item.w !== widthOf(layout, id)) {
      meta.width = item.w;
      changed = true;
    }
    if ((child.type === 'CHART' || child.type === 'MARKDOWN') && item.h !== heightOf(layout, id)) {
      meta.height = item.h;
      changed = true;
    }
    if (changed) edit()[id] = { ...child, meta };
  }
  return next ?? layout;
}
