import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapSecurity } from '../auth/bootstrap.ts';
import { parseQueryContext } from '../engine/query-context.ts';
import type { MetadataStore } from '../metadata/index.ts';
import { createTestDatabase, silentLogger, type TestDatabase } from '../metadata/testing.ts';
import { buildQueryContext, type ChartFormData, vizRegistry } from '../viz/index.ts';
import {
  EXAMPLES_DASHBOARD_SLUG,
  EXAMPLES_DATABASE_NAME,
  EXAMPLES_MARKER_KEY,
  ensureExamples,
} from './ensure-examples.ts';
import { EXAMPLE_CHARTS } from './example-charts.ts';
import type { LayoutComponent } from './example-dashboard.ts';
import { WORLD_CHARTS, WORLD_DASHBOARD_SLUG, WORLD_REUSED_CHART_KEYS } from './world-of-charts.ts';

const ROWS = 2000;

async function counts(store: MetadataStore) {
  const p = store.prisma;
  return {
    databases: await p.database.count(),
    datasets: await p.dataset.count(),
    columns: await p.datasetColumn.count(),
    metrics: await p.sqlMetric.count(),
    charts: await p.chart.count(),
    dashboards: await p.dashboard.count(),
    links: await p.dashboardChart.count(),
  };
}

describe.each(['sqlite', 'postgresql'] as const)('ensureExamples on %s', (provider) => {
  let db: TestDatabase;
  let store: MetadataStore;

  beforeAll(async () => {
    db = await createTestDatabase(provider, { examplesRows: ROWS, adminPassword: 'examples-test-password' });
    // The warehouse file always goes to a data dir; PostgreSQL test databases get a private one too.
    if (provider === 'postgresql') {
      const { mkdtemp } = await import('node:fs/promises');
      const { tmpdir } = await import('node:os');
      const { join } = await import('node:path');
      db.config.dataDir = await mkdtemp(join(tmpdir(), 'chartroom-examples-'));
    }
    store = await db.open();
    await bootstrapSecurity(store, db.config, silentLogger);
  }, 120_000);

  afterAll(async () => {
    await store?.close();
    await db?.drop();
    if (provider === 'postgresql') {
      const { rm } = await import('node:fs/promises');
      await rm(db.config.dataDir, { recursive: true, force: true });
    }
  });

  it('registers the database, datasets, charts and dashboard once, even when started concurrently', {
    timeout: 120_000,
  }, async () => {
    const second = await db.open();
    const messages: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => messages.push(JSON.parse(line).msg) });
    try {
      await Promise.all([
        ensureExamples({ store, config: db.config, log }),
        ensureExamples({ store: second, config: db.config, log }),
      ]);
    } finally {
      await second.close();
    }
    expect(messages.filter((m) => m === 'examples registered')).toHaveLength(1);
    const first = await counts(store);
    expect(first).toMatchObject({ databases: 1, datasets: 3, dashboards: 2 });
    expect(first.charts).toBe(EXAMPLE_CHARTS.length + WORLD_CHARTS.length);
    // Every chart on "Sales overview"; "World of charts" adds its own and seven of those.
    expect(first.links).toBe(first.charts + WORLD_REUSED_CHART_KEYS.length);

    await ensureExamples({ store, config: db.config, log: silentLogger });
    expect(await counts(store)).toEqual(first);
  });

  it('registers the warehouse as database "examples" with typed datasets, metrics and a calculated column', async () => {
    const { prisma } = store;
    const database = await prisma.database.findUniqueOrThrow({ where: { databaseName: EXAMPLES_DATABASE_NAME } });
    expect(database.sqlalchemyUri).toBe(`duckdb://${db.config.dataDir}/examples.duckdb`);
    expect(database.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const datasets = await prisma.dataset.findMany({
      include: { columns: true, metrics: true, owners: { include: { user: true } } },
      orderBy: { tableName: 'asc' },
    });
    expect(datasets.map((d) => [d.tableName, d.schema, d.mainDttmCol])).toEqual([
      ['customers', 'main', 'signup_date'],
      ['daily_metrics', 'main', 'ds'],
      ['sales', 'main', 'order_date'],
    ]);
    for (const d of datasets) expect(d.owners.map((o) => o.user.username)).toEqual(['admin']);

    const sales = datasets.find((d) => d.tableName === 'sales')!;
    const col = (name: string) => sales.columns.find((c) => c.columnName === name);
    expect(col('order_date')).toMatchObject({ type: 'TIMESTAMP', isDttm: true, verboseName: 'Order date' });
    expect(col('revenue')).toMatchObject({ type: 'DOUBLE', isDttm: false });
    expect(col('region')).toMatchObject({ type: 'VARCHAR', isDttm: false, groupby: true, filterable: true });
    expect(col('margin')).toMatchObject({ expression: 'revenue - cost', isDttm: false });
    expect(sales.columns.filter((c) => c.isDttm).map((c) => c.columnName)).toEqual(['order_date']);
    expect(sales.columns).toHaveLength(13);

    const daily = datasets.find((d) => d.tableName === 'daily_metrics')!;
    expect(daily.columns.find((c) => c.columnName === 'ds')).toMatchObject({ type: 'DATE', isDttm: true });

    const metricNames = sales.metrics.map((m) => m.metricName).sort();
    expect(metricNames).toEqual(
      expect.arrayContaining(['avg__price', 'count', 'margin_pct', 'sum__cost', 'sum__revenue']),
    );
    const certified = sales.metrics.filter((m) => m.extra && JSON.parse(m.extra).certification);
    expect(certified.map((m) => m.metricName)).toEqual(['sum__revenue']);
    expect(JSON.parse(certified[0]!.extra!).certification).toEqual({
      certified_by: 'Finance',
      details: expect.any(String),
    });
  });

  it('stores form data and its query context on every chart, owned by admin', async () => {
    const charts = await store.prisma.chart.findMany({ include: { owners: { include: { user: true } } } });
    const vizTypes = new Set(charts.map((c) => c.vizType));
    for (const v of ['echarts_timeseries_line', 'echarts_timeseries_bar', 'echarts_area', 'pie', 'table']) {
      expect(vizTypes).toContain(v);
    }
    expect(vizTypes).toContain('big_number_total');
    expect(vizTypes).toContain('big_number');
    const datasets = new Map((await store.prisma.dataset.findMany()).map((d) => [d.id, d.tableName]));
    for (const chart of charts) {
      const params = JSON.parse(chart.params) as ChartFormData;
      expect(params.viz_type).toBe(chart.vizType);
      expect(params.datasource).toBe(`${chart.datasourceId}__table`);
      expect(datasets.has(chart.datasourceId)).toBe(true);
      const saved = JSON.parse(chart.queryContext ?? 'null');
      expect(saved).toEqual(JSON.parse(JSON.stringify(buildQueryContext(params))));
      const parsed = parseQueryContext(saved);
      expect(parsed.datasource).toEqual({ id: chart.datasourceId, type: 'table' });
      expect(chart.owners.map((o) => o.user.username)).toEqual(['admin']);
    }
  });

  it('creates the published "Sales overview" dashboard with a valid layout over its charts', async () => {
    const dashboard = await store.prisma.dashboard.findUniqueOrThrow({
      where: { slug: EXAMPLES_DASHBOARD_SLUG },
      include: { charts: true, owners: { include: { user: true } } },
    });
    expect(dashboard).toMatchObject({ dashboardTitle: 'Sales overview', published: true });
    expect(dashboard.owners.map((o) => o.user.username)).toEqual(['admin']);

    const position = JSON.parse(dashboard.positionJson ?? '{}') as Record<string, LayoutComponent | string>;
    expect(position.DASHBOARD_VERSION_KEY).toBe('v2');
    const component = (id: string) => position[id] as LayoutComponent;
    expect(component('ROOT_ID')).toMatchObject({ type: 'ROOT', children: ['GRID_ID'] });
    expect(component('HEADER_ID')).toMatchObject({ type: 'HEADER', meta: { text: 'Sales overview' } });
    const grid = component('GRID_ID');
    expect(grid.type).toBe('GRID');
    const chartIdsInLayout: number[] = [];
    for (const rowId of grid.children) {
      const row = component(rowId);
      expect(row).toMatchObject({ type: 'ROW', parents: ['ROOT_ID', 'GRID_ID'] });
      let width = 0;
      for (const chartComponentId of row.children) {
        const c = component(chartComponentId);
        expect(c).toMatchObject({ id: chartComponentId, type: 'CHART', parents: ['ROOT_ID', 'GRID_ID', rowId] });
        expect(c.meta).toMatchObject({ width: expect.any(Number), height: 50, sliceName: expect.any(String) });
        width += c.meta.width as number;
        chartIdsInLayout.push(c.meta.chartId as number);
      }
      expect(width).toBeLessThanOrEqual(12);
    }
    expect(chartIdsInLayout.sort()).toEqual(dashboard.charts.map((c) => c.chartId).sort());
    expect(chartIdsInLayout.length).toBe(EXAMPLE_CHARTS.length);
    expect(dashboard.positionJson!.length).toBeLessThan(65535);

    const metadata = JSON.parse(dashboard.jsonMetadata ?? '{}');
    expect(metadata).toMatchObject({
      color_scheme: '',
      shared_label_colors: {},
      refresh_frequency: 0,
      stagger_refresh: true,
      stagger_time: 5000,
      timed_refresh_immune_slices: [],
      expanded_slices: {},
      label_colors: {},
      filter_scopes: {},
      default_filters: '{}',
      show_native_filters: true,
    });
    expect(Object.keys(metadata.chart_configuration).sort()).toEqual(chartIdsInLayout.map(String).sort());
    expect(metadata.native_filter_configuration.map((f: { filterType: string }) => f.filterType)).toEqual([
      'filter_time',
      'filter_select',
    ]);
  });

  it('creates "World of charts" with one chart of every registered viz type', async () => {
    const dashboard = await store.prisma.dashboard.findUniqueOrThrow({
      where: { slug: WORLD_DASHBOARD_SLUG },
      include: { charts: { include: { chart: true } } },
    });
    expect(dashboard).toMatchObject({ dashboardTitle: 'World of charts', published: true });
    const types = new Set(dashboard.charts.map((c) => c.chart.vizType));
    expect([...types].sort()).toEqual(Object.keys(vizRegistry).sort());
  });

  it('does not bring deleted examples back on the next start', async () => {
    const { prisma } = store;
    expect(await prisma.appSetting.findUnique({ where: { key: EXAMPLES_MARKER_KEY } })).not.toBeNull();
    await prisma.dashboard.deleteMany();
    await prisma.chart.deleteMany();
    await prisma.dataset.deleteMany();
    await prisma.database.deleteMany();
    await ensureExamples({ store, config: db.config, log: silentLogger });
    expect(await prisma.database.count()).toBe(0);
    expect(await prisma.chart.count()).toBe(0);
  });
});

describe('ensureExamples with CHARTROOM_EXAMPLES_ROWS=0', () => {
  it('registers nothing and writes no warehouse', async () => {
    const db = await createTestDatabase('sqlite', { examplesRows: 0 });
    const store = await db.open();
    try {
      await bootstrapSecurity(store, db.config, silentLogger);
      await ensureExamples({ store, config: db.config, log: silentLogger });
      expect(await store.prisma.database.count()).toBe(0);
      const { readdir } = await import('node:fs/promises');
      expect((await readdir(db.config.dataDir)).filter((f) => f.includes('examples'))).toEqual([]);
    } finally {
      await store.close();
      await db.drop();
    }
  });
});
