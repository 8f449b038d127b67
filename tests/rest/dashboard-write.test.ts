import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q, suffix } from './fixtures.ts';

const DENIED = 'You do not have permissions to edit this dashboard.';
const STALE = 'This dashboard was changed recently. Please reload dashboard to get latest version.';

interface Saved {
  id: number;
  result: Record<string, unknown>;
  last_modified_time: number;
}

const layout = (chartIds: number[]) => ({
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], parents: [] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['TABS-a'], parents: ['ROOT_ID'] },
  'TABS-a': { id: 'TABS-a', type: 'TABS', children: ['TAB-one'], parents: ['ROOT_ID', 'GRID_ID'] },
  'TAB-one': {
    id: 'TAB-one',
    type: 'TAB',
    children: ['ROW-1'],
    parents: ['ROOT_ID', 'GRID_ID', 'TABS-a'],
    meta: { text: 'First tab' },
  },
  'ROW-1': {
    id: 'ROW-1',
    type: 'ROW',
    children: chartIds.map((id) => `CHART-${id}`),
    parents: ['ROOT_ID', 'GRID_ID', 'TABS-a', 'TAB-one'],
    meta: { background: 'BACKGROUND_TRANSPARENT' },
  },
  ...Object.fromEntries(
    chartIds.map((id) => [
      `CHART-${id}`,
      { id: `CHART-${id}`, type: 'CHART', children: [], parents: [], meta: { chartId: id, width: 4, height: 50 } },
    ]),
  ),
});

