import { Box, Button, HStack, IconButton } from '@chakra-ui/react';
import type { QueryTab } from '../state/queryTabs.ts';

export interface QueryTabsBarProps {
  readonly tabs: readonly QueryTab[];
  readonly activeId: string | null;
  readonly onSelect: (id: string) => void;
  readonly onAdd: () => void;
  readonly onClose: (id: string) => void;
}

/**
 * The query tabs above the editor, one per query the user keeps open (kept across reloads). A list
 * of buttons rather than an ARIA tablist: each tab carries its own close button, which a tablist
 * may not contain.
 */
export function QueryTabsBar({ tabs, activeId, onSelect, onAdd, onClose }: QueryTabsBarProps) {
  return (
    <HStack gap="1" borderBottomWidth="1px" overflowX="auto" flexShrink={0}>
      <HStack as="ul" gap="0" aria-label="Query tabs" listStyleType="none">
        {tabs.map((tab) => {
          const active = tab.id === activeId;
          return (
            <HStack
              as="li"
              key={tab.id}
              gap="0"
              borderBottomWidth="2px"
              borderColor={active ? 'blue.solid' : 'transparent'}
              bg={active ? 'bg.subtle' : undefined}
            >
              <Button
                aria-current={active ? 'true' : undefined}
                size="sm"
                variant="ghost"
                rounded="none"
                fontWeight={active ? 'semibold' : 'normal'}
                onClick={() => onSelect(tab.id)}
              >
                <Box as="span" maxW="48" truncate>
                  {tab.title}
                </Box>
              </Button>
              <IconButton
                size="2xs"
                variant="ghost"
                aria-label={`Close ${tab.title}`}
                onClick={() => onClose(tab.id)}
                me="1"
              >
                ×
              </IconButton>
            </HStack>
          );
        })}
      </HStack>
      <IconButton size="sm" variant="ghost" aria-label="New query tab" onClick={onAdd}>
        +
      </IconButton>
    </HStack>
  );
}
