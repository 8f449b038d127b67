import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../../engine/query-context.ts';
import { FormDataError } from '../errors.ts';
import { boxplotOperator, buildBoxPlotQuery } from './box-plot.ts';

const base = {
  datasource: '2__table',
  viz_type: 'box_plot' as const,
  columns: ['country'],
  groupby: ['region'],
  metrics: ['sum__revenue'],
};

describe('buildBoxPlotQuery', () => {
  it('asks for the metric per distribution column and dimension, then a Tukey boxplot step by dimension', () => {
    const ctx = buildBoxPlotQuery(base);
    const [q] = ctx.queries;
    expect(q?.columns).toEqual(['country', 'region']);
    expect(q?.series_columns).toEqual(['region']);
    expect(q?.metrics).toEqual(['sum__revenue']);
    expect(q?.post_processing).toEqual([
      { operation: 'boxplot', options: { whisker_type: 'tukey', groupby: ['region'], metrics: ['sum__revenue'] } },
    ]);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(ctx)))).not.toThrow();
  });

  it('maps Superset whisker options to the boxplot step', () => {
    expect(boxplotOperator({ ...base, whiskerOptions: 'Min/max (no outliers)' }).options).toMatchObject({
      whisker_type: 'min/max',
    });
    expect(boxplotOperator({ ...base, whiskerOptions: '9/91 percentiles' }).options).toMatchObject({
      whisker_type: 'percentile',
      percentiles: [9, 91],
    });
    expect(() => boxplotOperator({ ...base, whiskerOptions: 'Fancy' as never })).toThrow(FormDataError);
    expect(() => buildBoxPlotQuery({ ...base, columns: [] })).toThrow(/Distribute across/);
  });
});
