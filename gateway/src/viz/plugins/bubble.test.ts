import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../../engine/query-context.ts';
import { buildBubbleQuery } from './bubble.ts';

describe('buildBubbleQuery', () => {
  it('asks for x, y and size per entity and series, ordered by the sort metric', () => {
    const ctx = buildBubbleQuery({
      datasource: '2__table',
      viz_type: 'bubble_v2',
      entity: 'country',
      series: 'region',
      x: 'sum__quantity',
      y: 'avg__price',
      size: 'sum__revenue',
      orderby: 'sum__revenue',
      order_desc: true,
      row_limit: 50,
    });
    const [q] = ctx.queries;
    expect(q?.columns).toEqual(['country', 'region']);
    expect(q?.metrics).toEqual(['sum__quantity', 'avg__price', 'sum__revenue']);
    expect(q?.orderby).toEqual([['sum__revenue', false]]);
    expect(q?.row_limit).toBe(50);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(ctx)))).not.toThrow();
  });

  it('leaves the order to the database without a sort metric', () => {
    const ctx = buildBubbleQuery({
      datasource: '2__table',
      viz_type: 'bubble_v2',
      entity: 'country',
      x: 'count',
      y: 'count',
      size: 'count',
    });
    expect(ctx.queries[0]?.orderby).toBeUndefined();
    expect(ctx.queries[0]?.metrics).toEqual(['count']);
  });
});
