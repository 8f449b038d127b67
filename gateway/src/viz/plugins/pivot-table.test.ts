import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../../engine/query-context.ts';
import { buildPivotTableQuery } from './pivot-table.ts';

describe('buildPivotTableQuery', () => {
  it('groups by the column then the row dimensions, once each, ordered by the first metric descending', () => {
    const ctx = buildPivotTableQuery({
      datasource: '2__table',
      viz_type: 'pivot_table_v2',
      groupbyColumns: ['channel'],
      groupbyRows: ['region', 'channel', 'order_date'],
      metrics: ['sum__revenue', 'count'],
      temporal_columns_lookup: { order_date: true },
      time_grain_sqla: 'P1Y',
      aggregateFunction: 'Sum',
      row_limit: 1000,
    });
    const [q] = ctx.queries;
    expect(q?.columns).toEqual([
      'channel',
      'region',
      {
        timeGrain: 'P1Y',
        columnType: 'BASE_AXIS',
        sqlExpression: 'order_date',
        label: 'order_date',
        expressionType: 'SQL',
      },
    ]);
    expect(q?.metrics).toEqual(['sum__revenue', 'count']);
    expect(q?.orderby).toEqual([['sum__revenue', false]]);
    expect(q?.row_limit).toBe(1000);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(ctx)))).not.toThrow();
  });

  it('orders by the series limit metric, ascending when order_desc is off', () => {
    const ctx = buildPivotTableQuery({
      datasource: '2__table',
      viz_type: 'pivot_table_v2',
      groupbyRows: ['region'],
      metrics: ['sum__revenue'],
      series_limit_metric: 'count',
      order_desc: false,
    });
    expect(ctx.queries[0]?.orderby).toEqual([['count', true]]);
    expect(ctx.queries[0]?.columns).toEqual(['region']);
  });
});
