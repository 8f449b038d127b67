import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSupersetExport, type SupersetExport } from '../helpers/superset-export.ts';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';

/** The visualization each imported chart is drawn with (legacy types after Superset's migrations). */
const DRAWN: Record<string, string> = {
  'Amount by region': 'Bar Chart',
  'Amount per year': 'Line Chart',
  'Events per month': 'Area Chart',
  'Share of regions': 'Pie Chart',
  'Rows since 2020': 'Big Number',
};

describe('a Superset v1 export opens and draws in Chromium', () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  let bundle: SupersetExport;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    // CHARTROOM_CLIENT_DIST: run against a client built elsewhere (npm test builds client/dist first).
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser, bundle] = await Promise.all([
      serveTestApp({ examplesRows: 50, ...(clientDistDir ? { clientDistDir } : {}) }),
      launchBrowser(),
      buildSupersetExport(),
    ]);
    const form = new FormData();
    form.append('formData', new Blob([bundle.zip as Uint8Array<ArrayBuffer>]), 'dashboard_export.zip');
    const imported = await app.request('/api/v1/dashboard/import/', { method: 'POST', body: form });
    if (imported.status !== 200) throw new Error(`import failed: ${imported.status} ${await imported.text()}`);
    page = await browser.newPage();
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.goto(`${app.baseUrl}/superset/dashboard/${bundle.slug}/`);
    await page.waitForURL(/\/login\/\?next=/);
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(new RegExp(`/superset/dashboard/${bundle.slug}/`));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** Opens the dashboard tab holding a chart, when the layout has tabs. */
  async function openTab(name: string) {
    const tab = page.getByRole('tab', { name });
    if ((await tab.count()) > 0) await tab.first().click();
  }

  it('opens the dashboard (never "not found") and draws every supported chart of the first tab', async () => {
    await page.getByRole('heading', { name: bundle.title }).first().waitFor({ timeout: 60_000 });
    await openTab('Overview');
    for (const visualization of Object.values(DRAWN)) {
      await page.getByRole('figure', { name: visualization }).first().waitFor({ timeout: 60_000 });
    }
    // A drawn chart is an svg (Nivo) or the big number itself, never an empty box.
    const figures = page.getByRole('figure');
    expect(await figures.count()).toBeGreaterThanOrEqual(Object.keys(DRAWN).length);
    for (const visualization of ['Bar Chart', 'Line Chart', 'Area Chart', 'Pie Chart']) {
      await page.getByRole('figure', { name: visualization }).first().locator('svg').first().waitFor();
    }
    expect(await page.getByText(/dashboard not found/i).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/superset-export-overview.png`, fullPage: true });
  });

  it("shows the failing chart's own error and the unsupported card, while the others draw", async () => {
    await openTab('Details');
    await page.getByText('This chart type is not supported: event_flow').waitFor({ timeout: 60_000 });
    const error = page.getByRole('alert').filter({ hasText: 'no_such_column' });
    await error.first().waitFor({ timeout: 60_000 });
    expect(await page.getByText(/dashboard not found/i).count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/superset-export-details.png`, fullPage: true });
    await openTab('Overview');
    await page.getByRole('figure', { name: 'Line Chart' }).first().waitFor();
  });
});
