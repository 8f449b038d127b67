import { describe, expect, it } from 'vitest';
import {
  adhocFilterLabel,
  adhocFilterToSql,
  filterAfterOperatorChange,
  filterAfterSubjectChange,
  isAdhocFilterValid,
  isOperatorRelevant,
  normalizeAdhocFilter,
  simpleFilterSql,
  splitPastedValues,
} from './index.ts';
import type { ExploreDatasource } from './types.ts';

const datasource: ExploreDatasource = {
  type: 'table',
  schema: 'public',
  datasource_name: 'orders',
  partitionColumn: 'ds',
  columns: [
    { column_name: 'country', type: 'VARCHAR' },
    { column_name: 'amount', type: 'DOUBLE' },
    { column_name: 'qty', type: 'BIGINT' },
    { column_name: 'paid', type: 'BOOLEAN' },
    { column_name: 'is_big', type: null, expression: 'amount > 100' },
    { column_name: 'ds', type: 'VARCHAR' },
  ],
  metrics: [{ metric_name: 'count', verbose_name: 'COUNT(*)' }],
};
const id = () => 'filter_fixed';

describe('simpleFilterSql', () => {
  it('quotes strings (doubling quotes), leaves numbers bare and lists IN values in parentheses', () => {
    expect(simpleFilterSql('country', 'IN', ['FR', "Côte d'Ivoire"])).toBe("country IN ('FR', 'Côte d''Ivoire')");
    expect(simpleFilterSql('amount', '>=', 10)).toBe('amount >= 10');
    expect(simpleFilterSql('country', '==', 'FR')).toBe("country = 'FR'");
    expect(simpleFilterSql('country', '!=', 'FR')).toBe("country <> 'FR'");
    expect(simpleFilterSql('country', 'IS NULL', null)).toBe('country IS NULL');
  });

  it('stops at what it has: no operator gives the subject alone', () => {
    expect(simpleFilterSql('country', null, 'FR')).toBe('country');
    expect(simpleFilterSql(null, '==', 'FR')).toBe('');
  });
});

describe('normalizeAdhocFilter', () => {
  it('defaults clause and expression type, upper-cases the operator and infers its id', () => {
    const filter = normalizeAdhocFilter({ subject: 'country', operator: 'in', comparator: ['FR'] }, { optionName: id });
    expect(filter).toEqual({
      expressionType: 'SIMPLE',
      subject: 'country',
      operator: 'IN',
      operatorId: 'IN',
      comparator: ['FR'],
      clause: 'WHERE',
      sqlExpression: null,
      filterOptionName: 'filter_fixed',
    });
  });

  it('gives truth checks a boolean and null checks no value', () => {
    expect(
      normalizeAdhocFilter({
        subject: 'paid',
        operator: '==',
        operatorId: 'IS_FALSE',
        comparator: 'x',
        clause: 'WHERE',
        expressionType: 'SIMPLE',
      }).comparator,
    ).toBe(false);
    expect(
      normalizeAdhocFilter({
        subject: 'paid',
        operator: 'IS NULL',
        comparator: 'x',
        clause: 'WHERE',
        expressionType: 'SIMPLE',
      }).comparator,
    ).toBeNull();
  });

  it('translates a SQL filter without text from its simple form, and keeps an option name it had', () => {
    const filter = normalizeAdhocFilter({
      expressionType: 'SQL',
      subject: 'country',
      operator: '==',
      comparator: 'FR',
      clause: 'HAVING',
      filterOptionName: 'filter_kept',
    });
    expect(filter.sqlExpression).toBe("country = 'FR'");
    expect(filter.subject).toBeNull();
    expect(filter.clause).toBe('HAVING');
    expect(filter.filterOptionName).toBe('filter_kept');
  });
});

describe('isAdhocFilterValid', () => {
  const base = { expressionType: 'SIMPLE' as const, subject: 'country', clause: 'WHERE' as const };
  it('needs a value for comparisons and a non-empty list for IN', () => {
    expect(isAdhocFilterValid({ ...base, operator: '==', operatorId: 'EQUALS', comparator: 'FR' })).toBe(true);
    expect(isAdhocFilterValid({ ...base, operator: '==', operatorId: 'EQUALS', comparator: '' })).toBe(false);
    expect(isAdhocFilterValid({ ...base, operator: '==', operatorId: 'EQUALS' })).toBe(false);
    expect(isAdhocFilterValid({ ...base, operator: 'IN', operatorId: 'IN', comparator: [] })).toBe(false);
    expect(isAdhocFilterValid({ ...base, operator: 'IN', operatorId: 'IN', comparator: ['FR'] })).toBe(true);
    expect(isAdhocFilterValid({ ...base, operator: '>', comparator: 0 })).toBe(true);
  });

  it('accepts null checks without a value, truth checks with a boolean, and needs subject and operator', () => {
    expect(isAdhocFilterValid({ ...base, operator: 'IS NULL', operatorId: 'IS_NULL' })).toBe(true);
    expect(
      isAdhocFilterValid({ ...base, subject: 'paid', operator: '==', operatorId: 'IS_TRUE', comparator: true }),
    ).toBe(true);
    expect(
      isAdhocFilterValid({ ...base, subject: 'paid', operator: '==', operatorId: 'IS_TRUE', comparator: null }),
    ).toBe(false);
    expect(isAdhocFilterValid({ ...base, subject: null, operator: 'IS NULL', operatorId: 'IS_NULL' })).toBe(false);
    expect(isAdhocFilterValid({ ...base, operator: null, comparator: 'FR' })).toBe(false);
  });

  it('needs text and a clause for Custom SQL', () => {
    expect(isAdhocFilterValid({ expressionType: 'SQL', sqlExpression: 'amount > 1', clause: 'WHERE' })).toBe(true);
    expect(isAdhocFilterValid({ expressionType: 'SQL', sqlExpression: '  ', clause: 'WHERE' })).toBe(false);
  });
});

