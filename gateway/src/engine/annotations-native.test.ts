import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDBConnector } from '../connectors/duckdb.ts';
import type { NativeAnnotation, NativeAnnotationLoader } from './annotations-native.ts';
import { nativeAnnotationData, nativeLayerId, overlapsRange } from './annotations-native.ts';
import { createMemoryResultCache } from './cache.ts';
import { bigDataset } from './download/test-dataset.ts';
import { runQueryContext } from './execute.ts';
import { parseQueryContext } from './query-context.ts';

const day = (d: number, h = 0) => Date.UTC(2024, 0, d, h);
const row = (start: number, end: number, short: string): NativeAnnotation => ({
  start_dttm: start,
  end_dttm: end,
  short_descr: short,
  long_descr: null,
  json_metadata: null,
});

describe('native annotation layers (pure)', () => {
  it('keeps annotations that overlap [from, to), open ends included', () => {
    expect(overlapsRange(row(day(1), day(2), 'a'), day(2), day(3))).toBe(true);
    expect(overlapsRange(row(day(1), day(1, 23), 'a'), day(2), day(3))).toBe(false);
    expect(overlapsRange(row(day(3), day(3), 'a'), day(2), day(3))).toBe(false);
    expect(overlapsRange(row(day(9), day(9), 'a'), null, null)).toBe(true);
    expect(overlapsRange(row(day(9), day(9), 'a'), day(2), null)).toBe(true);
  });

  it('answers Superset columns and the records oldest first', () => {
    const data = nativeAnnotationData(
      [row(day(5), day(6), 'late'), row(day(2), day(2), 'early'), row(day(30), day(31), 'out')],
      day(1),
      day(10),
    );
    expect(data.columns).toEqual(['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata']);
    expect(data.records.map((r) => r.short_descr)).toEqual(['early', 'late']);
  });

  it('reads the layer id from a number or a numeric string, and refuses anything else', () => {
    expect(nativeLayerId('l', 7)).toBe(7);
    expect(nativeLayerId('l', '12')).toBe(12);
    for (const bad of ['x', 0, -1, 1.5, null, undefined, {}]) {
      expect(() => nativeLayerId('Layer', bad)).toThrow(
        'Annotation layer "Layer": value must be the id of an annotation layer',
      );
    }
  });
});

describe('native annotation layers in a query', () => {
  const connector = new DuckDBConnector(':memory:');
  beforeAll(async () => {
    await connector.query(
      `CREATE TABLE big AS SELECT i, TIMESTAMP '2024-01-01' + (i // 6) * INTERVAL 1 DAY AS ts, 'a' AS label, i * 1.0 AS amount FROM range(0, 24) r(i)`,
      [],
    );
  });
  afterAll(() => connector.close());

  const stored = [row(day(1), day(1), 'first'), row(day(3, 12), day(4), 'third'), row(day(20), day(21), 'later')];
  const run = (loadNativeAnnotations: NativeAnnotationLoader, more: Record<string, unknown> = {}) =>
    runQueryContext(
      parseQueryContext({
        datasource: { id: 900, type: 'table' },
        queries: [
          {
            metrics: ['count'],
            filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: '2024-01-02 : 2024-01-05' }],
            annotation_layers: [
              { name: 'Stored', annotationType: 'EVENT', sourceType: 'NATIVE', value: 3, show: true },
            ],
          },
        ],
      }),
      {
        dataset: bigDataset('big'),
        connector,
        cache: createMemoryResultCache(),
        now: new Date(day(10)),
        loadNativeAnnotations,
        ...more,
      },
    );

  it('asks the loader for the layer and the query range, and keeps what overlaps it', async () => {
    const asked: unknown[] = [];
    const r = await run(async (req) => {
      asked.push(req);
      return stored;
    });
    expect(asked).toEqual([{ layerId: 3, from: day(2), to: day(5) }]);
    expect(r.result[0]?.annotation_data).toEqual({
      Stored: { columns: expect.any(Array), records: [expect.objectContaining({ short_descr: 'third' })] },
    });
  });

  it('fails the query for an unknown layer, and with "Query timeout" for a loader that hangs', async () => {
    await expect(run(async () => null)).rejects.toThrow('Annotation layer "Stored": Annotation layer not found.');
    await expect(run(() => new Promise(() => {}), { queryTimeoutMs: 30 })).rejects.toThrow('Query timeout');
  });
});
