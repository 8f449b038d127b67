import { describe, expect, it } from 'vitest';
import { parseQueryContext, QueryContextError } from './query-context.ts';

describe('parseQueryContext', () => {
  it('normalises deprecated names and fills defaults', () => {
    const ctx = parseQueryContext({
      datasource: { id: 3, type: 'table' },
      queries: [
        {
          groupby: ['country'],
          metrics: ['count', { expressionType: 'SIMPLE', column: { column_name: 'x' }, aggregate: 'sum', label: 's' }],
          granularity_sqla: 'ds',
          timeseries_limit: 5,
          timeseries_limit_metric: 'count',
          where: 'a > 1',
          having: 'COUNT(*) > 2',
          filters: [{ col: 'country', op: 'in', val: ['FR'] }],
        },
      ],
    });
    expect(ctx.result_type).toBe('full');
    expect(ctx.result_format).toBe('json');
    expect(ctx.force).toBe(false);
    const q = ctx.queries[0];
    expect(q?.columns).toEqual(['country']);
    expect(q?.granularity).toBe('ds');
    expect(q?.series_limit).toBe(5);
    expect(q?.series_limit_metric).toBe('count');
    expect(q?.extras).toEqual({ where: 'a > 1', having: 'COUNT(*) > 2' });
    expect(q?.filters[0]?.op).toBe('IN');
    expect(q?.metrics?.[1]).toMatchObject({ aggregate: 'SUM' });
    expect(q?.row_limit).toBeNull();
  });

  it('prefers the current names over the deprecated ones', () => {
    const ctx = parseQueryContext({
      datasource: { id: 1, type: 'table' },
      queries: [{ columns: ['a'], groupby: ['b'], extras: { where: 'x = 1' }, where: 'y = 2' }],
    });
    expect(ctx.queries[0]?.columns).toEqual(['a']);
    expect(ctx.queries[0]?.extras.where).toBe('x = 1');
  });

  it('accepts adhoc x-axis columns with a time grain', () => {
    const ctx = parseQueryContext({
      datasource: { id: 1, type: 'table' },
      queries: [
        {
          columns: [
            { label: 'ds', sqlExpression: 'ds', columnType: 'BASE_AXIS', timeGrain: 'P1D', expressionType: 'SQL' },
          ],
          metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(x)', label: 'total' }],
          orderby: [[{ expressionType: 'SQL', sqlExpression: 'SUM(x)', label: 'total' }, false]],
        },
      ],
    });
    expect(ctx.queries[0]?.columns[0]).toMatchObject({ timeGrain: 'P1D' });
  });

  it('rejects bad input with field errors in the message', () => {
    const bad = () =>
      parseQueryContext({
        datasource: { id: 1, type: 'table' },
        queries: [{ row_limit: -1, filters: [{ col: 'a', op: 'BETWEEN', val: 1 }] }],
        result_type: 'nope',
      });
    expect(bad).toThrow(QueryContextError);
    try {
      bad();
    } catch (e) {
      const err = e as QueryContextError;
      expect(err.message.startsWith('Request is incorrect: {')).toBe(true);
      expect(Object.keys(err.fieldErrors).sort()).toEqual([
        'queries.0.filters.0.op',
        'queries.0.row_limit',
        'result_type',
      ]);
    }
  });

  it('rejects a missing datasource and a non-object body', () => {
    expect(() => parseQueryContext({ queries: [] })).toThrow(/datasource/);
    expect(() => parseQueryContext('x')).toThrow(QueryContextError);
  });
});