describe('adhocFilterLabel and adhocFilterToSql', () => {
  it('labels with the SQL, cut at 40 characters past 42', () => {
    expect(
      adhocFilterLabel({
        expressionType: 'SIMPLE',
        subject: 'country',
        operator: 'IN',
        comparator: ['FR', 'DE'],
        clause: 'WHERE',
      }),
    ).toBe("country IN ('FR', 'DE')");
    const long = adhocFilterLabel({ expressionType: 'SQL', sqlExpression: 'x'.repeat(50), clause: 'WHERE' });
    expect(long).toBe(`${'x'.repeat(40)}...`);
  });

  it('writes the latest-partition template with the table name', () => {
    expect(
      adhocFilterToSql(
        { expressionType: 'SIMPLE', subject: 'ds', operator: 'LATEST PARTITION', clause: 'WHERE' },
        datasource,
      ),
    ).toBe("ds = '{{ presto.latest_partition('public.orders') }}'");
  });
});

describe('filterAfterOperatorChange', () => {
  const filter = normalizeAdhocFilter({ subject: 'country', operator: '==', comparator: 'FR' }, { optionName: id });
  it('turns a single value into a list for IN and back to its first item', () => {
    const asIn = filterAfterOperatorChange(filter, 'IN');
    expect(asIn).toMatchObject({ operator: 'IN', operatorId: 'IN', comparator: ['FR'] });
    expect(filterAfterOperatorChange({ ...asIn, comparator: ['DE', 'FR'] }, 'EQUALS')).toMatchObject({
      operator: '==',
      comparator: 'DE',
    });
    expect(filterAfterOperatorChange({ ...filter, comparator: undefined }, 'IN').comparator).toEqual([]);
  });

  it('sets a boolean for truth checks', () => {
    expect(filterAfterOperatorChange(filter, 'IS_TRUE')).toMatchObject({ operator: '==', comparator: true });
    expect(filterAfterOperatorChange(filter, 'IS_FALSE').comparator).toBe(false);
  });

  it('turns the partition operator into a Custom SQL WHERE filter', () => {
    const changed = filterAfterOperatorChange({ ...filter, subject: 'ds' }, 'LATEST_PARTITION', datasource);
    expect(changed).toMatchObject({
      expressionType: 'SQL',
      clause: 'WHERE',
      sqlExpression: "ds = '{{ presto.latest_partition('public.orders') }}'",
    });
  });
});

describe('filterAfterSubjectChange and isOperatorRelevant', () => {
  const filter = normalizeAdhocFilter({ subject: 'country', operator: 'IN', comparator: ['FR'] }, { optionName: id });
  it('picks WHERE for a column and HAVING for a metric, dropping an operator HAVING does not offer', () => {
    expect(filterAfterSubjectChange(filter, 'amount', datasource)).toMatchObject({
      clause: 'WHERE',
      operator: 'IN',
      operatorId: 'IN',
    });
    expect(filterAfterSubjectChange(filter, 'count', datasource)).toMatchObject({
      clause: 'HAVING',
      operator: null,
      operatorId: null,
    });
  });

  it('drops IN on a boolean column, which only offers null checks', () => {
    expect(filterAfterSubjectChange(filter, 'paid', datasource)).toMatchObject({ operator: null });
  });

  it('offers operators by column type', () => {
    expect(isOperatorRelevant('IS_TRUE', 'paid', datasource)).toBe(true);
    expect(isOperatorRelevant('IS_TRUE', 'qty', datasource)).toBe(true);
    expect(isOperatorRelevant('IS_TRUE', 'is_big', datasource)).toBe(true);
    expect(isOperatorRelevant('IS_TRUE', 'country', datasource)).toBe(false);
    expect(isOperatorRelevant('EQUALS', 'paid', datasource)).toBe(false);
    expect(isOperatorRelevant('IS_NULL', 'paid', datasource)).toBe(true);
    expect(isOperatorRelevant('LATEST_PARTITION', 'ds', datasource)).toBe(true);
    expect(isOperatorRelevant('LATEST_PARTITION', 'country', datasource)).toBe(false);
    expect(isOperatorRelevant('LIKE', 'count', datasource, 'HAVING')).toBe(false);
    expect(isOperatorRelevant('GREATER_THAN', 'count', datasource, 'HAVING')).toBe(true);
  });
});

describe('splitPastedValues', () => {
  it('splits on comma, newline, tab and semicolon, trims, drops empties and duplicates', () => {
    expect(splitPastedValues('FR, DE\nIT\tES;FR ;;\r\n PT ')).toEqual(['FR', 'DE', 'IT', 'ES', 'PT']);
    expect(splitPastedValues('   ')).toEqual([]);
  });
});
