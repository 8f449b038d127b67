import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from './index.ts';

const DAY = 86_400_000;
const t = (iso: string) => Date.parse(`${iso}Z`);
const pivoted = (rows: Record<string, unknown>[], rule: string, method: string, extra: Record<string, unknown> = {}) =>
  applyPostProcessing(rows, [
    { operation: 'pivot', options: { index: ['ds'], aggregates: { v: { operator: 'sum' } } } },
    { operation: 'resample', options: { rule, method, ...extra } },
    { operation: 'flatten' },
  ]).rows;

const daily = [
  { ds: '2020-01-01T00:00:00', v: 1 },
  { ds: '2020-01-03T00:00:00', v: 3 },
  { ds: '2020-01-04T12:00:00', v: 4 },
];

describe('resample', () => {
  it('1D asfreq: values at the labels, gaps missing', () => {
    expect(pivoted(daily, '1D', 'asfreq')).toEqual([
      { ds: '2020-01-01T00:00:00', v: 1 },
      { ds: '2020-01-02T00:00:00', v: null },
      { ds: '2020-01-03T00:00:00', v: 3 },
      { ds: '2020-01-04T00:00:00', v: null },
    ]);
  });
  it('asfreq with fill_value', () => {
    expect(pivoted(daily, '1D', 'asfreq', { fill_value: 0 }).map((r) => r.v)).toEqual([1, 0, 3, 0]);
  });
  it('ffill and bfill', () => {
    expect(pivoted(daily, '1D', 'ffill').map((r) => r.v)).toEqual([1, 1, 3, 3]);
    expect(pivoted(daily, '1D', 'bfill').map((r) => r.v)).toEqual([1, 3, 3, 4]);
  });
  it('1D sum, mean and median over bins; an empty bin sums to 0', () => {
    expect(pivoted(daily, '1D', 'sum').map((r) => r.v)).toEqual([1, 0, 3, 4]);
    expect(pivoted(daily, '1D', 'mean').map((r) => r.v)).toEqual([1, null, 3, 4]);
    expect(pivoted(daily, '1D', 'median').map((r) => r.v)).toEqual([1, null, 3, 4]);
  });
  it('1H and 1T bins', () => {
    const hourly = [
      { ds: '2020-01-01T10:15:00', v: 1 },
      { ds: '2020-01-01T10:45:00', v: 2 },
      { ds: '2020-01-01T12:05:00', v: 5 },
    ];
    expect(pivoted(hourly, '1H', 'sum')).toEqual([
      { ds: '2020-01-01T10:00:00', v: 3 },
      { ds: '2020-01-01T11:00:00', v: 0 },
      { ds: '2020-01-01T12:00:00', v: 5 },
    ]);
    expect(pivoted(hourly.slice(0, 2), '1T', 'sum')).toHaveLength(31);
  });
  it('7D bins start at the first day', () => {
    const rows = [
      { ds: '2020-01-02T00:00:00', v: 1 },
      { ds: '2020-01-08T00:00:00', v: 2 },
      { ds: '2020-01-09T00:00:00', v: 4 },
    ];
    expect(pivoted(rows, '7D', 'sum')).toEqual([
      { ds: '2020-01-02T00:00:00', v: 3 },
      { ds: '2020-01-09T00:00:00', v: 4 },
    ]);
  });
  it('1M is labelled by month ends (leap February included), 1AS by year starts', () => {
    const rows = [
      { ds: '2020-01-01T00:00:00', v: 1 },
      { ds: '2020-01-31T18:00:00', v: 2 },
      { ds: '2020-03-01T00:00:00', v: 4 },
    ];
    expect(pivoted(rows, '1M', 'sum')).toEqual([
      { ds: '2020-01-31T00:00:00', v: 3 },
      { ds: '2020-02-29T00:00:00', v: 0 },
      { ds: '2020-03-31T00:00:00', v: 4 },
    ]);
    expect(pivoted([...rows, { ds: '2022-06-01T00:00:00', v: 8 }], '1AS', 'sum')).toEqual([
      { ds: '2020-01-01T00:00:00', v: 7 },
      { ds: '2021-01-01T00:00:00', v: 0 },
      { ds: '2022-01-01T00:00:00', v: 8 },
    ]);
  });
  it('keeps epoch milliseconds as epoch milliseconds', () => {
    const rows = [
      { ds: t('2020-01-01T00:00:00'), v: 1 },
      { ds: t('2020-01-03T00:00:00'), v: 2 },
    ];
    expect(pivoted(rows, '1D', 'asfreq').map((r) => r.ds)).toEqual([
      t('2020-01-01T00:00:00'),
      t('2020-01-01T00:00:00') + DAY,
      t('2020-01-03T00:00:00'),
    ]);
  });
  it('works on a flat frame given time_column', () => {
    const out = applyPostProcessing(daily, [
      { operation: 'resample', options: { rule: '1D', method: 'asfreq', fill_value: 0, time_column: 'ds' } },
    ]);
    expect(out.rows.map((r) => r.v)).toEqual([1, 0, 3, 0]);
  });
  it.each([
    [{ rule: '1D', method: 'sum' }, 'Resample operation requires DatetimeIndex', false],
    [
      { rule: '1D', method: 'nearest' },
      'Resample method should be in asfreq, bfill, ffill, linear, median, mean, sum.',
      true,
    ],
    [{ rule: 'fortnight', method: 'sum' }, 'Unsupported resample rule: fortnight', true],
    [{ rule: '2M', method: 'sum' }, 'Unsupported resample rule: 2M (calendar rules take no multiple)', true],
  ])('refuses %j', (options, message, pivot) => {
    const steps = [
      ...(pivot ? [{ operation: 'pivot', options: { index: ['ds'], aggregates: { v: { operator: 'sum' } } } }] : []),
      { operation: 'resample', options },
    ];
    expect(() => applyPostProcessing(daily, steps)).toThrow(message);
  });
  it('refuses an index that is not temporal', () => {
    expect(() =>
      applyPostProcessing(
        [{ ds: 'soon', v: 1 }],
        [
          { operation: 'pivot', options: { index: ['ds'], aggregates: { v: { operator: 'sum' } } } },
          { operation: 'resample', options: { rule: '1D', method: 'sum' } },
        ],
      ),
    ).toThrow('Resample operation requires DatetimeIndex');
  });
});
