import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from './index.ts';

const rows = [
  { ds: 1, 'SUM(x)': 12, 'SUM(x)__1 year ago': 10 },
  { ds: 2, 'SUM(x)': 9, 'SUM(x)__1 year ago': 0 },
  { ds: 3, 'SUM(x)': null, 'SUM(x)__1 year ago': 4 },
];
const compareWith = (compare_type: string, extra: Record<string, unknown> = {}) =>
  applyPostProcessing(rows, [
    {
      operation: 'compare',
      options: { source_columns: ['SUM(x)'], compare_columns: ['SUM(x)__1 year ago'], compare_type, ...extra },
    },
  ]);

describe('compare', () => {
  it('difference adds <type>__<source>__<compare>', () => {
    const out = compareWith('difference');
    expect(out.colnames).toEqual(['ds', 'SUM(x)', 'SUM(x)__1 year ago', 'difference__SUM(x)__SUM(x)__1 year ago']);
    expect(out.rows.map((r) => r['difference__SUM(x)__SUM(x)__1 year ago'])).toEqual([2, 9, null]);
  });
  it('absolute is the chart controls’ name for difference', () => {
    expect(compareWith('absolute').colnames).toContain('difference__SUM(x)__SUM(x)__1 year ago');
  });
  it('percentage is rounded to the precision; a zero base gives no value', () => {
    const out = compareWith('percentage', { precision: 2 });
    expect(out.rows.map((r) => r['percentage__SUM(x)__SUM(x)__1 year ago'])).toEqual([0.2, null, null]);
  });
  it('ratio, dropping the original columns', () => {
    const out = compareWith('ratio', { drop_original_columns: true });
    expect(out.colnames).toEqual(['ds', 'ratio__SUM(x)__SUM(x)__1 year ago']);
    expect(out.rows[0]).toEqual({ ds: 1, 'ratio__SUM(x)__SUM(x)__1 year ago': 1.2 });
  });
  it('refuses bad requests', () => {
    expect(() => compareWith('delta')).toThrow('`compare_type` must be `difference`, `percentage` or `ratio`');
    expect(() =>
      applyPostProcessing(rows, [
        { operation: 'compare', options: { source_columns: ['SUM(x)'], compare_columns: [], compare_type: 'ratio' } },
      ]),
    ).toThrow('`compare_columns` must have the same length as `source_columns`.');
  });
});

describe('contribution', () => {
  const sales = [
    { region: 'n', a: 1, b: 3 },
    { region: 's', a: 3, b: null },
  ];
  it('column orientation: share of the column total, missing counts as 0', () => {
    const out = applyPostProcessing(sales, [{ operation: 'contribution', options: { orientation: 'column' } }]);
    expect(out.rows).toEqual([
      { region: 'n', a: 0.25, b: 1 },
      { region: 's', a: 0.75, b: 0 },
    ]);
  });
  it('row orientation: share of the row total, a missing cell stays missing', () => {
    const out = applyPostProcessing(sales, [{ operation: 'contribution', options: { orientation: 'row' } }]);
    expect(out.rows).toEqual([
      { region: 'n', a: 0.25, b: 0.75 },
      { region: 's', a: 1, b: null },
    ]);
  });
  it('a time column keeps its times and takes no part (times are not numbers)', () => {
    const out = applyPostProcessing(
      [{ __timestamp: 1594910940000, a: 1, b: 1 }],
      [{ operation: 'contribution', options: { orientation: 'row' } }],
      ['__timestamp', 'a', 'b'],
      ['__timestamp'],
    );
    expect(out).toEqual({
      rows: [{ __timestamp: 1594910940000, a: 0.5, b: 0.5 }],
      colnames: ['__timestamp', 'a', 'b'],
      temporal: ['__timestamp'],
    });
  });
  it('selected columns into renamed columns; time shifts form their own group', () => {
    const out = applyPostProcessing(
      [{ a: 1, b: 3, 'a__1 year ago': 2, 'b__1 year ago': 2 }],
      [
        {
          operation: 'contribution',
          options: {
            orientation: 'row',
            time_shifts: ['1 year ago'],
            rename_columns: ['%a', '%b', '%a_ly', '%b_ly'],
          },
        },
      ],
    );
    expect(out.rows).toEqual([
      { a: 1, b: 3, 'a__1 year ago': 2, 'b__1 year ago': 2, '%a': 0.25, '%b': 0.75, '%a_ly': 0.5, '%b_ly': 0.5 },
    ]);
  });
  it('refuses non-numeric columns and mismatched renames', () => {
    expect(() => applyPostProcessing(sales, [{ operation: 'contribution', options: { columns: ['region'] } }])).toThrow(
      'Column "region" is not numeric or does not exists in the query results.',
    );
    expect(() =>
      applyPostProcessing(sales, [
        { operation: 'contribution', options: { columns: ['a'], rename_columns: ['x', 'y'] } },
      ]),
    ).toThrow('`rename_columns` must have the same length as `columns` + `time_shift_columns`.');
    expect(() =>
      applyPostProcessing(sales, [{ operation: 'contribution', options: { orientation: 'diagonal' } }]),
    ).toThrow('Invalid options for contribution: orientation');
  });
});
