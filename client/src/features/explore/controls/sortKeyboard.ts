import type { Announcements, KeyboardCoordinateGetter } from '@dnd-kit/core';
import { defaultKeyboardCoordinateGetter } from '@dnd-kit/core';

/** A chosen item of a control's list, dragged to another place in the same list. */
export interface SortData {
  readonly sortList: string;
  /** The control's label, for announcements ("Metrics"). */
  readonly listLabel: string;
  readonly itemLabel: string;
  readonly index: number;
  readonly count: number;
  readonly onMove: (from: number, to: number) => void;
}

export function isSortData(data: unknown): data is SortData {
  return typeof data === 'object' && data !== null && 'sortList' in data;
}

/**
 * Where an item of `tops` (the list's items, top edges in list order) lands when the one now at
 * `currentTop` moves one step up or down: the next item's top, or null at either end.
 */
export function nextSortTop(tops: readonly number[], currentTop: number, direction: 'up' | 'down'): number | null {
  const sorted = [...tops].sort((a, b) => a - b);
  if (direction === 'down') return sorted.find((top) => top > currentTop + 1) ?? null;
  return sorted.reverse().find((top) => top < currentTop - 1) ?? null;
}

/**
 * Arrow keys on a picked-up pill move it one slot within its own list (never onto another
 * control); a dataset row keeps dnd-kit's default 25 px steps, so it can travel to any control.
 */
export const exploreKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const active = args.context.active?.data.current;
  if (!isSortData(active)) return defaultKeyboardCoordinateGetter(event, args);
  const direction = event.code === 'ArrowDown' ? 'down' : event.code === 'ArrowUp' ? 'up' : null;
  if (direction === null) return undefined;
  event.preventDefault();
  const current = args.context.collisionRect;
  if (!current) return undefined;
  const tops = args.context.droppableContainers
    .getEnabled()
    .filter((c) => {
      const data = c.data.current;
      return isSortData(data) && data.sortList === active.sortList;
    })
    .flatMap((c) => (c.rect.current ? [c.rect.current.top] : []));
  const top = nextSortTop(tops, current.top, direction);
  if (top === null) return args.currentCoordinates;
  return { x: args.currentCoordinates.x, y: args.currentCoordinates.y + (top - current.top) };
};

function position(data: SortData, index: number): string {
  return `position ${index + 1} of ${data.count} in ${data.listLabel}`;
}

/** What a screen reader hears while a pill is reordered; dataset rows get dnd-kit's messages. */
export function sortAnnouncements(fallback: Announcements): Announcements {
  return {
    onDragStart: (args) => {
      const data = args.active.data.current;
      return isSortData(data)
        ? `Picked up ${data.itemLabel}, ${position(data, data.index)}.`
        : fallback.onDragStart(args);
    },
    onDragOver: (args) => {
      const data = args.active.data.current;
      const over = args.over?.data.current;
      if (!isSortData(data)) return fallback.onDragOver(args);
      return isSortData(over) ? `${data.itemLabel} moved to ${position(data, over.index)}.` : undefined;
    },
    onDragEnd: (args) => {
      const data = args.active.data.current;
      const over = args.over?.data.current;
      if (!isSortData(data)) return fallback.onDragEnd(args);
      const index = isSortData(over) && over.sortList === data.sortList ? over.index : data.index;
      return `${data.itemLabel} dropped at ${position(data, index)}.`;
    },
    onDragCancel: (args) => {
      const data = args.active.data.current;
      if (!isSortData(data)) return fallback.onDragCancel(args);
      return `Reordering cancelled. ${data.itemLabel} stays at ${position(data, data.index)}.`;
    },
  };
}
