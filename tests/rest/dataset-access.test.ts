import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { datasetPerm } from '../../gateway/src/rest/resources/dataset-access.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore } from './fixtures.ts';
import { createRestrictedUser } from './restricted-role.ts';

describe.each(METADATA_BACKENDS)('dataset access: explore permalinks and chart data (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let readerToken: string;
  let gammaToken: string;
  let granted: number;
  let hidden: number;
  let hiddenChart: number;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    const chart = await store.prisma.chart.findFirstOrThrow({ orderBy: { id: 'asc' } });
    hiddenChart = chart.id;
    hidden = chart.datasourceId;
    const first = await store.prisma.dataset.findFirstOrThrow({
      where: { id: { not: hidden } },
      include: { database: true },
    });
    granted = first.id;
    const reader = await createRestrictedUser(store, 'reader-pass', [`datasource_access:${datasetPerm(first)}`]);
    readerToken = await app.login(reader.username, 'reader-pass');
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const grantedId = () => granted;
  const post = (formData: Record<string, unknown>, token?: string) =>
    app.request('/api/v1/explore/permalink', {
      method: 'POST',
      json: { formData, urlParams: [] },
      ...(token ? { token } : {}),
    });

  it('creates links only on datasets and charts the user may read', async () => {
    expect((await post({ datasource: `${granted}__table`, viz_type: 'table' }, readerToken)).status).toBe(201);
    const refused = await post({ datasource: `${hidden}__table`, viz_type: 'table' }, readerToken);
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({ message: "You don't have access to this dataset." });
    const chart = await post({ datasource: `${granted}__table`, slice_id: hiddenChart }, readerToken);
    expect(chart.status).toBe(403);
    expect(await json(chart)).toEqual({ message: "You don't have access to this chart." });
    // Gamma holds all_datasource_access, Admin everything.
    expect((await post({ datasource: `${hidden}__table`, slice_id: hiddenChart }, gammaToken)).status).toBe(201);
    expect((await post({ datasource: `${hidden}__table` })).status).toBe(201);
    const unknown = await post({ datasource: '987654__table' }, readerToken);
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ message: 'Dataset does not exist' });
    expect((await post({ datasource: `${granted}__table`, slice_id: 987654 })).status).toBe(404);
  });

  it('runs chart data only on datasets the user may read', async () => {
    const chart = await store.prisma.chart.findUniqueOrThrow({ where: { id: hiddenChart } });
    const body = JSON.parse(chart.queryContext as string);
    const refused = await app.request('/api/v1/chart/data', { method: 'POST', json: body, token: readerToken });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({ message: "You don't have access to this dataset." });
    expect((await app.request(`/api/v1/chart/${hiddenChart}/data/`, { token: readerToken })).status).toBe(403);
    expect((await app.request('/api/v1/chart/data', { method: 'POST', json: body, token: gammaToken })).status).toBe(
      200,
    );
    const granted = {
      datasource: { id: grantedId(), type: 'table' },
      queries: [{ columns: [], metrics: ['count'], row_limit: 10 }],
      result_type: 'full',
      result_format: 'json',
    };
    const ok = await app.request('/api/v1/chart/data', { method: 'POST', json: granted, token: readerToken });
    expect(ok.status, await ok.clone().text()).toBe(200);
  });

  it("answers 403 when the link's dataset is not readable by whoever opens it", async () => {
    const made = await post({ datasource: `${hidden}__table`, viz_type: 'table' });
    const { key } = await json<{ key: string }>(made);
    const res = await app.request(`/api/v1/explore/permalink/${key}`, { token: readerToken });
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual({ message: "You don't have access to this dataset." });
    expect((await app.request(`/api/v1/explore/permalink/${key}`, { token: gammaToken })).status).toBe(200);

    const ok = await post({ datasource: `${granted}__table`, viz_type: 'table' });
    const okKey = (await json<{ key: string }>(ok)).key;
    expect((await app.request(`/api/v1/explore/permalink/${okKey}`, { token: readerToken })).status).toBe(200);

    // Owning a dataset grants access to it.
    const reader = await store.prisma.user.findFirstOrThrow({ where: { username: { startsWith: 'restricted_' } } });
    await store.prisma.datasetOwner.create({ data: { datasetId: hidden, userId: reader.id } });
    try {
      expect((await app.request(`/api/v1/explore/permalink/${key}`, { token: readerToken })).status).toBe(200);
    } finally {
      await store.prisma.datasetOwner.delete({ where: { datasetId_userId: { datasetId: hidden, userId: reader.id } } });
    }
  });
});
