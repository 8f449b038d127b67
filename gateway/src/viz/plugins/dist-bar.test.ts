import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../../engine/query-context.ts';
import { buildDistBarQuery } from './dist-bar.ts';

describe('buildDistBarQuery', () => {
  it('groups by the categories and breakdowns, largest first, pivoting the breakdown into series', () => {
    const ctx = buildDistBarQuery({
      datasource: '2__table',
      viz_type: 'dist_bar',
      metrics: ['sum__revenue'],
      groupby: ['country'],
      columns: ['channel'],
      row_limit: 50,
    });
    const [q] = ctx.queries;
    expect(q).toMatchObject({
      columns: ['country', 'channel'],
      metrics: ['sum__revenue'],
      orderby: [['sum__revenue', false]],
      row_limit: 50,
    });
    expect(q?.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['country'],
          columns: ['channel'],
          aggregates: { sum__revenue: { operator: 'sum' } },
          drop_missing_columns: false,
          metric_fill_value: 0,
        },
      },
      { operation: 'flatten' },
    ]);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(ctx)))).not.toThrow();
  });

  it('without breakdowns returns the rows as grouped, with contribution when asked', () => {
    const ctx = buildDistBarQuery({
      datasource: '2__table',
      viz_type: 'dist_bar',
      metrics: ['count'],
      groupby: ['region'],
      contribution: true,
      order_desc: false,
    });
    expect(ctx.queries[0]?.orderby).toEqual([['count', true]]);
    expect(ctx.queries[0]?.post_processing).toEqual([{ operation: 'contribution', options: { orientation: 'row' } }]);
  });
});
