import { acceptsChild, dropRefusal, wrapsInRow } from './dropRules.ts';
import { ancestorsOf, componentOf, parentOf, subtreeIds, widthOf } from './layoutRead.ts';
import {
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_MIN_COLUMN_COUNT,
  GRID_MIN_ROW_UNITS,
  type Layout,
  type LayoutComponent,
  type Meta,
  NEW_HEADER_TEXT,
  NEW_TAB_TEXT,
} from './layoutTypes.ts';

export type EditResult = { ok: true; layout: Layout; created?: string } | { ok: false; message: string };

/** Makes component ids; Superset's are `<TYPE>-<random>`. */
export type IdFactory = (type: string) => string;

export const randomId: IdFactory = (type) => `${type}-${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`;

/** The meta a new component starts with (Superset's defaults). */
export function defaultMeta(type: string): Meta {
  switch (type) {
    case 'CHART':
      return { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT };
    case 'MARKDOWN':
      return { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT, code: '' };
    case 'COLUMN':
      return { width: GRID_DEFAULT_CHART_WIDTH, background: 'BACKGROUND_TRANSPARENT' };
    case 'ROW':
      return { background: 'BACKGROUND_TRANSPARENT' };
    case 'HEADER':
      return { text: NEW_HEADER_TEXT, headerSize: 'MEDIUM_HEADER', background: 'BACKGROUND_TRANSPARENT' };
    case 'TAB':
      return { text: NEW_TAB_TEXT, defaultText: NEW_TAB_TEXT };
    default:
      return {};
  }
}

function put(layout: Record<string, unknown>, component: LayoutComponent): void {
  layout[component.id] = component;
}

/** Rewrites `parents` of a subtree from its new place (only the moved components change). */
function reparent(layout: Record<string, unknown>, id: string): void {
  const chain = ancestorsOf(layout, id).map((c) => c.id);
  const visit = (current: string, parents: string[]) => {
    const component = componentOf(layout, current);
    if (!component) return;
    put(layout, { ...component, parents });
    for (const child of component.children) visit(child, [...parents, current]);
  };
  visit(id, chain);
}

function withChildren(component: LayoutComponent, children: readonly string[]): LayoutComponent {
  return { ...component, children: [...children] };
}

/** Removes rows and tabs groups left without children, walking up from `id` (Superset deletes them). */
function dropEmptyContainers(layout: Record<string, unknown>, id: string | undefined): void {
  let current = id ? componentOf(layout, id) : undefined;
  while (current && (current.type === 'ROW' || current.type === 'TABS') && current.children.length === 0) {
    const parent = parentOf(layout, current.id);
    delete layout[current.id];
    if (!parent) return;
    put(
      layout,
      withChildren(
        parent,
        parent.children.filter((c) => c !== current?.id),
      ),
    );
    current = componentOf(layout, parent.id);
  }
}

function clampIndex(index: number | undefined, length: number): number {
  return index === undefined || index < 0 || index > length ? length : index;
}

/** Puts `childId` (already in the layout, detached) into `parentId` at `index`, wrapping in a row when needed. */
function attach(
  layout: Record<string, unknown>,
  childId: string,
  parentId: string,
  index: number | undefined,
  newId: IdFactory,
): void {
  const parent = componentOf(layout, parentId);
  const child = componentOf(layout, childId);
  if (!parent || !child) return;
  let placed = childId;
  if (wrapsInRow(parent.type, child.type)) {
    const row: LayoutComponent = {
      id: newId('ROW'),
      type: 'ROW',
      children: [childId],
      parents: [],
      meta: defaultMeta('ROW'),
    };
    put(layout, row);
    placed = row.id;
  }
  const children = [...parent.children];
  children.splice(clampIndex(index, children.length), 0, placed);
  put(layout, withChildren(parent, children));
  reparent(layout, placed);
}

/**
 * Adds a new component of `type` to `parentId` at `index` (a TABS comes with one TAB; a chart needs
 * its chart id and name in `meta`). Refused with the drop rules' message.
 */
