import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../../engine/query-context.ts';
import { buildBulletQuery } from './bullet.ts';

describe('buildBulletQuery', () => {
  it('asks for the one metric over the filtered dataset, no dimensions, no order', () => {
    const ctx = buildBulletQuery({
      datasource: '2__table',
      viz_type: 'bullet',
      metric: 'sum__revenue',
      ranges: '1000000,2000000,4000000',
      markers: '3000000',
      adhoc_filters: [
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'region', operator: '==', comparator: 'EMEA' },
      ],
    });
    const [q] = ctx.queries;
    expect(q?.columns).toEqual([]);
    expect(q?.metrics).toEqual(['sum__revenue']);
    expect(q?.orderby).toBeUndefined();
    expect(q?.filters).toEqual([{ col: 'region', op: '==', val: 'EMEA' }]);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(ctx)))).not.toThrow();
  });
});
