import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, suffix } from './fixtures.ts';

describe.each(METADATA_BACKENDS)('permalinks and filter sets (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let gammaToken: string;
  let gammaId: number;
  let datasetId: number;
  let boardId: number;
  const tag = `pl${suffix()}`;

  beforeAll(async () => {
    app = await startTestApp({ store: backend });
    store = await openStore(app);
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaId = gamma.id;
    gammaToken = await app.login(gamma.username, 'gamma-pass');
    datasetId = (await store.prisma.dataset.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    const res = await app.request('/api/v1/dashboard/', {
      method: 'POST',
      json: { dashboard_title: `${tag} board`, slug: `${tag}-board`, published: true },
    });
    boardId = (await json<{ id: number }>(res)).id;
  });
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  it('creates explore permalinks: same state, same key; resolves them; refuses bad state', async () => {
    const body = { formData: { datasource: `${datasetId}__table`, viz_type: 'table' }, urlParams: [['a', '1']] };
    const first = await app.request('/api/v1/explore/permalink', { method: 'POST', token: gammaToken, json: body });
    expect(first.status).toBe(201);
    const a = await json<{ key: string; url: string }>(first);
    expect(a.key.length).toBeGreaterThanOrEqual(11);
    expect(a.url).toBe(`http://localhost/superset/explore/p/${a.key}/`);
    const again = await json<{ key: string }>(
      await app.request('/api/v1/explore/permalink', { method: 'POST', token: gammaToken, json: body }),
    );
    expect(again.key).toBe(a.key);
    const other = await json<{ key: string }>(
      await app.request('/api/v1/explore/permalink', {
        method: 'POST',
        token: gammaToken,
        json: { ...body, urlParams: [['a', '2']] },
      }),
    );
    expect(other.key).not.toBe(a.key);

    const got = await app.request(`/api/v1/explore/permalink/${a.key}`, { token: gammaToken });
    expect(await json(got)).toEqual({
      chartId: null,
      datasourceId: datasetId,
      datasourceType: 'table',
      datasource: `${datasetId}__table`,
      state: body,
    });
    expect((await app.request('/api/v1/explore/permalink/notakey12345')).status).toBe(404);
    const bad = await app.request('/api/v1/explore/permalink', { method: 'POST', json: { urlParams: [] } });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toEqual({ message: { formData: ['Missing data for required field.'] } });
    expect((await app.request('/api/v1/explore/permalink', { method: 'POST', token: null, json: body })).status).toBe(
      401,
    );
  });

  it('creates dashboard permalinks by id or slug and resolves them to the dashboard uuid', async () => {
    const state = { dataMask: { 'NATIVE_FILTER-1': { filterState: { value: ['a'] } } }, activeTabs: ['TAB-1'] };
    const byId = await app.request(`/api/v1/dashboard/${boardId}/permalink`, {
      method: 'POST',
      token: gammaToken,
      json: state,
    });
    expect(byId.status).toBe(201);
    const { key, url } = await json<{ key: string; url: string }>(byId);
    expect(url).toBe(`http://localhost/superset/dashboard/p/${key}/`);
    const bySlug = await json<{ key: string }>(
      await app.request(`/api/v1/dashboard/${tag}-board/permalink`, { method: 'POST', token: gammaToken, json: state }),
    );
    expect(bySlug.key).toBe(key);
    // Another user with the same state gets another entry.
    const admins = await json<{ key: string }>(
      await app.request(`/api/v1/dashboard/${boardId}/permalink`, { method: 'POST', json: state }),
    );
    expect(admins.key).not.toBe(key);
    const board = await store.prisma.dashboard.findUniqueOrThrow({ where: { id: boardId } });
    expect(await json(await app.request(`/api/v1/dashboard/permalink/${key}`))).toEqual({
      dashboardId: board.uuid,
      state,
    });
    // A malformed key is unknown.
    expect((await app.request(`/api/v1/dashboard/permalink/${key}x`)).status).toBe(404);
    const bad = await app.request(`/api/v1/dashboard/${boardId}/permalink`, {
      method: 'POST',
      json: { activeTabs: 3 },
    });
    expect(await json(bad)).toEqual({ message: { activeTabs: ['Not a valid list of strings.'] } });
    expect((await app.request('/api/v1/dashboard/999999/permalink', { method: 'POST', json: {} })).status).toBe(404);
  });

  it('keeps filter sets per owner with the validation of server-semantics §9', async () => {
    const metadata = JSON.stringify({ nativeFilters: {}, dataMask: {} });
    const base = `/api/v1/dashboard/${boardId}/filtersets`;
    const missing = await app.request(base, { method: 'POST', json: { json_metadata: '{}' } });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({
      message: {
        name: ['Missing data for required field.'],
        json_metadata: ['nativeFilters: Missing data for required field.'],
        owner_type: ['Missing data for required field.'],
      },
    });
    const mine = await app.request(base, {
      method: 'POST',
      token: gammaToken,
      json: { name: 'gamma set', json_metadata: metadata, owner_type: 'User', owner_id: gammaId },
    });
    expect(mine.status).toBe(201);
    const mineId = (await json<{ id: number }>(mine)).id;
    // Gamma does not own the dashboard: no Dashboard sets.
    const shared = await app.request(base, {
      method: 'POST',
      token: gammaToken,
      json: { name: 'shared', json_metadata: metadata, owner_type: 'Dashboard' },
    });
    expect(shared.status).toBe(403);
    const adminSet = await app.request(base, {
      method: 'POST',
      json: { name: 'board set', json_metadata: metadata, owner_type: 'Dashboard' },
    });
    expect(adminSet.status).toBe(201);
    const adminSetId = (await json<{ id: number }>(adminSet)).id;

    const gammaList = await json<{ count: number; result: { name: string }[] }>(
      await app.request(base, { token: gammaToken }),
    );
    expect(gammaList.result.map((r) => r.name)).toEqual(['gamma set']);
    const adminList = await json<{ count: number }>(await app.request(base));
    expect(adminList.count).toBe(2);

    expect(
      (await app.request(`${base}/${adminSetId}`, { method: 'PUT', token: gammaToken, json: { name: 'x' } })).status,
    ).toBe(404);
    const renamed = await app.request(`${base}/${mineId}`, {
      method: 'PUT',
      token: gammaToken,
      json: { name: 'renamed', owner_type: 'User' },
    });
    expect(renamed.status).toBe(400);
    expect(await json(renamed)).toEqual({ message: { owner_type: ['Must be one of: Dashboard.'] } });
    const ok = await app.request(`${base}/${mineId}`, { method: 'PUT', token: gammaToken, json: { name: 'renamed' } });
    expect(ok.status).toBe(200);
    expect(((await json<{ result: { name: string } }>(ok)).result as { name: string }).name).toBe('renamed');
    expect((await app.request(`${base}/${mineId}`, { method: 'DELETE', token: gammaToken })).status).toBe(200);
    expect((await app.request(`${base}/${mineId}`, { method: 'DELETE', token: gammaToken })).status).toBe(404);
  });
});
