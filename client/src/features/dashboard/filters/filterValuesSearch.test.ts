import { describe, expect, it } from 'vitest';
import { filterValuesQueryContext, localOptions, searchesServer } from './filterValuesQuery.ts';

describe("a select filter's search", () => {
  it('goes to the server only with searchAllOptions', () => {
    expect(searchesServer({ searchAllOptions: true })).toBe(true);
    expect(searchesServer({})).toBe(false);
    expect(searchesServer({ searchAllOptions: 'yes' })).toBe(false);
  });

  it('searches the loaded options in the browser, in any case', () => {
    expect(localOptions(['EMEA', 'LATAM', 'North America', null], 'am')).toEqual(['LATAM', 'North America']);
    expect(localOptions(['EMEA', null], 'null')).toEqual([null]);
    expect(localOptions([1, 12, 3], '1')).toEqual([1, 12]);
    expect(localOptions(['a', 'b'], '  ')).toEqual(['a', 'b']);
  });

  it('puts a server search into the values query as ILIKE', () => {
    const context = filterValuesQueryContext(3, 'country', {}, ' fr ') as { queries: { filters: unknown[] }[] };
    expect(context.queries[0]?.filters).toEqual([{ col: 'country', op: 'ILIKE', val: '%fr%' }]);
  });
});
