import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { datasetPerm } from '../../gateway/src/rest/resources/dataset-access.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q, suffix } from './fixtures.ts';
import { createRestrictedUser } from './restricted-role.ts';

describe.each(METADATA_BACKENDS)('security: hidden objects are unknown objects (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let gammaToken: string;
  let gammaId: number;
  let readerToken: string;
  let readerId: number;
  let draft: number;
  let hiddenChart: number;
  const tag = suffix();

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaId = gamma.id;
    gammaToken = await app.login(gamma.username, 'gamma-pass');
    const created = await app.request('/api/v1/dashboard/', {
      method: 'POST',
      json: { dashboard_title: `draft ${tag}`, published: false },
    });
    expect(created.status).toBe(201);
    draft = (await json<{ id: number }>(created)).id;
    const chart = await store.prisma.chart.findFirstOrThrow({ orderBy: { id: 'asc' } });
    hiddenChart = chart.id;
    const other = await store.prisma.dataset.findFirstOrThrow({
      where: { id: { not: chart.datasourceId } },
      include: { database: true },
    });
    const reader = await createRestrictedUser(store, 'reader-pass', [`datasource_access:${datasetPerm(other)}`]);
    readerId = reader.id;
    readerToken = await app.login(reader.username, 'reader-pass');
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const favourites = (userId: number) => store.prisma.favourite.count({ where: { userId } });

  it('answers 404 to favouriting a dashboard the user cannot see, as for an unknown id', async () => {
    for (const id of [draft, 987654]) {
      for (const [method, path] of [
        ['POST', `/api/v1/dashboard/${id}/favorites/`],
        ['DELETE', `/api/v1/dashboard/${id}/favorites/`],
        ['GET', `/api/v1/dashboard/favorite_status/?${q([id])}`],
        ['GET', `/superset/favstar/Dashboard/${id}/select/`],
        ['GET', `/superset/favstar/Dashboard/${id}/count/`],
      ] as const) {
        const res = await app.request(path, { method, token: gammaToken });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.text()).not.toContain(`draft ${tag}`);
      }
    }
    expect(await favourites(gammaId)).toBe(0);
    // The owner (admin) still stars it.
    expect((await app.request(`/api/v1/dashboard/${draft}/favorites/`, { method: 'POST' })).status).toBe(200);
  });

  it('answers 404 to favouriting a chart whose dataset the user may not read', async () => {
    for (const path of [`/api/v1/chart/${hiddenChart}/favorites/`, `/superset/favstar/slice/${hiddenChart}/select/`]) {
      const res = await app.request(path, { method: path.startsWith('/api') ? 'POST' : 'GET', token: readerToken });
      expect(res.status, path).toBe(404);
    }
    expect(await favourites(readerId)).toBe(0);
    expect(
      (await app.request(`/api/v1/chart/${hiddenChart}/favorites/`, { method: 'POST', token: gammaToken })).status,
    ).toBe(200);
  });

  it('refuses a dashboard permalink to a reader who cannot see the dashboard', async () => {
    const secretState = `state-${tag}`;
    const link = await app.request(`/api/v1/dashboard/${draft}/permalink`, {
      method: 'POST',
      json: { dataMask: { secret: { value: secretState } } },
    });
    expect(link.status).toBe(201);
    const { key } = await json<{ key: string }>(link);
    const res = await app.request(`/api/v1/dashboard/permalink/${key}`, { token: gammaToken });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(secretState);
    const own = await app.request(`/api/v1/dashboard/permalink/${key}`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(secretState);
    // Published, it is readable by Gamma.
    expect((await app.request(`/api/v1/dashboard/${draft}`, { method: 'PUT', json: { published: true } })).status).toBe(
      200,
    );
    expect((await app.request(`/api/v1/dashboard/permalink/${key}`, { token: gammaToken })).status).toBe(200);
  });
});
