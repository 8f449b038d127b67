import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../../engine/query-context.ts';
import type { BigNumberFormData } from '../form-data.ts';
import { buildBigNumberQuery } from './big-number.ts';

const formData: BigNumberFormData = {
  datasource: '4__table',
  viz_type: 'big_number',
  x_axis: 'order_date',
  time_grain_sqla: 'P1W',
  metric: 'sum__revenue',
  time_range: 'Last year',
  compare_lag: 1,
};

describe('buildBigNumberQuery', () => {
  it('asks for the metric per period on the x-axis and pivots it without resampling', () => {
    const ctx = buildBigNumberQuery(formData);
    expect(ctx.queries).toEqual([
      {
        time_range: 'Last year',
        columns: [
          {
            timeGrain: 'P1W',
            columnType: 'BASE_AXIS',
            sqlExpression: 'order_date',
            label: 'order_date',
            expressionType: 'SQL',
          },
        ],
        metrics: ['sum__revenue'],
        filters: [],
        extras: {},
        order_desc: true,
        post_processing: [
          {
            operation: 'pivot',
            options: {
              index: ['order_date'],
              columns: [],
              aggregates: { sum__revenue: { operator: 'mean' } },
              drop_missing_columns: true,
            },
          },
          { operation: 'flatten' },
        ],
      },
    ]);
    expect(() => parseQueryContext(ctx)).not.toThrow();
  });

  it('adds resample and rolling steps only when the form asks', () => {
    const ctx = buildBigNumberQuery({ ...formData, resample_rule: '1W', resample_method: 'sum', rolling_type: 'sum' });
    expect(ctx.queries[0]?.post_processing?.map((p) => p?.operation)).toEqual([
      'pivot',
      'rolling',
      'resample',
      'flatten',
    ]);
  });
});
