import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';

describe('the foundation slice in Chromium', () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    // CHARTROOM_CLIENT_DIST: run against a client built elsewhere (npm test builds client/dist first).
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([serveTestApp(clientDistDir ? { clientDistDir } : {}), launchBrowser()]);
    page = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('sends an anonymous visitor to the login page, which refuses a wrong password', async () => {
    await page.goto(`${app.baseUrl}/chart/list/`);
    await page.waitForURL(/\/login\/\?next=/);
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/password/i).fill('not the password');
    await page.getByRole('button', { name: /sign in/i }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/./);
    expect(page.url()).toContain('/login/');
  });

  it('signs in and lists the example charts', async () => {
    await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/chart\/list\/$/);
    // The newest charts come first: more example charts than a page holds, so count rows, not names.
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThanOrEqual(9);
    await page.screenshot({ path: `${SCREENSHOTS}/chart-list.png`, fullPage: true });
  });

  it('searches the chart list', async () => {
    await page.getByRole('searchbox').fill('revenue by');
    await expect
      .poll(async () => (await page.getByRole('link').allTextContents()).filter((t) => /revenue by/i.test(t)).length)
      .toBeGreaterThanOrEqual(2);
    await expect.poll(() => page.getByRole('link', { name: 'Total revenue', exact: true }).count()).toBe(0);
    await page.getByRole('searchbox').fill('');
  });

  it.each([
    ['Monthly revenue', 'line'],
    ['Monthly revenue by region', 'bar'],
    ['Revenue by product line', 'pie'],
  ])('draws %s (%s) when clicked', async (name, kind) => {
    // Found by its name, as a user would: the example charts fill more than the first page.
    await page.goto(`${app.baseUrl}/chart/list/?search=${encodeURIComponent(name)}`);
    await page.getByRole('link', { name, exact: true }).click();
    await page.waitForURL(/\/explore\/\?slice_id=\d+/);
    await page.getByRole('heading', { name }).waitFor();
    // Nivo draws into an SVG; a drawn chart has marks (paths or rects) inside it.
    await expect.poll(() => page.locator('svg path, svg rect').count(), { timeout: 20_000 }).toBeGreaterThan(5);
    await page.screenshot({ path: `${SCREENSHOTS}/chart-${kind}.png`, fullPage: true });
  });
});
