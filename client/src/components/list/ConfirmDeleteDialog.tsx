import { Button, Dialog, List, Portal, Text } from '@chakra-ui/react';

export interface ConfirmDeleteDialogProps {
  /** What is being deleted, by name; the dialog lists each one. */
  readonly names: readonly string[];
  /** Singular and plural nouns, e.g. ['dashboard', 'dashboards']. */
  readonly nouns: readonly [string, string];
  readonly open: boolean;
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Deleting cannot be undone, so the dialog names exactly what goes. */
export function ConfirmDeleteDialog({ names, nouns, open, busy, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const [one, many] = nouns;
  const title = names.length === 1 ? `Delete ${one}?` : `Delete ${names.length} ${many}?`;
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onCancel())}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {names.length === 1 ? (
                <Text>
                  Are you sure you want to delete <strong>{names[0]}</strong>? This cannot be undone.
                </Text>
              ) : (
                <>
                  <Text mb="2">Are you sure you want to delete these {many}? This cannot be undone.</Text>
                  <List.Root ps="5" maxH="48" overflowY="auto">
                    {names.map((name) => (
                      <List.Item key={name}>{name}</List.Item>
                    ))}
                  </List.Root>
                </>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText="Deleting…">
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
