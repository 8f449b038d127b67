import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapSecurity } from '../auth/bootstrap.ts';
import { createConnector } from '../connectors/create-connector.ts';
import { createMemoryResultCache } from '../engine/cache.ts';
import { parseQueryContext } from '../engine/query-context.ts';
import { runQueryContext } from '../engine/run-query-context.ts';
import type { MetadataStore } from '../metadata/index.ts';
import { createTestDatabase, silentLogger, type TestDatabase } from '../metadata/testing.ts';
import { datasetForQueryInclude, toDatasetDescriptor } from '../rest/resources/dataset-descriptor.ts';
import { buildQueryContext, type TimeseriesLineFormData } from '../viz/index.ts';
import { ensureExamples } from './ensure-examples.ts';

// The example charts are what a new user sees first: each must answer with data through the engine.
describe('example charts on the engine', () => {
  let db: TestDatabase;
  let store: MetadataStore;
  // Read-only, as the app opens the examples file (DuckDB keeps one configuration per file).
  const connector = () => createConnector(`duckdb://${join(db.config.dataDir, 'examples.duckdb')}`, { readOnly: true });

  beforeAll(async () => {
    db = await createTestDatabase('sqlite', { examplesRows: 5000, adminPassword: 'examples-test-password' });
    store = await db.open();
    await bootstrapSecurity(store, db.config, silentLogger);
    await ensureExamples({ store, config: db.config, log: silentLogger });
  }, 120_000);

  afterAll(async () => {
    await store?.close();
    await db?.drop();
  });

  it('answers every saved query context with rows', { timeout: 120_000 }, async () => {
    const charts = await store.prisma.chart.findMany({ orderBy: { id: 'asc' } });
    expect(charts.length).toBeGreaterThanOrEqual(8);
    const cache = createMemoryResultCache();
    const failures: string[] = [];
    for (const chart of charts) {
      const dataset = await store.prisma.dataset.findUniqueOrThrow({
        where: { id: chart.datasourceId },
        include: datasetForQueryInclude,
      });
      try {
        const response = await runQueryContext(parseQueryContext(JSON.parse(chart.queryContext ?? '')), {
          dataset: toDatasetDescriptor(dataset),
          connector: connector(),
          cache,
          now: new Date('2026-01-15T12:00:00Z'),
        });
        for (const result of response.result) {
          if (result.status !== 'success' || !((result.rowcount as number) > 0)) {
            failures.push(`${chart.sliceName}: ${result.status} ${result.error ?? ''} rowcount=${result.rowcount}`);
          }
        }
      } catch (err) {
        failures.push(`${chart.sliceName}: ${(err as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('computes the big number as the sum of revenue in the warehouse', async () => {
    const chart = await store.prisma.chart.findFirstOrThrow({ where: { vizType: 'big_number_total' } });
    const dataset = await store.prisma.dataset.findUniqueOrThrow({
      where: { id: chart.datasourceId },
      include: datasetForQueryInclude,
    });
    const response = await runQueryContext(parseQueryContext(JSON.parse(chart.queryContext ?? '')), {
      dataset: toDatasetDescriptor(dataset),
      connector: connector(),
      cache: createMemoryResultCache(),
      now: new Date('2026-01-15T12:00:00Z'),
    });
    const direct = await connector().query('SELECT SUM(revenue) AS total FROM main.sales', []);
    const data = response.result[0]?.data as Record<string, number>[];
    expect(data[0]?.sum__revenue).toBeCloseTo(direct.rows[0]?.total as number, 2);
  });

  it.each(['values', 'percentage'] as const)(
    'runs a year-over-year comparison (%s) on the example data',
    async (type) => {
      const chart = await store.prisma.chart.findFirstOrThrow({ where: { sliceName: 'Monthly revenue' } });
      const params = JSON.parse(chart.params) as TimeseriesLineFormData;
      const formData = { ...params, metrics: ['sum__revenue'], time_compare: ['1 year ago'], comparison_type: type };
      const dataset = await store.prisma.dataset.findUniqueOrThrow({
        where: { id: chart.datasourceId },
        include: datasetForQueryInclude,
      });
      const response = await runQueryContext(
        parseQueryContext(JSON.parse(JSON.stringify(buildQueryContext(formData)))),
        {
          dataset: toDatasetDescriptor(dataset),
          connector: connector(),
          cache: createMemoryResultCache(),
          now: new Date('2026-01-15T12:00:00Z'),
        },
      );
      const result = response.result[0]!;
      expect(result.error ?? null).toBeNull();
      const colnames = result.colnames as string[];
      const data = result.data as Record<string, number | null>[];
      expect(data).toHaveLength(36);
      if (type === 'values') {
        expect(colnames).toEqual(['order_date', 'sum__revenue', 'sum__revenue__1 year ago']);
        // January 2024 compared with January 2023.
        expect(data[12]?.['sum__revenue__1 year ago']).toBeCloseTo(data[0]?.sum__revenue as number, 2);
      } else {
        // Superset names a comparison `<type>__<metric>__<shifted metric>`.
        expect(colnames).toEqual(['order_date', 'percentage__sum__revenue__sum__revenue__1 year ago']);
        const growth = data[24]?.['percentage__sum__revenue__sum__revenue__1 year ago'] as number;
        expect(growth).toBeGreaterThan(0);
        expect(growth).toBeLessThan(1);
      }
    },
  );
});
