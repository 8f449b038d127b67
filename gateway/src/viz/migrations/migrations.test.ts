import { describe, expect, it } from 'vitest';
import {
  chartForExport,
  FORM_DATA_BAK,
  type FormData,
  migrateChart,
  migrateForImport,
  VIZ_MIGRATIONS,
} from './index.ts';

const TIME_FILTER = (subject: string, comparator = 'No filter') => ({
  clause: 'WHERE',
  subject,
  operator: 'TEMPORAL_RANGE',
  comparator,
  expressionType: 'SIMPLE',
});

/** The keys every NVD3 time-series migration derives, for charts that set none of the old ones. */
const TIMESERIES_DEFAULTS = {
  contributionMode: null,
  zoomable: false,
  markerEnabled: false,
  truncateYAxis: true,
  comparison_type: 'values',
};

interface Case {
  name: string;
  vizType: string;
  in: FormData;
  outType: string;
  out: FormData;
}

const CASES: Case[] = [
  {
    name: 'area: stacked style, time column to x-axis, time range to a TEMPORAL_RANGE filter',
    vizType: 'area',
    in: {
      viz_type: 'area',
      metrics: ['count'],
      groupby: ['region'],
      granularity_sqla: 'ds',
      time_range: 'Last year',
      stacked_style: 'expand',
      x_axis_label: 'Day',
      show_brush: 'yes',
      contribution: true,
      adhoc_filters: [],
    },
    outType: 'echarts_area',
    out: {
      ...TIMESERIES_DEFAULTS,
      viz_type: 'echarts_area',
      metrics: ['count'],
      groupby: ['region'],
      x_axis_title: 'Day',
      x_axis_title_margin: 30,
      zoomable: true,
      contributionMode: 'row',
      stack: 'Expand',
      opacity: 0.7,
      x_axis: 'ds',
      time_grain_sqla: 'P1D',
      adhoc_filters: [TIME_FILTER('ds', 'Last year')],
    },
  },
  {
    name: 'line: default interpolation, time comparison in words, absolute comparison renamed',
    vizType: 'line',
    in: {
      viz_type: 'line',
      metrics: ['sum__num'],
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1M',
      time_compare: ['1 year'],
      comparison_type: 'absolute',
      x_ticks_layout: '45°',
      y_log_scale: true,
      show_markers: true,
      line_interpolation: 'linear',
    },
    outType: 'echarts_timeseries_line',
    out: {
      ...TIMESERIES_DEFAULTS,
      viz_type: 'echarts_timeseries_line',
      metrics: ['sum__num'],
      time_grain_sqla: 'P1M',
      time_compare: ['1 year ago'],
      comparison_type: 'difference',
      xAxisLabelRotation: 45,
      logAxis: true,
      markerEnabled: true,
      x_axis: 'ds',
      adhoc_filters: [TIME_FILTER('ds')],
    },
  },
  {
    name: 'line: step-before interpolation becomes the step chart',
    vizType: 'line',
    in: { viz_type: 'line', metrics: ['count'], line_interpolation: 'step-before' },
    outType: 'echarts_timeseries_step',
    out: { ...TIMESERIES_DEFAULTS, viz_type: 'echarts_timeseries_step', metrics: ['count'], seriesType: 'start' },
  },
  {
    name: 'line: cardinal interpolation becomes the smooth line',
    vizType: 'line',
    in: { viz_type: 'line', metrics: ['count'], line_interpolation: 'cardinal' },
    outType: 'echarts_timeseries_smooth',
    out: { ...TIMESERIES_DEFAULTS, viz_type: 'echarts_timeseries_smooth', metrics: ['count'] },
  },
  {
    name: 'bar: stacked bars, bar values renamed',
    vizType: 'bar',
    in: { viz_type: 'bar', metrics: ['count'], bar_stacked: true, show_bar_value: true, granularity_sqla: 'ds' },
    outType: 'echarts_timeseries_bar',
    out: {
      ...TIMESERIES_DEFAULTS,
      viz_type: 'echarts_timeseries_bar',
      metrics: ['count'],
      stack: 'Stack',
      show_value: true,
      x_axis: 'ds',
      time_grain_sqla: 'P1D',
      adhoc_filters: [TIME_FILTER('ds')],
    },
  },
  {
    name: 'dist_bar: first dimension to the x-axis, the rest and the breakdowns to series',
    vizType: 'dist_bar',
    in: {
      viz_type: 'dist_bar',
      metrics: ['count'],
      groupby: ['country', 'state'],
      columns: ['gender'],
      granularity_sqla: 'ds',
      time_range: 'Last week',
    },
    outType: 'echarts_timeseries_bar',
    out: {
      ...TIMESERIES_DEFAULTS,
      viz_type: 'echarts_timeseries_bar',
      metrics: ['count'],
      x_axis: 'country',
      groupby: ['state', 'gender'],
      stack: null,
      xAxisLabelRotation: 45,
      adhoc_filters: [TIME_FILTER('ds', 'Last week')],
    },
  },
  {
    name: 'heatmap: axes renamed, continuous legend',
    vizType: 'heatmap',
    in: {
      viz_type: 'heatmap',
      all_columns_x: 'day',
      all_columns_y: 'hour',
      metric: 'count',
      sort_by_metric: true,
      canvas_image_rendering: 'pixelated',
      show_perc: true,
      y_axis_bounds: [0, 10],
    },
    outType: 'heatmap_v2',
    out: {
      viz_type: 'heatmap_v2',
      x_axis: 'day',
      groupby: 'hour',
      metric: 'count',
      show_percentage: true,
      value_bounds: [0, 10],
      legend_type: 'continuous',
    },
  },
  {
    name: 'treemap: first metric kept, order_desc renamed',
    vizType: 'treemap',
    in: { viz_type: 'treemap', metrics: ['sum__num', 'count'], groupby: ['a'], order_desc: true },
    outType: 'treemap_v2',
    out: { viz_type: 'treemap_v2', metric: 'sum__num', groupby: ['a'], sort_by_metric: true },
  },
  {
    name: 'sunburst: hierarchy to columns',
    vizType: 'sunburst',
    in: { viz_type: 'sunburst', groupby: ['a', 'b'], metric: 'count' },
    outType: 'sunburst_v2',
    out: { viz_type: 'sunburst_v2', columns: ['a', 'b'], metric: 'count' },
  },
  {
    name: 'pivot_table: rows, columns, aggregation and margins',
    vizType: 'pivot_table',
    in: {
      viz_type: 'pivot_table',
      groupby: ['name'],
      columns: ['state'],
      metrics: ['sum__num'],
      pandas_aggfunc: 'mean',
      pivot_margins: true,
      number_format: '.3s',
      row_limit: 50,
      transpose_pivot: true,
      combine_metric: false,
    },
    outType: 'pivot_table_v2',
    out: {
      viz_type: 'pivot_table_v2',
      groupbyRows: ['name'],
      groupbyColumns: ['state'],
      metrics: ['sum__num'],
      aggregateFunction: 'Average',
      colTotals: true,
      colSubTotals: true,
      valueFormat: '.3s',
      series_limit: 50,
      transposePivot: true,
      combineMetric: false,
      rowOrder: 'value_z_to_a',
    },
  },
  {
    name: 'dual_line: two metrics to queries A and B, filters shared',
    vizType: 'dual_line',
    in: {
      viz_type: 'dual_line',
      metric: 'sum__a',
      metric_2: 'sum__b',
      granularity_sqla: 'ds',
      time_range: 'Last month',
      y_axis_2_format: '.1%',
      adhoc_filters: [{ clause: 'WHERE', subject: 'x', operator: '==', comparator: 1, expressionType: 'SIMPLE' }],
    },
    outType: 'mixed_timeseries',
    out: {
      viz_type: 'mixed_timeseries',
      metrics: ['sum__a'],
      metrics_b: ['sum__b'],
      yAxisIndex: 0,
      yAxisIndexB: 1,
      truncateYAxis: true,
      y_axis_format_secondary: '.1%',
      x_axis: 'ds',
      time_grain_sqla: 'P1D',
      adhoc_filters: [
        { clause: 'WHERE', subject: 'x', operator: '==', comparator: 1, expressionType: 'SIMPLE' },
        TIME_FILTER('ds', 'Last month'),
      ],
      adhoc_filters_b: [
        { clause: 'WHERE', subject: 'x', operator: '==', comparator: 1, expressionType: 'SIMPLE' },
        TIME_FILTER('ds', 'Last month'),
      ],
    },
  },
  {
    name: 'histogram: first column, bins from link_length',
    vizType: 'histogram',
    in: { viz_type: 'histogram', all_columns_x: ['age', 'height'], link_length: '10', normalized: true },
    outType: 'histogram_v2',
    out: { viz_type: 'histogram_v2', column: 'age', bins: 10, groupby: [], normalize: true },
  },
  {
    name: 'bubble: axis keys renamed, y-axis truncated',
    vizType: 'bubble',
    in: { viz_type: 'bubble', entity: 'country', x: 'a', y: 'b', size: 'c', limit: 20, x_log_scale: true },
    outType: 'bubble_v2',
    out: {
      viz_type: 'bubble_v2',
      entity: 'country',
      x: 'a',
      y: 'b',
      size: 'c',
      row_limit: 20,
      logXAxis: true,
      truncateYAxis: true,
    },
  },
  {
    name: 'sankey: the two dimensions become source and target',
    vizType: 'sankey',
    in: { viz_type: 'sankey', groupby: ['from', 'to'], metric: 'count' },
    outType: 'sankey_v2',
    out: { viz_type: 'sankey_v2', source: 'from', target: 'to', metric: 'count' },
  },
  {
    name: 'an adhoc time column becomes a SQL TEMPORAL_RANGE filter',
    vizType: 'bar',
    in: { viz_type: 'bar', metrics: ['count'], granularity_sqla: { label: 'day', sqlExpression: 'DATE(ts)' } },
    outType: 'echarts_timeseries_bar',
    out: {
      ...TIMESERIES_DEFAULTS,
      viz_type: 'echarts_timeseries_bar',
      metrics: ['count'],
      stack: null,
      x_axis: { label: 'day', sqlExpression: 'DATE(ts)' },
      time_grain_sqla: 'P1D',
      adhoc_filters: [
        {
          clause: 'WHERE',
          subject: 'day',
          operator: 'TEMPORAL_RANGE',
          comparator: null,
          expressionType: 'SQL',
          sqlExpression: 'DATE(ts)',
        },
      ],
    },
  },
];

