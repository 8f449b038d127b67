import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector, DialectName } from '../connectors/connector.ts';
import { createMemoryResultCache } from './cache.ts';
import { runQueryContext } from './execute.ts';
import { parseQueryContext } from './query-context.ts';
import { dropTable, ENGINES, loadSales, openEngine, randomTableName } from './test-fixtures/engines.ts';
import { generateSales, type SaleRow, salesDataset } from './test-fixtures/sales.ts';

// Every SIMPLE filter operator and every SIMPLE aggregate of the issue, one query each, and the
// relative_start / relative_end extras, on the four engines: each answer is computed here from the
// rows, and the engines agree.

const ROWS = generateSales(300, 21);
const NOW = '2024-02-15T09:30:10';
const nowMs = Date.parse(`${NOW}Z`);

const OPERATORS: [string, Record<string, unknown>, (r: SaleRow) => boolean][] = [
  ['==', { col: 'country', op: '==', val: 'FR' }, (r) => r.country === 'FR'],
  ['== null', { col: 'note', op: '==', val: null }, (r) => r.note === null],
  ['!=', { col: 'product', op: '!=', val: 'beta' }, (r) => r.product !== 'beta'],
  ['>', { col: 'qty', op: '>', val: 6 }, (r) => r.qty > 6],
  ['<', { col: 'price', op: '<', val: 20.5 }, (r) => r.price < 20.5],
  ['>=', { col: 'qty', op: '>=', val: '7' }, (r) => r.qty >= 7],
  ['<=', { col: 'price', op: '<=', val: 50 }, (r) => r.price <= 50],
  ['< on a datetime', { col: 'ts', op: '<', val: '2024-02-01 00:00:00' }, (r) => r.tsMs < Date.UTC(2024, 1, 1)],
  ['IN', { col: 'country', op: 'IN', val: ['JP', 'US'] }, (r) => r.country === 'JP' || r.country === 'US'],
  ['IN []', { col: 'country', op: 'IN', val: [] }, () => false],
  ['NOT IN', { col: 'product', op: 'NOT IN', val: ['alpha', 'gamma'] }, (r) => r.product === 'beta'],
  ['LIKE', { col: 'note', op: 'LIKE', val: '%_a' }, (r) => r.note?.endsWith('_a') ?? false],
  ['NOT LIKE', { col: 'note', op: 'NOT LIKE', val: 'promo%' }, (r) => r.note !== null && !r.note.startsWith('promo')],
  ['ILIKE', { col: 'note', op: 'ILIKE', val: 'promo_B' }, (r) => r.note?.toLowerCase() === 'promo_b'],
  ['IS NULL', { col: 'note', op: 'IS NULL' }, (r) => r.note === null],
  ['IS NOT NULL', { col: 'note', op: 'IS NOT NULL' }, (r) => r.note !== null],
  ['IS TRUE', { col: 'active', op: 'IS TRUE' }, (r) => r.active],
  ['IS FALSE', { col: 'active', op: 'IS FALSE' }, (r) => !r.active],
  [
    'TEMPORAL_RANGE',
    { col: 'ts', op: 'TEMPORAL_RANGE', val: '2024-01-10T06:00:00 : 2024-02-20' },
    (r) => r.tsMs >= Date.UTC(2024, 0, 10, 6) && r.tsMs < Date.UTC(2024, 1, 20),
  ],
];

const AGGREGATES: [string, (rows: SaleRow[]) => number | null][] = [
  ['SUM', (rows) => rows.reduce((a, r) => a + r.qty, 0)],
  ['AVG', (rows) => rows.reduce((a, r) => a + r.qty, 0) / rows.length],
  ['COUNT', (rows) => rows.length],
  ['COUNT_DISTINCT', (rows) => new Set(rows.map((r) => r.qty)).size],
  ['MAX', (rows) => Math.max(...rows.map((r) => r.qty))],
  ['MIN', (rows) => Math.min(...rows.map((r) => r.qty))],
];

/** Relative anchors: `today` is midnight, `now` the clock. */
const RELATIVE: [string, Record<string, unknown>, number, number][] = [
  ['Last day, relative_end now', { relative_end: 'now' }, Date.UTC(2024, 1, 14), nowMs],
  ['Last day, default anchors', {}, Date.UTC(2024, 1, 14), Date.UTC(2024, 1, 15)],
  ['Last week, relative_start now', { relative_start: 'now' }, nowMs - 7 * 86_400_000, Date.UTC(2024, 1, 15)],
];

const answers = new Map<string, Map<DialectName, unknown>>();

describe.each(ENGINES)('operators, aggregates and relative anchors on %s', (engine) => {
  let connector: Connector;
  const table = randomTableName('ops');
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
      now: new Date(`${NOW}Z`),
    });
    return res.result[0] as { data: Record<string, unknown>[] };
  };
  const keep = (name: string, value: unknown) => {
    const m = answers.get(name) ?? new Map();
    m.set(engine, value);
    answers.set(name, m);
  };

  it.each(OPERATORS)('filter %s', async (name, filter, predicate) => {
    const r = await run({ metrics: ['count'], filters: [filter] });
    const expected = ROWS.filter(predicate).length;
    if (name !== 'IN []') expect(expected).toBeGreaterThan(0);
    expect(r.data).toEqual([{ count: expected }]);
    keep(`filter ${name}`, r.data);
  });

  it.each(AGGREGATES)('aggregate %s by country', async (aggregate, compute) => {
    const r = await run({
      columns: ['country'],
      metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'qty' }, aggregate, label: 'm' }],
      orderby: [['country', true]],
    });
    const countries = [...new Set(ROWS.map((x) => x.country))].sort();
    const expected = countries.map((country) => ({
      country,
      m: compute(ROWS.filter((x) => x.country === country)),
    }));
    expect(r.data.map((row) => row.country)).toEqual(countries);
    r.data.forEach((row, i) => {
      expect(row.m as number).toBeCloseTo(expected[i]?.m as number, 9);
    });
    keep(`aggregate ${aggregate}`, r.data);
  });

  it.each(RELATIVE)('time range %s', async (_name, extras, from, to) => {
    const timeRange = _name.startsWith('Last day') ? 'Last day' : 'Last week';
    const r = await run({ metrics: ['count'], granularity: 'ts', time_range: timeRange, extras });
    expect(r.data).toEqual([{ count: ROWS.filter((x) => x.tsMs >= from && x.tsMs < to).length }]);
    expect((r as unknown as { from_dttm: number; to_dttm: number }).from_dttm).toBe(from);
    expect((r as unknown as { from_dttm: number; to_dttm: number }).to_dttm).toBe(to);
  });
});

describe('the four engines agree on operators and aggregates', () => {
  it('same answers', () => {
    expect(answers.size).toBe(OPERATORS.length + AGGREGATES.length);
    for (const [name, perEngine] of answers) {
      expect(perEngine.size, name).toBe(ENGINES.length);
      const [first, ...rest] = [...perEngine.values()] as Record<string, number>[][];
      for (const other of rest) {
        other.forEach((row, i) => {
          for (const [k, v] of Object.entries(row)) {
            if (typeof v === 'number') expect(v, name).toBeCloseTo(first?.[i]?.[k] as number, 9);
            else expect(v, name).toEqual(first?.[i]?.[k]);
          }
        });
      }
    }
  });
});
