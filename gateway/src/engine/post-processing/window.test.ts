import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from './index.ts';

const series = [
  { ds: 1, y: 1 },
  { ds: 2, y: 2 },
  { ds: 3, y: null },
  { ds: 4, y: 4 },
  { ds: 5, y: 8 },
];
const rollingOf = (options: Record<string, unknown>) =>
  applyPostProcessing(series, [{ operation: 'rolling', options: { columns: { y: 'r' }, ...options } }]).rows.map(
    (r) => r.r,
  );

describe('rolling', () => {
  it('mean over a window needs the whole window by default', () => {
    expect(rollingOf({ rolling_type: 'mean', window: 2 })).toEqual([null, 1.5, null, null, 6]);
  });
  it('sum with min_periods drops the first min_periods - 1 rows', () => {
    const out = applyPostProcessing(series, [
      { operation: 'rolling', options: { rolling_type: 'sum', window: 3, min_periods: 2, columns: { y: 'y' } } },
    ]);
    expect(out.rows).toEqual([
      { ds: 2, y: 3 },
      { ds: 3, y: 3 },
      { ds: 4, y: 6 },
      { ds: 5, y: 12 },
    ]);
  });
  it('std is the sample standard deviation', () => {
    expect(rollingOf({ rolling_type: 'std', window: 2, min_periods: 1 }).slice(0)).toEqual([
      null,
      Math.SQRT1_2,
      null,
      null,
      2 * Math.SQRT2,
    ]);
  });
  it('cumsum is the running total, missing cells stay missing', () => {
    expect(rollingOf({ rolling_type: 'cumsum', window: 1 })).toEqual([1, 3, null, 7, 15]);
  });
  it('center puts the window around the row', () => {
    expect(rollingOf({ rolling_type: 'max', window: 3, center: true, min_periods: 1 }).length).toBe(5);
    expect(
      applyPostProcessing(series, [
        { operation: 'rolling', options: { rolling_type: 'max', window: 3, center: true, columns: { y: 'r' } } },
      ]).rows.map((r) => r.r),
    ).toEqual([null, null, null, null, null]);
    expect(
      applyPostProcessing(
        [{ y: 1 }, { y: 5 }, { y: 2 }, { y: 7 }],
        [{ operation: 'rolling', options: { rolling_type: 'max', window: 3, center: true, columns: { y: 'r' } } }],
      ).rows.map((r) => r.r),
    ).toEqual([null, 5, 7, null]);
  });
  it.each([
    [{ rolling_type: 'mean' }, 'Undefined window for rolling operation'],
    [{ rolling_type: 'mean', window: 0 }, 'Window must be > 0'],
    [{ rolling_type: 'kurtosis', window: 2 }, 'Invalid rolling_type: kurtosis'],
    [{ rolling_type: 'mean', window: 2, win_type: 'triang' }, 'Unsupported win_type for rolling operation: triang'],
    [{ rolling_type: 'mean', window: 2, columns: { zz: 'zz' } }, 'Referenced columns not available in DataFrame: zz'],
  ])('refuses %j', (options, message) => {
    expect(() => applyPostProcessing(series, [{ operation: 'rolling', options }])).toThrow(message);
  });
});

describe('cum', () => {
  it.each([
    // A missing cell reads as 0 first, as the reference does.
    ['sum', [1, 3, 3, 7, 15]],
    ['prod', [1, 2, 0, 0, 0]],
    ['min', [1, 1, 0, 0, 0]],
    ['max', [1, 2, 2, 4, 8]],
  ])('%s', (operator, expected) => {
    const out = applyPostProcessing(series, [{ operation: 'cum', options: { operator, columns: { y: 'y' } } }]);
    expect(out.rows.map((r) => r.y)).toEqual(expected);
    expect(out.colnames).toEqual(['ds', 'y']);
  });
  it('refuses other operators', () => {
    expect(() =>
      applyPostProcessing(series, [{ operation: 'cum', options: { operator: 'avg', columns: { y: 'y' } } }]),
    ).toThrow('Invalid cumulative operator: avg');
  });
});

describe('diff', () => {
  it('periods back, into a new column', () => {
    const out = applyPostProcessing(series, [{ operation: 'diff', options: { columns: { y: 'dy' } } }]);
    expect(out.colnames).toEqual(['ds', 'y', 'dy']);
    expect(out.rows.map((r) => r.dy)).toEqual([null, 1, null, null, 4]);
  });
  it('negative periods look ahead; several periods', () => {
    expect(
      applyPostProcessing(series, [{ operation: 'diff', options: { columns: { ds: 'ds' }, periods: -2 } }]).rows.map(
        (r) => r.ds,
      ),
    ).toEqual([-2, -2, -2, null, null]);
  });
  it('along columns', () => {
    const out = applyPostProcessing(
      [{ a: 1, b: 4, c: 9 }],
      [{ operation: 'diff', options: { columns: { a: 'a', b: 'b', c: 'c' }, axis: 1 } }],
    );
    expect(out.rows).toEqual([{ a: null, b: 3, c: 5 }]);
  });
  it('applies to every series of a pivoted frame', () => {
    const out = applyPostProcessing(
      [
        { ds: 1, g: 'x', v: 1 },
        { ds: 1, g: 'y', v: 10 },
        { ds: 2, g: 'x', v: 4 },
        { ds: 2, g: 'y', v: 30 },
      ],
      [
        { operation: 'pivot', options: { index: ['ds'], columns: ['g'], aggregates: { v: { operator: 'sum' } } } },
        { operation: 'diff', options: { columns: { v: 'v' } } },
        { operation: 'flatten' },
      ],
    );
    expect(out.rows).toEqual([
      { ds: 1, 'v, x': null, 'v, y': null },
      { ds: 2, 'v, x': 3, 'v, y': 20 },
    ]);
  });
});
