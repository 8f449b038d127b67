import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SCREENSHOTS = 'test-results/screenshots';

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

describe('the Public role on the roles screen in Chromium', () => {
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

  it("lets an administrator choose Public's permissions (not its name); anonymous callers then read with them", async () => {
    expect((await app.request('/api/v1/chart/', { token: null })).status).toBe(401);
    await page.goto(`${app.baseUrl}/login/`);
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/superset\/welcome\/$/);
    await page.goto(`${app.baseUrl}/roles/list/`);
    await page.getByRole('row', { name: /sql_lab/ }).waitFor();
    // sql_lab is built in and set at every start: copied, never edited. Public's permissions are editable.
    expect(await page.getByRole('button', { name: 'Edit sql_lab' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete Public' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Edit Public' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Public' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Name').getAttribute('readonly')).not.toBeNull();
    await dialog.getByLabel('Search permissions').fill('Chart');
    const checkbox = dialog.getByRole('checkbox', { name: 'can_read on Chart' });
    expect(await checkbox.isChecked()).toBe(false);
    await checkbox.focus();
    await page.keyboard.press('Space');
    expect(await checkbox.isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/public-role-edit.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const publicRole = (await (
      await app.request("/api/v1/security/roles/?q=(filters:!((col:name,opr:eq,value:'Public')))")
    ).json()) as { result: { name: string; permission_ids: number[] }[] };
    expect(publicRole.result[0]?.name).toBe('Public');
    expect(publicRole.result[0]?.permission_ids).toHaveLength(1);
    const charts = await app.request('/api/v1/chart/', { token: null });
    expect(charts.status).toBe(200);
    expect((await app.request('/api/v1/dashboard/', { token: null })).status).toBe(403);
  }, 180_000);
});
