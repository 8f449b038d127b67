import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../graphql/fixtures.ts';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const suffix = Math.random().toString(36).slice(2, 8);

async function signIn(page: Page, baseUrl: string, username: string, password: string) {
  await page.goto(`${baseUrl}/login/`);
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function seriousAxe(page: Page, include: string) {
  await page.evaluate(`${AXE_SOURCE}\n;0`);
  const violations = await page.evaluate(async (selector) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core is injected as a global script
    const axe = (window as any).axe;
    const result = await axe.run(
      { include: [[selector]] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } },
    );
    return (result.violations as { id: string; impact: string; nodes: { target: string[] }[] }[]).map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  }, include);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Dashboard roles under DASHBOARD_RBAC: the properties modal lists the roles, the ticked ones are
 * saved on the dashboard, and the dashboard then opens only for holders of those roles (and owners).
 */
describe('dashboard roles in the properties modal (DASHBOARD_RBAC)', { timeout: 240_000 }, () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;

  const api = async <T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<T> => {
    const res = await app.request(path, init);
    if (res.status >= 300) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([
      serveTestApp({ featureFlags: 'DASHBOARD_RBAC', ...(clientDistDir ? { clientDistDir } : {}) }),
      launchBrowser(),
    ]);
    browser.setDefaultTimeout(90_000);
    page = await browser.newPage();
    await signIn(page, app.baseUrl, 'admin', TEST_ADMIN_PASSWORD);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('saves the roles ticked; the dashboard then opens for Alpha users only, not for Gamma', async () => {
    const title = `Roles ${suffix}`;
    const { id } = await api<{ id: number }>('/api/v1/dashboard/', {
      method: 'POST',
      json: { dashboard_title: title, published: true },
    });
    await page.goto(`${app.baseUrl}/superset/dashboard/${id}/?edit=true`);
    await page.getByRole('button', { name: 'Edit properties' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dashboard properties' });
    const roles = dialog.getByRole('group', { name: 'Roles' });
    await roles.getByRole('checkbox', { name: 'Gamma', exact: true }).waitFor();
    expect(await roles.getByRole('checkbox', { checked: true }).count()).toBe(0);
    await roles.getByText('Alpha', { exact: true }).click();
    await expect.poll(() => roles.getByRole('checkbox', { name: 'Alpha', exact: true }).isChecked()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-properties-roles.png` });
    expect(await seriousAxe(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });

    const alphaRole = (
      await api<{ result: { value: number; text: string }[] }>('/api/v1/dashboard/related/roles')
    ).result.find((r) => r.text === 'Alpha');
    await expect
      .poll(async () => {
        const body = await api<{ result: { roles: { id: number }[] } }>(`/api/v1/dashboard/${id}`);
        return body.result.roles.map((r) => r.id);
      })
      .toEqual([alphaRole?.value]);

    // Opened again, the modal shows the stored role ticked.
    await page.getByRole('button', { name: 'Edit properties' }).click();
    await expect
      .poll(() => dialog.getByRole('group', { name: 'Roles' }).getByRole('checkbox', { name: 'Alpha' }).isChecked())
      .toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const [gamma, alpha] = await Promise.all([addUser(app, 'Gamma'), addUser(app, 'Alpha')]);
    const other = await launchBrowser();
    try {
      other.setDefaultTimeout(90_000);
      const visitor = await other.newPage();
      await signIn(visitor, app.baseUrl, gamma.username, gamma.password);
      await visitor.goto(`${app.baseUrl}/superset/dashboard/${id}/`);
      await visitor.getByRole('heading', { name: 'Dashboard not found', level: 1 }).waitFor();
      await visitor.context().clearCookies();
      await signIn(visitor, app.baseUrl, alpha.username, alpha.password);
      await visitor.goto(`${app.baseUrl}/superset/dashboard/${id}/`);
      await visitor.getByRole('heading', { name: title, level: 1 }).waitFor();
    } finally {
      await other.close();
    }
  });
});
