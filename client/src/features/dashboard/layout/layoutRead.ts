import {
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_ID,
  type Layout,
  type LayoutComponent,
  ROOT_ID,
} from './layoutTypes.ts';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The layout as stored; anything that is not an object becomes an empty layout. */
export function toLayout(positionJson: unknown): Layout {
  return isObject(positionJson) ? positionJson : {};
}

/** A component by id, when the key holds one (DASHBOARD_VERSION_KEY and broken entries do not). */
export function componentOf(layout: Layout, id: string): LayoutComponent | undefined {
  const value = layout[id];
  if (!isObject(value) || typeof value.type !== 'string') return undefined;
  return {
    ...value,
    id: typeof value.id === 'string' ? value.id : id,
    type: value.type,
    children: Array.isArray(value.children) ? value.children.filter((c): c is string => typeof c === 'string') : [],
    meta: isObject(value.meta) ? value.meta : {},
  } as LayoutComponent;
}

/** Children that exist, in order (a dangling id in an imported layout is skipped, not fatal). */
export function childrenOf(layout: Layout, id: string): LayoutComponent[] {
  return (componentOf(layout, id)?.children ?? []).flatMap((child) => {
    const component = componentOf(layout, child);
    return component ? [component] : [];
  });
}

/** Every component id, in storage order. */
export function componentIds(layout: Layout): string[] {
  return Object.keys(layout).filter((key) => componentOf(layout, key) !== undefined);
}

/** The parent of a component, found by who lists it as a child (parents arrays may be stale). */
export function parentOf(layout: Layout, id: string): LayoutComponent | undefined {
  for (const key of componentIds(layout)) {
    const component = componentOf(layout, key);
    if (component?.children.includes(id)) return component;
  }
  return undefined;
}

/** Ancestors from the root down to the direct parent. */
export function ancestorsOf(layout: Layout, id: string): LayoutComponent[] {
  const chain: LayoutComponent[] = [];
  const seen = new Set<string>([id]);
  let parent = parentOf(layout, id);
  while (parent && !seen.has(parent.id)) {
    chain.unshift(parent);
    seen.add(parent.id);
    parent = parentOf(layout, parent.id);
  }
  return chain;
}

/** The component and all below it (depth first; cycles in a bad layout are cut). */
export function subtreeIds(layout: Layout, id: string): string[] {
  const out: string[] = [];
  const visit = (current: string) => {
    if (out.includes(current)) return;
    out.push(current);
    for (const child of componentOf(layout, current)?.children ?? []) visit(child);
  };
  visit(id);
  return out;
}

const numberMeta = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * Width in grid columns as Superset draws it: a chart or markdown inside a column takes the column's
 * width; a stored width outside 1..12 is clamped.
 */
export function widthOf(layout: Layout, id: string): number {
  const component = componentOf(layout, id);
  if (!component) return GRID_DEFAULT_CHART_WIDTH;
  const parent = parentOf(layout, id);
  if (parent?.type === 'COLUMN' && component.type !== 'COLUMN') return widthOf(layout, parent.id);
  if (component.type === 'ROW' || component.type === 'TABS' || component.type === 'HEADER') return GRID_COLUMN_COUNT;
  if (component.type === 'DIVIDER') return GRID_COLUMN_COUNT;
  const width = numberMeta(component.meta.width) ?? GRID_DEFAULT_CHART_WIDTH;
  return Math.min(GRID_COLUMN_COUNT, Math.max(1, Math.round(width)));
}

/** Height in grid rows of 8 px (charts and markdown; Superset's default is 50). */
export function heightOf(layout: Layout, id: string): number {
  const component = componentOf(layout, id);
  const height = numberMeta(component?.meta.height) ?? GRID_DEFAULT_CHART_HEIGHT;
  return Math.max(1, Math.round(height));
}

/** Columns a row's children occupy. */
export function occupiedWidth(layout: Layout, rowId: string): number {
  return childrenOf(layout, rowId).reduce((sum, child) => sum + widthOf(layout, child.id), 0);
}

/** Chart ids of the CHART components under a component. */
export function chartIdsUnder(layout: Layout, id: string): number[] {
  return subtreeIds(layout, id).flatMap((key) => {
    const component = componentOf(layout, key);
    const chartId = component?.type === 'CHART' ? component.meta.chartId : undefined;
    return typeof chartId === 'number' ? [chartId] : [];
  });
}

/** Where the dashboard's content starts: ROOT's first child (top-level TABS or the GRID). */
export function topLevelId(layout: Layout): string {
  return componentOf(layout, ROOT_ID)?.children[0] ?? GRID_ID;
}

/**
 * The tabs shown: for every TABS met from the top through the shown tabs, the tab named in
 * `wanted` when it is one of its children, else its first. Hidden tabs' nested TABS do not count.
 */
export function activeTabIds(layout: Layout, wanted: readonly string[]): string[] {
  const active: string[] = [];
  const visit = (id: string) => {
    const component = componentOf(layout, id);
    if (!component) return;
    if (component.type === 'TABS') {
      const tab = component.children.find((child) => wanted.includes(child)) ?? component.children[0];
      if (tab) {
        active.push(tab);
        visit(tab);
      }
      return;
    }
    for (const child of component.children) visit(child);
  };
  visit(ROOT_ID);
  return active;
}

/** Chart ids drawn with these tabs shown (charts in hidden tabs are left out). */
export function visibleChartIds(layout: Layout, activeTabs: readonly string[]): number[] {
  const ids: number[] = [];
  const visit = (id: string) => {
    const component = componentOf(layout, id);
    if (!component) return;
    if (component.type === 'CHART' && typeof component.meta.chartId === 'number') ids.push(component.meta.chartId);
    const children =
      component.type === 'TABS' ? component.children.filter((child) => activeTabs.includes(child)) : component.children;
    for (const child of children) visit(child);
  };
  visit(ROOT_ID);
  return [...new Set(ids)];
}
