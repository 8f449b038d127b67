import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../../engine/query-context.ts';
import type { BigNumberTotalFormData } from '../form-data.ts';
import { buildBigNumberTotalQuery } from './big-number-total.ts';

describe('buildBigNumberTotalQuery', () => {
  it('asks for one metric and no dimensions', () => {
    const formData: BigNumberTotalFormData = {
      datasource: '4__table',
      viz_type: 'big_number_total',
      metric: 'sum__revenue',
      adhoc_filters: [
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'channel', operator: '==', comparator: 'Online' },
      ],
      ...{ groupby: ['region'] },
    };
    const ctx = buildBigNumberTotalQuery(formData);
    expect(ctx.queries).toEqual([
      {
        columns: [],
        metrics: ['sum__revenue'],
        filters: [{ col: 'channel', op: '==', val: 'Online' }],
        extras: {},
      },
    ]);
    expect(ctx.datasource).toEqual({ id: 4, type: 'table' });
    expect(() => parseQueryContext(ctx)).not.toThrow();
  });
});
