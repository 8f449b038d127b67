import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDBConnector } from '../connectors/duckdb.ts';
import { createMemoryResultCache } from './cache.ts';
import { bigDataset } from './download/test-dataset.ts';
import { QueryCompileError } from './errors.ts';
import { runQueryContext } from './execute.ts';
import { compileFormula } from './formula.ts';
import { parseQueryContext, type QueryContextInput } from './query-context.ts';

const NOW = new Date(Date.UTC(2024, 2, 10));
const axis = {
  label: 'ts',
  sqlExpression: 'ts',
  columnType: 'BASE_AXIS',
  timeGrain: 'P1D',
  expressionType: 'SQL',
} as const;

describe('compileFormula (mathjs, sandboxed)', () => {
  it('evaluates y = f(x)', () => {
    expect(compileFormula('y = 2 * x + 1', 'l')(3)).toBe(7);
    expect(compileFormula('sin(x) ^ 2 + cos(x) ^ 2', 'l')(1.2)).toBeCloseTo(1);
    expect(compileFormula('1 / (x - 1)', 'l')(1)).toBeNull();
  });
  it.each([
    'import({}, {})',
    'evaluate("1+1")',
    'createUnit("foo")',
    'f(x) = x',
    'a = 3',
    'constructor',
    'process.exit(1)',
    'x; 2',
    '',
  ])('refuses %j', (formula) => {
    expect(() => {
      const f = compileFormula(formula, 'layer');
      if (f(1) === null) throw new QueryCompileError('not a number');
    }).toThrow();
  });
});

