import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, openStore, suffix } from './fixtures.ts';

const cookieValue = (res: Response, name: string) =>
  new RegExp(`(?:^|[\\s,])${name}=([^;]*)`).exec(res.headers.get('set-cookie') ?? '')?.[1];

// The attacks a page of another site can make with the visitor's cookies: plain forms (urlencoded,
// multipart, text/plain) and requests with a token it made up or fetched for its own session.
describe.each(METADATA_BACKENDS)('security: CSRF on cookie sessions (%s)', (backend) => {
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

  /** GET /api/v1/security/csrf_token/ with these cookies: the token and the pre-login seed cookie if one was set. */
  const fetchToken = async (cookie?: string) => {
    const res = await app.request('/api/v1/security/csrf_token/', { token: null, headers: cookie ? { cookie } : {} });
    expect(res.status).toBe(200);
    const seed = cookieValue(res, 'csrf_seed');
    const { result } = (await res.json()) as { result: string };
    expect(result).toMatch(/^[\w-]{20,}$/);
    return { token: result, seed: seed ? `csrf_seed=${seed}` : undefined };
  };

  /** A browser's login: seed cookie and token first, as the client does. */
  const browserLogin = async (username: string, password: string) => {
    const { token, seed } = await fetchToken();
    const res = await app.request('/login/', {
      method: 'POST',
      token: null,
      json: { username, password },
      headers: { cookie: seed as string, 'x-csrftoken': token },
    });
    expect(res.status).toBe(200);
    const session = `session=${cookieValue(res, 'session')}`;
    return { cookie: session, token: (await fetchToken(session)).token };
  };

  const dashboardsTitled = (title: string) => store.prisma.dashboard.count({ where: { dashboardTitle: title } });

  it('refuses a login without the token of the browser own pre-login seed (login CSRF)', async () => {
    const victim = await fetchToken();
    const attacker = await fetchToken();
    const attackerUser = await createUser(store, { role: 'Gamma', password: 'attacker-pass' });
    const credentials = { username: attackerUser.username, password: 'attacker-pass' };
    const attempts: [string, RequestInit & { json?: unknown }, string][] = [
      ['no token', { json: credentials, headers: { cookie: victim.seed as string } }, 'The CSRF token is missing.'],
      [
        'a cross-site urlencoded form',
        {
          body: new URLSearchParams(credentials).toString(),
          headers: { cookie: victim.seed as string, 'content-type': 'application/x-www-form-urlencoded' },
        },
        'The CSRF token is missing.',
      ],
      [
        "the attacker's own token",
        { json: credentials, headers: { cookie: victim.seed as string, 'x-csrftoken': attacker.token } },
        'The CSRF token is invalid.',
      ],
      [
        'a token without its seed cookie',
        { json: credentials, headers: { 'x-csrftoken': victim.token } },
        'The CSRF token is invalid.',
      ],
    ];
    for (const [what, init, message] of attempts) {
      const res = await app.request('/login/', { method: 'POST', token: null, ...init });
      expect(res.status, what).toBe(400);
      expect(await res.json(), what).toEqual({ message });
      expect(cookieValue(res, 'session'), what).toBeUndefined();
    }
    const before = await store.prisma.user.findUniqueOrThrow({ where: { id: attackerUser.id } });
    expect(before.loginCount).toBe(0);
    // The browser's own token works.
    const ok = await app.request('/login/', {
      method: 'POST',
      token: null,
      json: credentials,
      headers: { cookie: victim.seed as string, 'x-csrftoken': victim.token },
    });
    expect(ok.status).toBe(200);
    expect(cookieValue(ok, 'session')).toBeTruthy();
  });

  it('refuses REST writes riding on the session cookie without the session token', async () => {
    const alpha = await createUser(store, { role: 'Alpha', password: 'alpha-pass' });
    const victim = await browserLogin(alpha.username, 'alpha-pass');
    const other = await browserLogin(alpha.username, 'alpha-pass');
    expect(other.token).not.toBe(victim.token);
    const title = `csrf ${suffix()}`;
    const forged: [string, RequestInit & { json?: unknown }][] = [
      ['json without token', { json: { dashboard_title: title } }],
      [
        'text/plain form',
        { body: `{"dashboard_title": "${title}", "x": "=1"}`, headers: { 'content-type': 'text/plain' } },
      ],
      [
        'urlencoded form',
        {
          body: new URLSearchParams({ dashboard_title: title }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      ],
      ["another session's token", { json: { dashboard_title: title }, headers: { 'x-csrftoken': other.token } }],
      ['a made-up token', { json: { dashboard_title: title }, headers: { 'x-csrftoken': 'A'.repeat(43) } }],
    ];
    for (const [what, init] of forged) {
      const headers = new Headers(init.headers);
      headers.set('cookie', victim.cookie);
      const res = await app.request('/api/v1/dashboard/', { method: 'POST', token: null, ...init, headers });
      expect(res.status, what).toBe(400);
      expect(((await res.json()) as { message: string }).message, what).toMatch(
        /^The CSRF token is (missing|invalid)\.$/,
      );
    }
    expect(await dashboardsTitled(title)).toBe(0);
    // Logout is a write too: a forged one leaves the session alive.
    const out = await app.request('/logout/', { method: 'POST', token: null, headers: { cookie: victim.cookie } });
    expect(out.status).toBe(400);
    expect((await app.request('/api/v1/me/', { token: null, headers: { cookie: victim.cookie } })).status).toBe(200);

    // The session's own token passes; bearer tokens need none.
    const ok = await app.request('/api/v1/dashboard/', {
      method: 'POST',
      token: null,
      json: { dashboard_title: title },
      headers: { cookie: victim.cookie, 'x-csrftoken': victim.token },
    });
    expect(ok.status).toBe(201);
    const bearer = await app.request('/api/v1/dashboard/', {
      method: 'POST',
      token: await app.login(alpha.username, 'alpha-pass'),
      json: { dashboard_title: title },
    });
    expect(bearer.status).toBe(201);
    expect(await dashboardsTitled(title)).toBe(2);

    // After logout the session's token is worthless with any cookie the browser is left with.
    const logout = await app.request('/logout/', {
      method: 'POST',
      token: null,
      headers: { cookie: victim.cookie, 'x-csrftoken': victim.token },
    });
    expect(logout.status).toBe(200);
  });

  it('refuses GraphQL mutations riding on the session cookie without the session token', async () => {
    const alpha = await createUser(store, { role: 'Alpha', password: 'alpha-pass' });
    const victim = await browserLogin(alpha.username, 'alpha-pass');
    const other = await browserLogin(alpha.username, 'alpha-pass');
    const title = `csrf gql ${suffix()}`;
    const mutation = {
      query: `mutation { createDashboard(input: { dashboardTitle: "${title}" }) { __typename } }`,
    };
    const send = (headers: Record<string, string>, body = JSON.stringify(mutation)) =>
      app.request('/graphql', {
        method: 'POST',
        token: null,
        body,
        headers: { 'content-type': 'application/json', cookie: victim.cookie, ...headers },
      });
    for (const [what, headers] of [
      ['no token', {}],
      ['no token, X-Requested-With', { 'x-requested-with': 'XMLHttpRequest' }],
      ["another session's token", { 'x-csrftoken': other.token }],
    ] as const) {
      const res = await send(headers);
      const body = (await res.json()) as {
        data?: unknown;
        errors?: { message: string; extensions?: { code?: string } }[];
      };
      expect(body.data ?? null, what).toBeNull();
      expect(body.errors?.[0]?.extensions?.code, what).toBe('CSRF_REJECTED');
      expect(body.errors?.[0]?.message, what).toMatch(/^The CSRF token is (missing|invalid)\.$/);
    }
    // A text/plain form post never reaches execution.
    const plain = await send({ 'content-type': 'text/plain' });
    expect(plain.status).toBe(403);
    expect(await dashboardsTitled(title)).toBe(0);

    // Queries need no token; the session's token lets the mutation through.
    const query = await send({}, JSON.stringify({ query: '{ viewer { username } }' }));
    expect(JSON.stringify(await query.json())).toContain(alpha.username);
    const ok = await send({ 'x-csrftoken': victim.token });
    expect(((await ok.json()) as { data: { createDashboard: { __typename: string } } }).data.createDashboard).toEqual({
      __typename: 'SaveDashboardPayload',
    });
    expect(await dashboardsTitled(title)).toBe(1);
  });
});
