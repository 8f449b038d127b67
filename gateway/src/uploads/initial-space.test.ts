import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { InitialSpaceSkipper } from './initial-space.ts';

const parse = (text: string, delimiter = ',', chunk = 3) => {
  const skipper = new InitialSpaceSkipper(delimiter);
  let out = '';
  for (let i = 0; i < text.length; i += chunk) out += skipper.push(text.slice(i, i + chunk));
  return Papa.parse<string[]>(out, { delimiter, skipEmptyLines: true }).data;
};

describe('skip_initial_space', () => {
  it('drops spaces at the start of fields, read across chunk boundaries', () => {
    expect(parse('a, b,  c\n 1,   2,3 \n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3 '],
    ]);
  });

  it('reads a quoted field after spaces as quoted, keeping what is inside the quotes', () => {
    expect(parse('a, b\n1,  " x, ""y"" "\n')).toEqual([
      ['a', 'b'],
      ['1', ' x, "y" '],
    ]);
  });

  it('follows the delimiter, one character or several', () => {
    expect(parse('a; b\n1;  2\n', ';')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parse('a|| b\n1||  2\n', '||', 1)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
