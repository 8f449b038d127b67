import { describe, expect, it } from 'vitest';
import { transformProps as area } from '../echarts_area/transformProps.ts';
import { transformProps as scatter } from '../echarts_timeseries_scatter/transformProps.ts';
import { transformProps as smooth } from '../echarts_timeseries_smooth/transformProps.ts';
import { transformProps as step } from '../echarts_timeseries_step/transformProps.ts';
import { formData, queryResult } from '../testing.ts';
import { lineCrossFilterColumn, seriesDimensionValue } from './crossFilterSeries.ts';
import { transformProps } from './transformProps.ts';

describe('line chart cross filters', () => {
  it('emits on a single physical group-by column only', () => {
    expect(lineCrossFilterColumn(['region'])).toBe('region');
    expect(lineCrossFilterColumn(['region', 'channel'])).toBeNull();
    expect(lineCrossFilterColumn([{ label: 'r', sqlExpression: 'UPPER(region)' }])).toBeNull();
    expect(lineCrossFilterColumn([])).toBeNull();
    expect(lineCrossFilterColumn(undefined)).toBeNull();
  });

  it("reads a series' dimension value after its metric", () => {
    const metrics = ['SUM(revenue)', 'SUM(revenue) net'];
    expect(seriesDimensionValue('SUM(revenue), EMEA', metrics)).toBe('EMEA');
    expect(seriesDimensionValue('SUM(revenue) net, North America, West', metrics)).toBe('North America, West');
    expect(seriesDimensionValue('SUM(revenue)', metrics)).toBeNull();
    expect(seriesDimensionValue('APAC', metrics)).toBe('APAC');
  });

  it('gives each series of a split line chart its value, and none without a split', () => {
    const result = queryResult(
      [
        ['ds', 'TEMPORAL'],
        ['SUM(revenue), EMEA', 'NUMERIC'],
        ['SUM(revenue), APAC', 'NUMERIC'],
      ],
      [[Date.UTC(2024, 0, 1), 1, 2]],
    );
    const split = transformProps(
      result,
      formData('echarts_timeseries_line', { x_axis: 'ds', metrics: ['SUM(revenue)'], groupby: ['region'] }),
    );
    expect(split.crossFilterColumn).toBe('region');
    expect(split.series.map((s) => s.crossValue)).toEqual(['EMEA', 'APAC']);
    const unsplit = transformProps(
      result,
      formData('echarts_timeseries_line', { x_axis: 'ds', metrics: ['SUM(revenue)'] }),
    );
    expect(unsplit.crossFilterColumn).toBeNull();
  });

  it('does the same on the area, step, smooth and scatter charts', () => {
    const result = queryResult(
      [
        ['ds', 'TEMPORAL'],
        ['SUM(revenue), EMEA', 'NUMERIC'],
        ['SUM(revenue), APAC', 'NUMERIC'],
      ],
      [[Date.UTC(2024, 0, 1), 1, 2]],
    );
    const charts = [
      ['echarts_area', area],
      ['echarts_timeseries_step', step],
      ['echarts_timeseries_smooth', smooth],
      ['echarts_timeseries_scatter', scatter],
    ] as const;
    for (const [vizType, transform] of charts) {
      const split = transform(
        result,
        // biome-ignore lint/suspicious/noExplicitAny: each chart takes its own form data type
        formData(vizType, { x_axis: 'ds', metrics: ['SUM(revenue)'], groupby: ['region'] }) as any,
      );
      expect([vizType, split.crossFilterColumn, split.series.map((s) => s.crossValue)]).toEqual([
        vizType,
        'region',
        ['EMEA', 'APAC'],
      ]);
      // biome-ignore lint/suspicious/noExplicitAny: as above
      const unsplit = transform(result, formData(vizType, { x_axis: 'ds', metrics: ['SUM(revenue)'] }) as any);
      expect(unsplit.crossFilterColumn).toBeNull();
    }
  });
});
