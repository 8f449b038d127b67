import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../gateway/src/auth/passwords.ts';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q, suffix } from './fixtures.ts';

type Role = 'Admin' | 'Alpha' | 'Gamma';

describe.each(METADATA_BACKENDS)('permission matrix (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  const tokens = {} as Record<Role, string>;
  let chartId: number;
  let dashboardId: number;
  let datasetId: number;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    for (const role of ['Admin', 'Alpha', 'Gamma'] as const) {
      const user = await createUser(store, { role, password: `${role}-pass` });
      tokens[role] = await app.login(user.username, `${role}-pass`);
    }
    chartId = (await store.prisma.chart.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    dashboardId = (await store.prisma.dashboard.findFirstOrThrow({ where: { published: true } })).id;
    datasetId = (await store.prisma.dataset.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const info = async (resource: string, role: Role) =>
    (
      await json<{ permissions: string[] }>(
        await app.request(`/api/v1/${resource}/_info?${q({ keys: ['permissions'] })}`, { token: tokens[role] }),
      )
    ).permissions;

  it('reports _info permissions per role', async () => {
    expect(await info('chart', 'Admin')).toEqual(['can_read', 'can_write', 'can_export', 'can_csv']);
    expect(await info('chart', 'Alpha')).toEqual(['can_read', 'can_write', 'can_export', 'can_csv']);
    expect(await info('chart', 'Gamma')).toEqual(['can_read', 'can_export', 'can_csv']);
    expect(await info('dashboard', 'Gamma')).toEqual(['can_read', 'can_export']);
    expect(await info('dashboard', 'Alpha')).toEqual(['can_read', 'can_write', 'can_export']);
  });

  it('lets every role read charts, dashboards and datasets', async () => {
    for (const role of ['Admin', 'Alpha', 'Gamma'] as const) {
      for (const path of [
        `/api/v1/chart/${chartId}`,
        `/api/v1/dashboard/${dashboardId}`,
        `/api/v1/dataset/${datasetId}`,
        '/api/v1/chart/',
        '/api/v1/dashboard/',
      ]) {
        expect((await app.request(path, { token: tokens[role] })).status, `${role} GET ${path}`).toBe(200);
      }
      const data = await app.request(`/api/v1/chart/${chartId}/data/`, { token: tokens[role] });
      expect(data.status, `${role} chart data`).toBe(200);
    }
  });

  it('refuses Gamma every write with 403', async () => {
    const gamma = tokens.Gamma;
    const writes: [string, string, unknown][] = [
      [
        'POST',
        '/api/v1/chart/',
        { slice_name: 'x', viz_type: 'table', datasource_id: datasetId, datasource_type: 'table' },
      ],
      ['PUT', `/api/v1/chart/${chartId}`, { slice_name: 'renamed' }],
      ['DELETE', `/api/v1/chart/${chartId}`, undefined],
      ['POST', '/api/v1/dashboard/', { dashboard_title: 'x' }],
      ['PUT', `/api/v1/dashboard/${dashboardId}`, { dashboard_title: 'renamed' }],
      ['DELETE', `/api/v1/dashboard/${dashboardId}`, undefined],
      ['DELETE', `/api/v1/dataset/${datasetId}`, undefined],
      ['POST', '/api/v1/database/', { database_name: 'x', sqlalchemy_uri: 'sqlite:///tmp/x.db' }],
      ['POST', '/api/v1/report/', { type: 'Report', name: 'x', crontab: '* * * * *', chart: chartId }],
    ];
    for (const [method, path, body] of writes) {
      const res = await app.request(path, { method, token: gamma, ...(body !== undefined ? { json: body } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(typeof (await json(res)).message).toBe('string');
    }
    expect(
      await (
        await app.request(`/api/v1/chart/${chartId}`, { method: 'PUT', token: gamma, json: { slice_name: 'r' } })
      ).json(),
    ).toEqual({
      message: 'Forbidden',
    });
  });

  it('lets Alpha manage its own content but not edit what others own', async () => {
    const alpha = tokens.Alpha;
    // The example chart and dashboard are owned by the admin user.
    const chartPut = await app.request(`/api/v1/chart/${chartId}`, {
      method: 'PUT',
      token: alpha,
      json: { slice_name: 'renamed' },
    });
    expect(chartPut.status).toBe(403);
    expect(await chartPut.json()).toEqual({ message: 'Changing this chart is forbidden' });
    const dashPut = await app.request(`/api/v1/dashboard/${dashboardId}`, {
      method: 'PUT',
      token: alpha,
      json: { dashboard_title: 'renamed' },
    });
    expect(dashPut.status).toBe(403);

    const created = await app.request('/api/v1/chart/', {
      method: 'POST',
      token: alpha,
      json: { slice_name: `alpha ${suffix()}`, viz_type: 'table', datasource_id: datasetId, datasource_type: 'table' },
    });
    expect(created.status).toBe(201);
    const id = (await json<{ id: number }>(created)).id;
    expect(
      (await app.request(`/api/v1/chart/${id}`, { method: 'PUT', token: alpha, json: { slice_name: 'mine' } })).status,
    ).toBe(200);
    // Admin edits anything.
    expect(
      (await app.request(`/api/v1/chart/${id}`, { method: 'PUT', token: tokens.Admin, json: { slice_name: 'admin' } }))
        .status,
    ).toBe(200);
    expect((await app.request(`/api/v1/chart/${id}`, { method: 'DELETE', token: alpha })).status).toBe(200);
  });

  it('needs can_csv for CSV chart data', async () => {
    const roleName = `Reader_${suffix()}`;
    const keys = [
      { name: 'can_read', viewMenu: 'Chart' },
      { name: 'all_datasource_access', viewMenu: 'all_datasource_access' },
    ];
    const perms = await Promise.all(
      keys.map((k) => store.prisma.permission.upsert({ where: { name_viewMenu: k }, create: k, update: {} })),
    );
    const role = await store.prisma.role.create({
      data: { name: roleName, permissions: { create: perms.map((p) => ({ permissionId: p.id })) } },
    });
    const username = `reader_${suffix()}`;
    await store.prisma.user.create({
      data: {
        username,
        firstName: 'R',
        lastName: 'O',
        email: `${username}@example.com`,
        passwordHash: await hashPassword('reader-pass'),
        roles: { create: [{ roleId: role.id }] },
      },
    });
    const token = await app.login(username, 'reader-pass');
    expect((await app.request(`/api/v1/chart/${chartId}/data/`, { token })).status).toBe(200);
    expect((await app.request(`/api/v1/chart/${chartId}/data/?format=csv`, { token })).status).toBe(403);
    expect((await app.request(`/api/v1/chart/${chartId}/data/?format=csv`, { token: tokens.Gamma })).status).toBe(200);
  });
});

describe('DASHBOARD_RBAC', () => {
  let app: TestApp;
  let store: MetadataStore;
  let gammaToken: string;
  let alphaToken: string;
  let restricted: number;
  let open: number;

  beforeAll(async () => {
    app = await startTestApp({ examplesRows: 200, featureFlags: 'DASHBOARD_RBAC' });
    store = await openStore(app);
    const gamma = await createUser(store, { role: 'Gamma', password: 'g-pass' });
    gammaToken = await app.login(gamma.username, 'g-pass');
    const alpha = await createUser(store, { role: 'Alpha', password: 'a-pass' });
    alphaToken = await app.login(alpha.username, 'a-pass');
    const alphaRole = await store.prisma.role.findUniqueOrThrow({ where: { name: 'Alpha' } });
    restricted = (
      await store.prisma.dashboard.create({
        data: {
          uuid: randomUUID(),
          dashboardTitle: 'Alpha only',
          published: true,
          roles: { create: [{ roleId: alphaRole.id }] },
        },
      })
    ).id;
    open = (
      await store.prisma.dashboard.create({ data: { uuid: randomUUID(), dashboardTitle: 'Everyone', published: true } })
    ).id;
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  it('shows a dashboard with roles only to those roles, owners and admins', async () => {
    expect((await app.request(`/api/v1/dashboard/${restricted}`, { token: gammaToken })).status).toBe(404);
    expect((await app.request(`/api/v1/dashboard/${restricted}`, { token: alphaToken })).status).toBe(200);
    expect((await app.request(`/api/v1/dashboard/${restricted}`)).status).toBe(200);
    expect((await app.request(`/api/v1/dashboard/${open}`, { token: gammaToken })).status).toBe(200);
    const list = await json<{ ids: number[] }>(
      await app.request(`/api/v1/dashboard/?${q({ filters: [{ col: 'id', opr: 'in', value: [restricted, open] }] })}`, {
        token: gammaToken,
      }),
    );
    expect(list.ids).toEqual([open]);
    expect((await app.request(`/api/v1/dashboard/export/?${q([restricted])}`, { token: gammaToken })).status).toBe(404);
  });
});
