import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../errors.ts';
import { chartQueryContext, queryContextFromParams } from './chart-query-context.ts';

const chart = (vizType: string, params: unknown, queryContext: string | null = null) => ({
  id: 12,
  vizType,
  params: typeof params === 'string' ? params : JSON.stringify(params),
  datasourceId: 3,
  datasourceType: 'table',
  queryContext,
});

describe('the query a chart runs outside its saved-chart route', () => {
  it('is the saved query context when there is one', () => {
    const saved = { datasource: { id: 3, type: 'table' }, queries: [{ metrics: ['count'] }] };
    expect(chartQueryContext(chart('pie', {}, JSON.stringify(saved)))).toEqual(saved);
  });

  it("is built from the form data by the viz's buildQuery when none is saved, legacy types migrated first", () => {
    const built = chartQueryContext(
      chart('dist_bar', { viz_type: 'dist_bar', metrics: ['count'], groupby: ['region'], datasource: '99__table' }),
    );
    // The chart's own dataset wins over the exporting instance's id left in the params.
    expect(built.datasource).toEqual({ id: 3, type: 'table' });
    expect(built.form_data).toMatchObject({ viz_type: 'echarts_timeseries_bar', x_axis: 'region', slice_id: 12 });
    const [query] = built.queries as { columns: unknown[]; metrics: unknown[] }[];
    expect(query?.metrics).toEqual(['count']);
    expect(JSON.stringify(query?.columns)).toContain('region');
  });

  it('a saved query context without queries counts as none', () => {
    const built = chartQueryContext(chart('pie', { metric: 'count', groupby: ['a'] }, '{"form_data": {}}'));
    expect((built.queries as unknown[]).length).toBe(1);
  });

  it.each([
    [chart('no_such_viz', {}), 'This chart type is not supported: no_such_viz'],
    [chart('pie', '{broken'), "The chart's form data (params) is not a valid JSON object."],
  ])('refuses what cannot run with a clear 400', (row, message) => {
    expect(() => queryContextFromParams(row)).toThrow(BadRequestError);
    expect(() => queryContextFromParams(row)).toThrow(message);
  });
});
