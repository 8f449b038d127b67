import { Box, Flex, IconButton, Menu, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { removeComponent } from '../../layout/layoutEdit.ts';
import type { LayoutComponent } from '../../layout/layoutTypes.ts';
import { useDashboard } from '../DashboardContext.ts';
import { applyMove } from './applyMove.ts';
import { DragHandle } from './dragDrop.tsx';
import { moveTargets } from './moveTargets.ts';

/**
 * A component in edit mode: outlined, with its drag handle (into another row, column or tab), its
 * Move menu (the same from the keyboard) and its delete control.
 */
export function EditFrame({
  component,
  label,
  children,
}: {
  component: LayoutComponent;
  label: string;
  children: ReactNode;
}) {
  const { layout, changeLayout } = useDashboard();
  const move = (target: string) => applyMove(layout, component.id, target, changeLayout);
  const targets = moveTargets(layout, component.id);
  return (
    <Box
      position="relative"
      outline="1px dashed"
      outlineColor="border.emphasized"
      outlineOffset="2px"
      borderRadius="sm"
      _hover={{ outlineColor: 'blue.solid' }}
      _focusWithin={{ outlineColor: 'blue.solid' }}
      data-component-id={component.id}
      data-component-type={component.type}
    >
      <Flex position="absolute" top="-3" right="2" zIndex="2" gap="1" bg="bg" borderRadius="sm" boxShadow="xs">
        {targets.length > 0 && component.type !== 'TAB' ? (
          <DragHandle componentId={component.id} label={label} />
        ) : null}
        {targets.length > 0 ? (
          <Menu.Root onSelect={(details) => move(details.value)}>
            <Menu.Trigger asChild>
              <IconButton size="2xs" variant="outline" aria-label={`Move ${label}`} title="Move to…">
                <span aria-hidden="true">⇄</span>
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content maxH="80" overflowY="auto">
                  {targets.map((target) => (
                    <Menu.Item key={target.id} value={target.id}>
                      {target.label}
                    </Menu.Item>
                  ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        ) : null}
        <IconButton
          size="2xs"
          variant="outline"
          colorPalette="red"
          aria-label={`Delete ${label}`}
          title="Delete"
          onClick={() => changeLayout(removeComponent(layout, component.id))}
        >
          <span aria-hidden="true">✕</span>
        </IconButton>
      </Flex>
      {children}
    </Box>
  );
}
