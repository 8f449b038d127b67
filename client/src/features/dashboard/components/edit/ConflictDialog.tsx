import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

/** A save refused because someone saved the dashboard since it was loaded: reload theirs, or overwrite. */
export function ConflictDialog({
  open,
  message,
  onClose,
  onReload,
  onOverwrite,
}: {
  open: boolean;
  message: string;
  onClose: () => void;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>This dashboard was changed since you opened it</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="2">{message}</Text>
              <Text>
                Reload to see the saved version (your changes are discarded), or overwrite it with yours (theirs are
                lost).
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button variant="outline" onClick={onReload}>
                Reload
              </Button>
              <Button colorPalette="red" onClick={onOverwrite}>
                Overwrite
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
