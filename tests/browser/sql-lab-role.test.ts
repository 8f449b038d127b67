import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../gateway/src/auth/passwords.ts';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { openStore, suffix } from '../rest/fixtures.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';
const PASSWORD = 'analyst-password-1';

describe('the sql_lab role in Chromium', () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  let store: MetadataStore;

  const userWith = async (roles: string[]) => {
    const username = `analyst_${suffix()}`;
    const rows = await store.prisma.role.findMany({ where: { name: { in: roles } } });
    await store.prisma.user.create({
      data: {
        username,
        firstName: 'Ana',
        lastName: 'Lyst',
        passwordHash: await hashPassword(PASSWORD),
        roles: { create: rows.map((r) => ({ roleId: r.id })) },
      },
    });
    return username;
  };

  const signIn = async (username: string) => {
    await page.context().clearCookies();
    await page.goto(`${app.baseUrl}/login/`);
    await page.getByLabel(/username/i).fill(username);
    await page.getByLabel(/password/i).fill(PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/superset\/welcome\/$/, { timeout: 60_000 });
    await page.getByRole('button', { name: /^User menu:/ }).waitFor();
  };

  beforeAll(async () => {
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([
      serveTestApp({ examplesRows: 50, ...(clientDistDir ? { clientDistDir } : {}) }),
      launchBrowser(),
    ]);
    store = await openStore(app);
    page = await browser.newPage();
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await browser?.close();
    await app?.close();
  });

  it('gives Gamma + sql_lab the SQL Lab screen, where a query runs; Gamma alone is not offered it', async () => {
    await signIn(await userWith(['Gamma']));
    await page.getByRole('link', { name: 'Charts' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'SQL Lab' }).count()).toBe(0);

    await signIn(await userWith(['Gamma', 'sql_lab']));
    await page.getByRole('link', { name: 'SQL Lab' }).click();
    await page.waitForURL(/\/sqllab\/$/);
    const database = page.getByRole('combobox', { name: 'Database' });
    await database.waitFor({ timeout: 60_000 });
    await expect
      .poll(() => database.evaluate((el: HTMLSelectElement) => el.options.length), { timeout: 30_000 })
      .toBeGreaterThan(1);
    if (!(await database.evaluate((el: HTMLSelectElement) => el.value))) {
      await database.selectOption({ index: 1 });
    }
    const editor = page.getByRole('textbox', { name: 'SQL editor' });
    await editor.click({ position: { x: 4, y: 4 } });
    await page.keyboard.press('Escape');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type('SELECT 42 AS answer');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const grid = page.getByRole('grid', { name: 'Results' });
    await grid.getByRole('gridcell', { name: '42' }).waitFor({ timeout: 60_000 });
    // Gamma may not create datasets (no can_write on Dataset): 'Save dataset' is not offered, 'Save' is.
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Save dataset' }).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/sql-lab-role.png` });
  }, 180_000);

  it('offers SQL Lab to Alpha only with sql_lab, as Superset does; then Save dataset too', async () => {
    await signIn(await userWith(['Alpha']));
    await page.getByRole('link', { name: 'Charts' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'SQL Lab' }).count()).toBe(0);

    await signIn(await userWith(['Alpha', 'sql_lab']));
    await page.getByRole('link', { name: 'SQL Lab' }).click();
    await page.waitForURL(/\/sqllab\/$/);
    await page.getByRole('button', { name: 'Save dataset' }).waitFor({ timeout: 60_000 });
  }, 180_000);
});
