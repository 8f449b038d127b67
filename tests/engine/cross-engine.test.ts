import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector, DialectName } from '../../gateway/src/connectors/connector.ts';
import { createMemoryResultCache } from '../../gateway/src/engine/cache.ts';
import { runQueryContext } from '../../gateway/src/engine/execute.ts';
import { parseQueryContext } from '../../gateway/src/engine/query-context.ts';
import { ENGINES, openEngine, randomTableName } from '../../gateway/src/engine/test-fixtures/engines.ts';
import {
  type DailyFact,
  generateWarehouse,
  loadWarehouse,
  type SaleFact,
  type WarehouseTables,
  warehouseDataset,
} from '../../gateway/src/engine/test-fixtures/warehouse.ts';
import { EXAMPLE_CHARTS } from '../../gateway/src/examples/example-charts.ts';
import { buildQueryContext } from '../../gateway/src/viz/index.ts';
import { SHAPES as BENCH_SHAPES } from '../bench/shapes.ts';

// Every example chart (its query context as the viz builds it) and the six bench shapes, run on
// DuckDB, SQLite, PostgreSQL and MariaDB over the same generated rows. Each answer is checked
// against values computed here from the rows, and the four engines must agree with each other.

const DATA = generateWarehouse();
const NOW = new Date('2026-01-15T12:00:00Z');
const DAY = 86_400_000;
type Row = Record<string, unknown>;

const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((a, r) => a + f(r), 0);
const dayStart = (ms: number) => Math.floor(ms / DAY) * DAY;
const weekStart = (ms: number) => dayStart(ms) - ((new Date(ms).getUTCDay() + 6) % 7) * DAY;
const monthStart = (ms: number) => Date.UTC(new Date(ms).getUTCFullYear(), new Date(ms).getUTCMonth(), 1);

function groupBy<T>(rows: T[], key: (r: T) => string | number): Map<string | number, T[]> {
  const out = new Map<string | number, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

const byKey = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
const sortedGroups = <T>(rows: T[], key: (r: T) => string | number) =>
  [...groupBy(rows, key)].sort(([a], [b]) => byKey(a, b));

/** A time series pivoted by a dimension: one column per value, null where a bucket has no row. */
function pivoted(
  rows: SaleFact[],
  bucket: (ms: number) => number,
  dim: (r: SaleFact) => string,
  metric: (rs: SaleFact[]) => number,
): Row[] {
  const values = [...new Set(rows.map(dim))].sort();
  return sortedGroups(rows, (r) => bucket(r.ms)).map(([t, rs]) => {
    const row: Row = { order_date: t };
    const cells = groupBy(rs, dim);
    for (const v of values) row[v] = cells.has(v) ? metric(cells.get(v) as SaleFact[]) : null;
    return row;
  });
}

const YEAR_FROM = Date.UTC(2024, 0, 1);
const YEAR_TO = Date.UTC(2025, 0, 1);
const in2024 = DATA.sales.filter((r) => r.ms >= YEAR_FROM && r.ms < YEAR_TO);

interface Expectation {
  /** Rows in the order the engine must give them (with `unordered`, compared as a multiset). */
  rows: Row[];
  /** The query orders by a metric with possible ties: multiset, then this order is checked. */
  orderedBy?: { column: string; descending: boolean };
}

const EXPECTED_CHARTS: Record<string, () => Expectation> = {
  'total-revenue': () => ({ rows: [{ sum__revenue: sum(DATA.sales, (r) => r.revenue) }] }),
  'weekly-revenue-trend': () => ({
    rows: sortedGroups(DATA.sales, (r) => weekStart(r.ms)).map(([t, rs]) => ({
      order_date: t,
      sum__revenue: sum(rs, (r) => r.revenue),
    })),
  }),
  'revenue-by-product-line': () => ({
    rows: sortedGroups(DATA.sales, (r) => r.product_line).map(([line, rs]) => ({
      product_line: line,
      sum__revenue: sum(rs, (r) => r.revenue),
    })),
    orderedBy: { column: 'sum__revenue', descending: true },
  }),
  'monthly-revenue': () => ({
    rows: sortedGroups(DATA.sales, (r) => monthStart(r.ms)).map(([t, rs]) => ({
      order_date: t,
      sum__cost: sum(rs, (r) => r.cost),
      sum__revenue: sum(rs, (r) => r.revenue),
    })),
  }),
  'monthly-revenue-by-region': () => ({
    rows: pivoted(
      DATA.sales,
      monthStart,
      (r) => r.region,
      (rs) => sum(rs, (r) => r.revenue),
    ),
  }),
  'weekly-orders-by-channel': () => ({
    rows: pivoted(
      DATA.sales,
      weekStart,
      (r) => r.channel,
      (rs) => rs.length,
    ),
  }),
  'daily-visitors-and-orders': () => ({
    rows: [...DATA.daily]
      .sort((a, b) => a.ms - b.ms)
      .map((d: DailyFact) => ({ ds: d.ms, Orders: d.orders, sum__visitors: d.visitors })),
  }),
  'revenue-by-channel': () => ({
    rows: sortedGroups(DATA.sales, (r) => r.channel).map(([channel, rs]) => ({
      channel,
      sum__cost: sum(rs, (r) => r.cost),
      sum__revenue: sum(rs, (r) => r.revenue),
    })),
  }),
  'top-products': () => ({
    rows: sortedGroups(DATA.sales, (r) => `${r.product_line}|${r.product}`)
      .map(([, rs]) => {
        const revenue = sum(rs, (r) => r.revenue);
        const cost = sum(rs, (r) => r.cost);
        return {
          product_line: rs[0]?.product_line,
          product: rs[0]?.product,
          sum__revenue: revenue,
          sum__quantity: sum(rs, (r) => r.quantity),
          margin_pct: (revenue - cost) / revenue,
          'Total margin': sum(rs, (r) => r.revenue - r.cost),
        };
      })
      .sort((a, b) => b.sum__revenue - a.sum__revenue)
      .slice(0, 100),
    orderedBy: { column: 'sum__revenue', descending: true },
  }),
  'recent-large-orders': () => ({
    rows: DATA.sales
      .filter((r) => r.revenue > 1000)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 100)
      .map((r) => ({
        order_date: r.ms,
        order_id: r.order_id,
        country: r.country,
        channel: r.channel,
        product: r.product,
        quantity: r.quantity,
        revenue: r.revenue,
      })),
  }),
};

