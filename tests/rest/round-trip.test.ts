import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { json, openStore, q } from './fixtures.ts';

/**
 * Issue 3's round trip at full depth: export the example dashboard, delete it with its charts AND
 * their datasets, import the ZIP, and get the same dashboard, charts and datasets back (by uuid,
 * with their fields, columns and metrics), charts that run, and the same chart data.
 */
describe.each(METADATA_BACKENDS)('export / delete / import round trip with datasets (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const datasetShape = async (uuids: string[]) =>
    (
      await store.prisma.dataset.findMany({
        where: { uuid: { in: uuids } },
        include: {
          columns: { orderBy: { columnName: 'asc' } },
          metrics: { orderBy: { metricName: 'asc' } },
          database: true,
        },
        orderBy: { uuid: 'asc' },
      })
    ).map((d) => ({
      uuid: d.uuid,
      tableName: d.tableName,
      schema: d.schema,
      sql: d.sql,
      mainDttmCol: d.mainDttmCol,
      description: d.description,
      database: d.database.uuid,
      columns: d.columns.map((c) => [
        c.columnName,
        c.type,
        c.isDttm,
        c.groupby,
        c.filterable,
        c.expression,
        c.verboseName,
      ]),
      metrics: d.metrics.map((m) => [m.metricName, m.expression, m.verboseName, m.d3format, m.warningText]),
    }));

  it('brings back the dashboard, its charts and their datasets', async () => {
    const dashboard = await store.prisma.dashboard.findFirstOrThrow({
      where: { slug: { not: null } },
      include: { charts: { include: { chart: true } } },
      orderBy: { id: 'asc' },
    });
    const charts = dashboard.charts.map((c) => c.chart);
    const datasetIds = [...new Set(charts.map((c) => c.datasourceId))];
    const datasetUuids = (await store.prisma.dataset.findMany({ where: { id: { in: datasetIds } } })).map(
      (d) => d.uuid,
    );
    const datasetsBefore = await datasetShape(datasetUuids);
    const dataBefore = new Map<string, unknown>();
    for (const chart of charts) {
      const res = await json<{ result: { data: unknown[] }[] }>(await app.request(`/api/v1/chart/${chart.id}/data/`));
      dataBefore.set(
        chart.uuid,
        res.result.map((r) => r.data),
      );
    }

    const exported = await app.request(`/api/v1/dashboard/export/?${q([dashboard.id])}`);
    expect(exported.status).toBe(200);
    const bytes = new Uint8Array(await exported.arrayBuffer());

    await store.prisma.dashboard.delete({ where: { id: dashboard.id } });
    await store.prisma.chart.deleteMany({ where: { id: { in: charts.map((c) => c.id) } } });
    await store.prisma.dataset.deleteMany({ where: { id: { in: datasetIds } } });
    expect(await store.prisma.dataset.count({ where: { uuid: { in: datasetUuids } } })).toBe(0);

    const form = new FormData();
    form.append('formData', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'dashboard.zip');
    const imported = await app.request('/api/v1/dashboard/import/', { method: 'POST', body: form });
    expect(imported.status, await imported.clone().text()).toBe(200);

    const restored = await store.prisma.dashboard.findUniqueOrThrow({
      where: { uuid: dashboard.uuid },
      include: { charts: { include: { chart: true } } },
    });
    expect(restored).toMatchObject({
      dashboardTitle: dashboard.dashboardTitle,
      slug: dashboard.slug,
      css: dashboard.css,
      published: dashboard.published,
      certifiedBy: dashboard.certifiedBy,
    });
    // The layout is the same apart from the chart ids (and the uuids the export adds).
    const strip = (text: string | null) =>
      JSON.stringify(JSON.parse(text ?? '{}'), (k, v) => (k === 'chartId' || k === 'uuid' ? undefined : v));
    expect(strip(restored.positionJson)).toBe(strip(dashboard.positionJson));

    expect(await datasetShape(datasetUuids)).toEqual(datasetsBefore);
    const restoredCharts = restored.charts.map((c) => c.chart);
    expect(restoredCharts.map((c) => c.uuid).sort()).toEqual(charts.map((c) => c.uuid).sort());
    for (const chart of restoredCharts) {
      const original = charts.find((c) => c.uuid === chart.uuid);
      expect(chart.sliceName).toBe(original?.sliceName);
      expect(chart.vizType).toBe(original?.vizType);
      const dataset = await store.prisma.dataset.findUniqueOrThrow({ where: { id: chart.datasourceId } });
      const { datasource: a, ...params } = JSON.parse(chart.params);
      const { datasource: _b, ...originalParams } = JSON.parse(original?.params ?? '{}');
      expect(a).toBe(`${dataset.id}__table`);
      expect(params).toEqual(originalParams);
      const res = await app.request(`/api/v1/chart/${chart.id}/data/?force=true`);
      expect(res.status, chart.sliceName).toBe(200);
      const body = await json<{ result: { data: unknown[] }[] }>(res);
      expect(
        body.result.map((r) => r.data),
        chart.sliceName,
      ).toEqual(dataBefore.get(chart.uuid));
    }
  }, 90_000);
});
