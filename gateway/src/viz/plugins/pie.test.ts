import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../../engine/query-context.ts';
import type { PieFormData } from '../form-data.ts';
import { buildPieQuery } from './pie.ts';

const formData: PieFormData = {
  datasource: '2__table',
  viz_type: 'pie',
  groupby: ['product_line'],
  metric: 'sum__revenue',
  row_limit: 100,
  time_range: 'No filter',
  adhoc_filters: [],
};

describe('buildPieQuery', () => {
  it('groups by the dimensions and sorts by the metric, largest first', () => {
    const ctx = buildPieQuery(formData);
    expect(ctx.queries).toEqual([
      {
        time_range: 'No filter',
        columns: ['product_line'],
        metrics: ['sum__revenue'],
        filters: [],
        extras: {},
        row_limit: 100,
        order_desc: true,
        orderby: [['sum__revenue', false]],
      },
    ]);
    expect(parseQueryContext(ctx).queries[0]?.orderby).toEqual([['sum__revenue', false]]);
  });

  it('leaves the order to the database when sort_by_metric is off', () => {
    expect(buildPieQuery({ ...formData, sort_by_metric: false }).queries[0]?.orderby).toBeUndefined();
  });

  it('takes an adhoc metric and ignores stray metrics/columns keys', () => {
    const metric = { expressionType: 'SQL' as const, sqlExpression: 'SUM(revenue - cost)', label: 'margin' };
    const ctx = buildPieQuery({ ...formData, metric, ...{ metrics: ['count'], all_columns: ['x'] } });
    expect(ctx.queries[0]?.metrics).toEqual([metric]);
    expect(ctx.queries[0]?.columns).toEqual(['product_line']);
    expect(ctx.queries[0]?.orderby).toEqual([[metric, false]]);
  });
});
