import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../connectors/connector.ts';
import { createMemoryResultCache } from './cache.ts';
import { runQueryContext } from './execute.ts';
import { parseQueryContext } from './query-context.ts';
import { dropTable, ENGINES, loadSales, openEngine, randomTableName } from './test-fixtures/engines.ts';
import { naive, type SaleRow, salesDataset } from './test-fixtures/sales.ts';

// series_limit with a series_limit_metric other than the chart's metric, and with time_offsets.
// The data is built so that every answer depends on doing it right: in February the top two
// countries by row count (A, B) are not the top two by quantity (C, D), and in January (the
// "1 month ago" period) C and D lead by count. A comparison must keep February's top series
// (Superset runs the offset's series limit over the main period) and show A's and B's January.

function sale(day: string, country: string, qty: number, hour: number): SaleRow {
  const tsMs = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  return {
    ts: naive(tsMs),
    tsMs,
    epochS: tsMs / 1000,
    dayStr: day,
    country,
    product: 'alpha',
    qty,
    price: 1,
    active: true,
    note: null,
  };
}

const many = (day: string, country: string, n: number, qty: number) =>
  Array.from({ length: n }, (_v, i) => sale(day, country, qty, i));

const ROWS: SaleRow[] = [
  ...many('2024-02-10', 'A', 5, 1),
  ...many('2024-02-11', 'B', 4, 1),
  ...many('2024-02-12', 'C', 1, 50),
  ...many('2024-02-13', 'D', 1, 40),
  ...many('2024-01-10', 'C', 10, 1),
  ...many('2024-01-11', 'D', 9, 1),
  ...many('2024-01-12', 'A', 1, 7),
  ...many('2024-01-13', 'B', 1, 3),
];
const FEB = Date.UTC(2024, 1, 1);
const axis = { label: 'ts', sqlExpression: 'ts', columnType: 'BASE_AXIS', timeGrain: 'P1M' };
const sumQty = { expressionType: 'SIMPLE', column: { column_name: 'qty' }, aggregate: 'SUM', label: 'q' };

describe.each(ENGINES)('series limit by another metric, with time offsets, on %s', (engine) => {
  let connector: Connector;
  const table = randomTableName('slo');
  beforeAll(async () => {
    connector = openEngine(engine);
    await loadSales(connector, table, ROWS);
  });
  afterAll(async () => {
    await dropTable(connector, table);
    await connector.close();
  });

  const run = async (query: Record<string, unknown>) => {
    const ctx = parseQueryContext({ datasource: { id: 7, type: 'table' }, queries: [query], force: true });
    const res = await runQueryContext(ctx, {
      dataset: salesDataset(table),
      connector,
      cache: createMemoryResultCache(),
      now: new Date(Date.UTC(2024, 5, 1)),
    });
    return res.result[0] as { colnames: string[]; data: Record<string, unknown>[] };
  };
  const base = {
    columns: [axis, 'country'],
    metrics: [sumQty],
    series_columns: ['country'],
    series_limit: 2,
    filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: '2024-02-01 : 2024-03-01' }],
    orderby: [['country', true]],
  };

  it('ranks the series by series_limit_metric, not by the chart metric', async () => {
    const byCount = await run({ ...base, series_limit_metric: 'count' });
    expect(byCount.data).toEqual([
      { ts: FEB, country: 'A', q: 5 },
      { ts: FEB, country: 'B', q: 4 },
    ]);
    const byQty = await run({ ...base, series_limit_metric: sumQty });
    expect(byQty.data).toEqual([
      { ts: FEB, country: 'C', q: 50 },
      { ts: FEB, country: 'D', q: 40 },
    ]);
  });

  it('a time offset keeps the main period top series and joins their earlier values', async () => {
    const r = await run({ ...base, series_limit_metric: 'count', time_offsets: ['1 month ago'] });
    expect(r.colnames).toEqual(['ts', 'country', 'q', 'q__1 month ago']);
    expect(r.data).toEqual([
      { ts: FEB, country: 'A', q: 5, 'q__1 month ago': 7 },
      { ts: FEB, country: 'B', q: 4, 'q__1 month ago': 3 },
    ]);
  });
});
