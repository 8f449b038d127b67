import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../../engine/query-context.ts';
import type { MixedTimeseriesFormData } from '../form-data.ts';
import { buildMixedTimeseriesQuery } from './mixed-timeseries.ts';

const formData: MixedTimeseriesFormData = {
  datasource: '3__table',
  viz_type: 'mixed_timeseries',
  x_axis: 'ds',
  time_grain_sqla: 'P1D',
  metrics: ['sum__visitors'],
  groupby: [],
  adhoc_filters: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'No filter' },
  ],
  metrics_b: ['sum__orders'],
  groupby_b: ['channel'],
  adhoc_filters_b: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'channel', operator: '==', comparator: 'Online' },
  ],
  limit_b: 5,
  rolling_type_b: 'mean',
  rolling_periods_b: 7,
  seriesType: 'line',
  seriesTypeB: 'bar',
  yAxisIndexB: 1,
};

describe('buildMixedTimeseriesQuery', () => {
  it('builds query A from the plain keys and query B from the _b keys, on the same x-axis', () => {
    const ctx = buildMixedTimeseriesQuery(formData);
    expect(ctx.queries).toHaveLength(2);
    const [a, b] = ctx.queries;
    expect(a?.metrics).toEqual(['sum__visitors']);
    expect(a?.filters).toEqual([{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' }]);
    expect(a?.post_processing?.map((p) => p?.operation)).toEqual(['pivot', 'flatten']);
    expect(b?.metrics).toEqual(['sum__orders']);
    expect(b?.columns).toEqual([
      expect.objectContaining({ columnType: 'BASE_AXIS', sqlExpression: 'ds', timeGrain: 'P1D' }),
      'channel',
    ]);
    expect(b?.filters).toEqual([{ col: 'channel', op: '==', val: 'Online' }]);
    expect(b?.series_limit).toBe(5);
    expect(b?.post_processing?.map((p) => p?.operation)).toEqual(['pivot', 'rolling', 'rename', 'flatten']);
    expect(ctx.form_data).toBe(formData);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(ctx)))).not.toThrow();
  });
});
