import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OAuthProvider } from '../../gateway/src/auth/oidc-config.ts';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, openStore, suffix } from '../rest/fixtures.ts';
import { type LocalProvider, startLocalProvider } from './oidc-provider.ts';

type Jar = Map<string, string>;

function keepCookies(jar: Jar, res: Response): void {
  for (const line of res.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const i = pair.indexOf('=');
    const name = pair.slice(0, i).trim();
    const value = pair.slice(i + 1).trim();
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
}

const cookieHeader = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** A port nothing listens on: a provider that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('OAuth 2 / OpenID Connect sign-in against a local provider', () => {
  let provider: LocalProvider;
  let app: TestApp;
  let store: MetadataStore;
  const logLines: string[] = [];

  beforeAll(async () => {
    provider = await startLocalProvider(['http://localhost/oauth-authorized/local']);
    const providers: OAuthProvider[] = [
      {
        name: 'local',
        label: 'Company SSO',
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        scopes: ['openid', 'email', 'profile'],
        usernameClaim: 'preferred_username',
        rolesClaim: 'groups',
      },
      {
        name: 'down',
        label: 'Provider that is down',
        issuer: `http://127.0.0.1:${await closedPort()}`,
        clientId: 'nobody',
        clientSecret: 'down-secret-value',
        scopes: ['openid'],
        usernameClaim: 'preferred_username',
        rolesClaim: 'groups',
      },
    ];
    app = await startTestApp({
      examplesRows: 200,
      config: {
        oauth: {
          providers,
          userRegistration: true,
          userRegistrationRole: 'Gamma',
          rolesMapping: {},
          rolesSyncAtLogin: false,
        },
      },
      logDestination: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    });
    store = await openStore(app);
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
    await provider?.close();
  });

  const setRegistration = (userRegistration: boolean) => {
    app.chartroom.config.oauth = { ...app.chartroom.config.oauth, userRegistration };
  };

  /**
   * The whole browser round trip over HTTP: Chartroom's redirect, the provider's login page (its
   * form submitted as a browser would), the redirects back, and Chartroom's callback.
   */
  async function signIn(login: string, next = '/chart/list/', cancel = false): Promise<{ res: Response; jar: Jar }> {
    const jar: Jar = new Map();
    const providerJar: Jar = new Map();
    let res = await app.request(`/login/local?next=${encodeURIComponent(next)}`, { token: null, redirect: 'manual' });
    expect(res.status).toBe(302);
    keepCookies(jar, res);
    let location = res.headers.get('location') ?? '';
    expect(location.startsWith(provider.issuer)).toBe(true);
    const authorize = new URL(location);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    for (let step = 0; step < 12 && !location.startsWith('http://localhost/'); step++) {
      res = await fetch(location, { redirect: 'manual', headers: { cookie: cookieHeader(providerJar) } });
      keepCookies(providerJar, res);
      if (res.status === 200 && cancel) {
        // The provider's "Cancel" link: it answers the callback with error=access_denied.
        const abort = /href="([^"]*abort[^"]*)"/.exec(await res.text())?.[1];
        expect(abort).toBeTruthy();
        res = await fetch(new URL(abort ?? '', location), {
          redirect: 'manual',
          headers: { cookie: cookieHeader(providerJar) },
        });
        keepCookies(providerJar, res);
      } else if (res.status === 200) {
        const html = await res.text();
        const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
        expect(action, html).toBeTruthy();
        res = await fetch(new URL(action ?? '', location), {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: cookieHeader(providerJar), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
        });
        keepCookies(providerJar, res);
      }
      expect([302, 303]).toContain(res.status);
      location = new URL(res.headers.get('location') ?? '', location).href;
    }
    const callback = new URL(location);
    res = await app.request(`${callback.pathname}${callback.search}`, {
      token: null,
      redirect: 'manual',
      headers: { cookie: cookieHeader(jar) },
    });
    keepCookies(jar, res);
    return { res, jar };
  }

  const me = (jar: Jar) => app.request('/api/v1/me/', { token: null, headers: { cookie: cookieHeader(jar) } });

  it('lists the providers for the login page (REST and GraphQL), never their secrets', async () => {
    const res = await app.request('/api/v1/security/oauth_providers/', { token: null });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      result: [
        { name: 'local', label: 'Company SSO' },
        { name: 'down', label: 'Provider that is down' },
      ],
    });
    const gql = await app.request('/graphql', {
      method: 'POST',
      token: null,
      json: { query: '{ signInProviders { name label } }' },
    });
    const body = (await gql.json()) as { data: { signInProviders: { name: string; label: string }[] } };
    expect(body.data.signInProviders.map((p) => p.name)).toEqual(['local', 'down']);
    expect(text).not.toContain(provider.clientSecret);
    expect(JSON.stringify(body)).not.toContain(provider.clientSecret);
  });

  it('registers an unknown user into the configured role, opens a session, and reuses the account next time', async () => {
    setRegistration(true);
    const login = `sso_${suffix()}`;
    provider.addAccount({
      login,
      preferredUsername: login,
      email: `${login}@example.com`,
      givenName: 'Ada',
      familyName: 'Lovelace',
    });
    const first = await signIn(login, '/dashboard/list/');
    expect(first.res.status).toBe(302);
    expect(first.res.headers.get('location')).toBe('/dashboard/list/');
    expect(first.jar.get('session')).toBeTruthy();
    expect(first.jar.has('oauth_pending')).toBe(false);

    const profile = await me(first.jar);
    expect(profile.status).toBe(200);
    const { result } = (await profile.json()) as {
      result: { username: string; email: string; first_name: string; last_name: string; roles: string[] };
    };
    expect(result).toMatchObject({
      username: login,
      email: `${login}@example.com`,
      first_name: 'Ada',
      last_name: 'Lovelace',
      roles: ['Gamma'],
    });
    // The session works as any other: Gamma reads the chart list but may not create a chart.
    const charts = await app.request('/api/v1/chart/', { token: null, headers: { cookie: cookieHeader(first.jar) } });
    expect(charts.status).toBe(200);

    const row = await store.prisma.user.findUniqueOrThrow({ where: { username: login }, include: { roles: true } });
    expect(row.loginCount).toBe(1);

    const second = await signIn(login);
    expect(second.res.status).toBe(302);
    expect(second.res.headers.get('location')).toBe('/chart/list/');
    expect(await store.prisma.user.count({ where: { username: login } })).toBe(1);
    const again = await store.prisma.user.findUniqueOrThrow({ where: { username: login } });
    expect(again.id).toBe(row.id);
    expect(again.loginCount).toBe(2);
    // Both sign-ins are in the audit log, with the provider as their source.
    const audited = await store.prisma.auditLog.findMany({ where: { username: login, action: 'sign_in' } });
    expect(audited.map((a) => [a.source, a.userId])).toEqual([
      ['local', row.id],
      ['local', row.id],
    ]);
  }, 60_000);

  it('signs an existing account in by its verified e-mail; an unverified e-mail opens nothing', async () => {
    setRegistration(false);
    const local = await createUser(store, { role: 'Alpha', password: 'local-password-1' });
    const email = `${local.username}@example.com`;
    const verified = `corp_${suffix()}`;
    provider.addAccount({ login: verified, email, preferredUsername: verified });
    const ok = await signIn(verified);
    expect(ok.res.status).toBe(302);
    const { result } = (await (await me(ok.jar)).json()) as { result: { id: number; roles: string[] } };
    expect(result.id).toBe(local.id);
    expect(result.roles).toEqual(['Alpha']);

    const unverified = `corp_${suffix()}`;
    provider.addAccount({ login: unverified, email, emailVerified: false, preferredUsername: unverified });
    const refused = await signIn(unverified);
    expect(refused.res.headers.get('location')).toBe('/login/?oauth_error=registration');
  }, 60_000);

  it('never sends the browser off the site afterwards: an outside next becomes the welcome page', async () => {
    setRegistration(true);
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const login = `next_${suffix()}`;
      provider.addAccount({ login, preferredUsername: login });
      const { res } = await signIn(login, next);
      expect(res.status).toBe(302);
      expect(res.headers.get('location'), next).toBe('/superset/welcome/');
    }
  }, 60_000);

  it('refuses unknown users while registration is off, storing nothing', async () => {
    setRegistration(false);
    const login = `stranger_${suffix()}`;
    provider.addAccount({ login, preferredUsername: login, email: `${login}@example.com` });
    const users = await store.prisma.user.count();
    const { res, jar } = await signIn(login);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login/?oauth_error=registration');
    expect(jar.has('session')).toBe(false);
    expect(await store.prisma.user.count()).toBe(users);
    const audited = await store.prisma.auditLog.findMany({ where: { username: login } });
    expect(audited.map((a) => [a.action, a.reason, a.source])).toEqual([['sign_in_failed', 'registration', 'local']]);
  }, 60_000);

  it('says so when the user cancels at the provider', async () => {
    const login = `cancel_${suffix()}`;
    provider.addAccount({ login, preferredUsername: login });
    const { res, jar } = await signIn(login, '/chart/list/', true);
    expect(res.headers.get('location')).toBe('/login/?oauth_error=denied');
    expect(jar.has('session')).toBe(false);
  }, 60_000);

  it('gives roles from the provider groups (AUTH_ROLES_MAPPING), again at every sign-in with AUTH_ROLES_SYNC_AT_LOGIN', async () => {
    const before = app.chartroom.config.oauth;
    app.chartroom.config.oauth = {
      ...before,
      userRegistration: true,
      rolesMapping: { analysts: ['sql_lab'], editors: ['Alpha'], ghosts: ['No such role'] },
      rolesSyncAtLogin: true,
    };
    try {
      const login = `mapped_${suffix()}`;
      provider.addAccount({ login, preferredUsername: login, groups: ['analysts', 'ghosts', 'unmapped'] });
      const first = await signIn(login);
      expect(first.res.headers.get('location')).toBe('/chart/list/');
      const roles = async () =>
        ((await (await me(first.jar)).json()) as { result: { roles: string[] } }).result.roles.sort();
      // The mapped role and the registration role; a mapped role that does not exist is skipped.
      expect(await roles()).toEqual(['Gamma', 'sql_lab']);
      // The provider moves the user to another group: the next sign-in follows.
      provider.addAccount({ login, preferredUsername: login, groups: ['editors'] });
      const second = await signIn(login);
      expect(second.res.status).toBe(302);
      const user = await store.prisma.user.findUniqueOrThrow({
        where: { username: login },
        include: { roles: { include: { role: true } } },
      });
      expect(user.roles.map((r) => r.role.name).sort()).toEqual(['Alpha', 'Gamma']);
    } finally {
      app.chartroom.config.oauth = before;
    }
  }, 60_000);

  it('refuses a deactivated account', async () => {
    setRegistration(true);
    const local = await createUser(store, { role: 'Gamma', password: 'local-password-2' });
    await store.prisma.user.update({ where: { id: local.id }, data: { active: false } });
    provider.addAccount({ login: local.username, preferredUsername: local.username });
    const { res, jar } = await signIn(local.username);
    expect(res.headers.get('location')).toBe('/login/?oauth_error=inactive');
    expect(jar.has('session')).toBe(false);
  }, 60_000);

  it('refuses a callback whose state is not the pending one, or with no sign-in under way', async () => {
    const start = await app.request('/login/local', { token: null, redirect: 'manual' });
    const jar: Jar = new Map();
    keepCookies(jar, start);
    expect(jar.get('oauth_pending')).toBeTruthy();
    const forged = await app.request('/oauth-authorized/local?code=abc&state=not-the-state', {
      token: null,
      redirect: 'manual',
      headers: { cookie: cookieHeader(jar) },
    });
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toBe('/login/?oauth_error=state');
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const noCookie = await app.request(`/oauth-authorized/local?code=abc&state=${state}`, {
      token: null,
      redirect: 'manual',
    });
    expect(noCookie.headers.get('location')).toBe('/login/?oauth_error=state');
    // A pending cookie changed by the browser does not open.
    const tampered = await app.request(`/oauth-authorized/local?code=abc&state=${state}`, {
      token: null,
      redirect: 'manual',
      headers: { cookie: `oauth_pending=${jar.get('oauth_pending')}x` },
    });
    expect(tampered.headers.get('location')).toBe('/login/?oauth_error=state');
  });

  it('sends the user back to the login page with a message when the provider is down or unknown', async () => {
    const down = await app.request('/login/down', { token: null, redirect: 'manual' });
    expect(down.status).toBe(302);
    expect(down.headers.get('location')).toBe('/login/?oauth_error=provider');
    const unknown = await app.request('/login/nope', { token: null, redirect: 'manual' });
    expect(unknown.headers.get('location')).toBe('/login/?oauth_error=unknown_provider');
  }, 60_000);

  it('never writes the client secrets to the log', () => {
    const log = logLines.join('');
    expect(log).toContain('OAuth sign-in');
    expect(log).not.toContain(provider.clientSecret);
    expect(log).not.toContain('down-secret-value');
  });
});
