/**
 * Superset's two advanced data type plugins (internet_address, port) as pure functions: raw
 * filter values in, the `{values, display_value, error_message, valid_filter_operators}` answer out.
 * Addresses are bigints because IPv6 numbers exceed 2^53; the route prints them as JSON integers.
 */

export const VALID_FILTER_OPERATORS = [
  'EQUALS',
  'GREATER_THAN_OR_EQUAL',
  'GREATER_THAN',
  'IN',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
] as const;

export type AddressValue = bigint | { start: bigint; end: bigint };
export type ConvertedValue = AddressValue | number[] | string;

export interface ConversionResult {
  values: ConvertedValue[];
  display_value: string;
  error_message: string;
  valid_filter_operators: string[];
}

/** Port names as Superset's port plugin spells them (case-sensitive). */
export const PORT_NAMES: Readonly<Record<string, readonly number[]>> = {
  http: [80],
  ssh: [22],
  https: [443],
  ftp: [20, 21],
  ftps: [989, 990],
  telnet: [23],
  telnets: [992],
  smtp: [25],
  submissions: [465],
  kerberos: [88],
  'kerberos-adm': [749],
  poperator3: [110],
  poperator3s: [995],
  nntp: [119],
  nntps: [563],
  ntp: [123],
  snmp: [161],
  ldap: [389],
  ldaps: [636],
  imap2: [143],
  imaps: [993],
  MySQL: [3306],
  'Remote Desktop': [3389],
  dns: [53],
  ctf: [84],
  pdap: [344],
};

const IPV4_MAX = (1n << 32n) - 1n;
const IPV6_MAX = (1n << 128n) - 1n;

function parseIpv4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    // Python's ipaddress refuses leading zeros (ambiguous octal) and anything but decimal digits.
    if (!/^\d{1,3}$/.test(part) || (part.length > 1 && part.startsWith('0'))) return null;
    const n = Number(part);
    if (n > 255) return null;
    value = (value << 8n) | BigInt(n);
  }
  return value;
}

function parseIpv6(text: string): bigint | null {
  if (text.includes('%')) return null;
  let head = text;
  let tailV4: bigint | null = null;
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    tailV4 = parseIpv4(text.slice(lastColon + 1));
    if (tailV4 === null) return null;
    head = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (s: string) => (s === '' ? [] : s.split(':'));
  const left = groupsOf(halves[0] ?? '');
  const right = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  const missing = 8 - left.length - right.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...left, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...right];
  let value = 0n;
  for (const g of groups) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return null;
    value = (value << 16n) | BigInt(Number.parseInt(g, 16));
  }
  if (tailV4 !== null) value = (value & ~IPV4_MAX) | tailV4;
  return value;
}

/** ipaddress.ip_network(value, strict=False) as a [first, last] pair; null when it is not one. */
export function parseNetwork(raw: string): [bigint, bigint] | null {
  if (/^\d+$/.test(raw)) {
    const n = BigInt(raw);
    return n <= IPV6_MAX ? [n, n] : null;
  }
  const slash = raw.indexOf('/');
  const address = slash === -1 ? raw : raw.slice(0, slash);
  const prefixText = slash === -1 ? null : raw.slice(slash + 1);
  const v4 = parseIpv4(address);
  const v6 = v4 === null ? parseIpv6(address) : null;
  const value = v4 ?? v6;
  if (value === null) return null;
  const bits = v4 !== null ? 32n : 128n;
  let prefix = bits;
  if (prefixText !== null) {
    if (!/^\d{1,3}$/.test(prefixText)) return null;
    prefix = BigInt(prefixText);
    if (prefix > bits) return null;
  }
  const hostMask = (1n << (bits - prefix)) - 1n;
  const start = value & ~hostMask & (bits === 32n ? IPV4_MAX : IPV6_MAX);
  return [start, start | hostMask];
}

function emptyResult(): ConversionResult {
  return { values: [], display_value: '', error_message: '', valid_filter_operators: [...VALID_FILTER_OPERATORS] };
}

const isEmptyRequest = (values: readonly unknown[]) => values.length === 1 && values[0] === '';

export function convertInternetAddress(values: readonly unknown[]): ConversionResult {
  const result = emptyResult();
  if (isEmptyRequest(values)) {
    result.values.push('');
    return result;
  }
  for (const value of values) {
    const text = String(value);
    const network = parseNetwork(text);
    if (!network) {
      result.error_message = `'${text}' does not appear to be an IPv4 or IPv6 network`;
      return result;
    }
    const [start, end] = network;
    result.values.push(start === end ? start : { start, end });
  }
  result.display_value = result.values
    .map((v) => (typeof v === 'object' && v !== null && 'start' in v ? `${v.start} - ${v.end}` : String(v)))
    .join(', ');
  return result;
}

export function convertPort(values: readonly unknown[]): ConversionResult {
  const result = emptyResult();
  if (isEmptyRequest(values)) {
    result.values.push('');
    return result;
  }
  for (const value of values) {
    const text = String(value);
    let ports: readonly number[] | undefined;
    if (/^\d+$/.test(text)) {
      const n = Number(text);
      if (n >= 1 && n <= 65535) ports = [n];
    } else if (Object.hasOwn(PORT_NAMES, text)) {
      ports = PORT_NAMES[text];
    }
    if (!ports) {
      result.error_message = `'${text}' does not appear to be a port name or number`;
      break;
    }
    result.values.push([...ports]);
    result.display_value = result.values.map((v) => `[${(v as number[]).join(', ')}]`).join(', ');
  }
  return result;
}

export const ADVANCED_DATA_TYPES: Readonly<Record<string, (values: readonly unknown[]) => ConversionResult>> = {
  internet_address: convertInternetAddress,
  port: convertPort,
};

/** JSON with bigints written as plain integers (Python's json does the same for its ints). */
export function stringifyWithBigInts(value: unknown): string {
  return JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? `\u0000big:${v}` : v)).replace(
    /"\\u0000big:(\d+)"/g,
    '$1',
  );
}
