import { useState } from 'react';
import { formatMessage, toastError, toastSuccess } from '../toaster.ts';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';

export interface DeletableItem {
  readonly id: number;
  readonly name: string;
}

/**
 * Asks before deleting, then deletes and says how it went with the spec's messages: 'Deleted: %s',
 * or 'There was an issue deleting %s: %s' naming what failed and why.
 */
export function useConfirmDelete(
  nouns: readonly [string, string],
  remove: (items: readonly DeletableItem[]) => Promise<void>,
  onDeleted?: (items: readonly DeletableItem[]) => void,
) {
  const [pending, setPending] = useState<readonly DeletableItem[]>([]);
  const [busy, setBusy] = useState(false);
  const names = pending.map((item) => item.name);

  const onConfirm = async () => {
    setBusy(true);
    try {
      await remove(pending);
      toastSuccess(formatMessage('Deleted: %s', names.join(', ')));
      onDeleted?.(pending);
      setPending([]);
    } catch (error) {
      toastError(formatMessage('There was an issue deleting %s: %s', names.join(', '), (error as Error).message));
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <ConfirmDeleteDialog
      names={names}
      nouns={nouns}
      open={pending.length > 0}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={() => (busy ? undefined : setPending([]))}
    />
  );
  return { requestDelete: (items: readonly DeletableItem[]) => setPending(items), dialog };
}
