import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore } from './fixtures.ts';

describe.each(METADATA_BACKENDS)('authentication (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let gamma: { id: number; username: string };

  beforeAll(async () => {
    app = await startTestApp({ store: backend });
    store = await openStore(app);
    gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass', firstName: 'Gina' });
  });
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const login = (body: unknown) => app.request('/api/v1/security/login', { method: 'POST', token: null, json: body });

  it('logs in with the right password and answers an access token (and a refresh token when asked)', async () => {
    const res = await login({ username: 'admin', password: TEST_ADMIN_PASSWORD, provider: 'db', refresh: true });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(typeof body.access_token).toBe('string');
    expect(typeof body.refresh_token).toBe('string');

    const plain = await json(await login({ username: 'admin', password: TEST_ADMIN_PASSWORD, provider: 'db' }));
    expect(Object.keys(plain)).toEqual(['access_token']);
  });

  it('refuses a wrong password or an unknown user with 401 and a clear message', async () => {
    for (const body of [
      { username: 'admin', password: 'wrong', provider: 'db' },
      { username: 'nobody-here', password: 'wrong', provider: 'db' },
    ]) {
      const res = await login(body);
      expect(res.status).toBe(401);
      expect(await json(res)).toEqual({ message: 'Invalid username or password' });
    }
  });

  it('answers 400 naming the missing fields', async () => {
    const res = await login({ username: 'admin', provider: 'db' });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ message: { password: ['Missing data for required field.'] } });

    const bad = await app.request('/api/v1/security/login', {
      method: 'POST',
      token: null,
      headers: { 'content-type': 'application/json' },
      body: '{"username": "admin",',
    });
    expect(bad.status).toBe(400);
    expect(((await json(bad)).message as string).startsWith('Request is not JSON')).toBe(true);

    const provider = await login({ username: 'admin', password: 'x', provider: 'ldap' });
    expect(provider.status).toBe(400);
  });

  it('accepts a bearer token and refuses anonymous calls to protected routes', async () => {
    const me = await app.request('/api/v1/me/');
    expect(me.status).toBe(200);
    const body = await json<{ result: Record<string, unknown> }>(me);
    expect(body.result).toMatchObject({ username: 'admin', is_active: true });
    expect(body.result.roles).toContain('Admin');

    for (const path of ['/api/v1/me/', '/api/v1/chart/', '/api/v1/chart/1', '/api/v1/dataset/']) {
      const res = await app.request(path, { token: null });
      expect(res.status, path).toBe(401);
      expect(await json(res)).toEqual({ message: 'Not authorized' });
    }
    const forged = await app.request('/api/v1/me/', { token: 'not-a-token' });
    expect(forged.status).toBe(401);
  });

  it('exchanges a refresh token for a new access token', async () => {
    const { refresh_token } = await json<{ refresh_token: string }>(
      await login({ username: gamma.username, password: 'gamma-pass', provider: 'db', refresh: true }),
    );
    const res = await app.request('/api/v1/security/refresh', { method: 'POST', token: refresh_token });
    expect(res.status).toBe(200);
    const { access_token } = await json<{ access_token: string }>(res);
    const me = await json<{ result: { id: number } }>(await app.request('/api/v1/me/', { token: access_token }));
    expect(me.result.id).toBe(gamma.id);

    expect((await app.request('/api/v1/security/refresh', { method: 'POST', token: null })).status).toBe(401);
  });

  it('signs a browser in with a session cookie (JSON or form) and out again', async () => {
    // The pre-login CSRF seed cookie and its token, as the browser's login page fetches them.
    const csrf = await app.request('/api/v1/security/csrf_token/', { token: null });
    const seed = csrf.headers.get('set-cookie')?.split(';')[0] ?? '';
    const { result: csrfToken } = (await csrf.json()) as { result: string };
    const res = await app.request('/login/', {
      method: 'POST',
      token: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: seed, 'x-csrftoken': csrfToken },
      body: new URLSearchParams({ username: gamma.username, password: 'gamma-pass' }).toString(),
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      result: { id: gamma.id, username: gamma.username, first_name: 'Gina', last_name: 'User' },
    });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = setCookie.split(';')[0] as string;

    const me = await app.request('/api/v1/me/', { token: null, headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await json<{ result: { username: string } }>(me)).result.username).toBe(gamma.username);

    const wrong = await app.request('/login/', {
      method: 'POST',
      token: null,
      json: { username: gamma.username, password: 'x' },
      headers: { cookie: seed, 'x-csrftoken': csrfToken },
    });
    expect(wrong.status).toBe(401);

    const out = await app.request('/logout/', { token: null, headers: { cookie } });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie') ?? '').toMatch(/^session=;.*Max-Age=0/i);
  });
});
