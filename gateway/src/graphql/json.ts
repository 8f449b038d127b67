import { RestUpstreamError } from './rest-client.ts';

/** REST stores params and query_context as JSON text; a broken document is REST's fault, not the caller's. */
export function parseJsonObject(text: string | null | undefined, what: string): Record<string, unknown> | null {
  if (text == null || text === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RestUpstreamError(200, what, 'stored JSON is not valid');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new RestUpstreamError(200, what, 'stored JSON is not an object');
  }
  return value as Record<string, unknown>;
}
