import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../connectors/connector.ts';
import { createMemoryResultCache } from './cache.ts';
import { runQueryContext } from './execute.ts';
import { parseQueryContext, TIME_GRAINS } from './query-context.ts';
import { dropTable, ENGINES, loadSales, openEngine, randomTableName } from './test-fixtures/engines.ts';
import { generateSales, salesDataset } from './test-fixtures/sales.ts';

// Every result_type on the four engines (execute.test.ts checks them in depth on DuckDB): the
// rows come from the real database and are checked against the generated data.

const ROWS = generateSales(120, 17);
const RANGE_FROM = Date.UTC(2024, 1, 1);
const RANGE_TO = Date.UTC(2024, 2, 1);
const CHART = {
  columns: [{ label: 'ts', sqlExpression: 'ts', columnType: 'BASE_AXIS', timeGrain: 'P1M' }, 'country'],
  metrics: ['count'],
  filters: [
    { col: 'ts', op: 'TEMPORAL_RANGE', val: '2024-02-01 : 2024-03-01' },
    { col: 'product', op: '==', val: 'alpha' },
  ],
  orderby: [['country', true]],
};

describe.each(ENGINES)('result types on %s', (engine) => {
  let connector: Connector;
  const table = randomTableName('rt');
  beforeAll(async () => {
    connector = openEngine(engine);
    await loadSales(connector, table, ROWS);
  });
  afterAll(async () => {
    await dropTable(connector, table);
    await connector.close();
  });

  const run = async (resultType: string, query: Record<string, unknown> = CHART) => {
    const ctx = parseQueryContext({
      datasource: { id: 7, type: 'table' },
      queries: [query],
      result_type: resultType,
      force: true,
    });
    const res = await runQueryContext(ctx, {
      dataset: salesDataset(table),
      connector,
      cache: createMemoryResultCache(),
      now: new Date(Date.UTC(2024, 5, 1)),
    });
    return res.result[0] as Record<string, unknown> & { data: Record<string, unknown>[] };
  };
  const alpha = ROWS.filter((r) => r.product === 'alpha');
  const inFeb = alpha.filter((r) => r.tsMs >= RANGE_FROM && r.tsMs < RANGE_TO);

  it('full and results', async () => {
    const countries = [...new Set(inFeb.map((r) => r.country))].sort();
    const expected = countries.map((country) => ({
      ts: RANGE_FROM,
      country,
      count: inFeb.filter((r) => r.country === country).length,
    }));
    const full = await run('full');
    expect(full.data).toEqual(expected);
    expect(full.coltypes).toEqual([2, 1, 0]);
    const results = await run('results');
    expect(Object.keys(results).sort()).toEqual(['colnames', 'coltypes', 'data', 'rowcount', 'sql_rowcount']);
    expect(results.data).toEqual(expected);
  });

  it('samples: every dataset column, no time filter; drill_detail keeps it', async () => {
    const samples = await run('samples');
    expect(samples.colnames).toEqual(salesDataset(table).columns.map((c) => c.columnName));
    expect(samples.rowcount).toBe(alpha.length);
    const drill = await run('drill_detail');
    expect(drill.rowcount).toBe(inFeb.length);
    const times = drill.data.map((r) => r.ts);
    expect(times.every((t) => typeof t === 'number' && t >= RANGE_FROM && t < RANGE_TO)).toBe(true);
  });

  it('query, columns and timegrains', async () => {
    const query = await run('query');
    expect(query.language).toBe('sql');
    expect(query.query).toContain('GROUP BY');
    const columns = await run('columns', {});
    expect(columns.data.map((c) => c.column_name)).toEqual(salesDataset(table).columns.map((c) => c.columnName));
    const grains = await run('timegrains', {});
    expect(grains.data.map((g) => g.duration)).toEqual([...TIME_GRAINS]);
  });
});
