/** Spec 001 §8: the dataset save error dialog (titled Error) falls back to this. */
export const saveErrorFallback = 'An error has occurred';

/** REST's field errors (`{columns: {0: {expression: ['...']}}}`) flattened to `columns.0.expression: ...` lines. */
export function flattenFieldErrors(value: unknown, path: readonly string[] = []): string[] {
  if (typeof value === 'string') return [path.length ? `${path.join('.')}: ${value}` : value];
  if (Array.isArray(value)) return value.flatMap((item) => flattenFieldErrors(item, path));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => flattenFieldErrors(item, [...path, key]));
  }
  return [];
}

/** The message of a failed save: the server's words, with each field error on its own line. */
export function saveErrorMessage(message: string | null | undefined, fieldErrors?: unknown): string {
  const details = flattenFieldErrors(fieldErrors);
  const lines = [message?.trim() || '', ...details].filter((line, index, all) => line && all.indexOf(line) === index);
  return lines.length ? lines.join('\n') : saveErrorFallback;
}
