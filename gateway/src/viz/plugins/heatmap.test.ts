import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../../engine/query-context.ts';
import { buildHeatmapQuery } from './heatmap.ts';

describe('buildHeatmapQuery', () => {
  it('asks for the metric by x and y, the x-axis at its grain, ordered by value when asked', () => {
    const ctx = buildHeatmapQuery({
      datasource: '2__table',
      viz_type: 'heatmap_v2',
      x_axis: 'order_date',
      time_grain_sqla: 'P1M',
      groupby: 'region',
      metric: 'sum__revenue',
      sort_y_axis: 'value_desc',
      row_limit: 1000,
    });
    const [q] = ctx.queries;
    expect(q?.columns).toEqual([
      {
        timeGrain: 'P1M',
        columnType: 'BASE_AXIS',
        sqlExpression: 'order_date',
        label: 'order_date',
        expressionType: 'SQL',
      },
      'region',
    ]);
    expect(q?.metrics).toEqual(['sum__revenue']);
    expect(q?.orderby).toEqual([['sum__revenue', false]]);
    expect(q?.post_processing).toEqual([]);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(ctx)))).not.toThrow();
  });

  it('ranks the values across y when normalised', () => {
    const ctx = buildHeatmapQuery({
      datasource: '2__table',
      viz_type: 'heatmap_v2',
      x_axis: 'channel',
      groupby: ['region'],
      metric: 'count',
      normalized: true,
      normalize_across: 'y',
    });
    // The x-axis becomes the query's base axis (as Superset's normalizeTimeColumn does), temporal or not.
    expect(ctx.queries[0]?.columns).toEqual([
      { columnType: 'BASE_AXIS', expressionType: 'SQL', label: 'channel', sqlExpression: 'channel' },
      'region',
    ]);
    expect(ctx.queries[0]?.post_processing).toEqual([
      { operation: 'rank', options: { metric: 'count', group_by: 'region' } },
    ]);
  });
});
