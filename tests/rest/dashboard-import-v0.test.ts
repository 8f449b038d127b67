import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, suffix } from './fixtures.ts';

interface CommandError {
  errors: { message: string; extra: Record<string, unknown> }[];
}

describe.each(METADATA_BACKENDS)('JSON v0 dashboard import (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let gammaToken: string;
  let dbName: string;
  let sales: { tableName: string; schema: string | null };

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
    const pie = await store.prisma.chart.findFirstOrThrow({ where: { vizType: 'pie' } });
    const dataset = await store.prisma.dataset.findUniqueOrThrow({
      where: { id: pie.datasourceId },
      include: { database: true },
    });
    dbName = dataset.database.databaseName;
    sales = { tableName: dataset.tableName, schema: dataset.schema };
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  /** What Superset 1.x wrote from Dashboards > Export (JSON), with old ids 77 / 501 / 502 / 9. */
  const v0 = (tag: string, database = dbName) => {
    const virtual = `v0_virtual_${tag}`;
    const from = sales.schema ? `${sales.schema}.${sales.tableName}` : sales.tableName;
    const sliceParams = (table: string, schema: string | null, extra: Record<string, unknown>) =>
      JSON.stringify({
        datasource: '9__table',
        slice_id: 0,
        datasource_name: table,
        schema,
        database_name: database,
        remote_id: 0,
        ...extra,
      });
    return {
      dashboards: [
        {
          __Dashboard__: {
            id: 77,
            dashboard_title: `v0 board ${tag}`,
            slug: `v0-${tag}`,
            css: '',
            description: null,
            json_metadata: JSON.stringify({
              timed_refresh_immune_slices: [501],
              expanded_slices: { 501: true },
              filter_scopes: { 501: { product_line: { scope: ['ROOT_ID'], immune: [502] } } },
              default_filters: JSON.stringify({ 501: { product_line: ['Classic Cars'] } }),
              native_filter_configuration: [
                { id: 'NATIVE_FILTER-1', targets: [], scope: { rootPath: ['ROOT_ID'], excluded: [502] } },
              ],
              remote_id: 77,
              import_time: 1600000000,
            }),
            position_json: JSON.stringify({
              DASHBOARD_VERSION_KEY: 'v2',
              ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
              GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-a'], parents: ['ROOT_ID'] },
              'ROW-a': { id: 'ROW-a', type: 'ROW', children: ['CHART-a'], parents: ['ROOT_ID', 'GRID_ID'], meta: {} },
              'CHART-a': {
                id: 'CHART-a',
                type: 'CHART',
                children: [],
                parents: ['ROOT_ID', 'GRID_ID', 'ROW-a'],
                meta: { chartId: 501, width: 6, height: 50 },
              },
            }),
            slices: [
              {
                __Slice__: {
                  id: 501,
                  slice_name: `Revenue by line ${tag}`,
                  datasource_type: 'table',
                  viz_type: 'pie',
                  cache_timeout: null,
                  params: sliceParams(sales.tableName, sales.schema, {
                    viz_type: 'pie',
                    groupby: ['product_line'],
                    metric: 'sum__revenue',
                    time_range: 'No filter',
                    remote_id: 501,
                  }),
                },
              },
              {
                __Slice__: {
                  id: 502,
                  slice_name: `Virtual rows ${tag}`,
                  datasource_type: 'table',
                  viz_type: 'table',
                  params: sliceParams(virtual, null, {
                    viz_type: 'table',
                    query_mode: 'raw',
                    all_columns: ['product_line', 'revenue'],
                    time_range: 'No filter',
                    row_limit: 5,
                    remote_id: 502,
                  }),
                },
              },
            ],
          },
        },
      ],
      datasources: [
        {
          __SqlaTable__: {
            table_name: virtual,
            schema: null,
            sql: `SELECT product_line, revenue FROM ${from}`,
            params: JSON.stringify({ remote_id: 9, database_name: database, import_time: 1600000000 }),
            columns: [
              { __TableColumn__: { column_name: 'product_line', type: 'VARCHAR', groupby: true, filterable: true } },
              { __TableColumn__: { column_name: 'revenue', type: 'DOUBLE', groupby: false, filterable: true } },
            ],
            metrics: [{ __SqlMetric__: { metric_name: 'count', metric_type: 'count', expression: 'COUNT(*)' } }],
          },
        },
      ],
    };
  };

  const upload = (content: string, token?: string) => {
    const form = new FormData();
    form.append('formData', new Blob([content], { type: 'application/json' }), 'dashboard_export.json');
    return app.request('/api/v1/dashboard/import/', { method: 'POST', body: form, ...(token ? { token } : {}) });
  };

  it('imports the dashboard, its charts and a new virtual dataset; a second import replaces it', async () => {
    const tag = suffix();
    const res = await upload(JSON.stringify(v0(tag)));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ message: 'OK' });

    const board = await store.prisma.dashboard.findUniqueOrThrow({
      where: { slug: `v0-${tag}` },
      include: { charts: { include: { chart: true } } },
    });
    expect(board.dashboardTitle).toBe(`v0 board ${tag}`);
    const byName = new Map(board.charts.map((c) => [c.chart.sliceName, c.chart]));
    const pie = byName.get(`Revenue by line ${tag}`);
    const rows = byName.get(`Virtual rows ${tag}`);
    if (!pie || !rows) throw new Error(`charts missing: ${[...byName.keys()].join(', ')}`);
    const position = JSON.parse(board.positionJson ?? '{}') as Record<
      string,
      { type?: string; meta?: { chartId?: number } }
    >;
    expect(position['CHART-a']?.meta?.chartId).toBe(pie.id);
    // The chart missing from the old layout is appended to it.
    const placed = Object.values(position)
      .filter((c) => c?.type === 'CHART')
      .map((c) => c.meta?.chartId);
    expect(placed.sort()).toEqual([pie.id, rows.id].sort());
    const metadata = JSON.parse(board.jsonMetadata ?? '{}');
    expect(metadata.remote_id).toBe(77);
    expect(metadata.timed_refresh_immune_slices).toEqual([pie.id]);
    expect(metadata.expanded_slices).toEqual({ [pie.id]: true });
    expect(metadata.filter_scopes).toEqual({ [pie.id]: { product_line: { scope: ['ROOT_ID'], immune: [rows.id] } } });
    expect(JSON.parse(metadata.default_filters)).toEqual({ [pie.id]: { product_line: ['Classic Cars'] } });
    expect(metadata.native_filter_configuration[0].scope.excluded).toEqual([rows.id]);

    const dataset = await store.prisma.dataset.findUniqueOrThrow({ where: { id: rows.datasourceId } });
    expect(dataset.tableName).toBe(`v0_virtual_${tag}`);
    expect(dataset.sql).toMatch(/^SELECT product_line, revenue FROM/);
    const salesDataset = await store.prisma.dataset.findUniqueOrThrow({ where: { id: pie.datasourceId } });
    expect(salesDataset.tableName).toBe(sales.tableName);
    expect(JSON.parse(pie.params).datasource).toBe(`${salesDataset.id}__table`);

    // Both imported charts run (their form data, through the legacy explore_json call).
    for (const chart of [pie, rows]) {
      const data = await app.request(
        `/superset/explore_json/?form_data=${encodeURIComponent(JSON.stringify({ slice_id: chart.id }))}`,
      );
      expect(data.status, chart.sliceName).toBe(200);
      expect((await json<{ data: unknown[] }>(data)).data.length, chart.sliceName).toBeGreaterThan(0);
    }

    const charts = await store.prisma.chart.count();
    const again = await upload(JSON.stringify(v0(tag)));
    expect(again.status).toBe(200);
    const boards = await store.prisma.dashboard.findMany({ where: { dashboardTitle: `v0 board ${tag}` } });
    expect(boards.map((b) => b.id)).toEqual([board.id]);
    expect(await store.prisma.chart.count()).toBe(charts);
  }, 60_000);

  it('refuses broken files, unknown databases and Gamma, writing nothing', async () => {
    const tag = suffix();
    const notJson = await upload('{"dashboards": [');
    expect(notJson.status).toBe(400);
    expect((await json(notJson)).message).toMatch(/^Not a valid ZIP file or JSON dashboard export/);
    const other = await upload(JSON.stringify({ hello: 'world' }));
    expect(other.status).toBe(422);
    expect((await json<CommandError>(other)).errors[0]?.message).toBe('Could not find a valid command to import file');
    const badSlice = await upload(
      JSON.stringify({ dashboards: [{ __Dashboard__: { dashboard_title: 'x', slices: [{ __Slice__: {} }] } }] }),
    );
    expect(badSlice.status).toBe(422);
    expect((await json<CommandError>(badSlice)).errors[0]?.extra['dashboard_export.json']).toEqual({
      slices: ['Each slice needs a __Slice__ object with slice_name and viz_type.'],
    });

    const unknown = await upload(JSON.stringify(v0(tag, `no_such_db_${tag}`)));
    expect(unknown.status).toBe(422);
    const body = await json<CommandError>(unknown);
    expect(body.errors[0]?.message).toBe('Error importing dashboard');
    expect(JSON.stringify(body.errors[0]?.extra['dashboard_export.json'])).toContain(
      `database \\"no_such_db_${tag}\\" does not exist`,
    );
    expect(await store.prisma.dashboard.findUnique({ where: { slug: `v0-${tag}` } })).toBeNull();
    expect(await store.prisma.dataset.findFirst({ where: { tableName: `v0_virtual_${tag}` } })).toBeNull();

    const gamma = await upload(JSON.stringify(v0(tag)), gammaToken);
    expect(gamma.status).toBe(403);
    expect(await store.prisma.dashboard.findUnique({ where: { slug: `v0-${tag}` } })).toBeNull();
  });
});
