import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../../engine/query-context.ts';
import type { TimeseriesLineFormData } from '../form-data.ts';
import { buildTimeseriesQuery } from './timeseries.ts';

const formData: TimeseriesLineFormData = {
  datasource: '7__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'order_date',
  time_grain_sqla: 'P1M',
  metrics: ['sum__revenue'],
  groupby: ['region'],
  limit: 5,
  row_limit: 10000,
  time_range: 'No filter',
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
    },
  ],
};

describe('buildTimeseriesQuery', () => {
  it('builds the x-axis at the grain, series by dimension, pivot and flatten', () => {
    const ctx = buildTimeseriesQuery(formData);
    expect(ctx.datasource).toEqual({ id: 7, type: 'table' });
    expect(ctx.result_type).toBe('full');
    expect(ctx.form_data).toBe(formData);
    expect(ctx.queries).toHaveLength(1);
    expect(ctx.queries[0]).toEqual({
      time_range: 'No filter',
      columns: [
        {
          timeGrain: 'P1M',
          columnType: 'BASE_AXIS',
          sqlExpression: 'order_date',
          label: 'order_date',
          expressionType: 'SQL',
        },
        'region',
      ],
      metrics: ['sum__revenue'],
      filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
      extras: {},
      row_limit: 10000,
      series_limit: 5,
      series_columns: ['region'],
      orderby: [['sum__revenue', false]],
      post_processing: [
        {
          operation: 'pivot',
          options: {
            index: ['order_date'],
            columns: ['region'],
            aggregates: { sum__revenue: { operator: 'mean' } },
            drop_missing_columns: true,
          },
        },
        { operation: 'rename', options: { columns: { sum__revenue: null }, level: 0, inplace: true } },
        { operation: 'flatten' },
      ],
    });
    expect(() => parseQueryContext(ctx)).not.toThrow();
  });

  it('keeps the metric names with several metrics and orders by the series limit metric', () => {
    const ctx = buildTimeseriesQuery({
      ...formData,
      viz_type: 'echarts_timeseries_bar',
      metrics: ['sum__revenue', { expressionType: 'SIMPLE', column: { column_name: 'cost' }, aggregate: 'SUM' }],
      timeseries_limit_metric: 'count',
      order_desc: false,
      show_empty_columns: true,
    });
    const q = ctx.queries[0]!;
    expect(q.orderby).toEqual([['count', true]]);
    expect(q.series_limit_metric).toBe('count');
    expect(q.post_processing?.map((p) => p?.operation)).toEqual(['pivot', 'flatten']);
    expect(q.post_processing?.[0]?.options).toMatchObject({
      aggregates: { sum__revenue: { operator: 'mean' }, 'SUM(cost)': { operator: 'mean' } },
      drop_missing_columns: false,
    });
  });

  it('adds rolling, resample and contribution steps between pivot and flatten', () => {
    const ctx = buildTimeseriesQuery({
      ...formData,
      viz_type: 'echarts_area',
      groupby: [],
      rolling_type: 'mean',
      rolling_periods: 7,
      resample_rule: '1D',
      resample_method: 'zerofill',
      contributionMode: 'row',
    });
    expect(ctx.queries[0]?.post_processing).toEqual([
      expect.objectContaining({ operation: 'pivot', options: expect.objectContaining({ columns: [] }) }),
      {
        operation: 'rolling',
        options: { rolling_type: 'mean', window: 7, min_periods: 0, columns: { sum__revenue: 'sum__revenue' } },
      },
      { operation: 'resample', options: { rule: '1D', method: 'asfreq', fill_value: 0 } },
      { operation: 'contribution', options: { orientation: 'row' } },
      { operation: 'flatten' },
    ]);
  });

  it('uses cum for a cumulative sum', () => {
    const ctx = buildTimeseriesQuery({ ...formData, rolling_type: 'cumsum' });
    expect(ctx.queries[0]?.post_processing?.[1]).toEqual({
      operation: 'cum',
      options: { operator: 'sum', columns: { sum__revenue: 'sum__revenue' } },
    });
  });

  it('falls back to a legacy time series without an x-axis', () => {
    const { x_axis: _x, ...legacy } = formData;
    const ctx = buildTimeseriesQuery({ ...legacy, granularity_sqla: 'order_date' });
    const q = ctx.queries[0]!;
    expect(q.is_timeseries).toBe(true);
    expect(q.granularity).toBe('order_date');
    expect(q.columns).toEqual(['region']);
    expect(q.extras).toEqual({ time_grain_sqla: 'P1M' });
    expect(q.post_processing?.[0]?.options).toMatchObject({ index: ['__timestamp'] });
  });

  it('time comparison by values: asks for offsets, pivots the shifted metrics, names them by offset', () => {
    const ctx = buildTimeseriesQuery({ ...formData, time_compare: ['1 year ago'], comparison_type: 'values' });
    const q = ctx.queries[0]!;
    expect(q.time_offsets).toEqual(['1 year ago']);
    expect(q.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['order_date'],
          columns: ['region'],
          aggregates: { sum__revenue: { operator: 'mean' }, 'sum__revenue__1 year ago': { operator: 'mean' } },
          drop_missing_columns: true,
        },
      },
      {
        operation: 'rename',
        options: { columns: { 'sum__revenue__1 year ago': '1 year ago', sum__revenue: null }, level: 0, inplace: true },
      },
      { operation: 'flatten' },
    ]);
    expect(() => parseQueryContext(ctx)).not.toThrow();
  });

  it('time comparison as a percentage change replaces each metric by its comparison', () => {
    const ctx = buildTimeseriesQuery({
      ...formData,
      groupby: [],
      metrics: ['sum__revenue', 'count'],
      time_compare: ['1 week ago', '1 year ago'],
      comparison_type: 'percentage',
    });
    const q = ctx.queries[0]!;
    expect(q.time_offsets).toEqual(['1 week ago', '1 year ago']);
    expect(q.post_processing?.map((p) => p?.operation)).toEqual(['pivot', 'compare', 'flatten']);
    expect(q.post_processing?.[1]).toEqual({
      operation: 'compare',
      options: {
        source_columns: ['sum__revenue', 'sum__revenue', 'count', 'count'],
        compare_columns: [
          'sum__revenue__1 week ago',
          'sum__revenue__1 year ago',
          'count__1 week ago',
          'count__1 year ago',
        ],
        compare_type: 'percentage',
        drop_original_columns: true,
      },
    });
    expect(() => parseQueryContext(ctx)).not.toThrow();
  });

  it('ignores an empty time comparison', () => {
    const q = buildTimeseriesQuery({ ...formData, time_compare: [''], comparison_type: 'ratio' }).queries[0]!;
    expect(q.time_offsets).toBeUndefined();
    expect(q.post_processing?.map((p) => p?.operation)).toEqual(['pivot', 'rename', 'flatten']);
  });

  it('refuses a malformed datasource key', () => {
    expect(() => buildTimeseriesQuery({ ...formData, datasource: 'sales' })).toThrow('Invalid datasource "sales"');
  });
});
