import { Button, HStack, Text } from '@chakra-ui/react';

export interface BulkActionsBarProps {
  readonly selectedCount: number;
  readonly onDelete?: () => void;
  readonly onExport?: () => void;
  readonly onClear: () => void;
}

/** Shown in place (fixed height) so selecting rows never moves the table. */
export function BulkActionsBar({ selectedCount, onDelete, onExport, onClear }: BulkActionsBarProps) {
  return (
    <HStack
      role="toolbar"
      aria-label="Bulk actions"
      minH="10"
      px="3"
      gap="3"
      borderRadius="md"
      bg={selectedCount > 0 ? 'bg.muted' : 'transparent'}
    >
      <Text aria-live="polite" fontSize="sm">
        {selectedCount === 0 ? 'Select rows for bulk actions' : `${selectedCount} selected`}
      </Text>
      {selectedCount > 0 ? (
        <>
          {onExport ? (
            <Button size="xs" variant="outline" onClick={onExport}>
              Export selected
            </Button>
          ) : null}
          {onDelete ? (
            <Button size="xs" variant="outline" colorPalette="red" onClick={onDelete}>
              Delete selected
            </Button>
          ) : null}
          <Button size="xs" variant="ghost" onClick={onClear}>
            Deselect all
          </Button>
        </>
      ) : null}
    </HStack>
  );
}
