/**
 * Rison encoding of the REST list parameter `q` (the gateway only ever writes rison, never reads it).
 * Kept here rather than borrowed from rest/ because the gateway may talk to a REST surface over HTTP.
 */
export type RisonValue =
  | string
  | number
  | boolean
  | null
  | readonly RisonValue[]
  | { readonly [key: string]: RisonValue };

// Characters a bare rison identifier may hold (rison.js `not_idchar` is the complement of these).
const ID_OK = /^[^-0-9 '!:(),*@$][^ '!:(),*@$]*$/;

function encodeString(value: string): string {
  if (value !== '' && ID_OK.test(value)) return value;
  return `'${value.replace(/[!']/g, (c) => `!${c}`)}'`;
}

export function encodeRison(value: RisonValue): string {
  if (value === null) return '!n';
  if (value === true) return '!t';
  if (value === false) return '!f';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`rison cannot encode ${value}`);
    return String(value).replace('+', '');
  }
  if (typeof value === 'string') return encodeString(value);
  if (Array.isArray(value)) return `!(${value.map(encodeRison).join(',')})`;
  const entries = Object.entries(value as { [key: string]: RisonValue });
  return `(${entries.map(([k, v]) => `${encodeString(k)}:${encodeRison(v)}`).join(',')})`;
}

/**
 * Rison for a query string, as rison.js `encode_uri` writes it: percent-encoded, but with the rison
 * punctuation left readable, so `/api/v1/chart/?q=(page:0,page_size:20)` shows as such in traces and logs.
 */
export function encodeRisonUri(value: RisonValue): string {
  return encodeURIComponent(encodeRison(value)).replace(/%(2C|3A|40|24|2F)/g, (escaped) => decodeURIComponent(escaped));
}
