import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SCREENSHOTS = 'test-results/screenshots';
const suffix = Math.random().toString(36).slice(2, 8);
const TEMPLATE = `Audited ${suffix}`;
const GHOST = `nobody_${suffix}`;

/** Serious and critical axe violations of the page (the dialog included when one is open). */
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

describe('Audit log screen in Chromium', () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  let templateId: number;

  beforeAll(async () => {
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([
      serveTestApp({ examplesRows: 50, ...(clientDistDir ? { clientDistDir } : {}) }),
      launchBrowser(),
    ]);
    page = await browser.newPage();
    const created = await app.request('/api/v1/css_template/', {
      method: 'POST',
      json: { template_name: TEMPLATE, css: '.a { color: red; }' },
    });
    templateId = ((await created.json()) as { id: number }).id;
    await app.request(`/api/v1/css_template/${templateId}`, { method: 'PUT', json: { css: '.a { color: blue; }' } });
    await app.request('/api/v1/security/login', {
      method: 'POST',
      token: null,
      json: { username: GHOST, password: 'not-a-password', provider: 'db' },
    });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('opens from the user menu, filters by action and object, and shows the diff of an edit', async () => {
    await page.goto(`${app.baseUrl}/login/`);
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/superset\/welcome\/$/);
    await page.getByRole('button', { name: /^User menu:/ }).click();
    await page.getByRole('menuitem', { name: 'Audit Log' }).click();
    await page.waitForURL(/\/auditlog\/list\/$/);
    await page.getByRole('heading', { name: 'Audit Log', level: 1 }).waitFor();
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    // The browser sign-in just made is the newest entry.
    await page
      .getByRole('row', { name: /admin.*Sign-in/ })
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-audit-log.png` });

    await page.getByLabel('Action').selectOption('update');
    await page.getByLabel('Object').selectOption('css_template');
    await page.waitForURL(/action=update/);
    // The URL changes before the filtered page arrives: wait until the other actions' rows are gone.
    await expect.poll(() => page.getByRole('row', { name: /Create|Sign-in/ }).count(), { timeout: 60_000 }).toBe(0);
    const row = page.getByRole('row', { name: new RegExp(`css_template #${templateId}`) });
    await row.waitFor();
    await row.getByRole('button', { name: /Show the 1 changed field/ }).click();
    const dialog = page.getByRole('dialog', { name: `Update of css_template #${templateId}` });
    await dialog.waitFor();
    const change = dialog.getByRole('row', { name: /css/ });
    expect(await change.textContent()).toContain('.a { color: red; }');
    expect(await change.textContent()).toContain('.a { color: blue; }');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-audit-log-diff.png` });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });

    // The export link carries the same filters: the CSV holds this update and nothing else.
    const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(href).toMatch(/^\/api\/v1\/audit_log\/export\/\?q=/);
    const csv = await page.evaluate(async (url) => (await fetch(url)).text(), href ?? '');
    const lines = csv.trim().split('\n');
    expect(lines[0]).toMatch(/^id,dttm,user_id,username,action,resource_type/);
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain(`,admin,update,css_template,${templateId},`);
  });

  it('lists failed sign-ins with the name tried and why', async () => {
    await page.getByLabel('Object').selectOption('');
    await page.getByLabel('Action').selectOption('sign_in_failed');
    const row = page.getByRole('row', { name: new RegExp(GHOST) });
    await row.waitFor();
    expect(await row.textContent()).toContain('unknown user');
    expect(await row.textContent()).toContain('Failed sign-in');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('passes axe in the dark theme, the changes dialog included', async () => {
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByLabel('Action').selectOption('update');
    const row = page.getByRole('row', { name: new RegExp(`css_template #${templateId}`) });
    await row.waitFor();
    await page.mouse.move(0, 0);
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('button', { name: /Show the 1 changed field/ }).click();
    const dialog = page.getByRole('dialog', { name: `Update of css_template #${templateId}` });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-audit-log-diff-dark.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});
