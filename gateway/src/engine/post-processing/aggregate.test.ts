import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from './index.ts';

const rows = [
  { team: 'b', score: 4 },
  { team: 'a', score: 1 },
  { team: 'a', score: 3 },
  { team: 'b', score: 8 },
  { team: null, score: 100 },
  { team: 'a', score: null },
];

describe('aggregate', () => {
  it('groups (sorted, missing keys as a group of their own, last) and applies the numpy-named operators', () => {
    const out = applyPostProcessing(rows, [
      {
        operation: 'aggregate',
        options: {
          groupby: ['team'],
          aggregates: {
            total: { operator: 'sum', column: 'score' },
            avg: { operator: 'mean', column: 'score' },
            med: { operator: 'median', column: 'score' },
            lo: { operator: 'min', column: 'score' },
            hi: { operator: 'max', column: 'score' },
            n: { operator: 'count', column: 'score' },
            sd: { operator: 'std', column: 'score' },
            sd1: { operator: 'std', column: 'score', options: { ddof: 1 } },
            p75: { operator: 'percentile', column: 'score', options: { q: 75 } },
            prod: { operator: 'prod', column: 'score' },
          },
        },
      },
    ]);
    expect(out.colnames).toEqual(['team', 'total', 'avg', 'med', 'lo', 'hi', 'n', 'sd', 'sd1', 'p75', 'prod']);
    // a: 1, 3 and a missing score → population std 1, sample std √2, 75th percentile 2.5, and
    // `count` counts the three rows (numpy.ma.count, as the reference); b: 4, 8.
    expect(out.rows).toEqual([
      { team: 'a', total: 4, avg: 2, med: 2, lo: 1, hi: 3, n: 3, sd: 1, sd1: Math.SQRT2, p75: 2.5, prod: 3 },
      { team: 'b', total: 12, avg: 6, med: 6, lo: 4, hi: 8, n: 2, sd: 2, sd1: 2 * Math.SQRT2, p75: 7, prod: 32 },
      // One value: no deviation (numpy says 0 for ddof 0; listed in the engine README as a known difference).
      { team: null, total: 100, avg: 100, med: 100, lo: 100, hi: 100, n: 1, sd: null, sd1: null, p75: 100, prod: 100 },
    ]);
  });

  it('without groupby gives one row over everything', () => {
    const out = applyPostProcessing(rows, [
      { operation: 'aggregate', options: { aggregates: { score: { operator: 'sum' } } } },
    ]);
    expect(out).toEqual({ rows: [{ score: 116 }], colnames: ['score'], temporal: [] });
  });

  it('refuses unknown operators and columns', () => {
    expect(() =>
      applyPostProcessing(rows, [
        {
          operation: 'aggregate',
          options: { groupby: ['team'], aggregates: { x: { operator: 'cumsum', column: 'score' } } },
        },
      ]),
    ).toThrow('Invalid numpy function: cumsum');
    expect(() =>
      applyPostProcessing(rows, [{ operation: 'aggregate', options: { groupby: ['nobody'], aggregates: {} } }]),
    ).toThrow('Referenced columns not available in DataFrame: nobody');
    expect(() =>
      applyPostProcessing(rows, [
        { operation: 'aggregate', options: { aggregates: { p: { operator: 'percentile', column: 'score' } } } },
      ]),
    ).toThrow('percentile needs options.q, a number between 0 and 100');
  });
});