export function insertNew(
  layout: Layout,
  type: string,
  parentId: string,
  index?: number,
  meta: Meta = {},
  newId: IdFactory = randomId,
): EditResult {
  const fullMeta = { ...defaultMeta(type), ...meta };
  const width = typeof fullMeta.width === 'number' ? fullMeta.width : GRID_MIN_COLUMN_COUNT;
  const refusal = dropRefusal(layout, type, ['ROW', 'TABS', 'HEADER', 'DIVIDER'].includes(type) ? 0 : width, parentId);
  if (refusal) return { ok: false, message: refusal };
  const next: Record<string, unknown> = { ...layout };
  const component: LayoutComponent = { id: newId(type), type, children: [], parents: [], meta: fullMeta };
  put(next, component);
  if (type === 'TABS') {
    const tab: LayoutComponent = { id: newId('TAB'), type: 'TAB', children: [], parents: [], meta: defaultMeta('TAB') };
    put(next, tab);
    put(next, withChildren(component, [tab.id]));
  }
  attach(next, component.id, parentId, index, newId);
  return { ok: true, layout: next, created: component.id };
}

/** Moves a component (with everything under it) to `parentId` at `index`; empty rows and tabs are removed. */
export function moveComponent(
  layout: Layout,
  id: string,
  parentId: string,
  index?: number,
  newId: IdFactory = randomId,
): EditResult {
  const component = componentOf(layout, id);
  const from = parentOf(layout, id);
  if (!component || !from) return { ok: false, message: 'This component no longer exists.' };
  const refusal = dropRefusal(layout, component.type, widthOf(layout, id), parentId, id);
  if (refusal) return { ok: false, message: refusal };
  const next: Record<string, unknown> = { ...layout };
  const oldIndex = from.children.indexOf(id);
  put(
    next,
    withChildren(
      from,
      from.children.filter((c) => c !== id),
    ),
  );
  // Moving later within the same parent: the removal shifted the target index by one.
  const target = from.id === parentId && index !== undefined && index > oldIndex ? index - 1 : index;
  attach(next, id, parentId, target, newId);
  if (from.id !== parentId) dropEmptyContainers(next, from.id);
  return { ok: true, layout: next };
}

/** Deletes a component and everything under it; a row or tabs group left empty goes too. */
export function removeComponent(layout: Layout, id: string): Layout {
  const parent = parentOf(layout, id);
  const next: Record<string, unknown> = { ...layout };
  for (const key of subtreeIds(layout, id)) delete next[key];
  if (parent) {
    put(
      next,
      withChildren(
        parent,
        parent.children.filter((c) => c !== id),
      ),
    );
    dropEmptyContainers(next, parent.id);
  }
  return next;
}

/** New width (grid columns) and/or height (8 px rows), kept within Superset's minimums. */
export function resizeComponent(layout: Layout, id: string, size: { width?: number; height?: number }): Layout {
  const component = componentOf(layout, id);
  if (!component) return layout;
  const meta: Record<string, unknown> = { ...component.meta };
  if (size.width !== undefined) meta.width = Math.max(GRID_MIN_COLUMN_COUNT, Math.round(size.width));
  if (size.height !== undefined) meta.height = Math.max(GRID_MIN_ROW_UNITS, Math.round(size.height));
  return { ...layout, [id]: { ...component, meta } };
}

/** Changes some meta keys of a component (header text, markdown code, tab title...). */
export function updateMeta(layout: Layout, id: string, patch: Meta): Layout {
  const component = componentOf(layout, id);
  if (!component) return layout;
  return { ...layout, [id]: { ...component, meta: { ...component.meta, ...patch } } };
}

/** Whether a component of `type` could go somewhere under `parentId` at all (for the palette). */
export function canHold(layout: Layout, parentId: string, type: string): boolean {
  const parent = componentOf(layout, parentId);
  return !!parent && acceptsChild(parent.type, type);
}
