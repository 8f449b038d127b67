import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '../../gateway/src/auth/permissions.ts';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { openStore } from '../rest/fixtures.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SCREENSHOTS = 'test-results/screenshots';

/** Serious and critical axe violations of the page. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
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

interface Paged<T> {
  result: T[];
}

describe('an anonymous visitor in Chromium, with and without Public permissions', () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([
      serveTestApp({ examplesRows: 50, ...(clientDistDir ? { clientDistDir } : {}) }),
      launchBrowser(),
    ]);
    page = await browser.newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('sends the visitor to the login page while Public grants nothing', async () => {
    await page.goto(`${app.baseUrl}/dashboard/list/`);
    await page.waitForURL(/\/login\/\?next=/, { timeout: 60_000 });
    expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard/list/');
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  }, 120_000);

  it("shows dashboards and charts to the visitor once Public holds Gamma's permissions; the rest asks to sign in", async () => {
    // The administrator gives Public what Gamma has (as CHARTROOM_PUBLIC_ROLE_LIKE=Gamma does at a start).
    const roles = (await (
      await app.request("/api/v1/security/roles/?q=(filters:!((col:name,opr:eq,value:'Public')))")
    ).json()) as Paged<{ id: number }>;
    const publicId = roles.result[0]?.id;
    expect(publicId).toBeDefined();
    const store = await openStore(app);
    const all = await store.prisma.permission.findMany().finally(() => store.close());
    const gamma = new Set<string>(ROLE_PERMISSIONS.Gamma);
    const ids = all.filter((p) => gamma.has(`${p.name}:${p.viewMenu}`)).map((p) => p.id);
    expect(ids).toHaveLength(gamma.size);
    const set = await app.request(`/api/v1/security/roles/${publicId}/permissions/`, {
      method: 'POST',
      json: { permission_view_menu_ids: ids },
    });
    expect(set.status).toBe(200);

    await page.goto(`${app.baseUrl}/dashboard/list/`);
    await page.getByRole('link', { name: 'Sales overview' }).waitFor({ timeout: 60_000 });
    expect(page.url()).toBe(`${app.baseUrl}/dashboard/list/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const login = nav.getByRole('link', { name: 'Login' });
    await login.waitFor();
    expect(await nav.getByRole('button', { name: /User menu/ }).count()).toBe(0);
    expect(await nav.getByRole('button', { name: 'Create new' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'SQL Lab' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/anonymous-dashboard-list.png` });

    // A dashboard opens for the visitor.
    await page.getByRole('link', { name: 'Sales overview' }).click();
    await page.waitForURL(/\/superset\/dashboard\//, { timeout: 60_000 });
    await page.getByRole('heading', { name: 'Sales overview' }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/anonymous-dashboard.png` });

    await page.goto(`${app.baseUrl}/chart/list/`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Login' })
      .waitFor({ timeout: 60_000 });
    await page.locator('table tbody tr').first().waitFor({ timeout: 60_000 });
    expect(page.url()).toBe(`${app.baseUrl}/chart/list/`);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/anonymous-chart-list.png` });

    // What Public may not do (the roles screen) still leads to the login page.
    await page.goto(`${app.baseUrl}/roles/list/`);
    await page.waitForURL(/\/login\/\?next=/, { timeout: 60_000 });
    expect(new URL(page.url()).searchParams.get('next')).toBe('/roles/list/');

    // The Login link signs in and comes back to the page it was on.
    await page.goto(`${app.baseUrl}/chart/list/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(/\/login\/\?next=/);
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(`${app.baseUrl}/chart/list/`, { timeout: 60_000 });
    await page.getByRole('button', { name: /User menu/ }).waitFor({ timeout: 60_000 });
  }, 300_000);
});
