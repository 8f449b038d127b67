import { describe, expect, it } from 'vitest';
import { formData, queryResult } from '../testing.ts';
import { transformProps } from './transformProps.ts';

describe('big_number_total transformProps', () => {
  it('formats the metric of the first row with SMART_NUMBER by default', () => {
    const result = queryResult([['SUM(revenue)', 'NUMERIC']], [[1234567]]);
    expect(transformProps(result, formData('big_number_total', { metric: 'SUM(revenue)' }))).toEqual({
      value: 1234567,
      formatted: '1.23M',
      subheader: undefined,
    });
  });

  it('uses y_axis_format and the subheader', () => {
    const result = queryResult([['count', 'NUMERIC']], [[0.4567]]);
    const props = transformProps(
      result,
      formData('big_number_total', {
        metric: { label: 'count', expressionType: 'SQL', sqlExpression: 'COUNT(*)' },
        y_axis_format: '.1%',
        subheader: 'share of orders',
      }),
    );
    expect(props).toEqual({ value: 0.4567, formatted: '45.7%', subheader: 'share of orders' });
  });

  it('says No data for an empty result or a null value', () => {
    expect(transformProps(queryResult([['m', 'NUMERIC']], []), formData('big_number_total')).formatted).toBe('No data');
    expect(transformProps(queryResult([['m', 'NUMERIC']], [[null]]), formData('big_number_total')).value).toBe(null);
  });
});
