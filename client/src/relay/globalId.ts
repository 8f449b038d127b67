/**
 * A Relay global ID as the gateway's Pothos relay plugin encodes it: base64 of `Type:id`.
 * Only for routes that carry REST ids (Superset's `?slice_id=`) and must find the node.
 */
export function toGlobalId(typename: string, id: number | string): string {
  return btoa(`${typename}:${id}`);
}
