import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../../engine/query-context.ts';
import { FormDataError } from '../errors.ts';
import type { TableFormData } from '../form-data.ts';
import { buildTableQuery, tableQueryMode } from './table.ts';

const aggregate: TableFormData = {
  datasource: '5__table',
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['region', 'order_date'],
  metrics: ['sum__revenue', 'count'],
  row_limit: 1000,
  time_grain_sqla: 'P1M',
  temporal_columns_lookup: { order_date: true },
  server_pagination: false,
};

describe('tableQueryMode', () => {
  it('follows query_mode, else raw only when there are columns and nothing to aggregate', () => {
    expect(tableQueryMode({ datasource: '1__table', viz_type: 'table', query_mode: 'raw' })).toBe('raw');
    expect(tableQueryMode({ datasource: '1__table', viz_type: 'table', all_columns: ['a'] })).toBe('raw');
    expect(tableQueryMode({ datasource: '1__table', viz_type: 'table', all_columns: ['a'], metrics: ['count'] })).toBe(
      'aggregate',
    );
  });
});

describe('buildTableQuery', () => {
  it('aggregate mode: groups, truncates temporal columns to the grain, orders by the first metric', () => {
    const ctx = buildTableQuery(aggregate);
    expect(ctx.queries).toEqual([
      {
        columns: [
          'region',
          {
            timeGrain: 'P1M',
            columnType: 'BASE_AXIS',
            sqlExpression: 'order_date',
            label: 'order_date',
            expressionType: 'SQL',
          },
        ],
        metrics: ['sum__revenue', 'count'],
        filters: [],
        extras: { time_grain_sqla: 'P1M' },
        row_limit: 1000,
        orderby: [['sum__revenue', false]],
        post_processing: [],
      },
    ]);
    expect(() => parseQueryContext(ctx)).not.toThrow();
  });

  it('aggregate mode: sort metric, percent metrics and a totals query', () => {
    const ctx = buildTableQuery({
      ...aggregate,
      groupby: ['region'],
      timeseries_limit_metric: 'count',
      order_desc: false,
      percent_metrics: ['sum__revenue', 'sum__cost'],
      show_totals: true,
    });
    const [main, totals] = ctx.queries;
    expect(main?.metrics).toEqual(['sum__revenue', 'count', 'sum__cost']);
    expect(main?.orderby).toEqual([['count', true]]);
    expect(main?.post_processing).toEqual([
      {
        operation: 'contribution',
        options: {
          orientation: 'column',
          columns: ['sum__revenue', 'sum__cost'],
          rename_columns: ['%sum__revenue', '%sum__cost'],
        },
      },
    ]);
    expect(totals).toMatchObject({ columns: [], row_limit: 0, row_offset: 0, post_processing: [] });
    expect(totals?.orderby).toBeUndefined();
    expect(ctx.queries).toHaveLength(2);
    expect(() => parseQueryContext(ctx)).not.toThrow();
  });

  it('raw mode: lists columns without metrics, ordered as order_by_cols says', () => {
    const ctx = buildTableQuery({
      datasource: '5__table',
      viz_type: 'table',
      query_mode: 'raw',
      all_columns: ['order_id', 'order_date', 'revenue'],
      order_by_cols: ['["order_date", false]'],
      groupby: ['ignored'],
      row_limit: 50,
    });
    expect(ctx.queries).toEqual([
      {
        columns: ['order_id', 'order_date', 'revenue'],
        metrics: null,
        filters: [],
        extras: {},
        row_limit: 50,
        order_desc: true,
        orderby: [['order_date', false]],
      },
    ]);
    expect(() => parseQueryContext(ctx)).not.toThrow();
  });

  it('refuses malformed order_by_cols', () => {
    const raw: TableFormData = { datasource: '5__table', viz_type: 'table', query_mode: 'raw', all_columns: ['a'] };
    expect(() => buildTableQuery({ ...raw, order_by_cols: ['not json'] })).toThrow(FormDataError);
    expect(() => buildTableQuery({ ...raw, order_by_cols: ['["a"]'] })).toThrow('order_by_cols entry must be');
  });
});
