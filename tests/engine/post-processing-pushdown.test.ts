import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../../gateway/src/connectors/connector.ts';
import { createMemoryResultCache } from '../../gateway/src/engine/cache.ts';
import { compileQuery } from '../../gateway/src/engine/compile-query.ts';
import { getDialect } from '../../gateway/src/engine/dialects/index.ts';
import { runQueryContext } from '../../gateway/src/engine/execute.ts';
import { planPostProcessingPushdown } from '../../gateway/src/engine/post-processing/sql-pushdown.ts';
import { parseQueryContext, type QueryObject } from '../../gateway/src/engine/query-context.ts';
import { ENGINES, openEngine, randomTableName } from '../../gateway/src/engine/test-fixtures/engines.ts';
import {
  generateWarehouse,
  loadWarehouse,
  type WarehouseTables,
  warehouseDataset,
} from '../../gateway/src/engine/test-fixtures/warehouse.ts';

// Window post-processing pushed into SQL (sql-pushdown.ts) must answer what arquero answers on the
// result: each query runs with pushdown and without it on the four engines, rows compared.

const DATA = generateWarehouse();
const NOW = new Date('2026-01-15T12:00:00Z');
type Row = Record<string, unknown>;
type Op = { operation: string; options?: Record<string, unknown> };

const WEEK_AXIS = {
  label: 'order_date',
  sqlExpression: 'order_date',
  expressionType: 'SQL',
  columnType: 'BASE_AXIS',
  timeGrain: 'P1W',
};
const pivot = (metrics: string[]): Op => ({
  operation: 'pivot',
  options: {
    index: ['order_date'],
    columns: [],
    aggregates: Object.fromEntries(metrics.map((m) => [m, { operator: 'mean' }])),
    drop_missing_columns: false,
  },
});
const flatten: Op = { operation: 'flatten' };

function body(query: Record<string, unknown>, resultType = 'full'): Record<string, unknown> {
  return {
    datasource: { id: 1, type: 'table' },
    result_type: resultType,
    queries: [
      {
        columns: [WEEK_AXIS],
        metrics: ['sum__revenue', 'count'],
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        orderby: [['sum__revenue', false]],
        row_limit: 10000,
        ...query,
      },
    ],
  };
}

const queryOf = (query: Record<string, unknown>): QueryObject =>
  parseQueryContext(body(query)).queries[0] as QueryObject;

interface Case {
  name: string;
  query: Record<string, unknown>;
  /** How many post-processing operations SQL runs. */
  pushed: number;
  /** Columns compared to a relative 1e-12 (arquero's running mean is not sum / count to the last bit). */
  approximate?: string[];
}

const CASES: Case[] = [
  {
    name: 'rolling sum with min_periods, then diff',
    query: {
      post_processing: [
        pivot(['sum__revenue', 'count']),
        {
          operation: 'rolling',
          options: { rolling_type: 'sum', window: 4, min_periods: 2, columns: { sum__revenue: 'sum__revenue' } },
        },
        { operation: 'diff', options: { periods: 2, columns: { count: 'count' } } },
        flatten,
      ],
    },
    pushed: 2,
  },
  {
    name: 'rolling sum without min_periods over a row limit ordered by a metric',
    query: {
      row_limit: 40,
      post_processing: [
        pivot(['sum__revenue', 'count']),
        {
          operation: 'rolling',
          options: { rolling_type: 'sum', window: 3, columns: { sum__revenue: 'sum__revenue', count: 'count' } },
        },
        flatten,
      ],
    },
    pushed: 1,
  },
  {
    name: 'cum sum, rolling cumsum with min_periods',
    query: {
      post_processing: [
        pivot(['sum__revenue', 'count']),
        { operation: 'cum', options: { operator: 'sum', columns: { count: 'count' } } },
        {
          operation: 'rolling',
          options: { rolling_type: 'cumsum', window: 1, min_periods: 3, columns: { sum__revenue: 'sum__revenue' } },
        },
        flatten,
      ],
    },
    pushed: 2,
  },
  {
    name: 'rolling mean with min_periods, then std in arquero',
    query: {
      post_processing: [
        pivot(['sum__revenue', 'count']),
        {
          operation: 'rolling',
          options: { rolling_type: 'mean', window: 5, min_periods: 3, columns: { sum__revenue: 'sum__revenue' } },
        },
        { operation: 'rolling', options: { rolling_type: 'std', window: 3, columns: { count: 'count' } } },
        flatten,
      ],
    },
    pushed: 1,
    approximate: ['sum__revenue', 'count'],
  },
  {
    name: 'cum sum after a pivot that drops missing rows and columns (the default)',
    query: {
      row_limit: 60,
      post_processing: [
        {
          ...pivot(['sum__revenue', 'count']),
          options: { ...pivot(['sum__revenue', 'count']).options, drop_missing_columns: true },
        },
        { operation: 'cum', options: { operator: 'sum', columns: { count: 'count', sum__revenue: 'sum__revenue' } } },
        { operation: 'rolling', options: { rolling_type: 'cumsum', window: 1, columns: { count: 'count' } } },
        flatten,
      ],
    },
    pushed: 2,
  },
  {
    name: 'legacy __timestamp series, diff then rolling mean',
    query: {
      columns: [],
      is_timeseries: true,
      granularity: 'order_date',
      extras: { time_grain_sqla: 'P1M' },
      filters: [],
      time_range: 'No filter',
      orderby: [],
      post_processing: [
        { ...pivot(['count']), options: { ...pivot(['count']).options, index: ['__timestamp'] } },
        { operation: 'diff', options: { columns: { count: 'count' } } },
        { operation: 'rolling', options: { rolling_type: 'mean', window: 2, columns: { count: 'count' } } },
        flatten,
      ],
    },
    pushed: 2,
    approximate: ['count'],
  },
];

