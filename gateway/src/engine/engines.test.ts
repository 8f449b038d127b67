import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector, DialectName } from '../connectors/connector.ts';
import { createMemoryResultCache } from './cache.ts';
import { runQueryContext } from './execute.ts';
import type { QueryContext, QueryObject } from './query-context.ts';
import { dropTable, ENGINES, loadSales, openEngine, randomTableName } from './test-fixtures/engines.ts';
import { generateSales, salesDataset } from './test-fixtures/sales.ts';
import { isoWeekStart, queryObject, RANGE, SHAPES, type Shape } from './test-fixtures/shapes.ts';

const ROWS = generateSales();
const NOW = new Date(Date.UTC(2024, 2, 10, 12));

function context(query: QueryObject): QueryContext {
  return {
    datasource: { id: 7, type: 'table' },
    queries: [query],
    result_type: 'full',
    result_format: 'json',
    force: true,
    form_data: null,
    custom_cache_timeout: null,
  };
}

function compareRows(actual: Record<string, unknown>[], expected: Record<string, unknown>[], shape: Shape): void {
  const approx = new Set(shape.approximate ?? []);
  const key = (r: Record<string, unknown>) => JSON.stringify(Object.entries(r).filter(([k]) => !approx.has(k)));
  const a = shape.unordered ? [...actual].sort((x, y) => key(x).localeCompare(key(y))) : actual;
  const e = shape.unordered ? [...expected].sort((x, y) => key(x).localeCompare(key(y))) : expected;
  expect(a.length).toBe(e.length);
  a.forEach((row, i) => {
    const exp = e[i] as Record<string, unknown>;
    expect(Object.keys(row)).toEqual(Object.keys(exp));
    for (const [k, v] of Object.entries(exp)) {
      if (approx.has(k)) expect(row[k] as number).toBeCloseTo(v as number, 3);
      else expect(row[k], `row ${i} column ${k}`).toEqual(v);
    }
  });
}

const results = new Map<string, Map<DialectName, Record<string, unknown>[]>>();

describe.each(ENGINES)('chart queries on %s', (engine) => {
  let connector: Connector;
  const table = randomTableName('sales');

  beforeAll(async () => {
    connector = openEngine(engine);
    await loadSales(connector, table, ROWS);
  });
  afterAll(async () => {
    await dropTable(connector, table);
    await connector.close();
  });

  const run = async (query: QueryObject, dataset = salesDataset(table)) => {
    const res = await runQueryContext(context(query), {
      dataset,
      connector,
      cache: createMemoryResultCache(),
      now: () => NOW,
    });
    return res.result[0] as Record<string, unknown> & { data: Record<string, unknown>[] };
  };

  it.each(SHAPES.map((s) => [s.name, s] as const))('%s', async (_name, shape) => {
    const result = await run(shape.query);
    expect(result.status).toBe('success');
    const data = result.data;
    const expected = shape.expected(ROWS);
    expect(expected.length).toBeGreaterThan(0);
    compareRows(data, expected, shape);
    const perEngine = results.get(shape.name) ?? new Map();
    perEngine.set(engine, data);
    results.set(shape.name, perEngine);
  });

  it('time comparison joins the metric of the week before', async () => {
    const result = await run(
      queryObject({
        columns: [{ label: 'ts', sqlExpression: 'ts', columnType: 'BASE_AXIS', timeGrain: 'P1W' }],
        metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'qty' }, aggregate: 'SUM', label: 'q' }],
        filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: RANGE }],
        time_offsets: ['1 week ago'],
        orderby: [['ts', true]],
      }),
    );
    const week = 7 * 86_400_000;
    const weekly = (from: number, to: number) => {
      const m = new Map<number, number>();
      for (const r of ROWS.filter((x) => x.tsMs >= from && x.tsMs < to)) {
        m.set(isoWeekStart(r.tsMs), (m.get(isoWeekStart(r.tsMs)) ?? 0) + r.qty);
      }
      return m;
    };
    const from = Date.UTC(2024, 0, 15);
    const to = Date.UTC(2024, 2, 1);
    const current = weekly(from, to);
    const previous = weekly(from - week, to - week);
    expect(result.colnames).toEqual(['ts', 'q', 'q__1 week ago']);
    expect(result.data).toEqual(
      [...current.keys()]
        .sort((a, b) => a - b)
        .map((ts) => ({ ts, q: current.get(ts), 'q__1 week ago': previous.get(ts - week) ?? null })),
    );
  });

  it('counts all rows of a query for pagination (is_rowcount)', async () => {
    const result = await run(
      queryObject({ columns: ['country', 'product'], metrics: ['count'], is_rowcount: true, row_limit: 2 }),
    );
    const pairs = new Set(ROWS.map((r) => `${r.country}|${r.product}`));
    expect(result.data).toEqual([{ rowcount: pairs.size }]);
  });

  it('filters and buckets dates held as text with a python date format', async () => {
    const dataset = salesDataset(table);
    dataset.columns = dataset.columns.map((c) =>
      c.columnName === 'day_str' ? { ...c, isDttm: true, pythonDateFormat: '%Y-%m-%d' } : c,
    );
    const result = await run(
      queryObject({
        columns: [{ label: 'month', sqlExpression: 'day_str', columnType: 'BASE_AXIS', timeGrain: 'P1M' }],
        metrics: ['count'],
        filters: [{ col: 'day_str', op: 'TEMPORAL_RANGE', val: '2024-01-15 : 2024-03-01' }],
        orderby: [['month', true]],
      }),
      dataset,
    );
    const counts = new Map<number, number>();
    for (const r of ROWS.filter((x) => x.dayStr >= '2024-01-15' && x.dayStr < '2024-03-01')) {
      const d = new Date(r.tsMs);
      const m = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
      counts.set(m, (counts.get(m) ?? 0) + 1);
    }
    expect(result.data).toEqual([...counts].sort(([a], [b]) => a - b).map(([month, count]) => ({ month, count })));
    expect(result.coltypes).toEqual([2, 0]);
  });

  it('virtual dataset runs as a sub-query', async () => {
    const dataset = salesDataset('sales_virtual', {
      sql: `SELECT country, qty, ts FROM ${connector.dialect === 'mysql' ? `\`${table}\`` : `"${table}"`} WHERE qty > 3`,
    });
    dataset.columns = dataset.columns.filter((c) => ['country', 'qty', 'ts'].includes(c.columnName));
    const result = await run(
      queryObject({
        columns: ['country'],
        metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'qty' }, aggregate: 'SUM', label: 'total' }],
        orderby: [['country', true]],
        filters: [{ col: 'product', op: '==', val: 'alpha' }],
      }),
      dataset,
    );
    const expected = new Map<string, number>();
    for (const r of ROWS.filter((x) => x.qty > 3)) expected.set(r.country, (expected.get(r.country) ?? 0) + r.qty);
    expect(result.data).toEqual(
      [...expected].sort(([a], [b]) => a.localeCompare(b)).map(([country, total]) => ({ country, total })),
    );
    // The virtual dataset has no `product` column: that filter is rejected, not applied.
    expect(result.rejected_filters).toEqual([{ reason: 'not_in_datasource', column: 'product' }]);
  });
});

describe('the four engines agree', () => {
  it.each(SHAPES.map((s) => [s.name, s] as const))('%s', (name, shape) => {
    const perEngine = results.get(name);
    expect(perEngine?.size).toBe(ENGINES.length);
    const [first, ...others] = [...(perEngine?.values() ?? [])];
    for (const other of others) compareRows(other, first ?? [], shape);
  });
});
