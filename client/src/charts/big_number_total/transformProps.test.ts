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

  it('colours the number by the last conditional formatting rule it matches', () => {
    const result = queryResult([['count', 'NUMERIC']], [[75]]);
    const rules = [
      { column: 'count', operator: '>', targetValue: 0, colorScheme: '#ACE1C4' },
      { column: 'count', operator: '< x <', targetValueLeft: 50, targetValueRight: 80, colorScheme: '#FDE380' },
      { column: 'count', operator: '>', targetValue: 90, colorScheme: '#EFA1AA' },
    ];
    const props = transformProps(
      result,
      formData('big_number_total', { metric: 'count', conditional_formatting: rules }),
    );
    expect(props.color).toBe('#FDE380');
    const none = transformProps(
      queryResult([['count', 'NUMERIC']], [[-1]]),
      formData('big_number_total', { metric: 'count', conditional_formatting: rules }),
    );
    expect(none.color).toBeUndefined();
  });
});
