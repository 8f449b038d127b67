import { describe, expect, it } from 'vitest';
import { combineRlsClauses, type RlsRule, rulesForRoles } from './rls-enforce.ts';

const rule = (filterType: string, roleNames: string[], clause: string, groupKey: string | null = null): RlsRule => ({
  filterType,
  roleNames,
  clause,
  groupKey,
});

describe('row level security rules', () => {
  it('applies Regular rules to their roles and Base rules to everyone else', () => {
    const rules = [rule('Regular', ['Sales'], 'a = 1'), rule('Base', ['Sales'], 'b = 2'), rule('Base', [], 'c = 3')];
    expect(rulesForRoles(rules, ['Sales', 'Gamma']).map((r) => r.clause)).toEqual(['a = 1', 'c = 3']);
    expect(rulesForRoles(rules, ['Gamma']).map((r) => r.clause)).toEqual(['b = 2', 'c = 3']);
  });

  it('ORs one group key and ANDs the groups and ungrouped clauses, each in parentheses', () => {
    expect(
      combineRlsClauses([
        rule('Regular', [], "region = 'W'", 'region'),
        rule('Regular', [], 'x > 0'),
        rule('Regular', [], "region = 'E'", 'region'),
        rule('Regular', [], 'year = 2024', 'year'),
      ]),
    ).toBe("(x > 0) AND ((region = 'E') OR (region = 'W')) AND (year = 2024)");
    expect(combineRlsClauses([])).toBeNull();
  });
});
