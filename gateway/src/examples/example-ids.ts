import { createHash } from 'node:crypto';

/** Any fixed UUID works as a namespace; this one is Chartroom's, for the example objects. */
const EXAMPLES_NAMESPACE = '6f1d3c2e-8a4b-4c6d-9e0f-1a2b3c4d5e6f';

/**
 * A name-based (version 5) UUID: the example objects get the same uuid on every install, so an
 * export from one install imports onto the same objects in another (bundles match on uuid).
 */
export function exampleUuid(name: string): string {
  const namespace = Buffer.from(EXAMPLES_NAMESPACE.replaceAll('-', ''), 'hex');
  const bytes = createHash('sha1').update(namespace).update(name).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
