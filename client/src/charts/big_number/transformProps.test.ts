import { describe, expect, it } from 'vitest';
import { day, formData, queryResult } from '../testing.ts';
import { transformProps } from './transformProps.ts';

const result = queryResult(
  [
    ['order_date', 'TEMPORAL'],
    ['SUM(revenue)', 'NUMERIC'],
  ],
  [
    [day('2024-01-03'), 150],
    [day('2024-01-01'), 100],
    [day('2024-01-02'), 120],
    [day('2024-01-04'), null],
  ],
);

describe('big_number transformProps', () => {
  it('shows the latest non-null value over a time-sorted trendline', () => {
    const props = transformProps(result, formData('big_number', { metric: 'SUM(revenue)' }));
    expect(props.value).toBe(150);
    expect(props.formatted).toBe('150');
    expect(props.trend.map((point) => [point.x.toISOString().slice(0, 10), point.y])).toEqual([
      ['2024-01-01', 100],
      ['2024-01-02', 120],
      ['2024-01-03', 150],
      ['2024-01-04', null],
    ]);
    expect(props.showTrendLine).toBe(true);
    expect(props.comparison).toBeUndefined();
  });

  it('compares with compare_lag periods earlier', () => {
    const props = transformProps(
      result,
      formData('big_number', {
        metric: 'SUM(revenue)',
        compare_lag: 2,
        compare_suffix: 'over 2 days',
        show_trend_line: false,
      }),
    );
    expect(props.comparison).toEqual({ ratio: 0.5, text: '+50.0% over 2 days' });
    expect(props.showTrendLine).toBe(false);
  });

  it('has no comparison when the lag reaches before the first point', () => {
    const props = transformProps(result, formData('big_number', { metric: 'SUM(revenue)', compare_lag: 5 }));
    expect(props.comparison).toBeUndefined();
  });

  it('says No data when every value is null', () => {
    const empty = queryResult(
      [
        ['order_date', 'TEMPORAL'],
        ['m', 'NUMERIC'],
      ],
      [[day('2024-01-01'), null]],
    );
    expect(transformProps(empty, formData('big_number', { metric: 'm' }))).toMatchObject({
      value: null,
      formatted: 'No data',
    });
  });
});
