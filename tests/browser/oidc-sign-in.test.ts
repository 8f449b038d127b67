import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { type LocalProvider, startLocalProvider } from '../admin/oidc-provider.ts';
import { openStore } from '../rest/fixtures.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SCREENSHOTS = 'test-results/screenshots';
const suffix = Math.random().toString(36).slice(2, 8);

/** Serious and critical axe violations of the page. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core is injected as a global script
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return (result.violations as { id: string; impact: string; nodes: { target: string[]; html?: string }[] }[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html ?? ''}`).join(', ')}`);
  });
}

describe('OpenID Connect sign-in in Chromium', () => {
  let app: ServedApp;
  let provider: LocalProvider;
  let browser: BrowserContext;
  let page: Page;
  let store: MetadataStore;

  beforeAll(async () => {
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([
      serveTestApp({ examplesRows: 50, ...(clientDistDir ? { clientDistDir } : {}) }),
      launchBrowser(),
    ]);
    // The provider must know the callback, which needs the app's port: the providers are set once both run.
    provider = await startLocalProvider([`${app.baseUrl}/oauth-authorized/corp`]);
    app.chartroom.config.oauth = {
      providers: [
        {
          name: 'corp',
          label: 'Corp SSO',
          issuer: provider.issuer,
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
          scopes: ['openid', 'email', 'profile'],
          usernameClaim: 'preferred_username',
          rolesClaim: 'groups',
        },
      ],
      userRegistration: true,
      userRegistrationRole: 'Gamma',
      rolesMapping: {},
      rolesSyncAtLogin: false,
    };
    store = await openStore(app);
    page = await browser.newPage();
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await browser?.close();
    await app?.close();
    await provider?.close();
  });

  it('signs a new user in through the provider button, into the registration role', async () => {
    const login = `ada_${suffix}`;
    provider.addAccount({
      login,
      preferredUsername: login,
      email: `${login}@example.com`,
      givenName: 'Ada',
      familyName: 'Lovelace',
    });
    await page.goto(`${app.baseUrl}/login/?next=${encodeURIComponent('/chart/list/')}`);
    const button = page.getByRole('link', { name: 'Sign in with Corp SSO' });
    await button.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/oidc-login-page.png` });

    await button.click();
    // The provider's own login page (oidc-provider's development interaction).
    await page.waitForURL((url) => url.href.startsWith(provider.issuer));
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    await page.waitForURL(/\/chart\/list\/$/, { timeout: 60_000 });
    await page.getByRole('heading', { name: 'Charts', level: 1 }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: /^User menu:/ }).waitFor();
    expect(await page.getByRole('button', { name: /^User menu:/ }).getAttribute('aria-label')).toContain('Ada');
    await page.screenshot({ path: `${SCREENSHOTS}/oidc-signed-in.png` });

    const user = await store.prisma.user.findUniqueOrThrow({
      where: { username: login },
      include: { roles: { include: { role: true } } },
    });
    expect(user.email).toBe(`${login}@example.com`);
    expect(user.roles.map((r) => r.role.name)).toEqual(['Gamma']);
  }, 180_000);

  it('shows a clear message on the login page when the sign-in is refused', async () => {
    await page.context().clearCookies();
    app.chartroom.config.oauth = { ...app.chartroom.config.oauth, userRegistration: false };
    const login = `grace_${suffix}`;
    provider.addAccount({ login, preferredUsername: login });
    await page.goto(`${app.baseUrl}/login/`);
    await page.getByRole('link', { name: 'Sign in with Corp SSO' }).click();
    await page.waitForURL((url) => url.href.startsWith(provider.issuer));
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    await page.waitForURL(/\/login\/\?oauth_error=registration$/, { timeout: 60_000 });
    await page
      .getByRole('alert')
      .getByText(/There is no Chartroom account for you/)
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/oidc-refused.png` });
    expect(await store.prisma.user.count({ where: { username: login } })).toBe(0);
  }, 180_000);
});
