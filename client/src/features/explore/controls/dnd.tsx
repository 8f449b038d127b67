import { Flex, IconButton } from '@chakra-ui/react';
import {
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  defaultAnnouncements,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  type KeyboardEventHandler,
  type MouseEvent,
  type PointerEventHandler,
  type ReactNode,
  useEffect,
  useRef,
} from 'react';
import { exploreKeyboardCoordinates, isSortData, type SortData, sortAnnouncements } from './sortKeyboard.ts';

/** What the dataset pane lets the user drag: a column or a saved metric. */
export type DragItem = { kind: 'column'; name: string } | { kind: 'metric'; name: string };

interface DropData {
  accept: readonly DragItem['kind'][];
  onDrop: (item: DragItem) => void;
}

function isDropData(data: unknown): data is DropData {
  return typeof data === 'object' && data !== null && 'accept' in data;
}

/**
 * A dataset item is dropped on a control's area (the largest overlap); a list item is dropped
 * among its own list's items (the closest), never onto another control.
 */
const collisionDetection: CollisionDetection = (args) => {
  const active = args.active.data.current;
  if (isSortData(active)) {
    const ownList = args.droppableContainers.filter((c) => {
      const data = c.data.current;
      return isSortData(data) && data.sortList === active.sortList;
    });
    return closestCenter({ ...args, droppableContainers: ownList });
  }
  const areas = args.droppableContainers.filter((c) => isDropData(c.data.current));
  return rectIntersection({ ...args, droppableContainers: areas });
};

/**
 * The one drag-and-drop context of the explore screen (dnd-kit): pointer drags start after 4 px so a
 * click stays a click; the keyboard sensor picks an item up with Space or Enter, moves it with the
 * arrows and drops it with Space again (a chosen pill, by its handle, moves one slot per arrow within
 * its own list), each step announced to screen readers.
 */
export function ExploreDndContext({ children }: { children: ReactNode }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: exploreKeyboardCoordinates }),
  );
  const onDragEnd = (event: DragEndEvent) => {
    const dragged = event.active.data.current;
    const target = event.over?.data.current;
    if (isSortData(dragged)) {
      if (isSortData(target) && target.sortList === dragged.sortList && target.index !== dragged.index) {
        dragged.onMove(dragged.index, target.index);
      }
      return;
    }
    const item = dragged as DragItem | undefined;
    if (item && isDropData(target) && target.accept.includes(item.kind)) target.onDrop(item);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: sortAnnouncements(defaultAnnouncements),
        screenReaderInstructions: {
          draggable:
            'To pick up this item, press Space or Enter. Use the arrow keys to move it onto a control (a chosen item: up or down its list), then press Space or Enter to drop it, or Escape to cancel.',
        },
      }}
    >
      {children}
    </DndContext>
  );
}

export function useDragItem(item: DragItem) {
  return useDraggable({ id: `${item.kind}:${item.name}`, data: item });
}

/** A control area that takes dropped columns and/or metrics; `isOver` lights it up while an accepted item hovers. */
export function useDropTarget(id: string, accept: readonly DragItem['kind'][], onDrop: (item: DragItem) => void) {
  const { setNodeRef, isOver, active } = useDroppable({ id, data: { accept, onDrop } satisfies DropData });
  const dragged = active?.data.current as DragItem | undefined;
  const canDrop = dragged !== undefined && accept.includes(dragged.kind);
  return { setNodeRef, isOver: isOver && canDrop, canDrop };
}

/** The chosen items of one control, reorderable by dragging a pill or, by keyboard, its handle. */
export function SortableList({ list, count, children }: { list: string; count: number; children: ReactNode }) {
  const ids = Array.from({ length: count }, (_, index) => `${list}#${index}`);
  return (
    <SortableContext id={list} items={ids} strategy={verticalListSortingStrategy}>
      {children}
    </SortableContext>
  );
}

/**
 * One item of a `SortableList`. The pointer drags the whole pill (after 4 px, so clicks on the
 * pill's buttons stay clicks; Enter and Space there keep opening the editor); the keyboard drags it
 * by its ⠿ handle: Space lifts it, the arrows move it, Space drops it, Escape cancels.
 */
export function SortableItem({
  list,
  listLabel,
  itemLabel,
  index,
  count,
  onMove,
  children,
}: {
  list: string;
  listLabel: string;
  itemLabel: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: `${list}#${index}`,
    data: { sortList: list, listLabel, itemLabel, index, count, onMove } satisfies SortData,
  });
  // The pointer is released over the moved pill: that click must not open its editor.
  const dragged = useRef(false);
  useEffect(() => {
    if (isDragging) {
      dragged.current = true;
      return;
    }
    const timer = setTimeout(() => {
      dragged.current = false;
    }, 150);
    return () => clearTimeout(timer);
  }, [isDragging]);
  const swallowClickAfterDrag = (event: MouseEvent) => {
    if (!dragged.current) return;
    dragged.current = false;
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <Flex
      ref={setNodeRef}
      align="center"
      gap="0.5"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      opacity={isDragging ? 0.6 : 1}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      cursor="grab"
      onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLDivElement> | undefined}
      onClickCapture={swallowClickAfterDrag}
      data-sortable-index={index}
    >
      {count > 1 ? (
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          onKeyDown={listeners?.onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined}
          size="2xs"
          variant="ghost"
          color="fg.muted"
          aria-label={`Reorder ${itemLabel}`}
          aria-roledescription="sortable"
        >
          ⠿
        </IconButton>
      ) : null}
      <Flex flex="1" minW="0" direction="column">
        {children}
      </Flex>
    </Flex>
  );
}
