import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore } from './fixtures.ts';
import { createRestrictedUser } from './restricted-role.ts';

interface Payload {
  data: Record<string, unknown>[];
  colnames: string[];
  rowcount: number;
  status: string;
  is_cached: boolean;
  query: string;
  form_data: Record<string, unknown>;
  errors: unknown[];
}

describe.each(METADATA_BACKENDS)('legacy explore_json (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let gammaToken: string;
  let readerToken: string;
  let salesId: number;
  let pieChartId: number;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 300 });
    store = await openStore(app);
    const pie = await store.prisma.chart.findFirstOrThrow({ where: { vizType: 'pie' } });
    pieChartId = pie.id;
    salesId = pie.datasourceId;
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
    const reader = await createRestrictedUser(store, 'reader-pass');
    readerToken = await app.login(reader.username, 'reader-pass');
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const legacyForm = () => ({
    datasource: `${salesId}__table`,
    viz_type: 'dist_bar',
    groupby: ['product_line'],
    metrics: ['sum__revenue'],
    adhoc_filters: [],
    time_range: 'No filter',
    row_limit: 50,
  });
  const get = (formData: unknown, flags = '', token?: string) =>
    app.request(
      `/superset/explore_json/?form_data=${encodeURIComponent(JSON.stringify(formData))}${flags}`,
      token ? { token } : {},
    );

  it('answers GET with form_data in the query string: the viz payload, cached the second time', async () => {
    const res = await get(legacyForm(), '', gammaToken);
    expect(res.status).toBe(200);
    const body = await json<Payload>(res);
    expect(body.status).toBe('success');
    expect(body.errors).toEqual([]);
    expect(body.colnames).toEqual(['product_line', 'sum__revenue']);
    expect(body.rowcount).toBe(body.data.length);
    expect(body.data.length).toBeGreaterThan(1);
    expect(body.query).toMatch(/GROUP BY/i);
    expect(body.form_data.viz_type).toBe('dist_bar');
    const again = await json<Payload>(await get(legacyForm(), '', gammaToken));
    expect(again.is_cached).toBe(true);
    expect(again.data).toEqual(body.data);
    const forced = await json<Payload>(await get(legacyForm(), '&force=true', gammaToken));
    expect(forced.is_cached).toBe(false);
  });

  it('answers POST with form_data as a form field, a JSON body or by the datasource path', async () => {
    const form = new URLSearchParams({ form_data: JSON.stringify(legacyForm()) });
    const posted = await app.request('/superset/explore_json/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(posted.status).toBe(200);
    const byForm = await json<Payload>(posted);
    const { datasource: _d, ...noDatasource } = legacyForm();
    const byPath = await app.request(`/superset/explore_json/table/${salesId}/`, {
      method: 'POST',
      json: { form_data: noDatasource },
    });
    expect(byPath.status).toBe(200);
    expect((await json<Payload>(byPath)).data).toEqual(byForm.data);
    // A modern viz type runs its own query (the pie's sort by metric).
    const pie = await json<Payload>(
      await app.request('/superset/explore_json/', {
        method: 'POST',
        json: { form_data: { ...legacyForm(), viz_type: 'pie', metric: 'sum__revenue', metrics: undefined } },
      }),
    );
    const values = pie.data.map((r) => Number(r.sum__revenue));
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('completes form data made of a slice id from the saved chart', async () => {
    const res = await get({ slice_id: pieChartId });
    expect(res.status).toBe(200);
    const body = await json<Payload>(res);
    expect(body.form_data.viz_type).toBe('pie');
    expect(body.data.length).toBeGreaterThan(0);
    expect((await get({ slice_id: 987654 })).status).toBe(404);
  });

  it('answers the csv, query, results and samples variants', async () => {
    const csv = await get(legacyForm(), '&csv=true');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await csv.text();
    expect(text.split('\n')[0]).toContain('product_line');
    const query = await json<{ query: string; language: string }>(await get(legacyForm(), '&query=true'));
    expect(query.language).toBe('sql');
    expect(query.query).toMatch(/^SELECT/i);
    const results = await json<{ data: unknown[]; colnames: string[] }>(await get(legacyForm(), '&results=true'));
    expect(results.colnames).toEqual(['product_line', 'sum__revenue']);
    const samples = await json<{ data: Record<string, unknown>[]; colnames: string[] }>(
      await get(legacyForm(), '&samples=true'),
    );
    expect(samples.colnames).toContain('order_date');
    expect(samples.colnames).not.toContain('sum__revenue');
  });

  it('refuses bad input with a 400 and readers without access with a 403', async () => {
    const notJson = await app.request('/superset/explore_json/?form_data=%7Bnope');
    expect(notJson.status).toBe(400);
    expect((await json(notJson)).message).toMatch(/^form_data in the query string is not valid JSON/);
    const noDatasource = await get({ viz_type: 'table' });
    expect(noDatasource.status).toBe(400);
    expect(await json(noDatasource)).toEqual({ message: 'The dataset associated with this chart no longer exists' });
    const unknownColumn = await get({ ...legacyForm(), groupby: ['no_such_column'] });
    expect(unknownColumn.status).toBe(400);
    const unknownDataset = await get({ ...legacyForm(), datasource: '987654__table' });
    expect(unknownDataset.status).toBe(404);
    expect((await get(legacyForm(), '&dashboard_id=abc')).status).toBe(400);
    const denied = await get(legacyForm(), '', readerToken);
    expect(denied.status).toBe(403);
    expect(await json(denied)).toEqual({ message: "You don't have access to this dataset." });
    expect((await app.request('/superset/explore_json/', { token: null })).status).toBe(401);
  });
});