describe('viz migrations (form data in -> form data out)', () => {
  it.each(CASES)('$name', (c) => {
    const input = structuredClone(c.in);
    const out = migrateChart(c.vizType, c.in);
    expect(out.migrated).toBe(true);
    expect(out.vizType).toBe(c.outType);
    expect(out.formData).toEqual(c.out);
    expect(c.in).toEqual(input);
  });

  it('covers every processor', () => {
    const sources = new Set(CASES.map((c) => c.vizType));
    expect(VIZ_MIGRATIONS.map((m) => m.source).filter((s) => !sources.has(s))).toEqual([]);
  });

  it('leaves a current viz type untouched', () => {
    const formData = { viz_type: 'pie', metric: 'count', groupby: ['a'], time_range: 'Last day' };
    expect(migrateChart('pie', formData)).toEqual({ vizType: 'pie', formData, migrated: false });
  });

  it('the chart viz type decides, even when params name none', () => {
    const out = migrateChart('sunburst', { groupby: ['a'] });
    expect(out).toMatchObject({ vizType: 'sunburst_v2', formData: { viz_type: 'sunburst_v2', columns: ['a'] } });
  });

  it('a key and its new name both present: the old key wins', () => {
    const kept = migrateChart('line', { viz_type: 'line', x_axis_label: 'old', x_axis_title: 'new' });
    expect(kept.formData.x_axis_title).toBe('old');
    expect(kept.migrated).toBe(true);
  });
});