describe.each(METADATA_BACKENDS)('dashboard and chart writes (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let gammaToken: string;
  let alphaToken: string;
  let datasetId: number;
  const tag = `dw${suffix()}`;

  beforeAll(async () => {
    app = await startTestApp({ store: backend });
    store = await openStore(app);
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
    const alpha = await createUser(store, { role: 'Alpha', password: 'alpha-pass' });
    alphaToken = await app.login(alpha.username, 'alpha-pass');
    datasetId = (await store.prisma.dataset.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
  });
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const createChart = async (name: string, token?: string) => {
    const res = await app.request('/api/v1/chart/', {
      method: 'POST',
      token,
      json: {
        slice_name: name,
        viz_type: 'table',
        datasource_id: datasetId,
        datasource_type: 'table',
        params: JSON.stringify({ viz_type: 'table', metrics: ['count'] }),
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await json<{ id: number }>(res)).id;
  };

  it('creates, updates and deletes charts with the schema messages', async () => {
    const missing = await app.request('/api/v1/chart/', { method: 'POST', json: { viz_type: 'table' } });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({
      message: {
        slice_name: ['Missing data for required field.'],
        datasource_id: ['Missing data for required field.'],
        datasource_type: ['Missing data for required field.'],
      },
    });
    const long = await app.request('/api/v1/chart/', {
      method: 'POST',
      json: { slice_name: 'x'.repeat(251), datasource_id: datasetId, datasource_type: 'nope' },
    });
    expect(await json(long)).toEqual({
      message: {
        slice_name: ['Length must be between 1 and 250.'],
        datasource_type: ['Must be one of: table, dataset, query, saved_query, view.'],
      },
    });
    const noDataset = await app.request('/api/v1/chart/', {
      method: 'POST',
      json: { slice_name: 'x', datasource_id: 99999999, datasource_type: 'table' },
    });
    expect(noDataset.status).toBe(422);
    expect(await json(noDataset)).toEqual({ message: { datasource_id: ['Datasource does not exist'] } });

    const id = await createChart(`${tag} chart`);
    const shown = await json<{ result: Record<string, unknown> }>(await app.request(`/api/v1/chart/${id}`));
    expect(shown.result).toMatchObject({ slice_name: `${tag} chart`, viz_type: 'table', datasource_id: datasetId });

    // Gamma has no can_write on Chart; an Alpha that does not own the chart is refused by ownership.
    const gammaPut = await app.request(`/api/v1/chart/${id}`, {
      method: 'PUT',
      token: gammaToken,
      json: { slice_name: 'g' },
    });
    expect(gammaPut.status).toBe(403);
    const alphaPut = await app.request(`/api/v1/chart/${id}`, {
      method: 'PUT',
      token: alphaToken,
      json: { slice_name: 'a' },
    });
    expect(alphaPut.status).toBe(403);
    expect(await json(alphaPut)).toEqual({ message: 'Changing this chart is forbidden' });

    const put = await app.request(`/api/v1/chart/${id}`, { method: 'PUT', json: { slice_name: `${tag} renamed` } });
    expect(put.status).toBe(200);
    expect(await json(put)).toEqual({ id, result: { slice_name: `${tag} renamed` } });
    expect((await app.request(`/api/v1/chart/${id}`, { method: 'DELETE', token: gammaToken })).status).toBe(403);
    expect((await app.request(`/api/v1/chart/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await app.request(`/api/v1/chart/${id}`)).status).toBe(404);
    expect((await app.request(`/api/v1/chart/${id}`, { method: 'DELETE' })).status).toBe(404);

    const a = await createChart(`${tag} bulk a`);
    const b = await createChart(`${tag} bulk b`);
    const bulk = await app.request(`/api/v1/chart/?q=${encodeURIComponent(`!(${a},${b})`)}`, { method: 'DELETE' });
    expect(await json(bulk)).toEqual({ message: 'Deleted 2 charts' });
  });

  it('lets the saved-chart picker ask for 200 charts a page', async () => {
    const res = await app.request(`/api/v1/chart/?${q({ page_size: 200, columns: ['id', 'slice_name'] })}`);
    expect(res.status).toBe(200);
    const body = await json<{ count: number; result: unknown[] }>(res);
    expect(body.result.length).toBe(Math.min(body.count, 200));
  });

  it('saves dashboards with the spec defaults, refuses non-owners and stale saves', async () => {
    const chartId = await createChart(`${tag} on board`);
    const created = await app.request('/api/v1/dashboard/', {
      method: 'POST',
      json: { dashboard_title: `${tag} board`, slug: ` ${tag} My Board! `, published: false },
    });
    expect(created.status).toBe(201);
    const board = await json<Saved>(created);
    expect(board.result.slug).toBe(`${tag}-My-Board`);

    const gammaPost = await app.request('/api/v1/dashboard/', { method: 'POST', token: gammaToken, json: {} });
    expect(gammaPost.status).toBe(403);

    const res = await app.request(`/api/v1/dashboard/${board.id}`, {
      method: 'PUT',
      json: {
        dashboard_title: '',
        slug: '   ',
        certified_by: '',
        certification_details: 'should be cleared',
        css: '.a{}',
        position_json: JSON.stringify(layout([chartId])),
        json_metadata: JSON.stringify({ color_scheme: 'supersetColors', refresh_frequency: 0 }),
        roles: [1],
        last_modified_time: board.last_modified_time,
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = await json<Saved>(res);
    expect(saved.result).toMatchObject({
      dashboard_title: '[ untitled dashboard ]',
      slug: null,
      certified_by: null,
      certification_details: null,
      json_metadata: JSON.stringify({ color_scheme: 'supersetColors', refresh_frequency: 0 }),
    });
    expect(saved.last_modified_time).toBeGreaterThanOrEqual(board.last_modified_time);
    const row = await store.prisma.dashboard.findUniqueOrThrow({
      where: { id: board.id },
      include: { charts: true, roles: true },
    });
    expect(row.charts.map((c) => c.chartId)).toEqual([chartId]);
    expect(row.roles).toEqual([]); // DASHBOARD_RBAC is off

    // A second save from the first copy is stale.
    const stale = await app.request(`/api/v1/dashboard/${board.id}`, {
      method: 'PUT',
      json: { css: '.b{}', last_modified_time: board.last_modified_time },
    });
    expect(stale.status).toBe(409);
    expect(await json(stale)).toEqual({ message: STALE });
    const legacyStale = await app.request(`/superset/save_dash/${board.id}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        data: JSON.stringify({ css: '.c{}', last_modified_time: board.last_modified_time }),
      }),
    });
    expect(legacyStale.status).toBe(412);
    expect(await json(legacyStale)).toEqual({ message: STALE });
    const legacy = await app.request(`/superset/save_dash/${board.id}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        data: JSON.stringify({ css: '.c{}', last_modified_time: saved.last_modified_time }),
      }),
    });
    expect(legacy.status).toBe(200);
    expect(await json(legacy)).toMatchObject({ status: 'SUCCESS' });

    const bad = await app.request(`/api/v1/dashboard/${board.id}`, {
      method: 'PUT',
      json: { json_metadata: '{"refresh_frequency": "often"}', position_json: 'x'.repeat(65536) },
    });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toEqual({
      message: {
        position_json: ['Longer than maximum length 65535.'],
        json_metadata: ['refresh_frequency: Not a valid value.'],
      },
    });

    for (const token of [gammaToken, alphaToken]) {
      const publish = await app.request(`/api/v1/dashboard/${board.id}`, {
        method: 'PUT',
        token,
        json: { published: true },
      });
      expect(publish.status).toBe(token === gammaToken ? 403 : 404);
    }
    const publish = await app.request(`/api/v1/dashboard/${board.id}`, { method: 'PUT', json: { published: true } });
    expect(publish.status).toBe(200);
    // Now visible to the Alpha, who is still not an owner.
    const alphaSave = await app.request(`/api/v1/dashboard/${board.id}`, {
      method: 'PUT',
      token: alphaToken,
      json: { css: '' },
    });
    expect(alphaSave.status).toBe(403);
    expect(await json(alphaSave)).toEqual({ message: DENIED });

    const tabs = await json<{ result: { all_tabs: Record<string, string> } }>(
      await app.request(`/api/v1/dashboard/${board.id}/tabs`),
    );
    expect(tabs.result.all_tabs).toEqual({ 'TAB-one': 'First tab' });
    const charts = await json<{ result: { id: number }[] }>(await app.request(`/api/v1/dashboard/${board.id}/charts`));
    expect(charts.result.map((c) => c.id)).toEqual([chartId]);
    const datasets = await json<{ result: { id: number }[] }>(
      await app.request(`/api/v1/dashboard/${board.id}/datasets`),
    );
    expect(datasets.result.map((d) => d.id)).toEqual([datasetId]);
  });

  it('copies dashboards, remapping chart ids when charts are duplicated', async () => {
    const chartId = await createChart(`${tag} to copy`);
    const source = await json<Saved>(
      await app.request('/api/v1/dashboard/', {
        method: 'POST',
        json: { dashboard_title: `${tag} source`, position_json: JSON.stringify(layout([chartId])) },
      }),
    );
    const metadata = { positions: layout([chartId]), expanded_slices: { [chartId]: true } };
    const copy = await app.request(`/api/v1/dashboard/${source.id}/copy/`, {
      method: 'POST',
      json: { dashboard_title: `${tag} copy`, json_metadata: JSON.stringify(metadata), duplicate_slices: true },
    });
    expect(copy.status, await copy.clone().text()).toBe(200);
    const copied = await json<{ result: { id: number; last_modified_time: number } }>(copy);
    const row = await store.prisma.dashboard.findUniqueOrThrow({
      where: { id: copied.result.id },
      include: { charts: true, owners: true },
    });
    const [newChart] = row.charts.map((c) => c.chartId);
    expect(newChart).toBeDefined();
    expect(newChart).not.toBe(chartId);
    expect(JSON.parse(row.positionJson ?? '{}')[`CHART-${chartId}`].meta.chartId).toBe(newChart);
    expect(JSON.parse(row.jsonMetadata ?? '{}').expanded_slices).toEqual({ [String(newChart)]: true });

    const missing = await app.request(`/api/v1/dashboard/${source.id}/copy/`, { method: 'POST', json: {} });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({
      message: {
        dashboard_title: ['Missing data for required field.'],
        json_metadata: ['Missing data for required field.'],
      },
    });

    const legacy = await app.request(`/superset/copy_dash/${source.id}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        data: JSON.stringify({
          dashboard_title: `${tag} legacy copy`,
          duplicate_slices: false,
          positions: layout([chartId]),
        }),
      }),
    });
    expect(legacy.status).toBe(200);
    const data = await json<{ id: number; slices: { slice_id: number }[]; last_modified_time: number }>(legacy);
    expect(data.slices.map((s) => s.slice_id)).toEqual([chartId]);
    expect(typeof data.last_modified_time).toBe('number');

    const bulk = await app.request(`/api/v1/dashboard/?q=${encodeURIComponent(`!(${copied.result.id},${data.id})`)}`, {
      method: 'DELETE',
      token: gammaToken,
    });
    expect(bulk.status).toBe(403);
    const ok = await app.request(`/api/v1/dashboard/?q=${encodeURIComponent(`!(${copied.result.id},${data.id})`)}`, {
      method: 'DELETE',
    });
    expect(await json(ok)).toEqual({ message: 'Deleted 2 dashboards' });
  });

  it('changes native filters and colours, and lists distinct titles', async () => {
    const board = await json<Saved>(
      await app.request('/api/v1/dashboard/', {
        method: 'POST',
        json: {
          dashboard_title: `${tag} filters`,
          json_metadata: JSON.stringify({
            native_filter_configuration: [
              { id: 'NATIVE_FILTER-a', name: 'A' },
              { id: 'NATIVE_FILTER-b', name: 'B' },
            ],
          }),
        },
      }),
    );
    const res = await app.request(`/api/v1/dashboard/${board.id}/filters`, {
      method: 'PUT',
      json: {
        deleted: ['NATIVE_FILTER-a'],
        modified: [{ id: 'NATIVE_FILTER-c', name: 'C' }],
        reordered: ['NATIVE_FILTER-c', 'NATIVE_FILTER-b'],
      },
    });
    expect(res.status).toBe(200);
    expect((await json<{ result: { id: string }[] }>(res)).result.map((f) => f.id)).toEqual([
      'NATIVE_FILTER-c',
      'NATIVE_FILTER-b',
    ]);
    const bad = await app.request(`/api/v1/dashboard/${board.id}/filters`, { method: 'PUT', json: { deleted: 'x' } });
    expect(bad.status).toBe(400);
    const gamma = await app.request(`/api/v1/dashboard/${board.id}/colors`, {
      method: 'PUT',
      token: gammaToken,
      json: { color_scheme: 'x' },
    });
    expect(gamma.status).toBe(403);
    const colors = await app.request(`/api/v1/dashboard/${board.id}/colors`, {
      method: 'PUT',
      json: { color_scheme: 'bnbColors', label_colors: { a: '#fff' } },
    });
    expect(colors.status).toBe(200);
    const stored = await store.prisma.dashboard.findUniqueOrThrow({ where: { id: board.id } });
    expect(JSON.parse(stored.jsonMetadata ?? '{}')).toMatchObject({
      color_scheme: 'bnbColors',
      label_colors: { a: '#fff' },
      native_filter_configuration: [{ id: 'NATIVE_FILTER-c' }, { id: 'NATIVE_FILTER-b' }],
    });
    const distinct = await json<{ count: number; result: { text: string; value: string }[] }>(
      await app.request(`/api/v1/dashboard/distinct/dashboard_title?${q({ filter: `${tag} FIL` })}`),
    );
    expect(distinct).toEqual({ count: 1, result: [{ text: `${tag} filters`, value: `${tag} filters` }] });
    expect((await app.request('/api/v1/dashboard/distinct/css')).status).toBe(404);
  });

  it('toggles favourites through the legacy favstar route', async () => {
    const board = await json<Saved>(
      await app.request('/api/v1/dashboard/', {
        method: 'POST',
        json: { dashboard_title: `${tag} fav`, published: true },
      }),
    );
    const anon = await app.request(`/superset/favstar/Dashboard/${board.id}/select/`, { token: null });
    expect(anon.status).toBe(403);
    expect(await json(anon)).toEqual({ message: 'ERROR: Favstar toggling denied' });
    const base = `/superset/favstar/Dashboard/${board.id}`;
    expect(await json(await app.request(`${base}/count/`, { token: gammaToken }))).toEqual({ count: 0 });
    expect(await json(await app.request(`${base}/select/`, { token: gammaToken }))).toEqual({ count: 1 });
    expect(await json(await app.request(`${base}/count/`, { token: gammaToken }))).toEqual({ count: 1 });
    expect(await json(await app.request(`${base}/unselect/`, { token: gammaToken }))).toEqual({ count: 0 });
  });

  it('records views and changes for the recent activity list', async () => {
    const board = await json<Saved>(
      await app.request('/api/v1/dashboard/', {
        method: 'POST',
        json: { dashboard_title: `${tag} viewed`, published: true },
      }),
    );
    expect((await app.request(`/api/v1/dashboard/${board.id}`, { token: gammaToken })).status).toBe(200);
    const res = await app.request(`/api/v1/log/recent_activity/?${q({ page: 0, page_size: 5 })}`, {
      token: gammaToken,
    });
    expect(res.status).toBe(200);
    const body = await json<{ result: Record<string, unknown>[] }>(res);
    expect(body.result[0]).toMatchObject({
      action: 'dashboard',
      item_type: 'dashboard',
      item_title: `${tag} viewed`,
      item_url: `/superset/dashboard/${board.id}/`,
    });
    expect(typeof body.result[0]?.time_delta_humanized).toBe('string');
  });
});