describe('the pushdown planner', () => {
  const duckdb = getDialect('duckdb');

  it('pushes the leading window operations after the identity pivot', () => {
    const plan = planPostProcessingPushdown(queryOf(CASES[0]!.query), duckdb);
    expect(plan?.xAxis).toBe('order_date');
    expect(plan?.steps).toEqual([
      { kind: 'rolling_sum', columns: ['sum__revenue'], window: 4, minPeriods: 2, dropRows: 1 },
      { kind: 'diff', columns: ['count'], periods: 2, dropRows: 0 },
    ]);
    expect(plan?.remaining.map((o) => o.operation)).toEqual(['pivot', 'flatten']);
  });

  it('stops at the first operation SQL does not run (std, a renamed column)', () => {
    expect(planPostProcessingPushdown(queryOf(CASES[3]!.query), duckdb)?.remaining.map((o) => o.operation)).toEqual([
      'pivot',
      'rolling',
      'flatten',
    ]);
    const renamed = queryOf({
      post_processing: [
        pivot(['count']),
        { operation: 'cum', options: { operator: 'sum', columns: { count: 'count__cum' } } },
      ],
    });
    expect(planPostProcessingPushdown(renamed, duckdb)).toBeNull();
  });

  it('pushes nothing with a series dimension, a series limit, time offsets or a reshaping pivot', () => {
    const post = CASES[0]!.query.post_processing;
    const withSeries = queryOf({ columns: [WEEK_AXIS, 'region'], post_processing: post });
    expect(planPostProcessingPushdown(withSeries, duckdb)).toBeNull();
    expect(planPostProcessingPushdown(queryOf({ series_limit: 5, post_processing: post }), duckdb)).toBeNull();
    expect(
      planPostProcessingPushdown(queryOf({ time_offsets: ['1 year ago'], post_processing: post }), duckdb),
    ).toBeNull();
    // A dropping pivot keeps rolling sums and diffs in arquero (they add missing cells), and a cumsum with min_periods.
    const dropping = [{ ...pivot(['count']), options: { ...pivot(['count']).options, drop_missing_columns: true } }];
    expect(
      planPostProcessingPushdown(queryOf({ post_processing: [...dropping, ...(post as Op[]).slice(1)] }), duckdb),
    ).toBeNull();
    const cumsumMin = { rolling_type: 'cumsum', window: 1, min_periods: 2, columns: { count: 'count' } };
    expect(
      planPostProcessingPushdown(
        queryOf({ post_processing: [...dropping, { operation: 'rolling', options: cumsumMin }] }),
        duckdb,
      ),
    ).toBeNull();
    const huge = [pivot(['count']), { operation: 'diff', options: { periods: 1e12, columns: { count: 'count' } } }];
    expect(planPostProcessingPushdown(queryOf({ post_processing: huge }), duckdb)).toBeNull();
    const noGrain = queryOf({ columns: [{ ...WEEK_AXIS, timeGrain: null }], post_processing: post });
    expect(planPostProcessingPushdown(noGrain, duckdb)).toBeNull();
  });

  it('writes the windows over the limited, ordered aggregate (DuckDB, pinned)', () => {
    const dataset = warehouseDataset('sales', 'sales', 1);
    const compiled = compileQuery(queryOf(CASES[0]!.query), dataset, duckdb, { now: '2026-01-15T12:00:00' });
    const inner =
      `SELECT DATE_TRUNC('week', "order_date") AS "order_date", (SUM(revenue)) AS "sum__revenue", (COUNT(*)) AS "count" ` +
      `FROM "sales" GROUP BY DATE_TRUNC('week', "order_date") ORDER BY (SUM(revenue)) DESC NULLS LAST, ` +
      `DATE_TRUNC('week', "order_date") ASC NULLS LAST LIMIT 10000`;
    // A missing x-axis value is the pivot's last row ("<NULL>"), so the windows order it last too.
    const x = '"order_date" ASC NULLS LAST';
    const w4 = `OVER (ORDER BY ${x} ROWS BETWEEN 3 PRECEDING AND CURRENT ROW)`;
    const rolled =
      `SELECT "order_date", CASE WHEN COUNT("sum__revenue") ${w4} >= 2 THEN CAST(SUM("sum__revenue") ${w4} AS DOUBLE) ELSE NULL END AS "sum__revenue", "count", ` +
      `ROW_NUMBER() OVER (ORDER BY ${x}) AS "__pp_row" FROM (${inner}) AS "pp_0"`;
    const dropped = `SELECT "order_date", "sum__revenue", "count" FROM (${rolled}) AS "pp_0_rows" WHERE "__pp_row" > 1`;
    const diffed =
      `SELECT "order_date", "sum__revenue", CAST("count" AS DOUBLE) - CAST(LAG("count", 2) OVER (ORDER BY ${x}) AS DOUBLE) AS "count" ` +
      `FROM (${dropped}) AS "pp_1"`;
    expect(compiled.sql).toBe(`${diffed} ORDER BY ${x}`);
    expect(compiled.postProcessing.map((o) => o.operation)).toEqual(['pivot', 'flatten']);
    const off = compileQuery(queryOf(CASES[0]!.query), dataset, duckdb, {
      now: '2026-01-15T12:00:00',
      postProcessingPushdown: false,
    });
    expect(off.sql).toBe(inner);
    expect(off.postProcessing).toHaveLength(4);
  });
});

