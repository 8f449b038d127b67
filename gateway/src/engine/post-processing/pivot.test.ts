import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from './index.ts';

// Births by day and gender; one missing gender, one missing value.
const rows = [
  { ds: '2020-01-02', gender: 'girl', 'SUM(num)': 20, cnt: 2 },
  { ds: '2020-01-01', gender: 'boy', 'SUM(num)': 10, cnt: 1 },
  { ds: '2020-01-01', gender: 'girl', 'SUM(num)': 5, cnt: 1 },
  { ds: '2020-01-02', gender: 'boy', 'SUM(num)': 7, cnt: 3 },
  { ds: '2020-01-02', gender: null, 'SUM(num)': 1, cnt: 1 },
  { ds: '2020-01-03', gender: 'girl', 'SUM(num)': null, cnt: 4 },
];
const mean = { 'SUM(num)': { operator: 'mean' } };
const run = (options: Record<string, unknown>, more: { operation: string; options?: Record<string, unknown> }[] = []) =>
  applyPostProcessing(rows, [{ operation: 'pivot', options }, ...more]);

describe('pivot', () => {
  it('spreads series values into "metric, value" columns, sorted, with the index first', () => {
    const out = run({ index: ['ds'], columns: ['gender'], aggregates: mean }, [{ operation: 'flatten' }]);
    expect(out.colnames).toEqual(['ds', 'SUM(num), <NULL>', 'SUM(num), boy', 'SUM(num), girl']);
    // 2020-01-03 has only a missing value: dropped with drop_missing_columns (the default).
    expect(out.rows).toEqual([
      { ds: '2020-01-01', 'SUM(num), <NULL>': null, 'SUM(num), boy': 10, 'SUM(num), girl': 5 },
      { ds: '2020-01-02', 'SUM(num), <NULL>': 1, 'SUM(num), boy': 7, 'SUM(num), girl': 20 },
    ]);
  });

  it('keeps rows and columns with missing values when drop_missing_columns is false, and fills metrics', () => {
    const out = run({
      index: ['ds'],
      columns: ['gender'],
      aggregates: mean,
      drop_missing_columns: false,
      metric_fill_value: 0,
    });
    expect(out.rows).toEqual([
      { ds: '2020-01-01', 'SUM(num), <NULL>': 0, 'SUM(num), boy': 10, 'SUM(num), girl': 5 },
      { ds: '2020-01-02', 'SUM(num), <NULL>': 1, 'SUM(num), boy': 7, 'SUM(num), girl': 20 },
      { ds: '2020-01-03', 'SUM(num), <NULL>': 0, 'SUM(num), boy': 0, 'SUM(num), girl': 0 },
    ]);
  });

  it('column_fill_value names missing series values; null drops them', () => {
    expect(run({ index: ['ds'], columns: ['gender'], aggregates: mean, column_fill_value: 'n/a' }).colnames).toEqual([
      'ds',
      'SUM(num), boy',
      'SUM(num), girl',
      'SUM(num), n/a',
    ]);
    expect(run({ index: ['ds'], columns: ['gender'], aggregates: mean, column_fill_value: null }).colnames).toEqual([
      'ds',
      'SUM(num), boy',
      'SUM(num), girl',
    ]);
  });

  it('aggregates duplicates and sorts metrics by name', () => {
    const out = run({
      index: ['ds'],
      aggregates: { 'SUM(num)': { operator: 'sum' }, cnt: { operator: 'max' } },
    });
    expect(out.colnames).toEqual(['ds', 'SUM(num)', 'cnt']);
    // A group whose values are all missing sums to 0, as pandas does.
    expect(out.rows).toEqual([
      { ds: '2020-01-01', 'SUM(num)': 15, cnt: 1 },
      { ds: '2020-01-02', 'SUM(num)': 28, cnt: 3 },
      { ds: '2020-01-03', 'SUM(num)': 0, cnt: 4 },
    ]);
  });

  it('an aggregate may read another column; a missing index value is a "<NULL>" row', () => {
    const out = run({ index: ['gender'], aggregates: { total: { operator: 'sum', column: 'cnt' } } });
    expect(out.rows).toEqual([
      { gender: '<NULL>', total: 1 },
      { gender: 'boy', total: 4 },
      { gender: 'girl', total: 7 },
    ]);
  });

  it('combine_value_with_metric puts the metric last', () => {
    const out = run(
      {
        index: ['ds'],
        columns: ['gender'],
        aggregates: { 'SUM(num)': { operator: 'sum' }, cnt: { operator: 'sum' } },
        combine_value_with_metric: true,
        column_fill_value: null,
      },
      [{ operation: 'flatten' }],
    );
    expect(out.colnames).toEqual(['ds', 'boy, SUM(num)', 'boy, cnt', 'girl, SUM(num)', 'girl, cnt']);
    expect(out.rows[0]).toEqual({
      ds: '2020-01-01',
      'boy, SUM(num)': 10,
      'boy, cnt': 1,
      'girl, SUM(num)': 5,
      'girl, cnt': 1,
    });
  });

  it('marginal distributions add an All column per metric and an All row', () => {
    const out = run({
      index: ['gender'],
      columns: ['ds'],
      aggregates: { cnt: { operator: 'sum' } },
      column_fill_value: null,
      marginal_distributions: true,
    });
    expect(out.colnames).toEqual(['gender', 'cnt, 2020-01-01', 'cnt, 2020-01-02', 'cnt, 2020-01-03', 'cnt, All']);
    expect(out.rows).toEqual([
      { gender: '<NULL>', 'cnt, 2020-01-01': null, 'cnt, 2020-01-02': 1, 'cnt, 2020-01-03': null, 'cnt, All': 1 },
      { gender: 'boy', 'cnt, 2020-01-01': 1, 'cnt, 2020-01-02': 3, 'cnt, 2020-01-03': null, 'cnt, All': 4 },
      { gender: 'girl', 'cnt, 2020-01-01': 1, 'cnt, 2020-01-02': 2, 'cnt, 2020-01-03': 4, 'cnt, All': 7 },
      { gender: 'All', 'cnt, 2020-01-01': 2, 'cnt, 2020-01-02': 6, 'cnt, 2020-01-03': 4, 'cnt, All': 12 },
    ]);
  });

  it('escapes commas inside labels and orders numbers by value', () => {
    const out = applyPostProcessing(
      [
        { x: 1, s: 'a, b', v: 1 },
        { x: 1, s: 10, v: 2 },
        { x: 1, s: 9, v: 3 },
      ],
      [{ operation: 'pivot', options: { index: ['x'], columns: ['s'], aggregates: { v: { operator: 'sum' } } } }],
    );
    expect(out.colnames).toEqual(['x', 'v, 9', 'v, 10', 'v, a\\, b']);
  });

  it("prints labels as Python's str(): booleans, numbers and dates", () => {
    const out = applyPostProcessing(
      [
        { i: 1, k: new Date(Date.UTC(2020, 0, 2)), v: 1 },
        { i: 1, k: true, v: 2 },
        { i: 1, k: 2.5, v: 3 },
      ],
      [{ operation: 'pivot', options: { index: ['i'], columns: ['k'], aggregates: { v: { operator: 'sum' } } } }],
    );
    expect(out.rows).toEqual([{ i: 1, 'v, True': 2, 'v, 2.5': 3, 'v, 2020-01-02 00:00:00': 1 }]);
  });

  it.each([
    [{ index: [], aggregates: mean }, 'Pivot operation requires at least one index'],
    [{ index: ['ds'], aggregates: {} }, 'Pivot operation must include at least one aggregate'],
    [{ index: ['nope'], aggregates: mean }, 'Referenced columns not available in DataFrame: nope'],
    [{ index: ['ds'], aggregates: { x: { operator: 'sum' } } }, 'Column referenced by aggregate is undefined: x'],
    [{ index: ['ds'], aggregates: { cnt: {} } }, 'Operator undefined for aggregator: cnt'],
    [{ index: ['ds'], aggregates: { cnt: { operator: 'eval' } } }, 'Invalid numpy function: eval'],
    [{ index: ['ds'], aggregates: mean, colums: ['gender'] }, 'Invalid options for pivot: Unrecognized key: "colums"'],
  ])('refuses %j', (options, message) => {
    expect(() => run(options)).toThrow(message);
  });
});

describe('flatten', () => {
  it('drop_levels leaves a level out of the names', () => {
    const out = run({ index: ['ds'], columns: ['gender'], aggregates: mean }, [
      { operation: 'flatten', options: { drop_levels: [0] } },
    ]);
    expect(out.colnames).toEqual(['ds', '<NULL>', 'boy', 'girl']);
  });

  it('a frame is flattened at the end even without a flatten step', () => {
    expect(run({ index: ['ds'], columns: ['gender'], aggregates: mean }).colnames).toEqual([
      'ds',
      'SUM(num), <NULL>',
      'SUM(num), boy',
      'SUM(num), girl',
    ]);
  });

  it('refuses impossible levels', () => {
    expect(() =>
      run({ index: ['ds'], columns: ['gender'], aggregates: mean }, [
        { operation: 'flatten', options: { drop_levels: [5] } },
      ]),
    ).toThrow('drop_levels: no column level 5');
  });
});