describe('annotations, post_processed, raw ordering, time_shift, database limits', () => {
  const connector = new DuckDBConnector(':memory:');
  const deps = () => ({ dataset: bigDataset('big'), connector, cache: createMemoryResultCache(), now: NOW });
  const run = (queries: QueryContextInput['queries'], extra: Partial<QueryContextInput> = {}, more = {}) =>
    runQueryContext(parseQueryContext({ datasource: { id: 900, type: 'table' }, queries, ...extra }), {
      ...deps(),
      ...more,
    });

  beforeAll(async () => {
    // 4 days x 6 rows; label a/b/c; amount = i.
    await connector.query(
      `CREATE TABLE big AS SELECT i, TIMESTAMP '2024-01-01' + (i // 6) * INTERVAL 1 DAY AS ts, ['a','b','c'][1 + i % 3] AS label, i * 1.0 AS amount FROM range(0, 24) r(i)`,
      [],
    );
  });
  afterAll(() => connector.close());

  it('fills annotation_data for a FORMULA layer at the x-axis values', async () => {
    const r = await run([
      {
        columns: [axis],
        metrics: ['count'],
        orderby: [[axis, true]],
        annotation_layers: [
          { name: 'twice', annotationType: 'FORMULA', sourceType: 'NATIVE', value: 'x * 2', show: true },
          { name: 'hidden', annotationType: 'FORMULA', value: 'x', show: false },
        ],
      },
    ]);
    const day = Date.UTC(2024, 0, 1);
    expect(r.result[0]?.annotation_data).toEqual({
      twice: { records: [0, 1, 2, 3].map((d) => ({ x: day + d * 86_400_000, y: 2 * (day + d * 86_400_000) })) },
    });
  });

  it('runs chart layers through the callback with inherited overrides, and times out with "Query timeout"', async () => {
    const seen: unknown[] = [];
    const runAnnotationChart = async (req: { chartId: number; overrides: unknown }) => {
      seen.push(req);
      return [{ ts: 1, label: 'launch' }];
    };
    const layer = {
      name: 'events',
      annotationType: 'EVENT',
      sourceType: 'table',
      value: 12,
      overrides: { time_range: null, time_grain_sqla: 'P1W' },
    } as const;
    const r = await run(
      [{ columns: ['label'], metrics: ['count'], time_range: 'Last week', annotation_layers: [layer] }],
      {},
      { runAnnotationChart },
    );
    expect(r.result[0]?.annotation_data).toEqual({ events: { records: [{ ts: 1, label: 'launch' }] } });
    expect(seen).toEqual([
      expect.objectContaining({ chartId: 12, overrides: { time_range: 'Last week', time_grain_sqla: 'P1W' } }),
    ]);
    let aborted = false;
    const slow = (_req: unknown, signal: AbortSignal) =>
      new Promise<Record<string, unknown>[]>((resolve) => {
        signal.addEventListener('abort', () => {
          aborted = true;
          resolve([]);
        });
      });
    await expect(
      run(
        [{ columns: ['label'], metrics: ['count'], annotation_layers: [layer] }],
        {},
        { runAnnotationChart: slow, queryTimeoutMs: 50 },
      ),
    ).rejects.toThrow('Query timeout');
    expect(aborted).toBe(true);
  });

  it('post_processed pivots a pivot_table_v2 result on the server', async () => {
    const r = await run([{ columns: ['label'], metrics: ['count'] }], {
      result_type: 'post_processed',
      form_data: {
        viz_type: 'pivot_table_v2',
        groupbyRows: [],
        groupbyColumns: ['label'],
        metrics: ['count'],
        aggregateFunction: 'Sum',
      },
    });
    const q = r.result[0];
    expect(q?.rowcount).toBe(1);
    expect(q?.data).toEqual([{ 'count, a': 8, 'count, b': 8, 'count, c': 8 }]);
    expect(q?.colnames).toEqual(['count, a', 'count, b', 'count, c']);
    const table = await run([{ columns: ['label'], metrics: ['count'], orderby: [['label', true]] }], {
      result_type: 'post_processed',
      form_data: { viz_type: 'table' },
    });
    expect(table.result[0]?.data).toEqual([
      { label: 'a', count: 8 },
      { label: 'b', count: 8 },
      { label: 'c', count: 8 },
    ]);
  });

  it('raw mode ordered by a metric groups by the selected columns', async () => {
    const r = await run([
      {
        columns: ['label'],
        orderby: [
          [{ expressionType: 'SIMPLE', column: { column_name: 'amount' }, aggregate: 'SUM', label: 's' }, false],
        ],
        row_limit: 10,
      },
    ]);
    // Sums: a = 0+3+...+21 = 84, b = 92, c = 100.
    expect(r.result[0]?.data).toEqual([{ label: 'c' }, { label: 'b' }, { label: 'a' }]);
    expect(String(r.result[0]?.query)).toMatch(/GROUP BY "label"\s+ORDER BY SUM\("amount"\) DESC/);
  });

  it('time_shift reads an earlier period', async () => {
    const f = [{ col: 'ts', op: 'TEMPORAL_RANGE', val: '2024-01-03 : 2024-01-05' }];
    const plain = await run([{ metrics: ['count'], filters: f }]);
    const shifted = await run([{ metrics: ['count'], filters: f, time_shift: '2 days ago' }]);
    expect(plain.result[0]?.data).toEqual([{ count: 12 }]);
    expect(shifted.result[0]?.data).toEqual([{ count: 12 }]);
    const shifted1 = await run([{ metrics: ['count'], filters: f, time_shift: '3 days ago' }]);
    expect(shifted1.result[0]?.data).toEqual([{ count: 6 }]);
  });

  it('the database extra caps concurrent queries and sets the timeout', async () => {
    const database = { id: 4242, extra: JSON.stringify({ max_concurrent_queries: 1, query_timeout: 0.2 }) };
    let running = 0;
    let peak = 0;
    const timeouts = new Set<number | undefined>();
    const slowConnector = Object.create(connector) as DuckDBConnector;
    slowConnector.query = async (...args: Parameters<DuckDBConnector['query']>) => {
      timeouts.add(args[2]?.timeoutMs);
      running++;
      peak = Math.max(peak, running);
      try {
        return await connector.query(...args);
      } finally {
        running--;
      }
    };
    await Promise.all(
      [1, 2, 3].map((n) =>
        run(
          [{ metrics: ['count'], filters: [{ col: 'i', op: '>', val: n }] }],
          {},
          { connector: slowConnector, database },
        ),
      ),
    );
    expect(peak).toBe(1);
    expect([...timeouts]).toEqual([200]);
  });
});
