import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../connectors/connector.ts';
import { DuckDBConnector } from '../connectors/duckdb.ts';
import { createMemoryResultCache, type ResultCache } from './cache.ts';
import { QueryExecutionError } from './errors.ts';
import { type RunQueryContextDeps, runQueryContext } from './execute.ts';
import { parseQueryContext, type QueryContextInput } from './query-context.ts';
import { loadSales } from './test-fixtures/engines.ts';
import { generateSales, salesDataset } from './test-fixtures/sales.ts';
import { inRange, RANGE } from './test-fixtures/shapes.ts';

const ROWS = generateSales(200, 3);
const NOW = new Date(Date.UTC(2024, 2, 10, 12));

/** A real DuckDB connector that counts the statements it is asked to run. */
class CountingConnector implements Connector {
  readonly dialect = 'duckdb' as const;
  calls = 0;
  constructor(private readonly inner: Connector) {}
  query(...args: Parameters<Connector['query']>) {
    this.calls++;
    return this.inner.query(...args);
  }
  testConnection() {
    return this.inner.testConnection();
  }
  listSchemas() {
    return this.inner.listSchemas();
  }
  listTables(schema: string | null) {
    return this.inner.listTables(schema);
  }
  listColumns(t: { schema: string | null; name: string }) {
    return this.inner.listColumns(t);
  }
  close() {
    return this.inner.close();
  }
}

const TIMESERIES = {
  columns: [
    { label: 'ts', sqlExpression: 'ts', columnType: 'BASE_AXIS', timeGrain: 'P1M', expressionType: 'SQL' },
    'country',
  ],
  metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'qty' }, aggregate: 'SUM', label: 'SUM(qty)' }],
  filters: [
    { col: 'ts', op: 'TEMPORAL_RANGE', val: RANGE },
    { col: 'missing', op: '==', val: 'x' },
  ],
  orderby: [
    ['ts', true],
    ['country', true],
  ],
} as const;

