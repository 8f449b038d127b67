import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../connectors/connector.ts';
import { createMemoryResultCache } from './cache.ts';
import type { DatasetDescriptor } from './dataset.ts';
import { getDialect } from './dialects/index.ts';
import { QueryCompileError } from './errors.ts';
import { runQueryContext } from './execute.ts';
import { parseQueryContext, QueryContextError } from './query-context.ts';
import { UnsafeSqlError } from './sql-guard.ts';
import { ENGINES, loadSales, openEngine, randomTableName } from './test-fixtures/engines.ts';
import { generateSales, salesDataset } from './test-fixtures/sales.ts';
import { TimeRangeError } from './time-range/index.ts';

// Injection attempts through the places injection.test.ts does not reach: text the dataset's
// author wrote (saved metrics, calculated columns, virtual dataset SQL, table, schema and column
// names) and request fields that are not SQL but could be pasted into it (time grains, time
// offsets, limits, relative anchors). Each is refused with a 4xx-class error or bound/quoted as
// data; the canary table and the data are intact afterwards.

const ROWS = generateSales(40, 3);

describe.each(ENGINES)('injection through dataset metadata and request fields on %s', (engine) => {
  let connector: Connector;
  const table = randomTableName('injd');
  const canary = randomTableName('canary');
  const odd = randomTableName('odd');
  const d = getDialect(engine);
  const q = (s: string) => d.quoteIdentifier(s);
  // A physical column whose name carries both quote characters and a statement.
  const weirdColumn = `w"e\`ird'; DROP TABLE x; --`;

  beforeAll(async () => {
    connector = openEngine(engine);
    await loadSales(connector, table, ROWS);
    await connector.query(`CREATE TABLE ${q(canary)} (${q('secret')} VARCHAR(20))`, []);
    await connector.query(`INSERT INTO ${q(canary)} VALUES ('s3cret')`, []);
    await connector.query(`CREATE TABLE ${q(odd)} (${q(weirdColumn)} INTEGER)`, []);
    await connector.query(`INSERT INTO ${q(odd)} VALUES (5), (7)`, []);
  });
  afterAll(async () => {
    for (const t of [table, canary, odd]) await connector.query(`DROP TABLE IF EXISTS ${q(t)}`, []);
    await connector.close();
  });

  const run = async (query: Record<string, unknown>, dataset: DatasetDescriptor = salesDataset(table)) => {
    const ctx = parseQueryContext({ datasource: { id: 7, type: 'table' }, queries: [query], force: true });
    const res = await runQueryContext(ctx, {
      dataset,
      connector,
      cache: createMemoryResultCache(),
      now: new Date(Date.UTC(2024, 2, 10)),
    });
    return res.result[0] as { data: Record<string, unknown>[]; colnames: string[] };
  };

  const intact = async () => {
    const c = await connector.query(`SELECT COUNT(*) AS n FROM ${q(canary)}`, []);
    expect(Number(c.rows[0]?.n)).toBe(1);
    const t = await connector.query(`SELECT COUNT(*) AS n FROM ${q(table)}`, []);
    expect(Number(t.rows[0]?.n)).toBe(ROWS.length);
  };

  it.each([
    ['a saved metric', (ds: DatasetDescriptor) => ds.metrics.push(metric('evil', 'COUNT(*); DROP TABLE canary'))],
    [
      'a saved metric with a sub-query',
      (ds: DatasetDescriptor) => ds.metrics.push(metric('evil', `(SELECT COUNT(*) FROM ${canary})`)),
    ],
    [
      'a calculated column',
      (ds: DatasetDescriptor) => {
        const base = ds.columns[0] as DatasetDescriptor['columns'][number];
        ds.columns.push({ ...base, columnName: 'evil', isDttm: false, expression: "qty -- ' comment" });
      },
    ],
  ])('refuses %s that is not one expression', async (_name, mutate) => {
    const ds = salesDataset(table);
    mutate(ds);
    const query = ds.metrics.some((m) => m.metricName === 'evil')
      ? { metrics: ['evil'] }
      : { columns: ['evil'], metrics: ['count'] };
    await expect(run(query, ds)).rejects.toBeInstanceOf(UnsafeSqlError);
    await intact();
  });

  it('refuses a virtual dataset of two statements', async () => {
    const ds = salesDataset('virtual', { sql: `SELECT * FROM ${q(table)}; DROP TABLE ${q(canary)}` });
    await expect(run({ metrics: ['count'] }, ds)).rejects.toBeInstanceOf(UnsafeSqlError);
    await intact();
  });

  it('quotes hostile table and schema names as identifiers (an unknown table, not a statement)', async () => {
    const ds = salesDataset(`${table}"; DROP TABLE ${canary}; --`);
    await expect(run({ metrics: ['count'] }, ds)).rejects.toThrow();
    const withSchema = { ...salesDataset(table), schema: `x\`"; DROP TABLE ${canary}; --` };
    await expect(run({ metrics: ['count'] }, withSchema)).rejects.toThrow();
    await intact();
  });

  it('reads a column whose name holds quotes and a statement', async () => {
    const ds = salesDataset(odd);
    const base = ds.columns.find((c) => c.columnName === 'qty') as DatasetDescriptor['columns'][number];
    ds.columns = [{ ...base, columnName: weirdColumn }];
    ds.mainDttmCol = null;
    const res = await run(
      {
        columns: [weirdColumn],
        metrics: [{ expressionType: 'SIMPLE', column: { column_name: weirdColumn }, aggregate: 'SUM', label: 's' }],
        filters: [{ col: weirdColumn, op: '>', val: 1 }],
        orderby: [[weirdColumn, true]],
      },
      ds,
    );
    expect(res.data).toEqual([
      { [weirdColumn]: 5, s: 5 },
      { [weirdColumn]: 7, s: 7 },
    ]);
    await intact();
  });

  it.each([
    ['a time grain', { columns: [{ label: 't', sqlExpression: 'ts', timeGrain: "P1D'); DROP TABLE x; --" }] }],
    ['a legacy time grain', { metrics: ['count'], extras: { time_grain_sqla: 'P1D; DROP TABLE x' } }],
    ['a row limit', { metrics: ['count'], row_limit: '1; DROP TABLE x' }],
    ['a row offset', { metrics: ['count'], row_offset: '0 UNION SELECT 1' }],
    ['a relative anchor', { metrics: ['count'], extras: { relative_start: "today'; DROP TABLE x; --" } }],
    ['a filter operator', { metrics: ['count'], filters: [{ col: 'qty', op: '= 1 OR 1 =', val: 1 }] }],
  ])('refuses %s that is not one of the allowed values', async (_name, query) => {
    await expect(run(query)).rejects.toBeInstanceOf(QueryContextError);
    await intact();
  });

  it('refuses a time offset or a time range that is SQL (both are parsed into instants, then bound)', async () => {
    const axis = { label: 'ts', sqlExpression: 'ts', columnType: 'BASE_AXIS', timeGrain: 'P1M' };
    await expect(
      run({
        columns: [axis],
        metrics: ['count'],
        time_range: '2024-01-01 : 2024-04-01',
        time_offsets: ["1 week ago'); DROP TABLE x; --"],
      }),
    ).rejects.toBeInstanceOf(TimeRangeError);
    await expect(
      run({ metrics: ['count'], granularity: 'ts', time_range: "2024-01-01' OR 1=1 -- : now" }),
    ).rejects.toBeInstanceOf(QueryCompileError);
    // Without ` : ` a time range names no range (time-range-semantics §2.4): rows before today.
    const legacy = await run({ metrics: ['count'], granularity: 'ts', time_range: "2024-01-01' OR 1=1 --" });
    expect(legacy.data).toEqual([{ count: ROWS.filter((r) => r.tsMs < Date.UTC(2024, 2, 10)).length }]);
    await intact();
  });
});

function metric(metricName: string, expression: string): DatasetDescriptor['metrics'][number] {
  return { metricName, verboseName: null, expression, d3format: null, warningText: null };
}
