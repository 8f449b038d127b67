import { describe, expect, it } from 'vitest';
import { day, formData, queryResult } from '../testing.ts';
import { barIndexKey, transformProps } from './transformProps.ts';

describe('echarts_timeseries_bar transformProps', () => {
  const result = queryResult(
    [
      ['order_date', 'TEMPORAL'],
      ['Online', 'NUMERIC'],
      ['Retail', 'NUMERIC'],
    ],
    [
      [day('2024-01-01'), 5, null],
      [Date.parse('2024-01-02T06:30:00Z'), 7, 8],
    ],
  );

  it('makes one datum per x value, keyed by series, leaving out missing values', () => {
    const props = transformProps(result, formData('echarts_timeseries_bar'));
    expect(props.keys).toEqual(['Online', 'Retail']);
    expect(props.indexBy).toBe(barIndexKey);
    expect(props.data).toEqual([
      { [barIndexKey]: '2024-01-01', Online: 5 },
      { [barIndexKey]: '2024-01-02 06:30:00', Online: 7, Retail: 8 },
    ]);
    expect(props).toMatchObject({ groupMode: 'grouped', layout: 'vertical', yFormat: 'SMART_NUMBER' });
  });

  it('stacks and turns horizontal from the form data', () => {
    const props = transformProps(
      result,
      formData('echarts_timeseries_bar', { stack: true, orientation: 'horizontal', y_axis_format: '.1s' }),
    );
    expect(props).toMatchObject({ groupMode: 'stacked', layout: 'horizontal', yFormat: '.1s' });
  });

  it('names monthly bars by the grain and labels series by verbose name', () => {
    const monthly = queryResult(
      [
        ['order_date', 'TEMPORAL'],
        ['sum__revenue', 'NUMERIC'],
      ],
      [
        [day('2024-01-01'), 5],
        [day('2024-02-01'), 6],
      ],
    );
    const props = transformProps(monthly, formData('echarts_timeseries_bar', { time_grain_sqla: 'P1M' }), {
      datasource: { verboseMap: { sum__revenue: 'Revenue' }, metricFormats: {}, currencyFormats: {} },
      results: [monthly],
    });
    expect(props.data.map((d) => d[barIndexKey])).toEqual(['Jan 2024', 'Feb 2024']);
    expect(props.series.map((s) => s.label)).toEqual(['Revenue']);
  });

  it('uses category labels as they are for a non-temporal x axis', () => {
    const byRegion = queryResult(
      [
        ['region', 'STRING'],
        ['SUM(revenue)', 'NUMERIC'],
      ],
      [
        ['EMEA', 12.5],
        ['APAC', 3],
      ],
    );
    const props = transformProps(byRegion, formData('echarts_timeseries_bar', { x_axis: 'region' }));
    expect(props.data).toEqual([
      { [barIndexKey]: 'EMEA', 'SUM(revenue)': 12.5 },
      { [barIndexKey]: 'APAC', 'SUM(revenue)': 3 },
    ]);
  });
});
