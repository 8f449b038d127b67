import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q, suffix } from './fixtures.ts';

interface PermissionRow {
  id: number;
  permission: { name: string };
  view_menu: { name: string };
}

describe.each(METADATA_BACKENDS)('administration: roles (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let alphaToken: string;
  let gammaToken: string;
  let permissionIds: Map<string, number>;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    const alpha = await createUser(store, { role: 'Alpha', password: 'alpha-pass' });
    alphaToken = await app.login(alpha.username, 'alpha-pass');
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
    const all = await json<{ count: number; result: PermissionRow[] }>(
      await app.request(`/api/v1/security/permissions-resources/?${q({ page_size: 1000 })}`),
    );
    expect(all.count).toBe(all.result.length);
    permissionIds = new Map(all.result.map((p) => [`${p.permission.name}:${p.view_menu.name}`, p.id]));
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const perm = (key: string) => {
    const id = permissionIds.get(key);
    if (id === undefined) throw new Error(`no permission ${key}`);
    return id;
  };

  it('lists the built-in roles and searches the permission catalogue', async () => {
    const roles = await json<{ result: { name: string; builtin: boolean }[] }>(
      await app.request(`/api/v1/security/roles/?${q({ page_size: 100 })}`),
    );
    const builtin = roles.result.filter((r) => r.builtin).map((r) => r.name);
    expect(builtin).toEqual(expect.arrayContaining(['Admin', 'Alpha', 'Gamma']));
    const charts = await json<{ result: PermissionRow[] }>(
      await app.request(
        `/api/v1/security/permissions-resources/?${q({ filters: [{ col: 'view_menu_name', opr: 'eq', value: 'Chart' }] })}`,
      ),
    );
    expect(charts.result.map((p) => p.permission.name)).toEqual(
      expect.arrayContaining(['can_read', 'can_write', 'can_export']),
    );
    expect(new Set(charts.result.map((p) => p.view_menu.name))).toEqual(new Set(['Chart']));
  });

  it('creates a custom role, sets its permissions, and a user holding it gets exactly those', async () => {
    const name = `Chart readers ${suffix()}`;
    const created = await app.request('/api/v1/security/roles/', { method: 'POST', json: { name } });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    const set = await app.request(`/api/v1/security/roles/${id}/permissions`, {
      method: 'POST',
      json: { permission_view_menu_ids: [perm('can_read:Chart'), perm('can_read:Dashboard')] },
    });
    expect(set.status).toBe(200);
    const listed = await json<{ result: { permission_name: string; view_menu_name: string }[] }>(
      await app.request(`/api/v1/security/roles/${id}/permissions/`),
    );
    expect(listed.result.map((p) => `${p.permission_name}:${p.view_menu_name}`)).toEqual([
      'can_read:Chart',
      'can_read:Dashboard',
    ]);

    const username = `reader_${suffix()}`;
    const user = await app.request('/api/v1/security/users/', {
      method: 'POST',
      json: {
        username,
        first_name: 'Reader',
        last_name: 'Only',
        email: `${username}@example.com`,
        roles: [id],
        password: 'reader-password-1',
      },
    });
    expect(user.status).toBe(201);
    const token = await app.login(username, 'reader-password-1');
    expect((await app.request('/api/v1/chart/', { token })).status).toBe(200);
    expect((await app.request('/api/v1/dataset/', { token })).status).toBe(403);

    // Taking a permission away applies to the next request.
    await app.request(`/api/v1/security/roles/${id}/permissions`, {
      method: 'POST',
      json: { permission_view_menu_ids: [perm('can_read:Dataset')] },
    });
    expect((await app.request('/api/v1/chart/', { token })).status).toBe(403);
    expect((await app.request('/api/v1/dataset/', { token })).status).toBe(200);

    // A role people hold is not deleted from under them.
    const del = await app.request(`/api/v1/security/roles/${id}`, { method: 'DELETE' });
    expect(del.status).toBe(422);
    expect(await del.text()).toContain('assigned to 1 user(s)');
  });

  it('offers a grant per dataset and database, and a role limited to one dataset sees only it', async () => {
    const dataset = await store.prisma.dataset.findFirstOrThrow({
      include: { database: true },
      orderBy: { id: 'asc' },
    });
    const others = await store.prisma.dataset.count({ where: { id: { not: dataset.id } } });
    expect(others).toBeGreaterThan(0);
    const grants = await json<{ result: PermissionRow[] }>(
      await app.request(
        `/api/v1/security/permissions-resources/?${q({
          filters: [{ col: 'view_menu_name', opr: 'ct', value: `(id:${dataset.id})` }],
          page_size: 100,
        })}`,
      ),
    );
    const grant = grants.result.find(
      (p) =>
        p.permission.name === 'datasource_access' &&
        p.view_menu.name === `[${dataset.database.databaseName}].[${dataset.tableName}](id:${dataset.id})`,
    );
    expect(grant).toBeDefined();
    const dbGrants = await json<{ result: PermissionRow[] }>(
      await app.request(
        `/api/v1/security/permissions-resources/?${q({ filters: [{ col: 'permission_name', opr: 'eq', value: 'database_access' }] })}`,
      ),
    );
    expect(dbGrants.result.map((p) => p.view_menu.name)).toContain(
      `[${dataset.database.databaseName}].(id:${dataset.database.id})`,
    );

    const { id } = await json<{ id: number }>(
      await app.request('/api/v1/security/roles/', { method: 'POST', json: { name: `One dataset ${suffix()}` } }),
    );
    await app.request(`/api/v1/security/roles/${id}/permissions`, {
      method: 'POST',
      json: { permission_view_menu_ids: [perm('can_read:Dataset'), grant?.id] },
    });
    const username = `limited_${suffix()}`;
    const created = await app.request('/api/v1/security/users/', {
      method: 'POST',
      json: {
        username,
        first_name: 'Limited',
        last_name: 'Reader',
        email: `${username}@example.com`,
        roles: [id],
        password: 'limited-password-1',
      },
    });
    expect(created.status).toBe(201);
    const token = await app.login(username, 'limited-password-1');
    const seen = await json<{ result: { id: number }[] }>(
      await app.request(`/api/v1/dataset/?${q({ page_size: 100 })}`, { token }),
    );
    expect(seen.result.map((d) => d.id)).toEqual([dataset.id]);
  });

  it('renames and deletes a custom role; built-in roles stay as bootstrapped', async () => {
    const name = `Temp ${suffix()}`;
    const { id } = await json<{ id: number }>(
      await app.request('/api/v1/security/roles/', { method: 'POST', json: { name } }),
    );
    const renamed = await app.request(`/api/v1/security/roles/${id}`, { method: 'PUT', json: { name: `${name} 2` } });
    expect(renamed.status).toBe(200);
    expect((await json<{ result: { name: string } }>(renamed)).result.name).toBe(`${name} 2`);
    expect((await app.request(`/api/v1/security/roles/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await app.request(`/api/v1/security/roles/${id}`)).status).toBe(404);

    const gamma = await store.prisma.role.findUniqueOrThrow({
      where: { name: 'Gamma' },
      include: { permissions: true },
    });
    for (const [method, path, body] of [
      ['PUT', `/api/v1/security/roles/${gamma.id}`, { name: 'Gamma2' }],
      ['DELETE', `/api/v1/security/roles/${gamma.id}`, undefined],
      [
        'POST',
        `/api/v1/security/roles/${gamma.id}/permissions`,
        { permission_view_menu_ids: [perm('can_write:User')] },
      ],
    ] as const) {
      const res = await app.request(path, { method, ...(body ? { json: body } : {}) });
      expect(res.status, `${method} ${path}`).toBe(422);
      expect(await res.text()).toContain('built-in role');
    }
    const after = await store.prisma.role.findUniqueOrThrow({
      where: { id: gamma.id },
      include: { permissions: true },
    });
    expect(after.name).toBe('Gamma');
    expect(after.permissions.length).toBe(gamma.permissions.length);
  });

  it('answers bad input with 400/422 and stores nothing', async () => {
    const before = await store.prisma.role.count();
    const cases: [unknown, number, string][] = [
      [{}, 400, 'Missing data for required field.'],
      [{ name: 42 }, 400, 'Not a valid string.'],
      [{ name: 'x'.repeat(65) }, 400, 'Longer than maximum length 64.'],
      [{ name: 'admin' }, 422, 'built-in role name'],
      [{ name: 'nul\u0000' }, 400, 'Must not contain control characters.'],
      [{ name: 'Gamma' }, 422, 'built-in role name'],
      [[1], 400, 'must be a JSON object'],
    ];
    for (const [body, status, message] of cases) {
      const res = await app.request('/api/v1/security/roles/', { method: 'POST', json: body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(await res.text()).toContain(message);
    }
    const name = `Dup ${suffix()}`;
    const { id } = await json<{ id: number }>(
      await app.request('/api/v1/security/roles/', { method: 'POST', json: { name } }),
    );
    const dup = await app.request('/api/v1/security/roles/', { method: 'POST', json: { name } });
    expect(dup.status).toBe(422);
    expect(await dup.text()).toContain('A role with this name already exists.');
    for (const [body, status] of [
      [{ permission_view_menu_ids: [perm('can_read:Chart'), 987654] }, 422],
      [{ permission_view_menu_ids: 'all' }, 400],
      [{}, 400],
    ] as const) {
      const res = await app.request(`/api/v1/security/roles/${id}/permissions`, { method: 'POST', json: body });
      expect(res.status, JSON.stringify(body)).toBe(status);
    }
    expect(await store.prisma.rolePermission.count({ where: { roleId: id } })).toBe(0);
    expect(await store.prisma.role.count()).toBe(before + 1);
  });

  it('refuses role management to Alpha and Gamma (403)', async () => {
    const { id } = await json<{ id: number }>(
      await app.request('/api/v1/security/roles/', { method: 'POST', json: { name: `Guarded ${suffix()}` } }),
    );
    for (const token of [alphaToken, gammaToken]) {
      for (const [method, path, body] of [
        ['GET', '/api/v1/security/roles/', undefined],
        ['GET', `/api/v1/security/roles/${id}`, undefined],
        ['POST', '/api/v1/security/roles/', { name: `Sneaky ${suffix()}` }],
        ['PUT', `/api/v1/security/roles/${id}`, { name: 'Renamed' }],
        ['DELETE', `/api/v1/security/roles/${id}`, undefined],
        ['POST', `/api/v1/security/roles/${id}/permissions`, { permission_view_menu_ids: [perm('can_write:User')] }],
        ['GET', '/api/v1/security/permissions-resources/', undefined],
      ] as const) {
        const res = await app.request(path, { method, token, ...(body ? { json: body } : {}) });
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    }
    expect(await store.prisma.rolePermission.count({ where: { roleId: id } })).toBe(0);
    expect((await app.request('/api/v1/security/roles/', { token: null })).status).toBe(401);
  });
});
