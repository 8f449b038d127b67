/**
 * The chart shapes the bench measures, as the client sends them (QueryContext bodies without the
 * datasource). All run over the year 2024 of the 10M-row `sales` table (2023-2025).
 */
const YEAR = '2024-01-01T00:00:00 : 2025-01-01T00:00:00';
const TIME_FILTER = { col: 'order_date', op: 'TEMPORAL_RANGE', val: YEAR };
const axis = (grain: string) => ({
  label: 'order_date',
  sqlExpression: 'order_date',
  columnType: 'BASE_AXIS',
  timeGrain: grain,
  expressionType: 'SQL',
});

export interface BenchShape {
  name: string;
  query: Record<string, unknown>;
}

export const SHAPES: readonly BenchShape[] = [
  { name: 'big_number', query: { metrics: ['sum__revenue'], filters: [TIME_FILTER] } },
  {
    name: 'daily_timeseries_2_metrics',
    query: {
      columns: [axis('P1D')],
      metrics: ['sum__revenue', 'count'],
      filters: [TIME_FILTER],
      orderby: [[axis('P1D'), true]],
      row_limit: 10000,
    },
  },
  {
    name: 'top10_bar_series_limit',
    query: {
      columns: [axis('P1M'), 'product'],
      metrics: ['sum__revenue'],
      filters: [TIME_FILTER],
      series_columns: ['product'],
      series_limit: 10,
      series_limit_metric: 'sum__revenue',
      orderby: [['sum__revenue', false]],
      row_limit: 10000,
    },
  },
  {
    name: 'pivot_2_dimensions',
    query: {
      columns: ['country', 'product_line'],
      metrics: ['sum__revenue', 'sum__quantity'],
      filters: [TIME_FILTER],
      orderby: [['sum__revenue', false]],
      row_limit: 10000,
    },
  },
  {
    name: 'table_1000_rows_filtered',
    query: {
      columns: ['order_id', 'order_date', 'country', 'channel', 'product', 'quantity', 'revenue'],
      filters: [
        TIME_FILTER,
        { col: 'country', op: 'IN', val: ['France', 'Germany', 'United States'] },
        { col: 'revenue', op: '>', val: 100 },
      ],
      orderby: [['revenue', false]],
      row_limit: 1000,
    },
  },
  {
    name: 'week_over_week',
    query: {
      columns: [axis('P1W')],
      metrics: ['sum__revenue'],
      filters: [TIME_FILTER],
      time_offsets: ['1 week ago'],
      orderby: [[axis('P1W'), true]],
      row_limit: 10000,
    },
  },
];
