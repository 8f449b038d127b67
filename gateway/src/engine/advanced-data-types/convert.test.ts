import { describe, expect, it } from 'vitest';
import { convertInternetAddress, convertPort, parseNetwork, stringifyWithBigInts } from './convert.ts';

describe('internet_address', () => {
  it('turns hosts into integers and networks into ranges', () => {
    const r = convertInternetAddress(['1.1.1.1', '10.0.0.0/8', '192.168.1.77/24']);
    expect(r.values).toEqual([
      16843009n,
      { start: 167772160n, end: 184549375n },
      { start: 3232235776n, end: 3232236031n },
    ]);
    expect(r.display_value).toBe('16843009, 167772160 - 184549375, 3232235776 - 3232236031');
    expect(r.error_message).toBe('');
    expect(r.valid_filter_operators).toEqual([
      'EQUALS',
      'GREATER_THAN_OR_EQUAL',
      'GREATER_THAN',
      'IN',
      'LESS_THAN',
      'LESS_THAN_OR_EQUAL',
    ]);
  });

  it('reads IPv6 and integers', () => {
    expect(parseNetwork('::1')).toEqual([1n, 1n]);
    expect(parseNetwork('2001:db8::/32')).toEqual([0x20010db8n << 96n, (0x20010db8n << 96n) | ((1n << 96n) - 1n)]);
    expect(parseNetwork('::ffff:1.2.3.4')).toEqual([0xffff01020304n, 0xffff01020304n]);
    expect(parseNetwork('16843009')).toEqual([16843009n, 16843009n]);
    expect(stringifyWithBigInts({ v: [1n << 100n] })).toBe('{"v":[1267650600228229401496703205376]}');
  });

  it('stops at the first bad value', () => {
    for (const bad of ['1.1.1', '256.1.1.1', '01.1.1.1', '1.1.1.1/33', 'abc', '1:2:3', '-1']) {
      expect(parseNetwork(bad), bad).toBeNull();
    }
    const r = convertInternetAddress(['1.1.1.1', 'nope', '2.2.2.2']);
    expect(r.values).toEqual([16843009n]);
    expect(r.error_message).toBe("'nope' does not appear to be an IPv4 or IPv6 network");
    expect(r.display_value).toBe('');
    expect(convertInternetAddress(['']).values).toEqual(['']);
  });
});

describe('port', () => {
  it('maps numbers and names to lists of ports', () => {
    const r = convertPort(['http', 443, 'ftp', 'Remote Desktop']);
    expect(r.values).toEqual([[80], [443], [20, 21], [3389]]);
    expect(r.display_value).toBe('[80], [443], [20, 21], [3389]');
    expect(r.error_message).toBe('');
  });

  it('refuses unknown names (case-sensitive) and numbers out of range', () => {
    expect(convertPort(['HTTP']).error_message).toBe("'HTTP' does not appear to be a port name or number");
    expect(convertPort(['65536']).error_message).toBe("'65536' does not appear to be a port name or number");
    expect(convertPort(['0']).error_message).toBe("'0' does not appear to be a port name or number");
    const partial = convertPort(['22', 'bogus']);
    expect(partial.values).toEqual([[22]]);
    expect(partial.display_value).toBe('[22]');
  });
});