describe('import and export keep the original form data', () => {
  const original = { viz_type: 'dist_bar', metrics: ['count'], groupby: ['a'], time_range: 'No filter' };

  it('import migrates and backs the original up under form_data_bak', () => {
    const imported = migrateForImport('dist_bar', original);
    expect(imported.vizType).toBe('echarts_timeseries_bar');
    expect(imported.formData[FORM_DATA_BAK]).toEqual(original);
    expect(imported.formData.x_axis).toBe('a');
  });

  it('an unedited imported chart exports as the original', () => {
    const imported = migrateForImport('dist_bar', original);
    expect(chartForExport(imported.vizType, imported.formData)).toEqual({ vizType: 'dist_bar', formData: original });
  });

  it('a chart edited since the import exports as it is now', () => {
    const imported = migrateForImport('dist_bar', original);
    const edited = { ...imported.formData, metrics: ['sum__num'] };
    expect(chartForExport(imported.vizType, edited)).toEqual({ vizType: 'echarts_timeseries_bar', formData: edited });
  });

  it('a current chart is imported and exported unchanged', () => {
    const pie = { viz_type: 'pie', metric: 'count' };
    expect(migrateForImport('pie', pie)).toEqual({ vizType: 'pie', formData: pie });
    expect(chartForExport('pie', pie)).toEqual({ vizType: 'pie', formData: pie });
  });
});
