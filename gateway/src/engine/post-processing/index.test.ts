import { describe, expect, it } from 'vitest';
import { applyPostProcessing, PostProcessingError } from './index.ts';

describe('applyPostProcessing', () => {
  it('without operations returns the rows and their column names', () => {
    expect(applyPostProcessing([{ a: 1, b: 'x' }, { a: 2 }], [])).toEqual({
      rows: [
        { a: 1, b: 'x' },
        { a: 2, b: null },
      ],
      colnames: ['a', 'b'],
      temporal: [],
    });
    expect(applyPostProcessing([], [])).toEqual({ rows: [], colnames: [], temporal: [] });
  });

  it('an empty result keeps its columns through a timeseries pipeline (no "Referenced columns" error)', () => {
    const out = applyPostProcessing(
      [],
      [
        {
          operation: 'pivot',
          options: {
            index: ['ds'],
            columns: [],
            aggregates: { 'SUM(n)': { operator: 'mean' } },
            drop_missing_columns: true,
          },
        },
        { operation: 'rolling', options: { rolling_type: 'sum', window: 2, columns: { 'SUM(n)': 'SUM(n)' } } },
        { operation: 'flatten' },
      ],
      ['ds', 'SUM(n)'],
    );
    expect(out).toEqual({ rows: [], colnames: ['ds', 'SUM(n)'], temporal: [] });
    expect(() => applyPostProcessing([], [{ operation: 'nope' }], ['ds'])).toThrow(PostProcessingError);
  });

  it('runs a time-comparison pipeline as the chart controls send it', () => {
    const rows = [
      { ds: '2020-01-01', g: 'boy', 'SUM(n)': 10, 'SUM(n)__1 week ago': 8 },
      { ds: '2020-01-01', g: 'girl', 'SUM(n)': 6, 'SUM(n)__1 week ago': 3 },
      { ds: '2020-01-02', g: 'boy', 'SUM(n)': 12, 'SUM(n)__1 week ago': 12 },
    ];
    const out = applyPostProcessing(rows, [
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['g'],
          aggregates: { 'SUM(n)': { operator: 'mean' }, 'SUM(n)__1 week ago': { operator: 'mean' } },
          drop_missing_columns: true,
        },
      },
      {
        operation: 'compare',
        options: {
          source_columns: ['SUM(n)'],
          compare_columns: ['SUM(n)__1 week ago'],
          compare_type: 'difference',
          drop_original_columns: true,
        },
      },
      { operation: 'flatten', options: { drop_levels: [] } },
    ]);
    expect(out.colnames).toEqual([
      'ds',
      'difference__SUM(n)__SUM(n)__1 week ago, boy',
      'difference__SUM(n)__SUM(n)__1 week ago, girl',
    ]);
    expect(out.rows).toEqual([
      {
        ds: '2020-01-01',
        'difference__SUM(n)__SUM(n)__1 week ago, boy': 2,
        'difference__SUM(n)__SUM(n)__1 week ago, girl': 3,
      },
      {
        ds: '2020-01-02',
        'difference__SUM(n)__SUM(n)__1 week ago, boy': 0,
        'difference__SUM(n)__SUM(n)__1 week ago, girl': null,
      },
    ]);
  });

  it('runs pivot, rolling and flatten as an advanced-analytics chart sends them', () => {
    const rows = [1, 2, 3, 4].map((d) => ({ ds: d, 'COUNT(*)': d * 10 }));
    const out = applyPostProcessing(rows, [
      { operation: 'pivot', options: { index: ['ds'], aggregates: { 'COUNT(*)': { operator: 'mean' } } } },
      {
        operation: 'rolling',
        options: { rolling_type: 'mean', window: 2, min_periods: 0, columns: { 'COUNT(*)': 'COUNT(*)' } },
      },
      { operation: 'flatten' },
    ]);
    expect(out.rows.map((r) => r['COUNT(*)'])).toEqual([10, 15, 25, 35]);
  });

  it('turns NaN and infinities into null', () => {
    const out = applyPostProcessing(
      [{ a: 1, b: 0 }],
      [{ operation: 'compare', options: { source_columns: ['a'], compare_columns: ['b'], compare_type: 'ratio' } }],
    );
    expect(out.rows[0]).toMatchObject({ ratio__a__b: null });
  });

  it('refuses unknown and unsupported operations with a PostProcessingError', () => {
    expect(() => applyPostProcessing([], [{ operation: 'explode' }])).toThrow(
      'Unsupported post processing operation: explode (step 1)',
    );
    expect(() => applyPostProcessing([], [{ operation: 'prophet' }])).toThrow(
      'Post processing operation prophet is not supported',
    );
    expect(() => applyPostProcessing([], [{ operation: 'flatten', options: { reset_index: 'yes' } }])).toThrow(
      PostProcessingError,
    );
  });

  it('asks for a flatten before operations that need a flat frame', () => {
    expect(() =>
      applyPostProcessing(
        [{ a: 1, b: 2 }],
        [
          { operation: 'pivot', options: { index: ['a'], aggregates: { b: { operator: 'sum' } } } },
          { operation: 'aggregate', options: { groupby: ['a'], aggregates: {} } },
        ],
      ),
    ).toThrow('The aggregate operation needs a flat frame: add a flatten operation before it');
  });
});
