import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../../connectors/connector.ts';
import { createMemoryResultCache } from '../cache.ts';
import { compileQuery } from '../compile-query.ts';
import type { DatasetDescriptor } from '../dataset.ts';
import { getDialect } from '../dialects/index.ts';
import { QueryCompileError } from '../errors.ts';
import { runQueryContext } from '../execute.ts';
import { parseQueryContext } from '../query-context.ts';
import { dropTable, ENGINES, loadSales, openEngine, randomTableName } from '../test-fixtures/engines.ts';
import { generateSales, type SaleRow, salesDataset } from '../test-fixtures/sales.ts';
import { queryObject } from '../test-fixtures/shapes.ts';

// The sales fixture's integer `qty` (1..10) stands for a column of addresses or ports stored as
// integers, as Superset's internet_address and port types expect.
const ROWS = generateSales(300, 5);
const NOW = '2024-02-15T09:30:10';

function typed(table: string, type: 'internet_address' | 'port', flag = true): DatasetDescriptor {
  const base = salesDataset(table);
  return {
    ...base,
    advancedDataTypes: flag,
    columns: base.columns.map((c) => (c.columnName === 'qty' ? { ...c, advancedDataType: type } : c)),
  };
}

type Case = [string, 'internet_address' | 'port', string, unknown, (qty: number) => boolean];
const CASES: Case[] = [
  ['a network with ==', 'internet_address', '==', '0.0.0.4/30', (q) => q >= 4 && q <= 7],
  ['a network with !=', 'internet_address', '!=', '0.0.0.4/30', (q) => q < 4 || q > 7],
  ['a host with ==', 'internet_address', '==', '0.0.0.3', (q) => q === 3],
  [
    'hosts and networks with IN',
    'internet_address',
    'IN',
    ['0.0.0.2', '0.0.0.8/31'],
    (q) => q === 2 || q === 8 || q === 9,
  ],
  ['a network with NOT IN', 'internet_address', 'NOT IN', ['0.0.0.0/29'], (q) => q > 7],
  ['> a network (past its end)', 'internet_address', '>', '0.0.0.4/31', (q) => q > 5],
  ['>= a network', 'internet_address', '>=', '0.0.0.4/31', (q) => q >= 5],
  ['< a network (before its start)', 'internet_address', '<', '0.0.0.6/31', (q) => q < 6],
  ['<= a host', 'internet_address', '<=', '0.0.0.6', (q) => q <= 6],
  ['a port number with ==', 'port', '==', '3', (q) => q === 3],
  ['port names and numbers with IN', 'port', 'IN', ['ftp', '2', '9'], (q) => q === 2 || q === 9],
  ['ports with NOT IN', 'port', 'NOT IN', ['1', '2'], (q) => q > 2],
  ['a port with !=', 'port', '!=', '4', (q) => q !== 4],
  ['a port with >=', 'port', '>=', '5', (q) => q >= 5],
  ['a port with <', 'port', '<', '5', (q) => q < 5],
];

describe.each(ENGINES)('advanced data type filters on %s', (engine) => {
  let connector: Connector;
  const table = randomTableName('adt');
  beforeAll(async () => {
    connector = openEngine(engine);
    await loadSales(connector, table, ROWS);
  });
  afterAll(async () => {
    await dropTable(connector, table);
    await connector.close();
  });

  it.each(CASES)('%s', async (_name, type, op, val, predicate) => {
    const ctx = parseQueryContext({
      datasource: { id: 7, type: 'table' },
      queries: [{ metrics: ['count'], filters: [{ col: 'qty', op, val }] }],
      force: true,
    });
    const res = await runQueryContext(ctx, {
      dataset: typed(table, type),
      connector,
      cache: createMemoryResultCache(),
      now: new Date(`${NOW}Z`),
    });
    const expected = ROWS.filter((r: SaleRow) => predicate(r.qty)).length;
    expect(expected).toBeGreaterThan(0);
    expect((res.result[0] as { data: unknown[] }).data).toEqual([{ count: expected }]);
  });
});

describe('advanced data type filters: SQL and refusals', () => {
  const compile = (dataset: DatasetDescriptor, filter: Record<string, unknown>, dialect = 'duckdb' as const) =>
    compileQuery(
      queryObject({ metrics: ['count'], filters: [filter] } as Parameters<typeof queryObject>[0]),
      dataset,
      getDialect(dialect),
      { now: NOW },
    );

  it('writes a network as a range of its integers (CIDR to BETWEEN)', () => {
    const c = compile(typed('sales', 'internet_address'), { col: 'qty', op: '==', val: '10.0.0.0/8' });
    expect(c.sql).toContain('("qty" >= $1 AND "qty" <= $2)');
    expect(c.parameters).toEqual([167772160, 184549375]);
  });

  it('writes IPv6 integers beyond 2^53 as exact literals on every dialect', () => {
    for (const dialect of ENGINES) {
      const c = compileQuery(
        queryObject({ metrics: ['count'], filters: [{ col: 'qty', op: '==', val: '2001:db8::/32' }] }),
        typed('sales', 'internet_address'),
        getDialect(dialect),
        { now: NOW },
      );
      expect(c.sql, dialect).toContain('>= 42540766411282592856903984951653826560');
      expect(c.sql, dialect).toContain('<= 42540766490510755371168322545197776895');
    }
  });

  it('turns port names into their numbers', () => {
    const c = compile(typed('sales', 'port'), { col: 'qty', op: 'IN', val: ['ftp', 'https'] });
    expect(c.sql).toContain('"qty" IN ($1, $2, $3)');
    expect(c.parameters).toEqual([20, 21, 443]);
  });

  it("answers the type's own message for a value it cannot read", () => {
    const run = () => compile(typed('sales', 'internet_address'), { col: 'qty', op: '==', val: 'not-an-ip' });
    expect(run).toThrow(QueryCompileError);
    expect(run).toThrow(`Filter on "qty": 'not-an-ip' does not appear to be an IPv4 or IPv6 network`);
    expect(() => compile(typed('sales', 'port'), { col: 'qty', op: '==', val: 'gopher' })).toThrow(
      `'gopher' does not appear to be a port name or number`,
    );
  });

  it('refuses several values for a single-value operator', () => {
    expect(() => compile(typed('sales', 'port'), { col: 'qty', op: '>', val: ['1', '2'] })).toThrow(QueryCompileError);
  });

  it('leaves the filter as it is when ENABLE_ADVANCED_DATA_TYPES is off', () => {
    const c = compile(typed('sales', 'port', false), { col: 'qty', op: '==', val: '22' });
    expect(c.sql).toContain('"qty" = $1');
    expect(c.parameters).toEqual([22]);
  });
});
