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
    expect(props).toMatchObject({ yFormat: ',.2f', legend: null, xAxisTitle: 'Day', showMarkers: true });
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
        label: 'count',
        color: '#1FA8C9',
        axis: 'left',
        kind: 'line',
        data: [
          { x: 'EMEA', y: 3 },
          { x: 'APAC', y: 4 },
        ],
      },
    ]);
  });

  const twoMetrics = queryResult(
    [
      ['ds', 'TEMPORAL'],
      ['sum__visitors', 'NUMERIC'],
      ['Orders', 'NUMERIC'],
    ],
    [
      [day('2024-01-01'), 4000, 12],
      [day('2024-01-02'), 4200, 15],
    ],
  );
  const datasource = {
    verboseMap: { sum__visitors: 'Visitors' },
    metricFormats: { sum__visitors: ',d' },
    currencyFormats: {},
  };

  it('names series by the verbose names of their metrics and formats the axis with their shared format', () => {
    const props = transformProps(
      twoMetrics,
      formData('echarts_timeseries_line', { x_axis: 'ds', metrics: ['sum__visitors'] }),
      { datasource, results: [twoMetrics] },
    );
    expect(props.series.map((s) => s.label)).toEqual(['Visitors', 'Orders']);
    expect(props.yFormat).toBe(',d');
  });

  it('puts the metrics listed in secondary_y_axis_metrics on the right axis, by name or verbose name', () => {
    const fd = formData('echarts_timeseries_line', {
      x_axis: 'ds',
      metrics: ['sum__visitors', { expressionType: 'SQL', sqlExpression: 'SUM(orders)', label: 'Orders' }],
      secondary_y_axis_metrics: ['Orders'],
    });
    const props = transformProps(twoMetrics, fd, { datasource, results: [twoMetrics] });
    expect(props.series.map((s) => s.axis)).toEqual(['left', 'right']);
    expect(props.yFormat).toBe(',d');
    expect(props.y2Format).toBe('SMART_NUMBER');
  });

  it('colours series by the scheme, with label_colors forced', () => {
    const props = transformProps(
      twoMetrics,
      formData('echarts_timeseries_line', {
        color_scheme: 'd3Category10',
        label_colors: { Orders: '#000000' },
      }),
    );
    expect(props.series.map((s) => s.color)).toEqual(['#1f77b4', '#000000']);
  });

  it('reads the legend position and type, the grain and the time formats', () => {
    const props = transformProps(
      twoMetrics,
      formData('echarts_timeseries_line', {
        legendOrientation: 'bottom',
        legendType: 'plain',
        time_grain_sqla: 'P1M',
        x_axis_time_format: 'smart_date',
      }),
    );
    expect(props.legend).toEqual({ position: 'bottom', type: 'plain' });
    expect(props.timeGrain).toBe('P1M');
    expect(props.xTimeFormat).toBe('smart_date');
  });
});
