import { ancestorsOf, componentOf, occupiedWidth, subtreeIds, widthOf } from './layoutRead.ts';
import {
  GRID_COLUMN_COUNT,
  type Layout,
  NOT_ENOUGH_SPACE,
  ROOT_ID,
  TOP_LEVEL_TABS_INTO_NESTED,
} from './layoutTypes.ts';

/** Which component kinds each kind may hold directly (Superset's drop table). */
const VALID_CHILDREN: Readonly<Record<string, readonly string[]>> = {
  ROOT: ['TABS', 'GRID'],
  GRID: ['ROW', 'TABS', 'HEADER', 'DIVIDER'],
  TAB: ['ROW', 'TABS', 'HEADER', 'DIVIDER'],
  TABS: ['TAB'],
  ROW: ['CHART', 'MARKDOWN', 'COLUMN'],
  COLUMN: ['CHART', 'MARKDOWN', 'HEADER', 'DIVIDER', 'ROW'],
};

/** Dropped on the grid or a tab, these are wrapped in a new row first, as Superset does. */
const WRAPPED_IN_ROW = ['CHART', 'MARKDOWN', 'COLUMN'];

/** TABS may nest inside tabs this deep at most (ROOT > TABS > TAB > TABS > TAB > TABS). */
const MAX_TABS_DEPTH = 3;

export function wrapsInRow(parentType: string, childType: string): boolean {
  return (parentType === 'GRID' || parentType === 'TAB') && WRAPPED_IN_ROW.includes(childType);
}

export function acceptsChild(parentType: string, childType: string): boolean {
  return (VALID_CHILDREN[parentType] ?? []).includes(childType) || wrapsInRow(parentType, childType);
}

const label = (type: string) => type.toLowerCase();

/**
 * Why a component of `childType` and `childWidth` columns may not go into `parentId`, or null when it
 * may. `movingId` is the component being moved (its own width does not count against its old row,
 * and it may not go inside itself).
 */
export function dropRefusal(
  layout: Layout,
  childType: string,
  childWidth: number,
  parentId: string,
  movingId?: string,
): string | null {
  const parent = componentOf(layout, parentId);
  if (!parent) return 'The destination no longer exists.';
  if (movingId) {
    const moving = componentOf(layout, movingId);
    const isTopLevelTabs = moving?.type === 'TABS' && ancestorsOf(layout, movingId).at(-1)?.id === ROOT_ID;
    if (isTopLevelTabs && parent.type !== 'ROOT') return TOP_LEVEL_TABS_INTO_NESTED;
    if (subtreeIds(layout, movingId).includes(parentId)) return 'A component cannot be moved inside itself.';
  }
  if (!acceptsChild(parent.type, childType))
    return `A ${label(childType)} cannot be placed in a ${label(parent.type)}.`;
  if (childType === 'TABS') {
    const depth = [...ancestorsOf(layout, parentId), parent].filter((c) => c.type === 'TABS').length;
    if (depth >= MAX_TABS_DEPTH) return 'Tabs cannot be nested this deep.';
  }
  if (parent.type === 'ROW') {
    const already = occupiedWidth(layout, parentId) - (movingId && parent.children.includes(movingId) ? childWidth : 0);
    if (already + childWidth > GRID_COLUMN_COUNT) return NOT_ENOUGH_SPACE;
  }
  if (parent.type === 'COLUMN' && (childType === 'CHART' || childType === 'MARKDOWN')) {
    if (childWidth > widthOf(layout, parentId)) return NOT_ENOUGH_SPACE;
  }
  return null;
}

/** Widest a component may grow inside its row: what the row's other children leave free. */
export function maxWidthInRow(layout: Layout, rowId: string, childId: string): number {
  return GRID_COLUMN_COUNT - occupiedWidth(layout, rowId) + widthOf(layout, childId);
}

/** The tabs a component sits in, outermost first. */
function tabPath(layout: Layout, id: string): string {
  return ancestorsOf(layout, id)
    .filter((c) => c.type === 'TAB')
    .map((c) => c.id)
    .join('/');
}

/**
 * Whether a move took charts into other tabs, where native filters scoped by tab may apply differently
 * (Superset then warns 'This chart has been moved to a different filter scope.').
 */
export function changedFilterScope(before: Layout, after: Layout, id: string): boolean {
  const hasChart = subtreeIds(after, id).some((key) => componentOf(after, key)?.type === 'CHART');
  return hasChart && tabPath(before, id) !== tabPath(after, id);
}
