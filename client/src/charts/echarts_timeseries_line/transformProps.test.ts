import { describe, expect, it } from 'vitest';
import { day, formData, queryResult } from '../testing.ts';
import { transformProps } from './transformProps.ts';

const result = queryResult(
  [
    ['order_date', 'TEMPORAL'],
    ['SUM(revenue), EMEA', 'NUMERIC'],
    ['SUM(revenue), APAC', 'NUMERIC'],
  ],
  [
    [day('2024-01-01'), 10, 20],
    [day('2024-01-02'), null, 25],
    [null, 1, 1],
  ],
);

describe('echarts_timeseries_line transformProps', () => {
  it('makes one series per pivoted column on a time axis, dropping rows without x', () => {
    const props = transformProps(result, formData('echarts_timeseries_line', { x_axis: 'order_date' }));
    expect(props.xIsTime).toBe(true);
    expect(props.series.map((s) => s.id)).toEqual(['SUM(revenue), EMEA', 'SUM(revenue), APAC']);
    expect(props.series[0]?.data).toEqual([
      { x: new Date('2024-01-01T00:00:00Z'), y: 10 },
      { x: new Date('2024-01-02T00:00:00Z'), y: null },
    ]);
    expect(props.enableArea).toBe(false);
  });

  it('reads axis format, legend and titles from the form data', () => {
    const props = transformProps(
      result,
      formData('echarts_timeseries_line', {
        y_axis_format: ',.2f',
        show_legend: false,
        x_axis_title: 'Day',
        markerEnabled: true,
      }),
    );
    expect(props).toMatchObject({ yFormat: ',.2f', showLegend: false, xAxisTitle: 'Day', showMarkers: true });
    expect(props.yAxisTitle).toBeUndefined();
  });

  it('falls back to the first temporal column when x_axis is not in the result', () => {
    const props = transformProps(result, formData('echarts_timeseries_line', { x_axis: 'missing' }));
    expect(props.series).toHaveLength(2);
    expect(props.yFormat).toBe('SMART_NUMBER');
  });

  it('uses a categorical axis when the x column is not temporal', () => {
    const categorical = queryResult(
      [
        ['region', 'STRING'],
        ['count', 'NUMERIC'],
      ],
      [
        ['EMEA', 3],
        ['APAC', '4'],
      ],
    );
    const props = transformProps(categorical, formData('echarts_timeseries_line', { x_axis: 'region' }));
    expect(props.xIsTime).toBe(false);
    expect(props.series).toEqual([
      {
        id: 'count',
        data: [
          { x: 'EMEA', y: 3 },
          { x: 'APAC', y: 4 },
        ],
      },
    ]);
  });
});
