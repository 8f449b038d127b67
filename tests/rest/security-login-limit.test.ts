import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginThrottle, LOGIN_LIMITS, redisAttemptCounter } from '../../gateway/src/auth/login-throttle.ts';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { CLIENT_ADDRESS_HEADER } from '../../gateway/src/rest/auth/client-address.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, openStore, suffix } from './fixtures.ts';

describe.each(METADATA_BACKENDS)('security: login rate limit (%s)', (backend) => {
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

  const login = async (username: string, password: string, address: string, path = '/api/v1/security/login') => {
    const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: address };
    if (path === '/login') {
      // The browser login carries the CSRF token of its pre-login seed cookie.
      const csrf = await app.request('/api/v1/security/csrf_token/', { token: null });
      headers.cookie = csrf.headers.get('set-cookie')?.split(';')[0] ?? '';
      headers['x-csrftoken'] = ((await csrf.json()) as { result: string }).result;
    }
    return app.request(path, { method: 'POST', token: null, headers, json: { username, password, provider: 'db' } });
  };

  it('stops guessing one account: after the limit even the right password gets 429 with Retry-After', async () => {
    const user = await createUser(store, { role: 'Gamma', password: 'right-pass' });
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await login(user.username, `wrong-${i}`, `198.51.100.${i}`)).status);
    expect(statuses.slice(0, LOGIN_LIMITS.perUser).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(LOGIN_LIMITS.perUser).every((s) => s === 429)).toBe(true);
    for (const path of ['/api/v1/security/login', '/login']) {
      const right = await login(user.username, 'right-pass', '198.51.100.200', path);
      expect(right.status, path).toBe(429);
      const retry = Number(right.headers.get('retry-after'));
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(LOGIN_LIMITS.windowMs / 1000);
      const text = await right.text();
      expect(text).not.toContain('access_token');
      expect(right.headers.get('set-cookie')).toBeNull();
    }
    // Another account is not locked by it.
    const other = await createUser(store, { role: 'Gamma', password: 'other-pass' });
    expect((await login(other.username, 'other-pass', '198.51.100.201')).status).toBe(200);
  });

  it('stops one address spraying many accounts, not the others', async () => {
    const sprayer = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      expect((await login(`nobody_${suffix()}`, 'guess', sprayer)).status).toBe(401);
    }
    const victim = await createUser(store, { role: 'Gamma', password: 'victim-pass' });
    const blocked = await login(victim.username, 'victim-pass', sprayer);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await login(victim.username, 'victim-pass', '192.0.2.7')).status).toBe(200);
  });
});

describe('security: login limits shared through Redis (scale-out)', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: false, maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    await redis?.quit();
  });

  it('counts failures seen by one gateway on every other', async () => {
    const prefix = `chartroom-test-${suffix()}:`;
    const gatewayA = createLoginThrottle(redisAttemptCounter(redis, prefix));
    const gatewayB = createLoginThrottle(redisAttemptCounter(redis, prefix));
    for (let i = 0; i < LOGIN_LIMITS.perUser; i++) await (i % 2 ? gatewayA : gatewayB).failed('alice', `10.0.0.${i}`);
    const wait = await gatewayB.retryAfter('alice', '10.0.0.99');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOGIN_LIMITS.windowMs / 1000);
    expect(await gatewayA.retryAfter('bob', '10.0.0.99')).toBeNull();
    expect(Number(await redis.pttl(`${prefix}login-failures:user:alice`))).toBeGreaterThan(0);
    await redis.del(`${prefix}login-failures:user:alice`);
    for (let i = 0; i < LOGIN_LIMITS.perUser; i++) await redis.del(`${prefix}login-failures:address:10.0.0.${i}`);
  });
});
