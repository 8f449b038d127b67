import { parseQueryContext, type QueryObject, type QueryObjectInput } from '../query-context.ts';
import type { SaleRow } from './sales.ts';

export function queryObject(input: QueryObjectInput): QueryObject {
  const ctx = parseQueryContext({ datasource: { id: 7, type: 'table' }, queries: [input] });
  return ctx.queries[0] as QueryObject;
}

export const RANGE = '2024-01-15T00:00:00 : 2024-03-01T00:00:00';
const RANGE_FROM = Date.UTC(2024, 0, 15);
const RANGE_TO = Date.UTC(2024, 2, 1);
export const inRange = (r: SaleRow) => r.tsMs >= RANGE_FROM && r.tsMs < RANGE_TO;

const sum = (rows: SaleRow[], f: (r: SaleRow) => number) => rows.reduce((a, r) => a + f(r), 0);

function groupBy<K>(rows: SaleRow[], key: (r: SaleRow) => K): Map<K, SaleRow[]> {
  const m = new Map<K, SaleRow[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k) ?? [];
    list.push(r);
    m.set(k, list);
  }
  return m;
}

export const dayStart = (ms: number) => ms - (ms % 86_400_000);
/** ISO week start (Monday) of an instant, computed with plain date arithmetic. */
export function isoWeekStart(ms: number): number {
  const day = dayStart(ms);
  const dow = new Date(day).getUTCDay(); // 0 = Sunday
  return day - ((dow + 6) % 7) * 86_400_000;
}
export function monthStart(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

export interface Shape {
  name: string;
  query: QueryObject;
  /** Expected rows, computed from the generated data without SQL. */
  expected: (rows: SaleRow[]) => Record<string, unknown>[];
  /** Row order is not specified by the query: compare as sets. */
  unordered?: boolean;
  /** Labels whose values are averages (engines differ in the last digits). */
  approximate?: string[];
}

const xAxis = (grain: string) => ({
  label: 'ts',
  sqlExpression: 'ts',
  columnType: 'BASE_AXIS' as const,
  timeGrain: grain as 'P1D',
  expressionType: 'SQL' as const,
});
const sumQty = {
  expressionType: 'SIMPLE' as const,
  column: { column_name: 'qty' },
  aggregate: 'SUM',
  label: 'SUM(qty)',
};
const avgPrice = {
  expressionType: 'SIMPLE' as const,
  column: { column_name: 'price' },
  aggregate: 'AVG',
  label: 'AVG(price)',
};

export const SHAPES: Shape[] = [
  {
    name: 'big number',
    query: queryObject({
      metrics: [sumQty, 'count'],
      filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: RANGE }],
    }),
    expected: (rows) => {
      const r = rows.filter(inRange);
      return [{ 'SUM(qty)': sum(r, (x) => x.qty), count: r.length }];
    },
  },
  {
    name: 'time series by week with 2 metrics',
    query: queryObject({
      columns: [xAxis('P1W')],
      metrics: [sumQty, avgPrice],
      filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: RANGE }],
      orderby: [[sumQty, true]],
      row_limit: 1000,
    }),
    expected: (rows) =>
      [...groupBy(rows.filter(inRange), (r) => isoWeekStart(r.tsMs))]
        .map(([ts, g]) => ({ ts, 'SUM(qty)': sum(g, (x) => x.qty), 'AVG(price)': sum(g, (x) => x.price) / g.length }))
        .sort((a, b) => a['SUM(qty)'] - b['SUM(qty)'] || a.ts - b.ts),
    unordered: true,
    approximate: ['AVG(price)'],
  },
  {
    name: 'top-2 countries by month (series limit)',
    query: queryObject({
      columns: [xAxis('P1M'), 'country'],
      metrics: [sumQty],
      series_limit: 2,
      series_limit_metric: sumQty,
      orderby: [
        ['ts', true],
        ['country', true],
      ],
    }),
    expected: (rows) => {
      const totals = [...groupBy(rows, (r) => r.country)]
        .map(([c, g]) => [c, sum(g, (x) => x.qty)] as const)
        .sort((a, b) => b[1] - a[1]);
      const top = new Set(totals.slice(0, 2).map(([c]) => c));
      return [
        ...groupBy(
          rows.filter((r) => top.has(r.country)),
          (r) => `${monthStart(r.tsMs)}|${r.country}`,
        ),
      ]
        .map(([k, g]) => ({ ts: Number(k.split('|')[0]), country: g[0]?.country, 'SUM(qty)': sum(g, (x) => x.qty) }))
        .sort((a, b) => a.ts - b.ts || String(a.country).localeCompare(String(b.country)));
    },
  },
  {
    name: 'table with filters, limit and offset',
    query: queryObject({
      columns: ['ts', 'country', 'qty'],
      filters: [
        { col: 'country', op: 'IN', val: ['FR', "Cote d'Ivoire"] },
        { col: 'qty', op: '>=', val: 5 },
        { col: 'ts', op: 'TEMPORAL_RANGE', val: RANGE },
      ],
      orderby: [
        ['ts', true],
        ['qty', true],
      ],
      row_limit: 20,
      row_offset: 5,
    }),
    expected: (rows) =>
      rows
        .filter((r) => inRange(r) && (r.country === 'FR' || r.country === "Cote d'Ivoire") && r.qty >= 5)
        .sort((a, b) => a.tsMs - b.tsMs || a.qty - b.qty)
        .slice(5, 25)
        .map((r) => ({ ts: r.tsMs, country: r.country, qty: r.qty })),
  },
  {
    name: 'IN with NULL, LIKE, IS NULL, IS TRUE, != filters',
    query: queryObject({
      columns: ['product'],
      metrics: ['count'],
      filters: [
        { col: 'note', op: 'IN', val: ['promo_a', null] },
        { col: 'product', op: '!=', val: 'gamma' },
        { col: 'active', op: 'IS TRUE' },
      ],
      orderby: [['product', true]],
    }),
    expected: (rows) =>
      [
        ...groupBy(
          rows.filter((r) => (r.note === 'promo_a' || r.note === null) && r.product !== 'gamma' && r.active),
          (r) => r.product,
        ),
      ]
        .map(([product, g]) => ({ product, count: g.length }))
        .sort((a, b) => a.product.localeCompare(b.product)),
  },
  {
    name: 'LIKE / NOT IN / IS NOT NULL / IS FALSE',
    query: queryObject({
      columns: ['country'],
      metrics: ['count', 'revenue'],
      filters: [
        { col: 'note', op: 'LIKE', val: 'promo%' },
        { col: 'country', op: 'NOT IN', val: ['US'] },
        { col: 'note', op: 'IS NOT NULL' },
        { col: 'active', op: 'IS FALSE' },
      ],
      orderby: [['country', true]],
    }),
    // LIKE is case-insensitive in SQLite and MySQL and case-sensitive elsewhere: the data has
    // 'promo_a' (matches everywhere) and 'PROMO_b' (matches in SQLite/MySQL only). See the test.
    expected: (rows) =>
      [
        ...groupBy(
          rows.filter((r) => r.note === 'promo_a' && r.country !== 'US' && !r.active),
          (r) => r.country,
        ),
      ]
        .map(([country, g]) => ({ country, count: g.length, revenue: sum(g, (x) => x.qty * x.price) }))
        .sort((a, b) => a.country.localeCompare(b.country)),
  },
  {
    name: 'ILIKE and HAVING',
    query: queryObject({
      columns: ['country'],
      metrics: [sumQty],
      filters: [{ col: 'note', op: 'ILIKE', val: 'PROMO%' }],
      extras: { having: 'SUM(qty) > 40' },
      orderby: [[sumQty, false]],
    }),
    expected: (rows) =>
      [
        ...groupBy(
          rows.filter((r) => r.note?.toLowerCase().startsWith('promo')),
          (r) => r.country,
        ),
      ]
        .map(([country, g]) => ({ country, 'SUM(qty)': sum(g, (x) => x.qty) }))
        .filter((r) => r['SUM(qty)'] > 40)
        .sort((a, b) => b['SUM(qty)'] - a['SUM(qty)']),
  },
  {
    name: 'calculated column, adhoc SQL metric, custom WHERE, epoch time filter',
    query: queryObject({
      columns: ['product'],
      metrics: [
        { expressionType: 'SIMPLE', column: { column_name: 'qty_x2' }, aggregate: 'MAX', label: 'max2' },
        { expressionType: 'SQL', sqlExpression: 'SUM(qty) - MIN(qty)', label: 'spread' },
        {
          expressionType: 'SIMPLE',
          column: { column_name: 'country' },
          aggregate: 'COUNT_DISTINCT',
          label: 'countries',
        },
      ],
      filters: [{ col: 'epoch_s', op: 'TEMPORAL_RANGE', val: RANGE }],
      extras: { where: "country <> 'JP' AND qty < 9" },
      orderby: [['product', false]],
    }),
    expected: (rows) =>
      [
        ...groupBy(
          rows.filter((r) => inRange(r) && r.country !== 'JP' && r.qty < 9),
          (r) => r.product,
        ),
      ]
        .map(([product, g]) => ({
          product,
          max2: Math.max(...g.map((x) => x.qty * 2)),
          spread: sum(g, (x) => x.qty) - Math.min(...g.map((x) => x.qty)),
          countries: new Set(g.map((x) => x.country)).size,
        }))
        .sort((a, b) => b.product.localeCompare(a.product)),
  },
];
