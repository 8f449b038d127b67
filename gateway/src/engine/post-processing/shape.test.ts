import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from './index.ts';

const rows = [
  { name: 'c', v: 2, w: 1 },
  { name: 'a', v: null, w: 2 },
  { name: 'b', v: 2, w: 3 },
  { name: 'd', v: 5, w: 4 },
];
const names = (out: { rows: Record<string, unknown>[] }) => out.rows.map((r) => r.name);

describe('sort', () => {
  it('by one column, descending, missing last, ties kept in order', () => {
    expect(names(applyPostProcessing(rows, [{ operation: 'sort', options: { by: 'v', ascending: false } }]))).toEqual([
      'd',
      'c',
      'b',
      'a',
    ]);
    expect(names(applyPostProcessing(rows, [{ operation: 'sort', options: { by: ['v'] } }]))).toEqual([
      'c',
      'b',
      'd',
      'a',
    ]);
  });
  it('by several columns', () => {
    expect(
      names(applyPostProcessing(rows, [{ operation: 'sort', options: { by: ['v', 'w'], ascending: [false, false] } }])),
    ).toEqual(['d', 'b', 'c', 'a']);
  });
  it('the older columns form', () => {
    expect(names(applyPostProcessing(rows, [{ operation: 'sort', options: { columns: { name: true } } }]))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });
  it('by the index of a pivoted frame, or by row position', () => {
    const out = applyPostProcessing(rows, [
      { operation: 'pivot', options: { index: ['name'], aggregates: { w: { operator: 'sum' } } } },
      { operation: 'sort', options: { is_sort_index: true, ascending: false } },
    ]);
    expect(names(out)).toEqual(['d', 'c', 'b', 'a']);
    expect(
      names(applyPostProcessing(rows, [{ operation: 'sort', options: { is_sort_index: true, ascending: false } }])),
    ).toEqual(['d', 'b', 'a', 'c']);
  });
  it('without anything to sort by leaves the rows as they are; an unknown column fails', () => {
    expect(applyPostProcessing(rows, [{ operation: 'sort', options: {} }]).rows).toEqual(
      applyPostProcessing(rows, []).rows,
    );
    expect(() => applyPostProcessing(rows, [{ operation: 'sort', options: { by: 'zz' } }])).toThrow(
      'Referenced columns not available in DataFrame: zz',
    );
  });
});

describe('rename', () => {
  it('renames columns', () => {
    const out = applyPostProcessing(rows, [{ operation: 'rename', options: { columns: { v: 'value' } } }]);
    expect(out.colnames).toEqual(['name', 'value', 'w']);
    expect(out.rows[0]).toEqual({ name: 'c', value: 2, w: 1 });
  });
  it('renames a level of a pivoted frame', () => {
    const out = applyPostProcessing(
      [
        { ds: 1, g: 'x', v: 1 },
        { ds: 1, g: 'y', v: 2 },
      ],
      [
        { operation: 'pivot', options: { index: ['ds'], columns: ['g'], aggregates: { v: { operator: 'sum' } } } },
        { operation: 'rename', options: { columns: { v: 'Total' }, level: 0, inplace: true } },
        { operation: 'flatten' },
      ],
    );
    expect(out.colnames).toEqual(['ds', 'Total, x', 'Total, y']);
  });
  it('refuses an existing label and unknown columns', () => {
    expect(() => applyPostProcessing(rows, [{ operation: 'rename', options: { columns: { v: 'w' } } }])).toThrow(
      'Label already exists',
    );
    expect(() => applyPostProcessing(rows, [{ operation: 'rename', options: { columns: { q: 'r' } } }])).toThrow(
      'Referenced columns not available in DataFrame: q',
    );
  });
});

describe('select', () => {
  it('keeps columns in the asked order and renames', () => {
    const out = applyPostProcessing(rows, [
      { operation: 'select', options: { columns: ['w', 'name'], rename: { w: 'weight' } } },
    ]);
    expect(out.colnames).toEqual(['weight', 'name']);
    expect(out.rows[0]).toEqual({ weight: 1, name: 'c' });
  });
  it('excludes columns', () => {
    expect(applyPostProcessing(rows, [{ operation: 'select', options: { exclude: ['v'] } }]).colnames).toEqual([
      'name',
      'w',
    ]);
  });
  it('refuses unknown columns', () => {
    expect(() => applyPostProcessing(rows, [{ operation: 'select', options: { columns: ['nope'] } }])).toThrow(
      'Referenced columns not available in DataFrame: nope',
    );
    expect(() => applyPostProcessing(rows, [{ operation: 'select', options: { exclude: ['nope'] } }])).toThrow(
      'Referenced columns not available in DataFrame: nope',
    );
  });
});

describe('rank', () => {
  const scores = [
    { team: 'x', s: 10 },
    { team: 'x', s: 30 },
    { team: 'x', s: 10 },
    { team: 'y', s: 5 },
    { team: 'y', s: null },
    { team: null, s: 1 },
  ];
  it('percentile rank with ties averaged, per group', () => {
    const out = applyPostProcessing(scores, [{ operation: 'rank', options: { metric: 's', group_by: 'team' } }]);
    expect(out.colnames).toEqual(['team', 's', 'rank']);
    expect(out.rows.map((r) => r.rank)).toEqual([0.5, 1, 0.5, 1, null, null]);
  });
  it('over all rows', () => {
    const out = applyPostProcessing(scores, [{ operation: 'rank', options: { metric: 's' } }]);
    expect(out.rows.map((r) => r.rank)).toEqual([0.7, 1, 0.7, 0.4, null, 0.2]);
  });
});
