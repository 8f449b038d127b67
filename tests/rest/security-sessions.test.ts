import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKey, SECRET_KEY_SETTING } from '../../gateway/src/auth/secret-material.ts';
import { USER_CONTEXT_TTL_MS } from '../../gateway/src/auth/user-context-cache.ts';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, openStore } from './fixtures.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(METADATA_BACKENDS)('security: sessions end when they should (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const browserLogin = async (username: string, password: string) => {
    const csrf = await app.request('/api/v1/security/csrf_token/', { token: null });
    const headers = {
      cookie: csrf.headers.get('set-cookie')?.split(';')[0] ?? '',
      'x-csrftoken': ((await csrf.json()) as { result: string }).result,
    };
    const res = await app.request('/login', { method: 'POST', token: null, json: { username, password }, headers });
    expect(res.status).toBe(200);
    const cookie = /^session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    expect(cookie).toBeTruthy();
    return `session=${cookie}`;
  };
  const me = (cookie: string) => app.request('/api/v1/me/', { token: null, headers: { cookie } });

  it('ends the session on logout: the old cookie is refused, here and on another gateway', async () => {
    const user = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    const cookie = await browserLogin(user.username, 'gamma-pass');
    const other = await browserLogin(user.username, 'gamma-pass');
    expect((await me(cookie)).status).toBe(200);
    const csrf = await app.request('/api/v1/security/csrf_token/', { token: null, headers: { cookie } });
    const csrfToken = ((await csrf.json()) as { result: string }).result;
    const out = await app.request('/logout', {
      method: 'POST',
      token: null,
      headers: { cookie, 'x-csrftoken': csrfToken },
    });
    expect(out.status).toBe(200);
    // A copy of the cookie kept by an attacker (or another tab) no longer works.
    const after = await me(cookie);
    expect(after.status).toBe(401);
    expect(await after.text()).not.toContain(user.username);
    // Only that session ended: the user's other browser stays signed in.
    expect((await me(other)).status).toBe(200);
    const revoked = await store.prisma.keyValue.count({ where: { resource: 'revoked_session' } });
    expect(revoked).toBeGreaterThan(0);
  });

  it('ends sessions and refresh of a deactivated user', async () => {
    const user = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    const cookie = await browserLogin(user.username, 'gamma-pass');
    const login = await app.request('/api/v1/security/login', {
      method: 'POST',
      token: null,
      json: { username: user.username, password: 'gamma-pass', provider: 'db', refresh: true },
    });
    const { refresh_token: refresh } = (await login.json()) as { refresh_token: string };
    const refreshed = await app.request('/api/v1/security/refresh', { method: 'POST', token: refresh });
    expect(refreshed.status).toBe(200);
    await store.prisma.user.update({ where: { id: user.id }, data: { active: false } });
    await sleep(USER_CONTEXT_TTL_MS + 200);
    expect((await me(cookie)).status).toBe(401);
    const refused = await app.request('/api/v1/security/refresh', { method: 'POST', token: refresh });
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toContain('access_token');
  });

  it('refuses tokens without an expiry, even correctly signed', async () => {
    const material = (await store.prisma.appSetting.findUniqueOrThrow({ where: { key: SECRET_KEY_SETTING } })).value;
    const admin = await store.prisma.user.findUniqueOrThrow({ where: { username: 'admin' } });
    const key = deriveKey(material, 'token-signing');
    const sign = (withExpiry: boolean) => {
      const jwt = new SignJWT({ type: 'access', fresh: true })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(admin.id))
        .setIssuer('chartroom')
        .setJti(crypto.randomUUID())
        .setIssuedAt();
      return (withExpiry ? jwt.setExpirationTime('5m') : jwt).sign(key);
    };
    // The same token with an expiry works: the refusal is about the expiry alone.
    expect((await app.request('/api/v1/me/', { token: await sign(true) })).status).toBe(200);
    const forever = await app.request('/api/v1/me/', { token: await sign(false) });
    expect(forever.status).toBe(401);
    expect(await forever.text()).not.toContain('admin');
  });
});
