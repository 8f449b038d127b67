import { describe, expect, it } from 'vitest';
import { matchesAll } from './list-filter-match.ts';
import { CHART_FILTERS, FILTER_SET_FILTERS } from './list-filter-specs.ts';
import { enumName, operatorsOf, toRestFilters } from './list-filters.ts';

describe('toRestFilters', () => {
  it('turns typed filters into rison filters', () => {
    expect(
      toRestFilters(CHART_FILTERS, [
        { column: 'slice_name', operator: 'sw', value: 'Sales' },
        { column: 'id', operator: 'in', value: [1, 2] },
        { column: 'id', operator: 'chart_is_favorite', value: true },
        { column: 'owners', operator: 'rel_m_m', value: 3 },
      ]),
    ).toEqual([
      { col: 'slice_name', opr: 'sw', value: 'Sales' },
      { col: 'id', opr: 'in', value: [1, 2] },
      { col: 'id', opr: 'chart_is_favorite', value: true },
      { col: 'owners', opr: 'rel_m_m', value: 3 },
    ]);
    expect(toRestFilters(CHART_FILTERS, null)).toEqual([]);
  });

  it('accepts global IDs where a REST id is expected', () => {
    const user = Buffer.from('User:7').toString('base64');
    const dashboards = ['Dashboard:1', 'Dashboard:2'].map((g) => Buffer.from(g).toString('base64'));
    expect(
      toRestFilters(CHART_FILTERS, [
        { column: 'owners', operator: 'rel_m_m', value: user },
        { column: 'dashboards', operator: 'chart_in_dashboards', value: dashboards },
      ]),
    ).toEqual([
      { col: 'owners', opr: 'rel_m_m', value: 7 },
      { col: 'dashboards', opr: 'chart_in_dashboards', value: [1, 2] },
    ]);
  });

  it("refuses a pair REST does not accept, in REST's wording", () => {
    expect(() => toRestFilters(CHART_FILTERS, [{ column: 'viz_type', operator: 'gt', value: 'x' }])).toThrow(
      'Filter operation: GT not allowed on column: VIZ_TYPE',
    );
    expect(() => toRestFilters(CHART_FILTERS, [{ column: 'nope', operator: 'eq', value: 1 }])).toThrow(
      'Filter column: NOPE not allowed to filter',
    );
  });

  it('checks the value against the operator', () => {
    const bad = (operator: string, column: string, value: unknown) =>
      expect(() => toRestFilters(CHART_FILTERS, [{ column, operator, value }])).toThrow(/Filter value for operator/);
    bad('in', 'id', 3);
    bad('in', 'id', []);
    bad('rel_m_m', 'owners', 'alice');
    bad('rel_m_m', 'owners', Buffer.from('User:abc').toString('base64'));
    bad('rel_m_m', 'owners', 1.5);
    bad('chart_is_favorite', 'id', 'yes');
    bad('chart_in_dashboards', 'dashboards', [1, 'two']);
    bad('eq', 'slice_name', { a: 1 });
    bad('ct', 'slice_name', null);
  });

  it('lists the operators a resource uses and spells them as enum values', () => {
    expect(operatorsOf(FILTER_SET_FILTERS)).toEqual([
      'eq',
      'neq',
      'gt',
      'lt',
      'sw',
      'nsw',
      'ew',
      'new',
      'ct',
      'nct',
      'in',
      'not_in',
    ]);
    expect(enumName('chart_is_favorite')).toBe('CHART_IS_FAVORITE');
  });
});

describe('matchesAll (lists REST returns whole)', () => {
  const row = { name: 'Q3 Sales', owner_type: 'User', owner_id: 4 };
  it('applies the generic operators with their REST meaning', () => {
    const yes = (col: string, opr: string, value: string | number | (string | number)[]) =>
      expect(matchesAll(row, [{ col, opr, value }])).toBe(true);
    const no = (col: string, opr: string, value: string | number | (string | number)[]) =>
      expect(matchesAll(row, [{ col, opr, value }])).toBe(false);
    yes('name', 'ct', 'sales');
    no('name', 'nct', 'SALES');
    yes('name', 'sw', 'q3');
    yes('name', 'ew', 'ES');
    no('name', 'eq', 'q3 sales');
    yes('owner_type', 'in', ['Dashboard', 'User']);
    no('owner_type', 'not_in', ['User']);
    yes('owner_id', 'gt', 3);
    no('owner_id', 'lt', 4);
    yes('owner_id', 'neq', 5);
  });
  it('AND-s the filters', () => {
    expect(
      matchesAll(row, [
        { col: 'name', opr: 'ct', value: 'sales' },
        { col: 'owner_type', opr: 'eq', value: 'Dashboard' },
      ]),
    ).toBe(false);
    expect(matchesAll(row, [])).toBe(true);
  });
});