describe('dashboard role-based access (DASHBOARD_RBAC on, sqlite)', () => {
  let app: TestApp;
  let store: MetadataStore;

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', featureFlags: 'DASHBOARD_RBAC' });
    store = await openStore(app);
  });
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  it('offers roles by name through related/roles, searched in any case', async () => {
    const all = await json<{ count: number; result: { value: number; text: string }[] }>(
      await app.request('/api/v1/dashboard/related/roles'),
    );
    const names = all.result.map((r) => r.text);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['Admin', 'Alpha', 'Gamma']));
    expect(all.count).toBe(all.result.length);
    const gammaRole = await store.prisma.role.findUniqueOrThrow({ where: { name: 'Gamma' } });
    const found = await app.request(`/api/v1/dashboard/related/roles?q=${encodeURIComponent('(filter:amm)')}`);
    expect(await json(found)).toEqual({ count: 1, result: [{ value: gammaRole.id, text: 'Gamma', extra: {} }] });
    const bad = await app.request(`/api/v1/dashboard/related/roles?q=${encodeURIComponent('(page_size:x)')}`);
    expect(bad.status).toBe(400);
    expect((await app.request('/api/v1/dashboard/related/roles', { token: null })).status).toBe(401);
  });

  it('saves roles and refuses save-as to non-owners', async () => {
    const gammaRole = await store.prisma.role.findUniqueOrThrow({ where: { name: 'Gamma' } });
    const board = await json<Saved>(
      await app.request('/api/v1/dashboard/', {
        method: 'POST',
        json: { dashboard_title: 'rbac board', published: true, roles: [gammaRole.id] },
      }),
    );
    const row = await store.prisma.dashboard.findUniqueOrThrow({ where: { id: board.id }, include: { roles: true } });
    expect(row.roles.map((r) => r.roleId)).toEqual([gammaRole.id]);
    const unknownRole = await app.request(`/api/v1/dashboard/${board.id}`, {
      method: 'PUT',
      json: { roles: [999999] },
    });
    expect(unknownRole.status).toBe(422);
    expect(await json(unknownRole)).toEqual({ message: { roles: ['Some roles do not exist'] } });

    const alpha = await createUser(store, { role: 'Alpha', password: 'alpha-pass' });
    const alphaToken = await app.login(alpha.username, 'alpha-pass');
    // A dashboard with roles is hidden from users outside them, so save-as is tried on one without.
    const open = await json<Saved>(
      await app.request('/api/v1/dashboard/', { method: 'POST', json: { dashboard_title: 'open', published: true } }),
    );
    expect((await app.request(`/api/v1/dashboard/${board.id}`, { token: alphaToken })).status).toBe(404);
    const copy = await app.request(`/api/v1/dashboard/${open.id}/copy/`, {
      method: 'POST',
      token: alphaToken,
      json: { dashboard_title: 'mine now', json_metadata: '{}' },
    });
    expect(copy.status).toBe(403);
    expect(await json(copy)).toEqual({ message: DENIED });
  });
});
