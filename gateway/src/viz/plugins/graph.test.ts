import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../../engine/query-context.ts';
import { buildGraphQuery } from './graph.ts';

describe('buildGraphQuery', () => {
  it('asks for the metric per edge with the node categories, heaviest first', () => {
    const ctx = buildGraphQuery({
      datasource: '2__table',
      viz_type: 'graph_chart',
      source: 'product_line',
      target: 'product',
      source_category: 'product_line',
      metric: 'sum__revenue',
      row_limit: 200,
    });
    const [q] = ctx.queries;
    // A category that repeats a column is asked for once.
    expect(q?.columns).toEqual(['product_line', 'product']);
    expect(q?.metrics).toEqual(['sum__revenue']);
    expect(q?.orderby).toEqual([['sum__revenue', false]]);
    expect(q?.row_limit).toBe(200);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(ctx)))).not.toThrow();
  });
});
