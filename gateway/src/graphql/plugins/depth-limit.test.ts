import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createDepthLimitRule } from './depth-limit.ts';

const schema = buildSchema(`
  type Query { a: A }
  type A { b: A, leaf: Int }
`);

function check(query: string, maxDepth: number) {
  return validate(schema, parse(query), [...specifiedRules, createDepthLimitRule(maxDepth)]);
}

describe('depth limit', () => {
  it('lets an operation at the limit through', () => {
    expect(check('{ a { b { leaf } } }', 3)).toEqual([]);
  });

  it('refuses one level deeper with a clear message and a code', () => {
    const [error] = check('query Deep { a { b { b { leaf } } } }', 3);
    expect(error?.message).toBe('Operation "Deep" is nested 4 levels deep; the maximum is 3.');
    expect(error?.extensions).toMatchObject({ code: 'QUERY_TOO_DEEP', depth: 4, maxDepth: 3 });
  });

  it('counts through named and inline fragments', () => {
    const query = 'query { a { ...F } } fragment F on A { b { ... on A { b { leaf } } } }';
    expect(check(query, 3)).toHaveLength(1);
    expect(check(query, 4)).toEqual([]);
  });

  it('does not count introspection', () => {
    expect(check('{ __schema { types { fields { type { ofType { ofType { name } } } } } } }', 2)).toEqual([]);
  });
});
