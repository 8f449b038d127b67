import { describe, expect, it } from 'vitest';
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
});
