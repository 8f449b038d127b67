import { createToaster } from '@chakra-ui/react';

/** The app's one toaster: every success and error message of the specs goes through it. */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 5 });

/** Superset's `%s` message templates, filled in order. */
export function formatMessage(template: string, ...values: readonly (string | number)[]): string {
  let index = 0;
  return template.replace(/%s/g, () => String(values[index++] ?? ''));
}

export function toastSuccess(title: string): void {
  toaster.create({ type: 'success', title, closable: true });
}

export function toastError(title: string, description?: string): void {
  toaster.create({ type: 'error', title, description, closable: true, duration: 8000 });
}
