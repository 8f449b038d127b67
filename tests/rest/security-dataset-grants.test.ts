import { encodeGlobalID } from '@pothos/plugin-relay';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { datasetPerm } from '../../gateway/src/rest/resources/dataset-access.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q, suffix } from './fixtures.ts';
import { createRestrictedUser } from './restricted-role.ts';

const DENIED = { message: "You don't have access to this dataset." };

describe.each(METADATA_BACKENDS)('security: dataset grants on every route (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let readerToken: string;
  let gammaToken: string;
  let granted: number;
  let hidden: number;
  let hiddenChart: number;
  /** A value of the hidden dataset the reader must never see, and its column. */
  let hiddenColumn: string;
  let hiddenValues: string[];
  const tag = suffix();

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    const database = await store.prisma.database.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const table = await store.prisma.dataset.findFirstOrThrow({ where: { databaseId: database.id, sql: null } });
    // A virtual dataset whose SQL and values are the secret; another one is granted.
    const secretSql = `SELECT 'classified_${tag}' AS codename, 1 AS n`;
    const created = await app.request('/api/v1/dataset/', {
      method: 'POST',
      json: { database: database.id, table_name: `hidden_${tag}`, sql: secretSql },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    hidden = (await json<{ id: number }>(created)).id;
    hiddenColumn = 'codename';
    hiddenValues = [`classified_${tag}`, secretSql];
    granted = table.id;
    const chart = await app.request('/api/v1/chart/', {
      method: 'POST',
      json: {
        slice_name: `hidden chart ${tag}`,
        viz_type: 'table',
        datasource_id: hidden,
        datasource_type: 'table',
        params: JSON.stringify({ viz_type: 'table', all_columns: ['codename'], query_mode: 'raw' }),
      },
    });
    expect(chart.status, await chart.clone().text()).toBe(201);
    hiddenChart = (await json<{ id: number }>(chart)).id;
    const grantedRow = await store.prisma.dataset.findUniqueOrThrow({
      where: { id: granted },
      include: { database: true },
    });
    const reader = await createRestrictedUser(store, 'reader-pass', [`datasource_access:${datasetPerm(grantedRow)}`]);
    readerToken = await app.login(reader.username, 'reader-pass');
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const expectNoLeak = (text: string) => {
    for (const secret of hiddenValues) expect(text).not.toContain(secret);
  };

  it("refuses the hidden dataset on the legacy datasource routes with chart data's 403", async () => {
    const calls: [string, RequestInit][] = [
      [`/superset/filter/table/${hidden}/${hiddenColumn}/`, {}],
      [`/datasource/get/table/${hidden}/`, {}],
      [`/superset/fetch_datasource_metadata?datasourceKey=${hidden}__table`, {}],
      [`/datasource/samples?datasource_id=${hidden}&datasource_type=table`, { method: 'POST' }],
      [
        '/api/v1/chart/data',
        {
          method: 'POST',
          body: JSON.stringify({
            datasource: { id: hidden, type: 'table' },
            queries: [{ columns: ['codename'], metrics: [], row_limit: 10 }],
            result_type: 'samples',
          }),
          headers: { 'content-type': 'application/json' },
        },
      ],
      [
        `/superset/explore_json/?form_data=${encodeURIComponent(JSON.stringify({ datasource: `${hidden}__table`, viz_type: 'table', all_columns: ['codename'] }))}`,
        {},
      ],
    ];
    for (const [path, init] of calls) {
      const res = await app.request(path, { ...init, token: readerToken });
      const text = await res.text();
      expect(res.status, `${path} ${text}`).toBe(403);
      expectNoLeak(text);
    }
    const filter = await app.request(`/superset/filter/table/${hidden}/${hiddenColumn}/`, { token: readerToken });
    expect(await json(filter)).toEqual(DENIED);
    // The granted dataset, and Gamma (all datasources) and Admin on the hidden one, still work.
    const grantedRow = await store.prisma.dataset.findUniqueOrThrow({
      where: { id: granted },
      include: { columns: true },
    });
    const column = grantedRow.columns.find((c) => c.groupby)?.columnName as string;
    expect((await app.request(`/superset/filter/table/${granted}/${column}/`, { token: readerToken })).status).toBe(
      200,
    );
    expect((await app.request(`/datasource/get/table/${granted}/`, { token: readerToken })).status).toBe(200);
    for (const token of [gammaToken, undefined]) {
      const res = await app.request(`/superset/filter/table/${hidden}/${hiddenColumn}/`, token ? { token } : {});
      expect(await json(res)).toEqual([`classified_${tag}`]);
    }
  });

  it('hides the dataset from the dataset API (404, absent from lists, distinct values and exports)', async () => {
    for (const path of [
      `/api/v1/dataset/${hidden}`,
      `/api/v1/dataset/${hidden}/related_objects`,
      `/api/v1/chart/export/?${q([hiddenChart])}`,
    ]) {
      const res = await app.request(path, { token: readerToken });
      const text = await res.text();
      expect(res.status, path).toBe(404);
      expectNoLeak(text);
    }
    // A reader may not export datasets at all; one who may exports only the granted dataset.
    expect((await app.request(`/api/v1/dataset/export/?${q([hidden])}`, { token: readerToken })).status).toBe(403);
    const grantedRow = await store.prisma.dataset.findUniqueOrThrow({
      where: { id: granted },
      include: { database: true },
    });
    const exporter = await createRestrictedUser(store, 'exporter-pass', [
      `datasource_access:${datasetPerm(grantedRow)}`,
      'can_export:Dataset',
    ]);
    const exporterToken = await app.login(exporter.username, 'exporter-pass');
    const refused = await app.request(`/api/v1/dataset/export/?${q([hidden])}`, { token: exporterToken });
    expect(refused.status).toBe(404);
    expectNoLeak(await refused.text());
    expect((await app.request(`/api/v1/dataset/export/?${q([granted])}`, { token: exporterToken })).status).toBe(200);
    const list = await app.request(`/api/v1/dataset/?${q({ page_size: 100 })}`, { token: readerToken });
    const listText = await list.text();
    expectNoLeak(listText);
    expect((JSON.parse(listText) as { result: { id: number }[] }).result.map((r) => r.id)).toEqual([granted]);
    const distinct = await app.request('/api/v1/dataset/distinct/table_name', { token: readerToken });
    expect(distinct.status).toBe(200);
    expect(await distinct.text()).not.toContain(`hidden_${tag}`);
    expect((await app.request(`/api/v1/dataset/${granted}`, { token: readerToken })).status).toBe(200);
    const gammaList = await json<{ result: { id: number }[] }>(
      await app.request(`/api/v1/dataset/?${q({ page_size: 100 })}`, { token: gammaToken }),
    );
    expect(gammaList.result.map((r) => r.id)).toContain(hidden);
  });

  it('keeps the dataset out of GraphQL', async () => {
    const gql = async (query: string, token: string) => {
      const res = await app.request('/graphql', { method: 'POST', json: { query }, token });
      return res.text();
    };
    const list = await gql(
      '{ datasets(first: 100) { totalCount edges { node { datasetId tableName sql } } } }',
      readerToken,
    );
    expectNoLeak(list);
    expect((JSON.parse(list) as { data: { datasets: { totalCount: number } } }).data.datasets.totalCount).toBe(1);
    const node = await gql(
      `{ node(id: "${encodeGlobalID('Dataset', hidden)}") { ... on Dataset { tableName sql columns { columnName } samples { data } } } }`,
      readerToken,
    );
    expectNoLeak(node);
    expect((JSON.parse(node) as { data: { node: unknown } }).data?.node ?? null).toBeNull();
  });
  it("leaves charts on ungranted datasets, and those datasets' SQL, out of a dashboard export", async () => {
    const visible = await app.request('/api/v1/chart/', {
      method: 'POST',
      json: {
        slice_name: `granted chart ${tag}`,
        viz_type: 'table',
        datasource_id: granted,
        datasource_type: 'table',
        params: JSON.stringify({ viz_type: 'table', query_mode: 'raw' }),
      },
    });
    expect(visible.status).toBe(201);
    const visibleChart = (await json<{ id: number }>(visible)).id;
    const dashboard = await store.prisma.dashboard.create({
      data: {
        uuid: crypto.randomUUID(),
        dashboardTitle: `mixed ${tag}`,
        published: true,
        charts: { create: [{ chartId: hiddenChart }, { chartId: visibleChart }] },
      },
    });
    const exportOf = async (token?: string) => {
      const res = await app.request(`/api/v1/dashboard/export/?${q([dashboard.id])}`, token ? { token } : {});
      expect(res.status).toBe(200);
      const zip = await JSZip.loadAsync(await res.arrayBuffer());
      const names = Object.keys(zip.files);
      const texts = await Promise.all(names.map((n) => zip.files[n]?.async('string') ?? ''));
      return { names, text: texts.join('\n') };
    };
    const reader = await exportOf(readerToken);
    expectNoLeak(reader.text);
    expect(reader.names.some((n) => n.includes(`hidden_${tag}`))).toBe(false);
    expect(reader.names.some((n) => n.includes('hidden_chart'))).toBe(false);
    expect(reader.names.some((n) => n.includes('granted_chart'))).toBe(true);
    expect(reader.names.some((n) => n.startsWith(`dashboard_export_`) && n.includes('/dashboards/'))).toBe(true);
    // The admin's export of the same dashboard has everything.
    const admin = await exportOf();
    expect(admin.text).toContain(hiddenValues[1]);
    expect(admin.names.some((n) => n.includes('hidden_chart'))).toBe(true);
  });
});
