import { describe, expect, it } from 'vitest';
import {
  adhocMetricLabel,
  adhocMetricToSql,
  columnLabel,
  inferSqlMetric,
  isAdhocMetricValid,
  metricLabel,
  normalizeAdhocMetric,
} from './index.ts';
import type { ExploreDatasource } from './types.ts';

const amount = { column_name: 'amount', type: 'DOUBLE', verbose_name: 'Amount (€)' };
const datasource: ExploreDatasource = {
  columns: [amount, { column_name: 'name', type: 'VARCHAR' }],
  metrics: [{ metric_name: 'count', verbose_name: 'Row count' }, { metric_name: 'revenue' }],
};

describe('adhocMetricToSql', () => {
  it('writes AGG(column), and COUNT(DISTINCT column) when asked', () => {
    expect(adhocMetricToSql({ expressionType: 'SIMPLE', column: amount, aggregate: 'SUM' })).toBe('SUM(amount)');
    const distinct = {
      expressionType: 'SIMPLE' as const,
      column: { column_name: 'name' },
      aggregate: 'COUNT_DISTINCT' as const,
    };
    expect(adhocMetricToSql(distinct)).toBe('COUNT_DISTINCT(name)');
    expect(adhocMetricToSql(distinct, { transformCountDistinct: true })).toBe('COUNT(DISTINCT name)');
    expect(adhocMetricToSql({ expressionType: 'SQL', sqlExpression: 'SUM(a) / SUM(b)' })).toBe('SUM(a) / SUM(b)');
  });
});

describe('inferSqlMetric', () => {
  it('reads back what the Simple tab writes, and nothing else', () => {
    expect(inferSqlMetric('SUM(amount)')).toEqual({ aggregate: 'SUM', columnName: 'amount' });
    expect(inferSqlMetric('count(distinct name)')).toEqual({ aggregate: 'COUNT_DISTINCT', columnName: 'name' });
    expect(inferSqlMetric('COUNT_DISTINCT(name)')).toEqual({ aggregate: 'COUNT_DISTINCT', columnName: 'name' });
    expect(inferSqlMetric('SUM(a) / SUM(b)')).toBeNull();
    expect(inferSqlMetric('MEDIAN(a)')).toBeNull();
    expect(inferSqlMetric('')).toBeNull();
  });
});

describe('normalizeAdhocMetric', () => {
  it('recovers column and aggregate when a SQL metric turns Simple', () => {
    const metric = normalizeAdhocMetric(
      { expressionType: 'SIMPLE', sqlExpression: 'AVG(amount)' },
      { columns: datasource.columns, optionName: () => 'metric_x' },
    );
    expect(metric).toMatchObject({ expressionType: 'SIMPLE', aggregate: 'AVG', column: amount, sqlExpression: null });
    expect(metric.label).toBe('AVG(Amount (€))');
    expect(metric.optionName).toBe('metric_x');
  });

  it('gives a Simple metric turned SQL its SQL, and keeps a custom label only when flagged', () => {
    const metric = normalizeAdhocMetric({ expressionType: 'SQL', column: amount, aggregate: 'MAX', label: 'Top' });
    expect(metric).toMatchObject({
      sqlExpression: 'MAX(amount)',
      column: null,
      aggregate: null,
      hasCustomLabel: false,
      label: 'MAX(amount)',
    });
    const labelled = normalizeAdhocMetric({
      expressionType: 'SQL',
      sqlExpression: 'MAX(amount)',
      label: 'Top',
      hasCustomLabel: true,
    });
    expect(labelled.label).toBe('Top');
  });
});

describe('isAdhocMetricValid and labels', () => {
  it('needs column and aggregate, or SQL text', () => {
    expect(isAdhocMetricValid({ expressionType: 'SIMPLE', column: amount, aggregate: 'SUM' })).toBe(true);
    expect(isAdhocMetricValid({ expressionType: 'SIMPLE', column: amount, aggregate: null })).toBe(false);
    expect(isAdhocMetricValid({ expressionType: 'SIMPLE', column: null, aggregate: 'SUM' })).toBe(false);
    expect(isAdhocMetricValid({ expressionType: 'SQL', sqlExpression: '' })).toBe(false);
    expect(isAdhocMetricValid({ expressionType: 'SQL', sqlExpression: 'COUNT(*)' })).toBe(true);
  });

  it('labels metrics and columns as their pills show them', () => {
    expect(adhocMetricLabel({ expressionType: 'SQL', sqlExpression: `SUM(${'x'.repeat(60)})` })).toBe(
      `SUM(${'x'.repeat(36)}...`,
    );
    expect(metricLabel('count', datasource)).toBe('Row count');
    expect(metricLabel('revenue', datasource)).toBe('revenue');
    expect(
      metricLabel({ expressionType: 'SIMPLE', column: amount, aggregate: 'SUM', label: 'Total', hasCustomLabel: true }),
    ).toBe('Total');
    expect(columnLabel('amount', datasource)).toBe('Amount (€)');
    expect(columnLabel('name', datasource)).toBe('name');
    expect(columnLabel({ sqlExpression: 'UPPER(name)' })).toBe('UPPER(name)');
    expect(columnLabel({ sqlExpression: 'UPPER(name)', label: 'Name' })).toBe('Name');
  });
});
