import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from './index.ts';

// Group a: 1..9 and an outlier 40; group b: 10, 40.
const rows = [
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 40].map((v) => ({ g: 'a', v })),
  { g: 'b', v: 10 },
  { g: 'b', v: 40 },
  { g: 'b', v: null },
];
const box = (options: Record<string, unknown>) =>
  applyPostProcessing(rows, [{ operation: 'boxplot', options: { groupby: ['g'], metrics: ['v'], ...options } }]);

describe('boxplot', () => {
  it('tukey whiskers with midpoint quartiles', () => {
    const out = box({ whisker_type: 'tukey' });
    expect(out.colnames).toEqual([
      'g',
      'v__mean',
      'v__median',
      'v__max',
      'v__min',
      'v__q1',
      'v__q3',
      'v__count',
      'v__outliers',
    ]);
    // a: positions 2.25 and 6.75 → q1 (3+4)/2, q3 (7+8)/2; fences 3.5 - 6 and 7.5 + 6.
    expect(out.rows[0]).toEqual({
      g: 'a',
      v__mean: 8.5,
      v__median: 5.5,
      v__max: 9,
      v__min: 1,
      v__q1: 3.5,
      v__q3: 7.5,
      v__count: 10,
      v__outliers: [40],
    });
    // b: q1 = q3 = 25, each whisker is taken on its own side, as the reference does.
    expect(out.rows[1]).toMatchObject({ g: 'b', v__max: 10, v__min: 40, v__count: 2, v__outliers: [40, 10] });
  });
  it('min/max whiskers', () => {
    expect(box({ whisker_type: 'min/max' }).rows[0]).toMatchObject({ v__max: 40, v__min: 1, v__outliers: [] });
  });
  it('percentile whiskers', () => {
    // 10th and 90th percentiles of a, linear: 1.9 and 12.1.
    const a = box({ whisker_type: 'percentile', percentiles: [10, 90] }).rows[0]!;
    expect(a.v__min).toBeCloseTo(1.9);
    expect(a.v__max).toBeCloseTo(12.1);
    expect(a.v__outliers).toEqual([40, 1]);
  });
  it('refuses bad whiskers', () => {
    expect(() => box({ whisker_type: 'percentile', percentiles: [90, 10] })).toThrow(
      'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value',
    );
    expect(() => box({ whisker_type: 'iqr' })).toThrow('Invalid whisker_type: iqr');
  });
});

describe('histogram', () => {
  const values = [0, 1, 2, 3, 4, 5, 6, 7, 8, 10].map((v, i) => ({ v, g: i < 5 ? 'low' : 'high' }));
  it('equal-width bins over the whole range, last bin closed', () => {
    const out = applyPostProcessing(values, [{ operation: 'histogram', options: { column: 'v', bins: 5 } }]);
    expect(out.colnames).toEqual(['0.0 - 2.0', '2.0 - 4.0', '4.0 - 6.0', '6.0 - 8.0', '8.0 - 10.0']);
    expect(out.rows).toEqual([{ '0.0 - 2.0': 2, '2.0 - 4.0': 2, '4.0 - 6.0': 2, '6.0 - 8.0': 2, '8.0 - 10.0': 2 }]);
  });
  it('per group, cumulative and normalised', () => {
    const out = applyPostProcessing(values, [
      { operation: 'histogram', options: { column: 'v', groupby: ['g'], bins: 2, cumulative: true, normalize: true } },
    ]);
    expect(out.colnames).toEqual(['g', '0.0 - 5.0', '5.0 - 10.0']);
    // Counts high [0, 5] → cumulative [0, 5]; low [5, 0] → [5, 5]; total 15.
    expect(out.rows).toEqual([
      { g: 'high', '0.0 - 5.0': 0, '5.0 - 10.0': 1 / 3 },
      { g: 'low', '0.0 - 5.0': 1 / 3, '5.0 - 10.0': 1 / 3 },
    ]);
  });
  it('labels edges as Python prints floats, so narrow bins keep their decimals', () => {
    const out = applyPostProcessing(
      [{ v: 0 }, { v: 1 }],
      [{ operation: 'histogram', options: { column: 'v', bins: 4 } }],
    );
    expect(out.colnames).toEqual(['0.0 - 0.25', '0.25 - 0.5', '0.5 - 0.75', '0.75 - 1.0']);
  });
  it('refuses a column that is not numeric', () => {
    expect(() => applyPostProcessing(values, [{ operation: 'histogram', options: { column: 'g' } }])).toThrow(
      "The column 'g' must be numeric.",
    );
  });
});
