import type { Connector, DialectName } from '../../gateway/src/connectors/connector.ts';
import { createMemoryResultCache } from '../../gateway/src/engine/cache.ts';
import { runQueryContext } from '../../gateway/src/engine/execute.ts';
import { parseQueryContext } from '../../gateway/src/engine/query-context.ts';
import { ENGINES, openEngine, randomTableName } from '../../gateway/src/engine/test-fixtures/engines.ts';
import {
  generateWarehouse,
  loadWarehouse,
  type WarehouseTables,
  warehouseDataset,
} from '../../gateway/src/engine/test-fixtures/warehouse.ts';
import { median, round2 } from './section.ts';

/**
 * Series-limit shapes (a time series grouped by a dimension, limited to its top series, with a few
 * filters) on DuckDB, SQLite, PostgreSQL and MariaDB over the same generated warehouse: the top
 * series must be computed once on every engine (a materialised CTE), not once per outer row.
 */
const axis = (grain: string) => ({
  label: 'order_date',
  sqlExpression: 'order_date',
  columnType: 'BASE_AXIS',
  timeGrain: grain,
});
const RANGE = { col: 'order_date', op: 'TEMPORAL_RANGE', val: '2023-06-01T00:00:00 : 2025-06-01T00:00:00' };

export const SERIES_LIMIT_SHAPES: readonly { name: string; query: Record<string, unknown> }[] = [
  {
    name: 'monthly_by_product_top4',
    query: {
      columns: [axis('P1M'), 'product'],
      metrics: ['sum__revenue'],
      filters: [
        RANGE,
        { col: 'channel', op: 'IN', val: ['Online', 'Retail', 'Partner'] },
        { col: 'quantity', op: '>', val: 2 },
      ],
      series_columns: ['product'],
      series_limit: 4,
      series_limit_metric: 'sum__revenue',
      order_desc: true,
      row_limit: 10000,
    },
  },
  {
    name: 'weekly_by_country_top3_by_count',
    query: {
      columns: [axis('P1W'), 'country'],
      metrics: ['sum__revenue', 'count'],
      filters: [RANGE, { col: 'product_line', op: '!=', val: 'Services' }],
      series_columns: ['country'],
      series_limit: 3,
      series_limit_metric: 'count',
      order_desc: true,
      row_limit: 10000,
    },
  },
  {
    name: 'daily_by_channel_top2_ilike',
    query: {
      columns: [axis('P1D'), 'channel'],
      metrics: ['count'],
      filters: [RANGE, { col: 'product', op: 'ILIKE', val: '%a%' }],
      series_columns: ['channel'],
      series_limit: 2,
      order_desc: true,
      row_limit: 10000,
    },
  },
];

/** Median ms of each shape on each engine, over `rows` generated sales loaded into all four. */
export async function seriesLimitFigures(
  runs: number,
  rows: number,
  log: (message: string) => void,
): Promise<Record<string, unknown>[]> {
  const data = generateWarehouse(rows, 11);
  const out: Record<string, unknown>[] = [];
  const answers = new Map<string, string>();
  for (const engine of ENGINES) {
    const connector: Connector = openEngine(engine);
    const tables: WarehouseTables = {
      sales: randomTableName('bench_sales'),
      daily_metrics: randomTableName('bench_daily'),
    };
    try {
      log(`series limits: loading ${rows} rows into ${engine}`);
      await loadWarehouse(connector, tables, data);
      const dataset = warehouseDataset('sales', tables.sales, 1);
      for (const shape of SERIES_LIMIT_SHAPES) {
        const ctx = parseQueryContext({ datasource: { id: 1, type: 'table' }, queries: [shape.query], force: true });
        const once = async () => {
          const started = performance.now();
          const response = await runQueryContext(ctx, {
            dataset,
            connector,
            cache: createMemoryResultCache(),
            now: new Date(),
          });
          return { ms: performance.now() - started, data: (response.result[0] as { data: unknown[] }).data };
        };
        const first = await once();
        const times: number[] = [];
        for (let i = 0; i < runs; i++) times.push((await once()).ms);
        // The engines must agree, or the timing compares different work.
        const key = JSON.stringify(first.data.length);
        const seen = answers.get(shape.name);
        if (seen !== undefined && seen !== key)
          throw new Error(`${shape.name}: ${engine} answered ${key} rows, others ${seen}`);
        answers.set(shape.name, key);
        out.push({
          shape: shape.name,
          engine: engine as DialectName,
          rows: first.data.length,
          ms: round2(median(times)),
        });
      }
    } finally {
      for (const t of Object.values(tables))
        await connector.query(`DROP TABLE IF EXISTS ${t}`, []).catch(() => undefined);
      await connector.close();
    }
  }
  return out;
}
