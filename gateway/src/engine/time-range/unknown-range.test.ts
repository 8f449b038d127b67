import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../../connectors/connector.ts';
import { createMemoryResultCache } from '../cache.ts';
import { runQueryContext } from '../execute.ts';
import { parseQueryContext } from '../query-context.ts';
import { dropTable, ENGINES, loadSales, openEngine, randomTableName } from '../test-fixtures/engines.ts';
import { generateSales, salesDataset } from '../test-fixtures/sales.ts';
import { resolveTimeRangeRequest } from './api.ts';
import { getSinceUntil } from './since-until.ts';

// time-range-semantics.md §2.4: a string with no ` : ` that no shorthand rewrites (`foo`, `last
// week` in lower case, a bare date) names no range: since is open, until is `relative_end`
// (today by default). §7: the API prints the open end as ''. §8: the chart-data path filters
// `col < today` and reports from_dttm null, to_dttm today.

const NOW = '2024-02-15T09:30:10';
const TODAY = '2024-02-15T00:00:00';
const TODAY_MS = Date.UTC(2024, 1, 15);

describe('a bare unknown time range', () => {
  it.each(['foo', 'last week', 'previous calendar decade', 'Current fortnight', 'yesterday', '2020-01-01'])(
    '%s: since open, until today',
    (text) => {
      expect(getSinceUntil(text, { now: NOW })).toEqual({ since: null, until: TODAY });
    },
  );

  it('until follows relative_end', () => {
    expect(getSinceUntil('foo', { now: NOW, relativeEnd: 'now' })).toEqual({ since: null, until: NOW });
  });

  it('with a separator, an unreadable side is an error (no silent fallback)', () => {
    expect(() => getSinceUntil('foo : ', { now: NOW })).toThrow('Cannot parse time string [foo]');
    expect(() => getSinceUntil(' : foo', { now: NOW })).toThrow('Cannot parse time string [foo]');
    expect(() => getSinceUntil('Last foo', { now: NOW })).toThrow('Cannot parse time string [Last foo]');
  });

  it('/api/v1/time_range/ answers an empty since and today', () => {
    expect(resolveTimeRangeRequest('foo', NOW)).toEqual({
      result: [{ since: '', until: TODAY, timeRange: 'foo', shift: null }],
    });
    expect(() => resolveTimeRangeRequest('foo : bar', NOW)).toThrow(
      'Unexpected time range: Cannot parse time string [foo]',
    );
  });
});

describe.each(ENGINES)('chart data with time_range "foo" on %s', (engine) => {
  const rows = generateSales(200, 7);
  const table = randomTableName('tr');
  let connector: Connector;
  beforeAll(async () => {
    connector = openEngine(engine);
    await loadSales(connector, table, rows);
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
    return res.result[0] as Record<string, unknown>;
  };
  const before = rows.filter((r) => r.tsMs < TODAY_MS).length;

  it('legacy time_range on the granularity column: rows before today', async () => {
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(rows.length);
    const r = await run({ metrics: ['count'], granularity: 'ts', time_range: 'foo' });
    expect(r.status).toBe('success');
    expect(r.data).toEqual([{ count: before }]);
    expect(r.from_dttm).toBeNull();
    expect(r.to_dttm).toBe(TODAY_MS);
  });

  it('a TEMPORAL_RANGE filter "foo": rows before today', async () => {
    const r = await run({ metrics: ['count'], filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: 'foo' }] });
    expect(r.data).toEqual([{ count: before }]);
    expect(r.from_dttm).toBeNull();
    expect(r.to_dttm).toBe(TODAY_MS);
  });

  it('"foo : bar" is a 400 keyed time_range', async () => {
    await expect(run({ metrics: ['count'], granularity: 'ts', time_range: 'foo : bar' })).rejects.toMatchObject({
      message: 'Cannot parse time string [foo]',
      field: 'time_range',
    });
  });
});
