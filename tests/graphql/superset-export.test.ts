import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildSupersetExport, REGIONS, type SupersetExport, saleRows, YEARS } from '../helpers/superset-export.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: responses are read dynamically
type Data = Record<string, any>;

const DASHBOARD = `query($slug: String!) {
  dashboard(idOrSlug: $slug) {
    dashboardTitle
    charts {
      chartId
      sliceName
      vizType
      drawnVizType
      drawnFormData
      dataResult {
        __typename
        ... on ChartData { results { colnames coltypes data rowcount } }
        ... on ChartDataError { code message }
      }
    }
  }
}`;

describe('a Superset v1 export (form data only, legacy viz types, formatted temporal columns) over GraphQL', () => {
  let app: TestApp;
  let bundle: SupersetExport;
  let charts: Data[];

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 50 });
    bundle = await buildSupersetExport();
    const form = new FormData();
    form.append('formData', new Blob([bundle.zip as Uint8Array<ArrayBuffer>]), 'dashboard_export.zip');
    const imported = await app.request('/api/v1/dashboard/import/', { method: 'POST', body: form });
    expect(imported.status, await imported.clone().text()).toBe(200);
    const result = await executeGraphQL<Data, { slug: string }>(app, DASHBOARD, { slug: bundle.slug });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    charts = result.data?.dashboard?.charts ?? [];
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  const chart = (name: string): Data => {
    const found = charts.find((c) => c.sliceName === name);
    if (!found) throw new Error(`no chart ${name} in ${JSON.stringify(charts.map((c) => c.sliceName))}`);
    return found;
  };
  const rows = (name: string): Data[] => {
    const result = chart(name).dataResult;
    expect(result.__typename, JSON.stringify(result)).toBe('ChartData');
    return result.results[0].data;
  };

  it('opens the dashboard with every chart, one failing chart included', () => {
    expect(charts.map((c) => c.sliceName).sort()).toEqual(
      bundle.charts.map((c) => c.name).sort((a, b) => a.localeCompare(b)),
    );
  });

  it('stores legacy viz types migrated, with the original form data kept', () => {
    expect(chart('Amount by region').vizType).toBe('echarts_timeseries_bar');
    expect(chart('Amount per year').vizType).toBe('echarts_timeseries_line');
    expect(chart('Events per month').vizType).toBe('echarts_area');
    expect(chart('Amount by region').drawnFormData).toMatchObject({
      x_axis: 'region',
      form_data_bak: { viz_type: 'dist_bar', groupby: ['region'] },
    });
  });

  it('draws a migrated dist_bar from its form data (no saved query)', () => {
    const expected = new Map<string, number>();
    for (const r of saleRows()) expected.set(r.region, (expected.get(r.region) ?? 0) + r.amount);
    const got = new Map(rows('Amount by region').map((r) => [r.region as string, r['SUM(amount)'] as number]));
    expect([...got.keys()].sort()).toEqual([...REGIONS]);
    for (const [region, total] of expected) expect(got.get(region)).toBeCloseTo(total, 6);
  });

  it('buckets an integer year read with %Y by year on the x-axis (epoch ms of January 1st)', () => {
    const data = rows('Amount per year');
    const expected = YEARS.map((year) => ({
      year: Date.UTC(year, 0, 1),
      total: saleRows()
        .filter((r) => r.year === year)
        .reduce((a, r) => a + r.amount, 0),
    }));
    expect(data.map((r) => r.year)).toEqual(expected.map((e) => e.year));
    data.forEach((r, i) => {
      expect(r['SUM(amount)']).toBeCloseTo(expected[i]?.total as number, 6);
    });
  });

  it('filters and buckets epoch milliseconds by month', () => {
    const from = Date.UTC(2019, 0, 1);
    const to = Date.UTC(2021, 0, 1);
    const months = new Map<number, number>();
    for (const r of saleRows().filter((x) => x.eventMs >= from && x.eventMs < to)) {
      const d = new Date(r.eventMs);
      const month = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
      months.set(month, (months.get(month) ?? 0) + 1);
    }
    const data = rows('Events per month');
    expect(data.map((r) => [r.event_ms, r.count])).toEqual([...months].sort(([a], [b]) => a - b));
  });

  it('compares an integer year with the bounds of a time range (Superset writes them in the column format)', () => {
    expect(rows('Rows since 2020')).toEqual([{ count: saleRows().filter((r) => r.year >= 2020).length }]);
    expect(rows('Share of regions')).toHaveLength(REGIONS.length);
  });

  it("answers a chart's failure as that chart's error, with the database's message", () => {
    const broken = chart('Broken chart').dataResult;
    expect(broken.__typename).toBe('ChartDataError');
    expect(broken.code).toBe('BAD_REQUEST');
    expect(broken.message).toMatch(/no_such_column/);
  });

  it('answers a viz type without a counterpart as unsupported', () => {
    expect(chart('Event flow').dataResult).toEqual({
      __typename: 'ChartDataError',
      code: 'UNSUPPORTED_VIZ_TYPE',
      message: 'This chart type is not supported: event_flow',
    });
  });

  it('exports the imported charts back as they came in', async () => {
    const ids = charts.map((c) => c.chartId);
    const exported = await app.request(`/api/v1/chart/export/?q=!(${ids.join(',')})`);
    expect(exported.status).toBe(200);
    const zip = await JSZip.loadAsync(new Uint8Array(await exported.arrayBuffer()));
    const files = Object.keys(zip.files).filter((f) => /\/charts\/.+\.yaml$/.test(f));
    const out = await Promise.all(
      files.map(async (f) => parse(await (zip.file(f) as JSZip.JSZipObject).async('text'))),
    );
    for (const original of bundle.charts) {
      const written = out.find((c) => c.slice_name === original.name);
      expect(written?.viz_type, original.name).toBe(original.vizType);
      const { datasource: _drop, ...params } = written?.params ?? {};
      const { datasource: _original, ...expected } = original.params;
      expect(params, original.name).toEqual(expected);
      expect(written?.query_context).toBeNull();
    }
  });
});