function compareRows(pushed: Row[], local: Row[], approximate: string[]): void {
  expect(pushed.length).toBe(local.length);
  pushed.forEach((row, i) => {
    const other = local[i] as Row;
    expect(Object.keys(row)).toEqual(Object.keys(other));
    for (const [key, value] of Object.entries(row)) {
      const expected = other[key];
      if (approximate.includes(key) && typeof value === 'number' && typeof expected === 'number') {
        expect(Math.abs(value - expected), `row ${i} ${key}: ${value} vs ${expected}`).toBeLessThanOrEqual(
          1e-12 * Math.max(1, Math.abs(expected)),
        );
      } else {
        expect(value, `row ${i} ${key}`).toEqual(expected);
      }
    }
  });
}

describe.each(ENGINES)('post-processing in SQL and in arquero agree on %s', (engine) => {
  let connector: Connector;
  const tables: WarehouseTables = { sales: randomTableName('pp_sales'), daily_metrics: randomTableName('pp_daily') };

  beforeAll(async () => {
    connector = openEngine(engine);
    await loadWarehouse(connector, tables, DATA);
  }, 120_000);
  afterAll(async () => {
    for (const t of Object.values(tables)) await connector.query(`DROP TABLE IF EXISTS ${t}`, []);
    await connector.close();
  });

  const run = async (b: Record<string, unknown>, postProcessingPushdown: boolean) => {
    const response = await runQueryContext(
      { ...parseQueryContext(b), force: true },
      {
        dataset: warehouseDataset('sales', tables.sales, 1),
        connector,
        cache: createMemoryResultCache(),
        now: NOW,
        postProcessingPushdown,
      },
    );
    const result = response.result[0] as Row;
    expect(result.error ?? null).toBeNull();
    return result;
  };

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const pushed = await run(body(c.query), true);
    const local = await run(body(c.query), false);
    const windows = String(pushed.query).match(/FROM \(/g)?.length ?? 0;
    expect(windows).toBeGreaterThanOrEqual(c.pushed);
    expect(String(pushed.query)).toContain(' OVER (');
    expect(String(local.query)).not.toContain(' OVER (');
    expect(pushed.colnames).toEqual(local.colnames);
    expect(pushed.coltypes).toEqual(local.coltypes);
    const data = pushed.data as Row[];
    expect(data.length).toBeGreaterThan(10);
    // Not a vacuous comparison: the windowed columns hold numbers.
    expect(data.filter((r) => typeof Object.values(r)[1] === 'number').length).toBeGreaterThan(5);
    compareRows(data, local.data as Row[], c.approximate ?? []);
  });

  it('an empty result is empty alike both ways, with the same columns', async () => {
    const filters = [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: '2030-01-01 : 2030-02-01' }];
    const ctx = parseQueryContext(body({ ...CASES[0]!.query, filters }));
    const deps = (postProcessingPushdown: boolean) => ({
      dataset: warehouseDataset('sales', tables.sales, 1),
      connector,
      cache: createMemoryResultCache(),
      now: NOW,
      postProcessingPushdown,
    });
    const pushed = (await runQueryContext({ ...ctx, force: true }, deps(true))).result[0] as Row;
    const local = (await runQueryContext({ ...ctx, force: true }, deps(false))).result[0] as Row;
    expect(pushed.data).toEqual([]);
    expect(local.data).toEqual([]);
    expect(pushed.colnames).toEqual(local.colnames);
    expect(pushed.colnames).toContain('order_date');
  });

  it('result_type query shows the SQL that runs, windows included', async () => {
    const response = await runQueryContext(parseQueryContext(body(CASES[0]!.query, 'query')), {
      dataset: warehouseDataset('sales', tables.sales, 1),
      connector,
      cache: createMemoryResultCache(),
      now: NOW,
    });
    const shown = String((response.result[0] as Row).query);
    expect(shown).toContain('ROWS BETWEEN 3 PRECEDING AND CURRENT ROW');
    expect(shown).toContain('LAG(');
  });
});
