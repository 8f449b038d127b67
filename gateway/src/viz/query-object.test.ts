import { describe, expect, it } from 'vitest';
import { FormDataError } from './errors.ts';
import type { BaseFormData } from './form-data.ts';
import { buildQueryObject, normalizeOrderBy, normalizeTimeColumn, processFilters } from './query-object.ts';

const base: BaseFormData = { datasource: '1__table', viz_type: 'table' };

describe('processFilters', () => {
  it('turns SIMPLE WHERE filters into clauses and SQL filters into where/having', () => {
    const out = processFilters([
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'region', operator: 'IN', comparator: ['EMEA', 'APAC'] },
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'price', operator: 'IS NOT NULL', comparator: 'ignored' },
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'region',
        operator: '==',
        comparator: 'EMEA',
        isExtra: true,
      },
      { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'quantity > 2' },
      { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(revenue) > 10' },
      { expressionType: 'SQL', clause: 'WHERE', sqlExpression: '   ' },
    ]);
    expect(out.filters).toEqual([
      { col: 'region', op: 'IN', val: ['EMEA', 'APAC'] },
      { col: 'price', op: 'IS NOT NULL' },
      { col: 'region', op: '==', val: 'EMEA', isExtra: true },
    ]);
    expect(out.where).toEqual(['quantity > 2']);
    expect(out.having).toEqual(['SUM(revenue) > 10']);
  });
});

describe('buildQueryObject', () => {
  it('collects fields, limits and free-form SQL', () => {
    const q = buildQueryObject({
      ...base,
      groupby: ['region'],
      metrics: ['count'],
      row_limit: 100,
      limit: 5,
      time_range: 'Last year',
      adhoc_filters: [
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'a = 1' },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'b = 2' },
      ],
    } as BaseFormData);
    expect(q).toEqual({
      time_range: 'Last year',
      columns: ['region'],
      metrics: ['count'],
      filters: [],
      extras: { where: '(a = 1) AND (b = 2)' },
      row_limit: 100,
      series_limit: 5,
      order_desc: true,
    });
  });

  it('applies legacy extra_filters: reserved time columns set fields, others filter', () => {
    const q = buildQueryObject({
      ...base,
      time_grain_sqla: 'P1D',
      extra_filters: [
        { col: '__time_range', op: '==', val: 'Last week' },
        { col: '__time_grain', op: '==', val: 'P1M' },
        { col: '__time_col', op: '==', val: 'order_date' },
        { col: 'country', op: 'in', val: ['France'] },
      ],
    });
    expect(q.time_range).toBe('Last week');
    expect(q.granularity).toBe('order_date');
    expect(q.extras).toEqual({ time_grain_sqla: 'P1M' });
    expect(q.filters).toEqual([{ col: 'country', op: 'IN', val: ['France'] }]);
    expect(q.applied_time_extras).toEqual({ __time_range: 'Last week', __time_grain: 'P1M', __time_col: 'order_date' });
  });

  it('appends native-filter filters and lets their time fields override', () => {
    const q = buildQueryObject({
      ...base,
      time_range: 'No filter',
      time_grain_sqla: 'P1D',
      adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'a', operator: '==', comparator: 1 }],
      extra_form_data: {
        filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }],
        adhoc_filters: [{ expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'COUNT(*) > 3' }],
        time_range: 'Last month',
        time_grain_sqla: 'P1W',
      },
    });
    expect(q.filters).toEqual([
      { col: 'a', op: '==', val: 1 },
      { col: 'region', op: 'IN', val: ['EMEA'] },
    ]);
    expect(q.extras).toEqual({ having: '(COUNT(*) > 3)', time_grain_sqla: 'P1W' });
    expect(q.time_range).toBe('Last month');
  });

  it("gives a native time range filter's range to the chart's TEMPORAL_RANGE filters", () => {
    const temporal = {
      expressionType: 'SIMPLE' as const,
      clause: 'WHERE' as const,
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE' as const,
      comparator: 'No filter',
    };
    const q = buildQueryObject({ ...base, adhoc_filters: [temporal], extra_form_data: { time_range: 'Last year' } });
    expect(q.filters).toEqual([{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'Last year' }]);
    expect(buildQueryObject({ ...base, adhoc_filters: [temporal] }).filters).toEqual([
      { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' },
    ]);
  });

  it('refuses a negative or fractional row limit', () => {
    expect(() => buildQueryObject({ ...base, row_limit: -1 })).toThrow(FormDataError);
    expect(() => buildQueryObject({ ...base, row_limit: 1.5 })).toThrow('row_limit must be a non-negative integer');
  });

  it('drops hidden annotation layers', () => {
    const q = buildQueryObject({
      ...base,
      annotation_layers: [
        { name: 'a', annotationType: 'FORMULA', value: 'x', show: true },
        { name: 'b', annotationType: 'FORMULA', value: 'x', show: false },
      ],
    });
    expect(q.annotation_layers?.map((l) => l.name)).toEqual(['a']);
  });
});

describe('normalizeOrderBy', () => {
  it('keeps an explicit orderby', () => {
    const q = { metrics: ['count'], orderby: [['sum__revenue', true]] as [string, boolean][] };
    expect(normalizeOrderBy(q)).toBe(q);
  });
  it('orders by the series limit metric first, else the first metric, following order_desc', () => {
    expect(normalizeOrderBy({ metrics: ['a', 'b'], series_limit_metric: 'b', order_desc: true }).orderby).toEqual([
      ['b', false],
    ]);
    expect(normalizeOrderBy({ metrics: ['a', 'b'], order_desc: false }).orderby).toEqual([['a', true]]);
    expect(normalizeOrderBy({ metrics: [] }).orderby).toBeUndefined();
  });
});

describe('normalizeTimeColumn', () => {
  it('moves the grain from extras onto the x-axis column', () => {
    const q = normalizeTimeColumn('ds', { columns: ['ds', 'region'], extras: { time_grain_sqla: 'P1M', where: 'x' } });
    expect(q.columns).toEqual([
      { timeGrain: 'P1M', columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL' },
      'region',
    ]);
    expect(q.extras).toEqual({ where: 'x' });
  });
  it('keeps an adhoc x-axis and adds the grain', () => {
    const axis = { sqlExpression: "DATE_TRUNC('day', ts)", label: 'day', expressionType: 'SQL' as const };
    const q = normalizeTimeColumn(axis, { columns: [axis], extras: { time_grain_sqla: 'P1W' } });
    expect(q.columns).toEqual([{ ...axis, timeGrain: 'P1W', columnType: 'BASE_AXIS' }]);
  });
  it('does nothing without an x-axis', () => {
    const q = { columns: ['a'], extras: { time_grain_sqla: 'P1D' as const } };
    expect(normalizeTimeColumn(undefined, q)).toBe(q);
  });
});
