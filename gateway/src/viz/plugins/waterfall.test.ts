import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../../engine/query-context.ts';
import { buildWaterfallQuery } from './waterfall.ts';

describe('buildWaterfallQuery', () => {
  it('asks for the metric by the x-axis at its grain and the breakdown, both ascending', () => {
    const ctx = buildWaterfallQuery({
      datasource: '2__table',
      viz_type: 'waterfall',
      x_axis: 'order_date',
      time_grain_sqla: 'P1Y',
      groupby: 'channel',
      metric: 'sum__revenue',
    });
    const [q] = ctx.queries;
    const axis = {
      timeGrain: 'P1Y',
      columnType: 'BASE_AXIS',
      sqlExpression: 'order_date',
      label: 'order_date',
      expressionType: 'SQL',
    };
    expect(q?.columns).toEqual([axis, 'channel']);
    expect(q?.metrics).toEqual(['sum__revenue']);
    expect(q?.orderby).toEqual([
      [axis, true],
      ['channel', true],
    ]);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(ctx)))).not.toThrow();
  });

  it('needs an x-axis', () => {
    expect(() =>
      buildWaterfallQuery({ datasource: '2__table', viz_type: 'waterfall', x_axis: '', metric: 'count' }),
    ).toThrow(/x-axis/);
  });
});
