import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../../engine/query-context.ts';
import { buildCalendarHeatmapQuery } from './cal-heatmap.ts';

describe('buildCalendarHeatmapQuery', () => {
  it('asks for the metrics per day of the time column, in time order', () => {
    const ctx = buildCalendarHeatmapQuery({
      datasource: '3__table',
      viz_type: 'cal_heatmap',
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1M',
      metrics: ['sum__orders'],
      time_range: '2025-01-01 : 2026-01-01',
    });
    const [q] = ctx.queries;
    const axis = { timeGrain: 'P1D', columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL' };
    expect(q?.columns).toEqual([axis]);
    expect(q?.orderby).toEqual([[axis, true]]);
    expect(q?.metrics).toEqual(['sum__orders']);
    // The subdomain sets the grain, not a leftover time grain of the form.
    expect(q?.extras?.time_grain_sqla).toBeUndefined();
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(ctx)))).not.toThrow();
  });

  it('needs a time column and a known subdomain', () => {
    expect(() =>
      buildCalendarHeatmapQuery({ datasource: '3__table', viz_type: 'cal_heatmap', metrics: ['count'] }),
    ).toThrow(/time column/);
    expect(() =>
      buildCalendarHeatmapQuery({
        datasource: '3__table',
        viz_type: 'cal_heatmap',
        granularity_sqla: 'ds',
        metrics: ['count'],
        subdomain_granularity: 'year' as never,
      }),
    ).toThrow(/subdomain_granularity/);
  });
});
