import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../../engine/query-context.ts';
import { buildHistogramQuery } from './histogram.ts';

describe('buildHistogramQuery', () => {
  it('asks for the raw values with their dimensions, then bins them', () => {
    const ctx = buildHistogramQuery({
      datasource: '2__table',
      viz_type: 'histogram_v2',
      column: 'price',
      groupby: ['channel'],
      bins: '10',
      normalize: true,
      row_limit: 5000,
    });
    const [q] = ctx.queries;
    expect(q?.columns).toEqual(['channel', 'price']);
    expect(q?.metrics).toBeNull();
    expect(q?.row_limit).toBe(5000);
    expect(q?.post_processing).toEqual([
      {
        operation: 'histogram',
        options: { column: 'price', groupby: ['channel'], bins: 10, cumulative: false, normalize: true },
      },
    ]);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(ctx)))).not.toThrow();
  });

  it('defaults to 5 bins and refuses a bad bin count or a missing column', () => {
    const ctx = buildHistogramQuery({ datasource: '2__table', viz_type: 'histogram_v2', column: 'price' });
    expect(ctx.queries[0]?.post_processing?.[0]).toMatchObject({ options: { bins: 5, groupby: [] } });
    expect(() =>
      buildHistogramQuery({ datasource: '2__table', viz_type: 'histogram_v2', column: 'price', bins: 0 }),
    ).toThrow(/bins must be a positive integer/);
    expect(() => buildHistogramQuery({ datasource: '2__table', viz_type: 'histogram_v2', column: '' })).toThrow(
      /needs a numeric column/,
    );
  });
});
