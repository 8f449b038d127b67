import { describe, expect, it } from 'vitest';
import { compileQuery } from '../../engine/compile-query.ts';
import { getDialect } from '../../engine/dialects/index.ts';
import { QueryCompileError } from '../../engine/errors.ts';
import { salesDataset } from '../../engine/test-fixtures/sales.ts';
import { queryObject } from '../../engine/test-fixtures/shapes.ts';
import { type CompileFn, createCompiledQueryMemo } from './compiled-query-memo.ts';

const NOW = '2024-03-10T12:00:00';
const duckdb = getDialect('duckdb');

/** compileQuery, counting its calls. */
function countingCompiler(): { compile: CompileFn; calls: () => number } {
  let calls = 0;
  return {
    compile: (...args) => {
      calls += 1;
      return compileQuery(...args);
    },
    calls: () => calls,
  };
}

describe('compiled query memo', () => {
  const query = () => queryObject({ columns: ['country'], metrics: ['revenue'], row_limit: 5 });

  it('compiles a query once per dataset version and shares the frozen result', () => {
    const memo = createCompiledQueryMemo();
    const counter = countingCompiler();
    const compile = memo.compilerFor('7:1:1700000000000', counter.compile);
    const first = compile(query(), salesDataset('sales'), duckdb, { now: NOW });
    const second = compile(query(), salesDataset('sales'), duckdb, { now: NOW });
    expect(counter.calls()).toBe(1);
    expect(second).toBe(first);
    expect(first.sql).toBe(compileQuery(query(), salesDataset('sales'), duckdb, { now: NOW }).sql);
    expect(Object.isFrozen(first.columns)).toBe(true);
  });

  it('compiles anew after a dataset edit: the new version reads the new metric', () => {
    const memo = createCompiledQueryMemo();
    const counter = countingCompiler();
    const before = memo.compilerFor('7:1:1700000000000', counter.compile)(query(), salesDataset('sales'), duckdb, {
      now: NOW,
    });
    expect(before.sql).toContain('SUM(qty * price)');
    // The edit: the metric's expression changes, the dataset's version and changed_on move on.
    const edited = salesDataset('sales');
    edited.metrics = edited.metrics.map((m) =>
      m.metricName === 'revenue' ? { ...m, expression: 'SUM(qty * price * 2)' } : m,
    );
    edited.version = '2';
    const after = memo.compilerFor('7:2:1700000005000', counter.compile)(query(), edited, duckdb, { now: NOW });
    expect(counter.calls()).toBe(2);
    expect(after.sql).toContain('SUM(qty * price * 2)');
    expect(after.sql).not.toBe(before.sql);
  });

  it('keys on what else decides the SQL: dialect, row level filter, virtual SQL, clock, query', () => {
    const memo = createCompiledQueryMemo();
    const counter = countingCompiler();
    const compile = memo.compilerFor('7:1:1700000000000', counter.compile);
    const base = compile(query(), salesDataset('sales'), duckdb, { now: NOW });
    const variants = [
      compile(query(), salesDataset('sales'), getDialect('postgresql'), { now: NOW }),
      compile(query(), { ...salesDataset('sales'), rowLevelFilter: "country = 'FR'" }, duckdb, { now: NOW }),
      compile(query(), salesDataset('sales', { sql: 'SELECT * FROM sales WHERE qty > 1' }), duckdb, { now: NOW }),
      compile(query(), salesDataset('sales'), duckdb, { now: '2024-03-10T12:00:01' }),
      compile(queryObject({ columns: ['product'], metrics: ['revenue'] }), salesDataset('sales'), duckdb, { now: NOW }),
    ];
    expect(counter.calls()).toBe(6);
    expect(variants[1]?.sql).toContain("country = 'FR'");
    expect(variants[2]?.sql).toContain('qty > 1');
    for (const v of variants) expect(v).not.toBe(base);
  });

  it('keeps at most max entries, least recently used out first, and never keeps a failure', () => {
    const memo = createCompiledQueryMemo({ max: 2 });
    const counter = countingCompiler();
    const compile = memo.compilerFor('7:1:1700000000000', counter.compile);
    const q = (column: string) => queryObject({ columns: [column], metrics: ['count'] });
    compile(q('country'), salesDataset('sales'), duckdb, { now: NOW });
    compile(q('product'), salesDataset('sales'), duckdb, { now: NOW });
    compile(q('country'), salesDataset('sales'), duckdb, { now: NOW });
    compile(q('note'), salesDataset('sales'), duckdb, { now: NOW });
    expect(memo.size).toBe(2);
    expect(counter.calls()).toBe(3);
    // product was the least recently used: it compiles again; country is still there.
    compile(q('country'), salesDataset('sales'), duckdb, { now: NOW });
    expect(counter.calls()).toBe(3);
    compile(q('product'), salesDataset('sales'), duckdb, { now: NOW });
    expect(counter.calls()).toBe(4);

    const bad = () => compile(q('no_such_column'), salesDataset('sales'), duckdb, { now: NOW });
    expect(bad).toThrow(QueryCompileError);
    expect(bad).toThrow(QueryCompileError);
    expect(counter.calls()).toBe(6);
  });
});
