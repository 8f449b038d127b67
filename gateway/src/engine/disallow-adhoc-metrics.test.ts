import { describe, expect, it } from 'vitest';
import { compileQuery } from './compile-query.ts';
import type { DatasetDescriptor } from './dataset.ts';
import { getDialect } from './dialects/index.ts';
import { QueryCompileError } from './errors.ts';
import { salesDataset } from './test-fixtures/sales.ts';
import { queryObject } from './test-fixtures/shapes.ts';

const NOW = '2024-03-10T12:00:00';
const locked: DatasetDescriptor = { ...salesDataset('sales'), disallowAdhocMetrics: true };
const compile = (input: Parameters<typeof queryObject>[0], dataset = locked) =>
  compileQuery(queryObject(input), dataset, getDialect('duckdb'), { now: NOW });

describe('a dataset with disallow_adhoc_metrics', () => {
  it('runs its saved metrics', () => {
    const sql = compile({ columns: ['country'], metrics: ['revenue'], orderby: [['revenue', false]] }).sql;
    expect(sql).toContain('SUM(qty * price)');
  });

  it('refuses a Simple ad-hoc metric with a message naming it', () => {
    const run = () =>
      compile({
        columns: ['country'],
        metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'qty' }, label: 'SUM(qty)' }],
      });
    expect(run).toThrow(QueryCompileError);
    expect(run).toThrow('Ad-hoc metrics are not allowed on this dataset: "SUM(qty)" is not one of its saved metrics.');
  });

  it('refuses a Custom SQL metric', () => {
    expect(() =>
      compile({
        columns: ['country'],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'MAX(price)', label: 'top' }],
      }),
    ).toThrow('"top" is not one of its saved metrics');
  });

  it('refuses an ad-hoc metric as the series limit metric or in the order by', () => {
    expect(() =>
      compile({
        columns: ['country'],
        metrics: ['count'],
        orderby: [[{ expressionType: 'SQL', sqlExpression: 'SUM(qty)', label: 'q' }, false]],
      }),
    ).toThrow(QueryCompileError);
  });

  it('leaves other datasets free to use ad-hoc metrics', () => {
    const sql = compile(
      {
        columns: ['country'],
        metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'qty' }, label: 'SUM(qty)' }],
      },
      salesDataset('sales'),
    ).sql;
    expect(sql).toContain('SUM("qty")');
  });
});
