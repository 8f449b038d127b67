import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { affectedChartsMessage } from '../state/datasetDraft.ts';

export interface ConfirmSaveDialogProps {
  readonly open: boolean;
  /** How many charts read the dataset: all of them change with it. */
  readonly chartCount: number;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Spec 001: a confirm dialog warns that the changes affect all charts using the dataset. */
export function ConfirmSaveDialog({ open, chartCount, busy, onConfirm, onCancel }: ConfirmSaveDialogProps) {
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
              <Dialog.Title>Confirm save</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">{affectedChartsMessage(chartCount)}</Text>
              <Text>Are you sure you want to save and apply changes?</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button colorPalette="blue" onClick={onConfirm} loading={busy} loadingText="Saving…">
                OK
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
