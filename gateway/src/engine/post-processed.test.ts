import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDBConnector } from '../connectors/duckdb.ts';
import { createMemoryResultCache } from './cache.ts';
import { QueryCompileError } from './errors.ts';
import { runQueryContext } from './execute.ts';
import { parseQueryContext } from './query-context.ts';
import { loadSales } from './test-fixtures/engines.ts';
import { generateSales, PRODUCTS, salesDataset } from './test-fixtures/sales.ts';

// result_type `post_processed` (what reports and the CSV of a pivot table get): pivot_table_v2 is
// pivoted on the server; other charts answer their rows unchanged.

const ROWS = generateSales(150, 11);
const connector = new DuckDBConnector(':memory:');
beforeAll(() => loadSales(connector, 'sales', ROWS));
afterAll(() => connector.close());

const run = (formData: Record<string, unknown>, resultType = 'post_processed') =>
  runQueryContext(
    parseQueryContext({
      datasource: { id: 7, type: 'table' },
      result_type: resultType,
      form_data: formData,
      queries: [{ columns: ['country', 'product'], metrics: ['count', 'revenue'], orderby: [['count', false]] }],
    }),
    { dataset: salesDataset('sales'), connector, cache: createMemoryResultCache(), now: new Date() },
  ).then((r) => r.result[0] as { colnames: string[]; coltypes: number[]; data: Record<string, unknown>[] });

const PIVOT = {
  viz_type: 'pivot_table_v2',
  groupbyRows: ['country'],
  groupbyColumns: ['product'],
  metrics: ['count', 'revenue'],
  aggregateFunction: 'Sum',
};

describe('result_type post_processed', () => {
  it('pivots a pivot_table_v2 by rows x columns, totals included, names joined with ", "', async () => {
    const r = await run({ ...PIVOT, rowTotals: true });
    const products = [...PRODUCTS].sort();
    expect(r.colnames).toEqual([
      'country',
      ...products.map((p) => `count, ${p}`),
      'count, Total (Sum)',
      ...products.map((p) => `revenue, ${p}`),
      'revenue, Total (Sum)',
    ]);
    expect(r.coltypes[0]).toBe(1);
    const countries = [...new Set(ROWS.map((x) => x.country))].sort();
    const cell = (rows: typeof ROWS) => ({ n: rows.length, rev: rows.reduce((a, x) => a + x.qty * x.price, 0) });
    const expected = [...countries, 'Total (Sum)'].map((country) => {
      const mine = country === 'Total (Sum)' ? ROWS : ROWS.filter((x) => x.country === country);
      const row: Record<string, unknown> = { country };
      for (const p of products) {
        const c = cell(mine.filter((x) => x.product === p));
        row[`count, ${p}`] = c.n || null;
      }
      row['count, Total (Sum)'] = mine.length;
      for (const p of products) {
        const c = cell(mine.filter((x) => x.product === p));
        row[`revenue, ${p}`] = c.n ? c.rev : null;
      }
      row['revenue, Total (Sum)'] = cell(mine).rev;
      return row;
    });
    expect(r.data).toEqual(expected);
  });

  it('transposes, and gives one row of totals without row groups', async () => {
    const t = await run({ ...PIVOT, transposePivot: true, metrics: ['count'] });
    expect(t.colnames[0]).toBe('product');
    expect(t.data.map((row) => row.product)).toEqual([...PRODUCTS].sort());
    const noRows = await run({ ...PIVOT, groupbyRows: [], groupbyColumns: ['product'], metrics: ['count'] });
    expect(noRows.data).toHaveLength(1);
    expect(Object.values(noRows.data[0] ?? {}).reduce((a: number, b) => a + Number(b), 0)).toBe(ROWS.length);
  });

  it('keeps the rows of other charts, as result_type full gives them', async () => {
    const table = await run({ viz_type: 'table' });
    const full = await run({ viz_type: 'table' }, 'full');
    expect(table.colnames).toEqual(['country', 'product', 'count', 'revenue']);
    expect(table.data).toEqual(full.data);
  });

  it('refuses an aggregate function it does not know', async () => {
    await expect(run({ ...PIVOT, aggregateFunction: 'Geometric mean' })).rejects.toBeInstanceOf(QueryCompileError);
  });
});
