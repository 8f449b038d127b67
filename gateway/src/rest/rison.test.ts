import rison from 'rison-node';
import { describe, expect, it } from 'vitest';
import { BadRequestError } from './errors.ts';
import { decodeRison, parseRisonParam } from './rison.ts';

describe('decodeRison', () => {
  it('decodes what rison-node encodes', () => {
    const values = [
      { filters: [{ col: 'slice_name', opr: 'ct', value: "it's a b!" }], page: 0, page_size: 25 },
      [1, 2, -3.5, 1e3, true, false, null, '', 'x y', { a: [] }],
      'Last week',
      { '': 1, 'a-b': 'c:d', nested: { deeper: [{ x: '!(' }] } },
      42,
    ];
    for (const value of values) expect(decodeRison(rison.encode(value))).toEqual(value);
  });

  it('decodes Superset list queries', () => {
    expect(
      decodeRison(
        '(filters:!((col:slice_name,opr:chart_all_text,value:sales)),order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)',
      ),
    ).toEqual({
      filters: [{ col: 'slice_name', opr: 'chart_all_text', value: 'sales' }],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
    expect(decodeRison('!(1,2,3)')).toEqual([1, 2, 3]);
  });

  it.each([
    ['(a:', 'unexpected end of input'],
    ['((', "unexpected '('"],
    ['(a:1', "unmatched '('"],
    ['!(1,2', "unmatched '!('"],
    ['(a:1))', "unexpected ')'"],
    ['', 'unexpected end of input'],
    ['abc def', "unexpected ' '"],
    ['(a:!x)', "unknown literal '!x'"],
    ["'abc", 'unterminated string'],
    ["'a!b'", "invalid string escape '!b'"],
    ['(a:1 b:2)', "expected ',' or ')'"],
  ])('rejects %j with a message naming the problem', (text, message) => {
    expect(() => decodeRison(text)).toThrow(message);
  });

  it('refuses absurd nesting without overflowing the stack', () => {
    expect(() => decodeRison('!('.repeat(10_000))).toThrow('nesting too deep');
  });
});

describe('parseRisonParam', () => {
  it('maps failures to a 400', () => {
    expect(() => parseRisonParam('(a:')).toThrow(BadRequestError);
    expect(() => parseRisonParam('(a:')).toThrow(
      'Not a valid rison argument (q): unexpected end of input at position 3',
    );
    expect(parseRisonParam(undefined)).toBeUndefined();
  });
});
