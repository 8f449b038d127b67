/** The JSON metadata field of the properties modal: a JSON object, or the reason it is not one. */
export function parseMetadataText(
  text: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `JSON metadata is invalid: ${(error as Error).message}` };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, message: 'JSON metadata must be a JSON object.' };
  }
  const refresh = (value as Record<string, unknown>).refresh_frequency;
  if (refresh !== undefined && (typeof refresh !== 'number' || refresh < 0)) {
    return { ok: false, message: 'refresh_frequency must be a number of seconds (0 or more).' };
  }
  return { ok: true, value: value as Record<string, unknown> };
}
