import { formatMessage } from '../toaster.ts';

/** Why some selected items are left out of a bulk delete: the viewer does not own them. */
export function notOwnerMessage(items: readonly { readonly name: string }[]): string {
  return formatMessage(
    'There was an issue deleting %s: %s',
    items.map((item) => item.name).join(', '),
    'only their owners (or an admin) may delete them',
  );
}
