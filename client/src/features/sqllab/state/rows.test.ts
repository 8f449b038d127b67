import { describe, expect, it } from 'vitest';
import { formatCell, nextSort, rowsToTsv, sortRows } from './rows.ts';

const rows = [
  { name: 'b', n: 10 },
  { name: 'a', n: null },
  { name: 'c', n: 2 },
];

describe('sortRows', () => {
  it('sorts numbers as numbers, nulls last both ways', () => {
    expect(sortRows(rows, { column: 'n', direction: 'ascending' }).map((r) => r.n)).toEqual([2, 10, null]);
    expect(sortRows(rows, { column: 'n', direction: 'descending' }).map((r) => r.n)).toEqual([10, 2, null]);
  });

  it('sorts text with numeric awareness and leaves the input alone', () => {
    const text = [{ v: 'item 10' }, { v: 'item 9' }];
    expect(sortRows(text, { column: 'v', direction: 'ascending' }).map((r) => r.v)).toEqual(['item 9', 'item 10']);
    expect(text[0]?.v).toBe('item 10');
  });

  it('keeps the database order without a sort', () => {
    expect(sortRows(rows, null)).toBe(rows);
  });
});

describe('nextSort', () => {
  it('cycles ascending, descending, none; another column starts ascending', () => {
    const asc = nextSort(null, 'n');
    expect(asc).toEqual({ column: 'n', direction: 'ascending' });
    const desc = nextSort(asc, 'n');
    expect(desc).toEqual({ column: 'n', direction: 'descending' });
    expect(nextSort(desc, 'n')).toBeNull();
    expect(nextSort(desc, 'name')).toEqual({ column: 'name', direction: 'ascending' });
  });
});

describe('cells and clipboard', () => {
  it('shows NULL and JSON for objects', () => {
    expect(formatCell(null)).toBe('NULL');
    expect(formatCell({ a: 1 })).toBe('{"a":1}');
  });

  it('copies tab-separated rows with a header, tabs and new lines in values flattened', () => {
    expect(
      rowsToTsv(
        ['name', 'n'],
        [
          { name: 'a\tb', n: null },
          { name: 'c\nd', n: 1 },
        ],
      ),
    ).toBe('name\tn\na b\t\nc d\t1');
  });
});
