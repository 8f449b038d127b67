import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { getSchema } from '../schema.ts';
import { DEFAULT_MAX_COST, operationCost } from './cost-limit.ts';

const cost = (query: string, variables?: Record<string, unknown>, operationName?: string) =>
  operationCost(getSchema(), parse(query), operationName, variables);

const FULL_PAGE = `{ charts(first: 100) { totalCount edges { node {
  id sliceName owners { username } dataset { tableName } data { results { colnames data } }
} } } }`;

describe('operationCost', () => {
  it('counts each field once, times the page size of its connection', () => {
    // charts 1 + 5 x (edges 1 + node 1 + id 1 + sliceName 1)
    expect(cost('{ charts(first: 5) { edges { node { id sliceName } } } }')).toBe(21);
  });

  it('reads page sizes from variables, defaults to 20 and caps at 100 like the resolver', () => {
    const query = 'query Q($n: Int) { charts(first: $n) { edges { node { id } } } }';
    expect(cost(query, { n: 10 })).toBe(1 + 10 * 3);
    expect(cost(query, {})).toBe(1 + 20 * 3);
    expect(cost(query, { n: 10_000 })).toBe(1 + 100 * 3);
  });

  it('weighs chart data and multiplies nodes(ids:) by the number of ids', () => {
    expect(cost('{ node(id: "x") { ... on Chart { data { results { rowcount } } } } }')).toBe(1 + 10 + 2);
    // dataResult runs the same query: node 1 + dataResult 10 + results 1 + rowcount 1
    expect(
      cost('{ node(id: "x") { ... on Chart { dataResult { ... on ChartData { results { rowcount } } } } } }'),
    ).toBe(1 + 10 + 2);
    expect(cost('query N($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ['a', 'b', 'c'] })).toBe(1 + 3);
  });

  it('weighs dataset samples and the database catalogue', () => {
    // datasets 1 + 2 x (edges 1 + node 1 + samples 10 + data 1)
    expect(cost('{ datasets(first: 2) { edges { node { samples { data } } } } }')).toBe(1 + 2 * (1 + 1 + 10 + 1));
    expect(cost('{ node(id: "x") { ... on Database { schemas tables(schema: "s") { name } } } }')).toBe(1 + 5 + 5 + 1);
  });

  it('follows fragments and counts every alias', () => {
    const one = cost('{ charts(first: 2) { ...Page } } fragment Page on ChartConnection { edges { node { id } } }');
    expect(one).toBe(1 + 2 * 3);
    expect(
      cost('{ a: charts(first: 2) { edges { node { id } } } b: charts(first: 2) { edges { node { id } } } }'),
    ).toBe(2 * one);
  });

  it('lets a full page of charts with their data through, and not three of them', () => {
    const page = cost(FULL_PAGE);
    expect(page).toBeLessThanOrEqual(DEFAULT_MAX_COST);
    const three = `{ ${[1, 2, 3].map((i) => `p${i}: ${FULL_PAGE.slice(2, -2)}`).join(' ')} }`;
    expect(cost(three)).toBe(3 * page);
    expect(cost(three)).toBeGreaterThan(DEFAULT_MAX_COST);
  });

  it('weighs introspection by field, whatever its sub-selection, so aliases of it add up', () => {
    expect(cost('{ __schema { types { name fields { name } } } }')).toBe(1000);
    expect(cost('{ __type(name: "Chart") { name } }')).toBe(50);
    expect(cost('{ a: __schema { queryType { name } } b: __schema { queryType { name } } }')).toBe(2000);
    expect(cost('{ a: __schema { queryType { name } } b: __schema { queryType { name } } }')).toBeLessThanOrEqual(
      DEFAULT_MAX_COST,
    );
    const many = Array.from({ length: 6 }, (_, i) => `a${i}: __schema { queryType { name } }`).join(' ');
    expect(cost(`{ ${many} }`)).toBeGreaterThan(DEFAULT_MAX_COST);
  });
});