const EXPECTED_BENCH: Record<string, () => Expectation> = {
  big_number: () => ({ rows: [{ sum__revenue: sum(in2024, (r) => r.revenue) }] }),
  daily_timeseries_2_metrics: () => ({
    rows: sortedGroups(in2024, (r) => dayStart(r.ms)).map(([t, rs]) => ({
      order_date: t,
      sum__revenue: sum(rs, (r) => r.revenue),
      count: rs.length,
    })),
  }),
  top10_bar_series_limit: () => {
    const top = sortedGroups(in2024, (r) => r.product)
      .map(([p, rs]) => [p, sum(rs, (r) => r.revenue)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([p]) => p);
    const kept = in2024.filter((r) => top.includes(r.product));
    return {
      rows: [...groupBy(kept, (r) => `${monthStart(r.ms)}|${r.product}`).values()]
        .map((rs) => ({
          order_date: monthStart((rs[0] as SaleFact).ms),
          product: rs[0]?.product,
          sum__revenue: sum(rs, (r) => r.revenue),
        }))
        .sort((a, b) => b.sum__revenue - a.sum__revenue),
      orderedBy: { column: 'sum__revenue', descending: true },
    };
  },
  pivot_2_dimensions: () => ({
    rows: [...groupBy(in2024, (r) => `${r.country}|${r.product_line}`).values()]
      .map((rs) => ({
        country: rs[0]?.country,
        product_line: rs[0]?.product_line,
        sum__revenue: sum(rs, (r) => r.revenue),
        sum__quantity: sum(rs, (r) => r.quantity),
      }))
      .sort((a, b) => b.sum__revenue - a.sum__revenue),
    orderedBy: { column: 'sum__revenue', descending: true },
  }),
  table_1000_rows_filtered: () => ({
    rows: in2024
      .filter((r) => ['France', 'Germany', 'United States'].includes(r.country) && r.revenue > 100)
      .sort((a, b) => b.revenue - a.revenue)
      .slice(0, 1000)
      .map((r) => ({
        order_id: r.order_id,
        order_date: r.ms,
        country: r.country,
        channel: r.channel,
        product: r.product,
        quantity: r.quantity,
        revenue: r.revenue,
      })),
    orderedBy: { column: 'revenue', descending: true },
  }),
  week_over_week: () => {
    // The comparison query reads the range shifted one week back, grouped the same way.
    const shifted = DATA.sales.filter((r) => r.ms >= YEAR_FROM - 7 * DAY && r.ms < YEAR_TO - 7 * DAY);
    const previous = groupBy(shifted, (r) => weekStart(r.ms));
    return {
      rows: sortedGroups(in2024, (r) => weekStart(r.ms)).map(([t, rs]) => {
        const before = previous.get((t as number) - 7 * DAY);
        return {
          order_date: t,
          sum__revenue: sum(rs, (r) => r.revenue),
          'sum__revenue__1 week ago': before ? sum(before, (r) => r.revenue) : null,
        };
      }),
    };
  },
};

const DATASET_IDS: Record<string, number> = { sales: 11, daily_metrics: 12 };

interface Case {
  name: string;
  dataset: 'sales' | 'daily_metrics';
  body: unknown;
  expected: () => Expectation;
}

const CASES: Case[] = [
  ...EXAMPLE_CHARTS.map((chart) => ({
    name: `example chart ${chart.key}`,
    dataset: chart.dataset as 'sales' | 'daily_metrics',
    // Through JSON, as the client sends it and as the chart's saved query_context holds it.
    body: JSON.parse(JSON.stringify(buildQueryContext(chart.formData(`${DATASET_IDS[chart.dataset]}__table`)))),
    expected: EXPECTED_CHARTS[chart.key] ?? (() => ({ rows: [] })),
  })),
  ...BENCH_SHAPES.map((shape) => ({
    name: `bench shape ${shape.name}`,
    dataset: 'sales' as const,
    body: { datasource: { id: DATASET_IDS.sales, type: 'table' }, queries: [shape.query] },
    expected: EXPECTED_BENCH[shape.name] ?? (() => ({ rows: [] })),
  })),
];

function close(actual: unknown, expected: unknown): boolean {
  if (typeof actual === 'number' && typeof expected === 'number') {
    return actual === expected || Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
  }
  return actual === expected;
}

function rowsMatch(actual: Row[], expected: Row[]): string[] {
  const problems: string[] = [];
  if (actual.length !== expected.length) problems.push(`${actual.length} rows, expected ${expected.length}`);
  expected.forEach((exp, i) => {
    const row = actual[i];
    if (!row) return;
    if (JSON.stringify(Object.keys(row)) !== JSON.stringify(Object.keys(exp))) {
      problems.push(`row ${i} keys ${Object.keys(row)} expected ${Object.keys(exp)}`);
    }
    for (const [k, v] of Object.entries(exp)) {
      if (!close(row[k], v)) problems.push(`row ${i} ${k}: ${JSON.stringify(row[k])} expected ${JSON.stringify(v)}`);
    }
  });
  return problems.slice(0, 10);
}

/** Rows in a canonical order (for metrics with ties, where engines may order tied rows differently). */
function canonical(rows: Row[]): Row[] {
  return [...rows].sort((a, b) => JSON.stringify(Object.values(a)).localeCompare(JSON.stringify(Object.values(b))));
}

function check(data: Row[], expectation: Expectation): void {
  const { rows, orderedBy } = expectation;
  expect(rows.length).toBeGreaterThan(0);
  if (!orderedBy) {
    expect(rowsMatch(data, rows)).toEqual([]);
    return;
  }
  expect(rowsMatch(canonical(data), canonical(rows))).toEqual([]);
  const values = data.map((r) => r[orderedBy.column] as number);
  const sorted = [...values].sort((a, b) => (orderedBy.descending ? b - a : a - b));
  expect(values).toEqual(sorted);
}

const answers = new Map<string, Map<DialectName, { colnames: unknown; coltypes: unknown; data: Row[] }>>();

describe.each(ENGINES)('example charts and bench shapes on %s', (engine) => {
  let connector: Connector;
  const tables: WarehouseTables = { sales: randomTableName('sales'), daily_metrics: randomTableName('daily') };

  beforeAll(async () => {
    connector = openEngine(engine);
    await loadWarehouse(connector, tables, DATA);
  }, 120_000);
  afterAll(async () => {
    for (const t of Object.values(tables)) await connector.query(`DROP TABLE IF EXISTS ${t}`, []);
    await connector.close();
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const id = DATASET_IDS[c.dataset] as number;
    const ctx = parseQueryContext(c.body);
    expect(ctx.datasource.id).toBe(id);
    const response = await runQueryContext(
      { ...ctx, force: true },
      {
        dataset: warehouseDataset(c.dataset, tables[c.dataset], id),
        connector,
        cache: createMemoryResultCache(),
        now: NOW,
      },
    );
    expect(response.result).toHaveLength(1);
    const result = response.result[0] as Row;
    expect(result.error ?? null).toBeNull();
    expect(result.status).toBe('success');
    const data = result.data as Row[];
    check(data, c.expected());
    const perEngine = answers.get(c.name) ?? new Map();
    perEngine.set(engine, { colnames: result.colnames, coltypes: result.coltypes, data });
    answers.set(c.name, perEngine);
  });
});

describe('the four engines give the same answers', () => {
  it.each(CASES.map((c) => [c.name] as const))('%s', (name) => {
    const perEngine = answers.get(name);
    expect([...(perEngine?.keys() ?? [])].sort()).toEqual([...ENGINES].sort());
    const reference = perEngine?.get('duckdb');
    for (const engine of ENGINES) {
      const other = perEngine?.get(engine);
      expect(other?.colnames, engine).toEqual(reference?.colnames);
      expect(other?.coltypes, engine).toEqual(reference?.coltypes);
      expect(rowsMatch(canonical(other?.data ?? []), canonical(reference?.data ?? [])), engine).toEqual([]);
    }
  });
});
