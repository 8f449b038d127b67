import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q, suffix } from './fixtures.ts';

interface UserResult {
  id: number;
  username: string;
  first_name: string;
  email: string | null;
  active: boolean;
  roles: { id: number; name: string }[];
}

describe.each(METADATA_BACKENDS)('administration: users (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let roleIds: Record<string, number>;
  let alphaToken: string;
  let gammaToken: string;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    roleIds = Object.fromEntries((await store.prisma.role.findMany()).map((r) => [r.name, r.id]));
    const alpha = await createUser(store, { role: 'Alpha', password: 'alpha-pass' });
    alphaToken = await app.login(alpha.username, 'alpha-pass');
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const newUser = (overrides: Record<string, unknown> = {}) => {
    const username = `new_${suffix()}`;
    return {
      username,
      first_name: 'New',
      last_name: 'Person',
      email: `${username}@example.com`,
      roles: [roleIds.Gamma],
      password: 'a-good-passphrase',
      ...overrides,
    };
  };

  it('lets an admin create a Gamma user who signs in with Gamma rights only', async () => {
    const body = newUser();
    const res = await app.request('/api/v1/security/users/', { method: 'POST', json: body });
    expect(res.status).toBe(201);
    const created = await json<{ id: number; result: UserResult }>(res);
    expect(created.result).toMatchObject({ username: body.username, active: true, roles: [{ name: 'Gamma' }] });
    expect(JSON.stringify(created)).not.toContain('a-good-passphrase');
    expect(JSON.stringify(created)).not.toContain('argon2');

    const token = await app.login(body.username, 'a-good-passphrase');
    expect((await app.request('/api/v1/chart/', { token })).status).toBe(200);
    const me = await json<{ result: { roles: string[] } }>(await app.request('/api/v1/me/', { token }));
    expect(me.result.roles).toEqual(['Gamma']);
    // Admin routes are refused, and so is every content write.
    expect((await app.request('/api/v1/security/users/', { method: 'POST', token, json: newUser() })).status).toBe(403);
    expect((await app.request('/api/v1/security/roles/', { token })).status).toBe(403);
    expect((await app.request('/api/v1/security/permissions-resources/', { token })).status).toBe(403);
    expect((await app.request(`/api/v1/security/users/${created.id - 1}`, { token })).status).toBe(403);
    expect(
      (await app.request('/api/v1/dashboard/', { method: 'POST', token, json: { dashboard_title: 'x' } })).status,
    ).toBe(403);
    // Their own account they may read.
    expect((await app.request(`/api/v1/security/users/${created.id}`, { token })).status).toBe(200);
  });

  it('refuses user management to Alpha and Gamma (403) and to the anonymous (401)', async () => {
    const target = await createUser(store, { role: 'Gamma', password: 'target-pass' });
    for (const token of [alphaToken, gammaToken]) {
      expect((await app.request('/api/v1/security/users/', { method: 'POST', token, json: newUser() })).status).toBe(
        403,
      );
      const put = await app.request(`/api/v1/security/users/${target.id}`, {
        method: 'PUT',
        token,
        json: { roles: [roleIds.Admin] },
      });
      expect(put.status).toBe(403);
      expect((await app.request(`/api/v1/security/users/${target.id}`, { method: 'DELETE', token })).status).toBe(403);
    }
    expect(
      (await app.request('/api/v1/security/users/', { method: 'POST', token: null, json: newUser() })).status,
    ).toBe(401);
    const row = await store.prisma.user.findUniqueOrThrow({ where: { id: target.id }, include: { roles: true } });
    expect(row.roles.map((r) => r.roleId)).toEqual([roleIds.Gamma]);
  });

  it('answers bad input with 400/422 field messages and stores nothing', async () => {
    const before = await store.prisma.user.count();
    const cases: [Record<string, unknown>, number, string][] = [
      [newUser({ password: 'short' }), 400, 'Password must be at least 10 characters long.'],
      [newUser({ email: 'not-an-address' }), 400, 'Not a valid email address.'],
      [newUser({ roles: [] }), 400, 'A user needs at least one role.'],
      [newUser({ roles: [987654] }), 422, 'Unknown role id(s): 987654'],
      [newUser({ username: 'admin' }), 422, 'A user with this username already exists.'],
      [{ username: 'only' }, 400, 'Missing data for required field.'],
      [newUser({ first_name: 'Nul\u0000' }), 400, 'Must not contain control characters.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await app.request('/api/v1/security/users/', { method: 'POST', json: body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(await res.text()).toContain(message);
    }
    const notJson = await app.request('/api/v1/security/users/', {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(await store.prisma.user.count()).toBe(before);
  });

  it('updates names, roles and password; deactivation ends the sessions', async () => {
    const body = newUser();
    const { id } = await json<{ id: number }>(
      await app.request('/api/v1/security/users/', { method: 'POST', json: body }),
    );
    const token = await app.login(body.username, 'a-good-passphrase');
    const put = await app.request(`/api/v1/security/users/${id}`, {
      method: 'PUT',
      json: { first_name: 'Renamed', roles: [roleIds.Alpha, roleIds.Gamma], password: 'another-good-one' },
    });
    expect(put.status).toBe(200);
    const updated = await json<{ result: UserResult }>(put);
    expect(updated.result.first_name).toBe('Renamed');
    expect(updated.result.roles.map((r) => r.name).sort()).toEqual(['Alpha', 'Gamma']);
    await expect(app.login(body.username, 'a-good-passphrase')).rejects.toThrow(/401/);
    const fresh = await app.login(body.username, 'another-good-one');

    const bad = await app.request(`/api/v1/security/users/${id}`, { method: 'PUT', json: { active: 'no' } });
    expect(bad.status).toBe(400);
    expect((await app.request('/api/v1/me/', { token: fresh })).status).toBe(200);

    const off = await app.request(`/api/v1/security/users/${id}`, { method: 'PUT', json: { active: false } });
    expect(off.status).toBe(200);
    expect((await app.request('/api/v1/me/', { token })).status).toBe(401);
    expect((await app.request('/api/v1/me/', { token: fresh })).status).toBe(401);
    await expect(app.login(body.username, 'another-good-one')).rejects.toThrow(/401/);
  });

  it('lists with rison search, gets one and deletes with a 404 after', async () => {
    const body = newUser({ first_name: `Findable${suffix()}` });
    const { id } = await json<{ id: number }>(
      await app.request('/api/v1/security/users/', { method: 'POST', json: body }),
    );
    const list = await json<{ count: number; result: UserResult[] }>(
      await app.request(
        `/api/v1/security/users/?${q({ filters: [{ col: 'first_name', opr: 'ct', value: body.first_name.toLowerCase() }] })}`,
      ),
    );
    expect(list.count).toBe(1);
    expect(list.result[0]).toMatchObject({ id, email: body.email, roles: [{ id: roleIds.Gamma, name: 'Gamma' }] });
    const one = await json<{ result: UserResult }>(await app.request(`/api/v1/security/users/${id}`));
    expect(one.result.username).toBe(body.username);
    expect((await app.request(`/api/v1/security/users/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await app.request(`/api/v1/security/users/${id}`)).status).toBe(404);
    expect((await app.request('/api/v1/security/users/abc')).status).toBe(404);
  });

  it('does not let an admin lock themselves out', async () => {
    const admin = await store.prisma.user.findUniqueOrThrow({ where: { username: 'admin' } });
    const off = await app.request(`/api/v1/security/users/${admin.id}`, { method: 'PUT', json: { active: false } });
    expect(off.status).toBe(422);
    const demote = await app.request(`/api/v1/security/users/${admin.id}`, {
      method: 'PUT',
      json: { roles: [roleIds.Gamma] },
    });
    expect(demote.status).toBe(422);
    expect((await app.request(`/api/v1/security/users/${admin.id}`, { method: 'DELETE' })).status).toBe(422);
    expect((await app.request('/api/v1/me/')).status).toBe(200);
  });

  it('lets every user edit their own profile and change their password with the current one', async () => {
    const user = await createUser(store, { role: 'Gamma', password: 'gamma-own-pass' });
    const token = await app.login(user.username, 'gamma-own-pass');
    const profile = await app.request('/api/v1/me/', {
      method: 'PUT',
      token,
      json: { first_name: 'Myself', email: `${user.username}@changed.example.com` },
    });
    expect(profile.status).toBe(200);
    expect((await json<{ result: { first_name: string } }>(profile)).result.first_name).toBe('Myself');
    // Roles and the active flag are not the user's to change.
    expect((await app.request('/api/v1/me/', { method: 'PUT', token, json: { roles: [roleIds.Admin] } })).status).toBe(
      400,
    );

    const wrong = await app.request('/api/v1/me/password', {
      method: 'PUT',
      token,
      json: { current_password: 'not-it-at-all', password: 'brand-new-password' },
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('The current password is not correct.');
    const weak = await app.request('/api/v1/me/password', {
      method: 'PUT',
      token,
      json: { current_password: 'gamma-own-pass', password: 'weak' },
    });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain('at least 10 characters');
    await app.login(user.username, 'gamma-own-pass');
    const ok = await app.request('/api/v1/me/password', {
      method: 'PUT',
      token,
      json: { current_password: 'gamma-own-pass', password: 'brand-new-password' },
    });
    expect(ok.status).toBe(200);
    await expect(app.login(user.username, 'gamma-own-pass')).rejects.toThrow(/401/);
    await app.login(user.username, 'brand-new-password');
    const row = await store.prisma.user.findUniqueOrThrow({ where: { id: user.id }, include: { roles: true } });
    expect(row.roles.map((r) => r.roleId)).toEqual([roleIds.Gamma]);
  });
});
