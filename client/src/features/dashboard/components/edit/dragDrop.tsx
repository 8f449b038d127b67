import { Box, type BoxProps, Text } from '@chakra-ui/react';
import { createContext, type DragEvent, type ReactNode, useContext, useMemo, useState } from 'react';
import { useDashboard } from '../DashboardContext.ts';
import { applyMove } from './applyMove.ts';
import { dropDecision } from './moveTargets.ts';

/** The component being dragged and the container it is over (one drag at a time). */
interface DragState {
  readonly id: string;
  readonly over: string | null;
}

interface DragValue {
  readonly drag: DragState | null;
  readonly setDrag: (next: DragState | null) => void;
}

const DragContext = createContext<DragValue | null>(null);

const MIME = 'application/x-chartroom-component';

/** Edit mode: components dragged by their handle into another row, column or tab. */
export function DragProvider({ children }: { children: ReactNode }) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const value = useMemo(() => ({ drag, setDrag }), [drag]);
  return <DragContext.Provider value={value}>{children}</DragContext.Provider>;
}

function useDrag(): DragValue {
  const value = useContext(DragContext);
  if (!value) throw new Error('drag and drop outside a DragProvider');
  return value;
}

/**
 * The handle that drags a component into another container (pointer only: the Move menu beside it
 * does the same from the keyboard).
 */
export function DragHandle({ componentId, label }: { componentId: string; label: string }) {
  const { setDrag } = useDrag();
  return (
    <Box
      as="span"
      draggable
      aria-hidden="true"
      title={`Drag ${label} into another row, column or tab`}
      data-drag-source={componentId}
      display="inline-flex"
      alignItems="center"
      px="1"
      fontSize="xs"
      cursor="grab"
      color="fg.muted"
      borderWidth="1px"
      borderRadius="sm"
      onDragStart={(event: DragEvent) => {
        event.stopPropagation();
        event.dataTransfer.setData(MIME, componentId);
        event.dataTransfer.setData('text/plain', componentId);
        event.dataTransfer.effectAllowed = 'move';
        setDrag({ id: componentId, over: null });
      }}
      onDragEnd={() => setDrag(null)}
    >
      ✥
    </Box>
  );
}

/**
 * What makes an element take dragged components into `containerId`, by the drop rules: `state` is
 * `accepted` while a component it may hold is over it, `refused` (with the refusal message) when the
 * rules refuse; dropping then shows the message and changes nothing. Kinds it may not hold pass to
 * the container around it.
 */
export function useDropTarget(containerId: string) {
  const { layout, changeLayout } = useDashboard();
  const { drag, setDrag } = useDrag();
  const decision = drag ? dropDecision(layout, drag.id, containerId) : null;
  const over = drag?.over === containerId && decision?.kind === 'here' && !decision.same;
  const refusal = over && decision?.kind === 'here' ? decision.refusal : null;
  const state: 'accepted' | 'refused' | undefined = over ? (refusal ? 'refused' : 'accepted') : undefined;
  const taken = (event: DragEvent) => {
    if (!drag || decision?.kind !== 'here') return null;
    event.preventDefault();
    event.stopPropagation();
    return { drag, decision };
  };
  const props = {
    'data-drop-zone': containerId,
    'data-drop-state': state,
    onDragOver: (event: DragEvent) => {
      const took = taken(event);
      if (!took) return;
      event.dataTransfer.dropEffect = took.decision.same ? 'none' : 'move';
      if (took.drag.over !== containerId) setDrag({ ...took.drag, over: containerId });
    },
    onDrop: (event: DragEvent) => {
      const took = taken(event);
      if (!took) return;
      setDrag(null);
      if (!took.decision.same) applyMove(layout, took.drag.id, containerId, changeLayout);
    },
  };
  return { props, state, refusal };
}

/** A container's area that takes dragged components (see useDropTarget), outlined while one is over it. */
export function DropZone({ containerId, children, ...box }: { containerId: string; children: ReactNode } & BoxProps) {
  const { props, state, refusal } = useDropTarget(containerId);
  return (
    <Box
      position="relative"
      {...box}
      {...props}
      outline={state ? '2px solid' : undefined}
      outlineColor={state === 'refused' ? 'red.solid' : state ? 'blue.solid' : undefined}
      outlineOffset="4px"
    >
      {children}
      {refusal ? (
        <Text
          role="status"
          position="absolute"
          top="1"
          left="50%"
          transform="translateX(-50%)"
          zIndex="4"
          px="2"
          py="1"
          bg="red.subtle"
          color="red.fg"
          borderRadius="sm"
          fontSize="sm"
          pointerEvents="none"
        >
          {refusal}
        </Text>
      ) : null}
    </Box>
  );
}
