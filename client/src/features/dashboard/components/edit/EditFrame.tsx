import { Box, Flex, IconButton, Menu, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { toastError, toaster } from '../../../../components/toaster.ts';
import { changedFilterScope } from '../../layout/dropRules.ts';
import { moveComponent, removeComponent } from '../../layout/layoutEdit.ts';
import { type LayoutComponent, MOVED_TO_OTHER_SCOPE } from '../../layout/layoutTypes.ts';
import { useDashboard } from '../DashboardContext.ts';
import { moveTargets } from './moveTargets.ts';

/** A component in edit mode: outlined, with its move and delete controls (keyboard reachable). */
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
  const move = (target: string) => {
    const result = moveComponent(layout, component.id, target);
    if (!result.ok) {
      toastError(result.message);
      return;
    }
    changeLayout(result.layout);
    if (changedFilterScope(layout, result.layout, component.id)) {
      toaster.create({ type: 'warning', title: MOVED_TO_OTHER_SCOPE, closable: true });
    }
  };
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
