import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

export interface UnsavedChangesDialogProps {
  readonly open: boolean;
  readonly onLeave: () => void;
  readonly onStay: () => void;
}

/** Asked when the user navigates away from an editor that holds edits not saved yet. */
export function UnsavedChangesDialog({ open, onLeave, onStay }: UnsavedChangesDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onStay())}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Discard unsaved changes?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>This dataset has changes that are not saved. Leaving now discards them.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onStay}>
                Stay
              </Button>
              <Button colorPalette="red" onClick={onLeave}>
                Leave
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