describe('runQueryContext', () => {
  let connector: CountingConnector;
  let cache: ResultCache;
  const dataset = salesDataset('sales');

  beforeAll(async () => {
    connector = new CountingConnector(new DuckDBConnector(':memory:'));
    await loadSales(connector, 'sales', ROWS);
  });
  afterAll(() => connector.close());

  const run = (input: Omit<QueryContextInput, 'datasource'>, deps: Partial<RunQueryContextDeps> = {}) =>
    runQueryContext(parseQueryContext({ datasource: { id: 7, type: 'table' }, ...input }), {
      dataset,
      connector,
      cache,
      now: () => NOW,
      ...deps,
    });

  it('answers a full result with Superset keys, epoch-ms datetimes and filter status', async () => {
    cache = createMemoryResultCache();
    const { result } = await run({ queries: [TIMESERIES as never] });
    const r = result[0] as Record<string, unknown> & { data: Record<string, unknown>[] };
    expect(r.status).toBe('success');
    expect(r.error).toBeNull();
    expect(r.colnames).toEqual(['ts', 'country', 'SUM(qty)']);
    expect(r.coltypes).toEqual([2, 1, 0]);
    expect(r.is_cached).toBe(false);
    expect(r.cached_dttm).toBeNull();
    expect(r.cache_timeout).toBe(86_400);
    expect(r.from_dttm).toBe(Date.UTC(2024, 0, 15));
    expect(r.to_dttm).toBe(Date.UTC(2024, 2, 1));
    expect(r.applied_filters).toEqual([{ column: 'ts' }]);
    expect(r.rejected_filters).toEqual([{ reason: 'not_in_datasource', column: 'missing' }]);
    expect(r.label_map).toEqual({ ts: ['ts'], country: ['country'], 'SUM(qty)': ['SUM(qty)'] });
    expect(r.query).toContain("CAST('2024-01-15 00:00:00' AS TIMESTAMP)");
    expect(typeof r.cache_key).toBe('string');
    const expected = new Map<string, number>();
    for (const row of ROWS.filter(inRange)) {
      const d = new Date(row.tsMs);
      const key = `${Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)}|${row.country}`;
      expected.set(key, (expected.get(key) ?? 0) + row.qty);
    }
    expect(r.rowcount).toBe(expected.size);
    expect(r.sql_rowcount).toBe(expected.size);
    for (const row of r.data) expect(row['SUM(qty)']).toBe(expected.get(`${row.ts}|${row.country}`));
  });

  it('serves repeats from the cache, bypassed by force and by a new dataset version', async () => {
    cache = createMemoryResultCache();
    const before = connector.calls;
    const first = (await run({ queries: [TIMESERIES as never] })).result[0];
    const second = (await run({ queries: [TIMESERIES as never] })).result[0];
    expect(connector.calls - before).toBe(1);
    expect(second?.is_cached).toBe(true);
    expect(second?.cached_dttm).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(second?.data).toEqual(first?.data);
    expect(second?.cache_key).toBe(first?.cache_key);
    const forced = (await run({ queries: [TIMESERIES as never], force: true })).result[0];
    expect(forced?.is_cached).toBe(false);
    expect(connector.calls - before).toBe(2);
    const newVersion = (await run({ queries: [TIMESERIES as never] }, { dataset: { ...dataset, version: '2' } }))
      .result[0];
    expect(newVersion?.is_cached).toBe(false);
    expect(newVersion?.cache_key).not.toBe(first?.cache_key);
  });

  it('runs identical concurrent requests once', async () => {
    cache = createMemoryResultCache();
    const before = connector.calls;
    const all = await Promise.all([1, 2, 3, 4].map(() => run({ queries: [TIMESERIES as never] })));
    expect(connector.calls - before).toBe(1);
    expect(new Set(all.map((r) => JSON.stringify(r.result[0]?.data))).size).toBe(1);
  });

  it('answers result_type query, results, samples, drill_detail, columns and timegrains', async () => {
    cache = createMemoryResultCache();
    const query = (await run({ queries: [TIMESERIES as never], result_type: 'query' })).result[0];
    expect(query).toEqual({ query: expect.stringContaining('SELECT DATE_TRUNC'), language: 'sql', error: null });

    const results = (await run({ queries: [TIMESERIES as never], result_type: 'results' })).result[0];
    expect(Object.keys(results ?? {}).sort()).toEqual(['colnames', 'coltypes', 'data', 'rowcount', 'sql_rowcount']);

    const samples = (await run({ queries: [TIMESERIES as never], result_type: 'samples' })).result[0];
    expect(samples?.colnames).toEqual(dataset.columns.map((c) => c.columnName));
    expect(samples?.rowcount).toBe(ROWS.length); // no time filter for samples
    const drill = (await run({ queries: [TIMESERIES as never], result_type: 'drill_detail' })).result[0];
    expect(drill?.rowcount).toBe(ROWS.filter(inRange).length);

    const columns = (await run({ queries: [{}], result_type: 'columns' })).result[0] as { data: unknown[] };
    expect(columns.data[0]).toEqual({ column_name: 'ts', verbose_name: null, dtype: 2 });

    const grains = (await run({ queries: [{}], result_type: 'timegrains' })).result[0] as {
      data: { name: string; function: string; duration: string }[];
    };
    expect(grains.data.find((g) => g.duration === 'P1D')).toEqual({
      name: 'Day',
      function: "DATE_TRUNC('day', {col})",
      duration: 'P1D',
    });
  });

  it('applies post-processing to the result', async () => {
    cache = createMemoryResultCache();
    const { result } = await run({
      queries: [
        {
          ...(TIMESERIES as never as object),
          post_processing: [
            {
              operation: 'pivot',
              options: { index: ['ts'], columns: ['country'], aggregates: { 'SUM(qty)': { operator: 'sum' } } },
            },
            { operation: 'flatten' },
          ],
        },
      ],
    });
    const r = result[0] as { colnames: string[]; coltypes: number[]; data: Record<string, unknown>[] };
    expect(r.colnames[0]).toBe('ts');
    expect(r.coltypes[0]).toBe(2);
    expect(r.colnames.length).toBeGreaterThan(2);
    const fr = r.colnames.find((c) => c.includes('FR')) as string;
    const jan = r.data.find((row) => row.ts === Date.UTC(2024, 0, 1));
    const expected = ROWS.filter((x) => inRange(x) && x.country === 'FR' && x.tsMs < Date.UTC(2024, 1, 1)).reduce(
      (a, x) => a + x.qty,
      0,
    );
    expect(jan?.[fr]).toBe(expected);
  });

  it('cancels a query that passes its timeout, and one whose request went away', async () => {
    cache = createMemoryResultCache();
    // A cross join the virtual dataset makes slow on purpose (user fragments cannot hold sub-queries).
    const slowDataset = salesDataset('slow', {
      sql: 'SELECT s.* FROM sales s, range(200000) r1, range(2000) r2',
    });
    const started = Date.now();
    await expect(
      run({ queries: [{ metrics: ['count'] }] }, { dataset: slowDataset, queryTimeoutMs: 200 }),
    ).rejects.toThrow(QueryExecutionError);
    expect(Date.now() - started).toBeLessThan(5000);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const t2 = Date.now();
    await expect(
      run({ queries: [{ metrics: ['revenue'] }], force: true }, { dataset: slowDataset, signal: controller.signal }),
    ).rejects.toThrow();
    expect(Date.now() - t2).toBeLessThan(5000);
  });

  it('reports a database error as a QueryExecutionError', async () => {
    cache = createMemoryResultCache();
    await expect(
      run({ queries: [{ metrics: [{ expressionType: 'SQL', sqlExpression: 'no_such_fn(qty)', label: 'x' }] }] }),
    ).rejects.toThrow(QueryExecutionError);
  });
});
