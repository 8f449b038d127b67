import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { ReactNode } from 'react';

/** What the dataset pane lets the user drag: a column or a saved metric. */
export type DragItem = { kind: 'column'; name: string } | { kind: 'metric'; name: string };

interface DropData {
  accept: readonly DragItem['kind'][];
  onDrop: (item: DragItem) => void;
}

/**
 * The one drag-and-drop context of the explore screen (dnd-kit): pointer drags start after 4 px so a
 * click stays a click; the keyboard sensor picks an item up with Space or Enter, moves it with the
 * arrows and drops it with Space again.
 */
export function ExploreDndContext({ children }: { children: ReactNode }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const onDragEnd = (event: DragEndEvent) => {
    const item = event.active.data.current as DragItem | undefined;
    const target = event.over?.data.current as DropData | undefined;
    if (item && target?.accept.includes(item.kind)) target.onDrop(item);
  };
  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To pick up this item, press Space or Enter. Use the arrow keys to move it onto a control, then press Space or Enter to drop it, or Escape to cancel.',
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
