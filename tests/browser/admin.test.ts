import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const suffix = Math.random().toString(36).slice(2, 8);
const NEW_USER = `gamma_${suffix}`;
const NEW_PASSWORD = 'gamma-browser-pass';

/** Serious and critical axe violations of the page (the dialog included when one is open). */
async function axeViolations(page: Page): Promise<string[]> {
  // Dialogs fade in: contrast is measured once every animation has ended.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  // Through the DevTools protocol: the app's Content-Security-Policy refuses inline scripts.
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

/** Ticks a Chakra checkbox as a keyboard user does (its input is visually hidden). */
async function tick(page: Page, checkbox: ReturnType<Page['getByRole']>) {
  await checkbox.focus();
  await page.keyboard.press('Space');
  expect(await checkbox.isChecked()).toBe(true);
}

async function signIn(page: Page, baseUrl: string, username: string, password: string) {
  await page.goto(`${baseUrl}/login/`);
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/superset\/welcome\/$/);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^User menu:/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL(/\/login\/$/);
}

describe('administration screens in Chromium', () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([
      serveTestApp({ examplesRows: 200, ...(clientDistDir ? { clientDistDir } : {}) }),
      launchBrowser(),
    ]);
    page = await browser.newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('lets the admin reach the users list from the user menu and add a Gamma user', async () => {
    await signIn(page, app.baseUrl, 'admin', TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: /^User menu:/ }).click();
    await page.getByRole('menuitem', { name: 'List Users' }).click();
    await page.waitForURL(/\/users\/list\/$/);
    await page.getByRole('row', { name: /admin/ }).first().waitFor();
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '+ User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Username').fill(NEW_USER);
    await dialog.getByLabel('First name').fill('Gina');
    await dialog.getByLabel('Last name').fill('Gamma');
    await dialog.getByLabel('E-mail').fill(`${NEW_USER}@example.com`);
    await tick(page, dialog.getByRole('checkbox', { name: 'Gamma' }));
    // The password policy is enforced with its message, and nothing is stored.
    await dialog.getByLabel('Password').fill('short');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog
      .getByRole('alert')
      .getByText(/at least 10 characters/)
      .waitFor();
    await dialog.getByLabel('Password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: new RegExp(NEW_USER) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Gamma');

    await row.getByRole('button', { name: `Reset password of ${NEW_USER}` }).click();
    const reset = page.getByRole('dialog', { name: `Reset password of ${NEW_USER}` });
    await reset.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await reset.getByRole('button', { name: 'Cancel' }).click();
    await reset.waitFor({ state: 'hidden' });
  });

  it('edits a copied role on the roles screen, with its permissions grouped and searchable', async () => {
    await page.getByRole('button', { name: /^User menu:/ }).click();
    await page.getByRole('menuitem', { name: 'List Roles' }).click();
    await page.waitForURL(/\/roles\/list\/$/);
    await page.getByRole('button', { name: 'Copy Gamma' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy Gamma' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Name').fill(`Readers ${suffix}`);
    await dialog.getByLabel('Search permissions').fill('Chart');
    expect(await dialog.getByRole('checkbox', { name: 'can_read on Chart' }).isChecked()).toBe(true);
    await tick(page, dialog.getByRole('checkbox', { name: 'can_write on Chart' }));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: new RegExp(`Readers ${suffix}`) }).waitFor();
    const stored = (await (
      await app.request(`/api/v1/security/roles/?q=(filters:!((col:name,opr:eq,value:'Readers ${suffix}')))`)
    ).json()) as { result: { permission_ids: number[] }[] };
    const gamma = (await (
      await app.request("/api/v1/security/roles/?q=(filters:!((col:name,opr:eq,value:'Gamma')))")
    ).json()) as { result: { permission_ids: number[] }[] };
    expect(stored.result[0]?.permission_ids.length).toBe((gamma.result[0]?.permission_ids.length ?? 0) + 1);

    // Deleting asks first, naming the role.
    await page.getByRole('button', { name: `Delete Readers ${suffix}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete role?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`Readers ${suffix}`);
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('row', { name: new RegExp(`Readers ${suffix}`) }).waitFor({ state: 'detached' });
  });

  it('signs the new user in: the chart list is there, the admin menu is not', async () => {
    await signOut(page);
    await signIn(page, app.baseUrl, NEW_USER, NEW_PASSWORD);
    await page.goto(`${app.baseUrl}/chart/list/`);
    await page.getByRole('heading', { name: 'Charts', level: 1 }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: /^User menu:/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'List Users' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'List Roles' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Info' }).click();
    await page.waitForURL(/\/users\/userinfo\/$/);
    await page.getByRole('form', { name: 'Change password' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
