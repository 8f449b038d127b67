import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';
const suffix = Math.random().toString(36).slice(2, 8);

async function createFixtures(app: ServedApp) {
  const datasets = (await (await app.request('/api/v1/dataset/?q=(page_size:1)')).json()) as {
    result: { id: number }[];
  };
  const datasourceId = datasets.result[0]?.id;
  if (!datasourceId) throw new Error('the examples have no dataset');
  // Enough charts for a second page of the list (25 a page).
  for (let index = 1; index <= 28; index += 1) {
    const res = await app.request('/api/v1/chart/', {
      method: 'POST',
      json: {
        slice_name: `Paged ${suffix} ${String(index).padStart(2, '0')}`,
        viz_type: 'table',
        datasource_id: datasourceId,
        datasource_type: 'table',
        params: JSON.stringify({ viz_type: 'table' }),
      },
    });
    if (res.status !== 201) throw new Error(`chart create failed: ${res.status} ${await res.text()}`);
  }
  const res = await app.request('/api/v1/dashboard/', {
    method: 'POST',
    json: { dashboard_title: `Doomed ${suffix}`, published: true },
  });
  if (res.status !== 201) throw new Error(`dashboard create failed: ${res.status} ${await res.text()}`);
}

describe('the list screens in Chromium', () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  // The connection and upload go to a database of their own, dropped afterwards.
  let scratch: ScratchDatabase;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    scratch = await createScratchDatabase('chartroom_lists');
    // CHARTROOM_CLIENT_DIST: run against a client built elsewhere (npm test builds client/dist first).
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([serveTestApp(clientDistDir ? { clientDistDir } : {}), launchBrowser()]);
    await createFixtures(app);
    page = await browser.newPage();
    await page.goto(`${app.baseUrl}/chart/list/`);
    await page.waitForURL(/\/login\/\?next=/);
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/chart\/list\/$/);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await scratch?.drop();
  });

  it('searches, sorts and pages the chart list', async () => {
    const table = page.getByRole('table', { name: 'Charts' });
    await table.waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/list-charts.png`, fullPage: true });

    await page.getByRole('searchbox', { name: 'Search charts' }).fill(`Paged ${suffix}`);
    await expect.poll(() => page.getByText('1–25 of 28 charts').count(), { timeout: 15_000 }).toBe(1);
    await page.waitForURL(/search=Paged/);

    await page.getByRole('button', { name: 'Sort by Name' }).click();
    await expect
      .poll(async () => (await table.getByRole('link').first().textContent()) ?? '', { timeout: 15_000 })
      .toBe(`Paged ${suffix} 01`);
    await page.getByRole('button', { name: 'Sort by Name' }).click();
    await expect
      .poll(async () => (await table.getByRole('link').first().textContent()) ?? '', { timeout: 15_000 })
      .toBe(`Paged ${suffix} 28`);
    expect(page.url()).toContain('sort=SLICE_NAME.DESC');

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => page.getByText('26–28 of 28 charts').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(() => page.getByText('1–25 of 28 charts').count()).toBe(1);

    // The URL keeps search and sort: a reload shows the same list.
    await page.reload();
    await expect
      .poll(
        async () => (await page.getByRole('table', { name: 'Charts' }).getByRole('link').first().textContent()) ?? '',
        {
          timeout: 15_000,
        },
      )
      .toBe(`Paged ${suffix} 28`);
  });

  it('favourites a chart and sees it starred on the home page', async () => {
    await page.goto(`${app.baseUrl}/chart/list/`);
    const name = `Paged ${suffix} 28`;
    const star = page.getByRole('button', { name: `Favourite ${name}` });
    await star.waitFor();
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('link', { name: 'Chartroom' }).click();
    await page.waitForURL(/\/superset\/welcome\/$/);
    const charts = page.getByRole('region', { name: 'Charts' });
    const homeStar = charts.getByRole('button', { name: `Favourite ${name}` });
    await homeStar.waitFor();
    // A fresh load, not the store: the server kept the star.
    await page.reload();
    await expect.poll(() => homeStar.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    await page.screenshot({ path: `${SCREENSHOTS}/home.png`, fullPage: true });
  });

  it('deletes a dashboard after confirming', async () => {
    await page.getByRole('link', { name: 'Dashboards' }).click();
    await page.waitForURL(/\/dashboard\/list\/$/);
    const title = `Doomed ${suffix}`;
    const table = page.getByRole('table', { name: 'Dashboards' });
    await table.getByRole('link', { name: title }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/list-dashboards.png`, fullPage: true });

    await table.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.textContent()).toContain(title);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Deleted: ${title}`).waitFor();
    await expect.poll(() => table.getByRole('link', { name: title }).count()).toBe(0);

    const res = await app.request(`/api/v1/dashboard/?q=(filters:!((col:dashboard_title,opr:ct,value:'${title}')))`);
    expect(((await res.json()) as { count: number }).count).toBe(0);
  });

  it('shows the dataset list', async () => {
    await page.getByRole('link', { name: 'Datasets' }).click();
    await page.waitForURL(/\/tablemodelview\/list\/$/);
    await page.getByRole('table', { name: 'Datasets' }).waitFor();
    await expect.poll(() => page.getByRole('table', { name: 'Datasets' }).getByRole('row').count()).toBeGreaterThan(1);
    await page.screenshot({ path: `${SCREENSHOTS}/list-datasets.png`, fullPage: true });
  });

  it('tests a PostgreSQL connection from the + menu and lists the database', async () => {
    await page.getByRole('button', { name: 'Create new' }).click();
    await page.getByRole('menuitem', { name: 'Database connection' }).click();
    await page.waitForURL(/\/databaseview\/list\/\?create=1$/);
    const dialog = page.getByRole('dialog', { name: 'Connect a database' });
    await dialog.waitFor();
    await dialog.getByLabel('Display name').fill(`Postgres ${suffix}`);
    await dialog.getByLabel('Host').fill('127.0.0.1');
    await dialog.getByLabel('Database name').fill(new URL(scratch.url).pathname.slice(1));
    await dialog.getByLabel('Username').fill('postgres');
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText('Connection looks good!').waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Advanced options' }).click();
    await dialog.getByText('Allow file uploads to database').click();
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    const table = page.getByRole('table', { name: 'Databases' });
    await table.getByText(`Postgres ${suffix}`).waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/list-databases.png`, fullPage: true });
    const res = await app.request(`/api/v1/database/?q=(filters:!((col:database_name,opr:ct,value:'${suffix}')))`);
    expect(((await res.json()) as { count: number }).count).toBe(1);
  });

  it('uploads a CSV into the new database with a progress bar', async () => {
    await page.getByRole('button', { name: `Upload a file to Postgres ${suffix}` }).click();
    const dialog = page.getByRole('dialog', { name: `Upload a file to Postgres ${suffix}` });
    await dialog.waitFor();
    const rows = Array.from({ length: 2000 }, (_, index) => `${index},region ${index % 7},${index * 1.5}`);
    await dialog.getByLabel('CSV, Excel or Parquet file').setInputFiles({
      name: 'sales.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['id,region,revenue', ...rows].join('\n')),
    });
    await dialog.getByLabel('Table name').fill('uploaded_sales');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page.getByText(`sales.csv uploaded to uploaded_sales in Postgres ${suffix}`).waitFor({ timeout: 30_000 });
    // The dialog stays open with the result (rows loaded, a link to the dataset) until closed.
    await dialog.getByText('2,000 rows loaded into uploaded_sales.').waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('logs out from the user menu and needs a new sign-in', async () => {
    await page.getByRole('button', { name: /^User menu:/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(/\/login\/$/);
    await page.goto(`${app.baseUrl}/dashboard/list/`);
    await page.waitForURL(/\/login\/\?next=/);
  });
});
