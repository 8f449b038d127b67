import rison from 'rison-node';
import { describe, expect, it } from 'vitest';
import { encodeRison, encodeRisonUri, type RisonValue } from './rison.ts';

describe('encodeRison', () => {
  const samples: RisonValue[] = [
    { filters: [{ col: 'id', opr: 'in', value: [1, 2, 3] }], page: 0, page_size: 3 },
    { filters: [{ col: 'slice_name', opr: 'chart_all_text', value: "it's a (sales) chart! 100%" }] },
    { order_column: 'changed_on_delta_humanized', order_direction: 'desc' },
    ['', '-1', 'a b', 'x:y', 'ok', -5, 2.5, true, false, null],
    { nested: { deeper: [[], {}] } },
  ];

  it.each(samples.map((s) => [JSON.stringify(s), s] as const))('encodes %s as rison-node does', (_label, value) => {
    const encoded = encodeRison(value);
    expect(encoded).toBe(rison.encode(value));
    expect(rison.decode(encoded)).toEqual(value);
  });

  it('refuses numbers rison cannot write', () => {
    expect(() => encodeRison(Number.NaN)).toThrow(/cannot encode/);
  });
});

describe('encodeRisonUri', () => {
  it('percent-encodes what a query string needs and leaves the rison punctuation readable', () => {
    const value = { filters: [{ col: 'slice_name', opr: 'chart_all_text', value: 'a&b c' }], page: 0 };
    const encoded = encodeRisonUri(value);
    expect(encoded).toBe("(filters:!((col:slice_name,opr:chart_all_text,value:'a%26b%20c')),page:0)");
    expect(decodeURIComponent(encoded)).toBe(rison.encode(value));
    expect(new URLSearchParams(`q=${encoded}`).get('q')).toBe(rison.encode(value));
  });
});
