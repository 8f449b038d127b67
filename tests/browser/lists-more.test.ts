import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';
const suffix = Math.random().toString(36).slice(2, 8);
const chartName = (index: number) => `More ${suffix} ${String(index).padStart(2, '0')}`;

async function created(res: Response, what: string): Promise<number> {
  if (res.status !== 201) throw new Error(`${what} create failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

interface Fixtures {
  datasetId: number;
  datasetName: string;
  databaseId: number;
}

async function createFixtures(app: ServedApp, scratch: ScratchDatabase): Promise<Fixtures> {
  const datasets = (await (
    await app.request('/api/v1/dataset/?q=(page_size:1,order_column:table_name,order_direction:asc)')
  ).json()) as { result: { id: number; table_name: string }[] };
  const dataset = datasets.result[0];
  if (!dataset) throw new Error('the examples have no dataset');
  // 27 charts: a full first page (25) and a second one.
  for (let index = 1; index <= 27; index += 1) {
    await created(
      await app.request('/api/v1/chart/', {
        method: 'POST',
        json: {
          slice_name: chartName(index),
          viz_type: index % 2 === 0 ? 'pie' : 'table',
          datasource_id: dataset.id,
          datasource_type: 'table',
          params: JSON.stringify({ viz_type: index % 2 === 0 ? 'pie' : 'table' }),
        },
      }),
      'chart',
    );
  }
  for (const title of [`Gone ${suffix}`, `Bundle ${suffix}`]) {
    await created(
      await app.request('/api/v1/dashboard/', { method: 'POST', json: { dashboard_title: title, published: true } }),
      'dashboard',
    );
  }
  // A connection with a password: editing it must keep the password the form never shows.
  const url = new URL(scratch.url);
  const databaseId = await created(
    await app.request('/api/v1/database/', {
      method: 'POST',
      json: {
        database_name: `Editable ${suffix}`,
        sqlalchemy_uri: `postgresql://postgres:s3cret@127.0.0.1:${url.port || 5432}${url.pathname}`,
      },
    }),
    'database',
  );
  return { datasetId: dataset.id, datasetName: dataset.table_name, databaseId };
}

async function firstLinkText(page: Page, table: string): Promise<string> {
  return (await page.getByRole('table', { name: table }).getByRole('link').first().textContent()) ?? '';
}

describe('more of the list screens in Chromium', () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  let scratch: ScratchDatabase;
  let fixtures: Fixtures;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    scratch = await createScratchDatabase('chartroom_lists_more');
    // CHARTROOM_CLIENT_DIST: run against a client built elsewhere (npm test builds client/dist first).
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([serveTestApp(clientDistDir ? { clientDistDir } : {}), launchBrowser()]);
    fixtures = await createFixtures(app, scratch);
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

  it('searches, sorts, pages and filters the chart list', async () => {
    const table = page.getByRole('table', { name: 'Charts' });
    await table.waitFor();
    await page.getByRole('searchbox', { name: 'Search charts' }).fill(`More ${suffix}`);
    await expect.poll(() => page.getByText('1–25 of 27 charts').count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Sort by Name' }).click();
    await expect.poll(() => firstLinkText(page, 'Charts'), { timeout: 15_000 }).toBe(chartName(1));
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => page.getByText('26–27 of 27 charts').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => firstLinkText(page, 'Charts')).toBe(chartName(26));

    // The chart type filter narrows the search to the 13 pie charts (even numbers).
    await page.getByLabel('Chart type', { exact: true }).selectOption('pie');
    await expect.poll(() => page.getByText('1–13 of 13 charts').count(), { timeout: 15_000 }).toBe(1);
    expect(page.url()).toContain('vizType=pie');
    await expect.poll(() => firstLinkText(page, 'Charts')).toBe(chartName(2));
    await page.getByLabel('Chart type', { exact: true }).selectOption('');
    await expect.poll(() => page.getByText('1–25 of 27 charts').count(), { timeout: 15_000 }).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/list-charts-filtered.png`, fullPage: true });
  });

  it('favourites a chart, filters the list by favourites and sees it on the home page', async () => {
    const name = chartName(3);
    const star = page.getByRole('button', { name: `Favourite ${name}` });
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel('Favourite', { exact: true }).selectOption('true');
    await expect.poll(() => page.getByText('1–1 of 1 chart', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    expect(await firstLinkText(page, 'Charts')).toBe(name);

    await page.getByRole('link', { name: 'Chartroom' }).click();
    await page.waitForURL(/\/superset\/welcome\/$/);
    const charts = page.getByRole('region', { name: 'Charts' });
    await charts.getByRole('link', { name }).waitFor({ timeout: 15_000 });
    expect(await charts.getByRole('tab', { name: 'Favourite' }).getAttribute('aria-selected')).toBe('true');
    await charts.getByRole('tab', { name: 'Mine' }).click();
    await expect.poll(() => charts.getByRole('tabpanel').getByRole('link').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SCREENSHOTS}/home-tabs.png`, fullPage: true });
  });

  it('shows charts as cards and deletes two of them in bulk after confirming', async () => {
    await page.goto(`${app.baseUrl}/chart/list/?search=${encodeURIComponent(`More ${suffix}`)}&view=card`);
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(25);
    await page.screenshot({ path: `${SCREENSHOTS}/list-charts-cards.png`, fullPage: true });

    await page.getByRole('button', { name: 'Table' }).click();
    const table = page.getByRole('table', { name: 'Charts' });
    await table.waitFor();
    const doomed = [chartName(26), chartName(27)];
    await page.getByRole('button', { name: 'Sort by Name' }).click();
    await page.getByRole('button', { name: 'Sort by Name' }).click();
    await expect.poll(() => firstLinkText(page, 'Charts'), { timeout: 15_000 }).toBe(chartName(27));
    // Chakra draws its own box over the native checkbox: click through it.
    for (const name of doomed) await table.getByRole('checkbox', { name: `Select ${name}` }).click({ force: true });
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.textContent()).toContain(doomed[0]);
    expect(await dialog.textContent()).toContain(doomed[1]);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Deleted: ${doomed.join(', ')}`).waitFor({ timeout: 15_000 });
    for (const name of doomed) await expect.poll(() => table.getByRole('link', { name }).count()).toBe(0);
    // The page refills from the server: 25 rows again, none of them the deleted ones.
    await expect.poll(() => page.getByText('1–25 of 25 charts').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => table.getByRole('row').count()).toBe(26);
    const res = await app.request(
      `/api/v1/chart/?q=(filters:!((col:slice_name,opr:ct,value:'More ${suffix}')),page_size:100)`,
    );
    expect(((await res.json()) as { count: number }).count).toBe(25);
  });

  it('deletes a dashboard after a confirmation that names it', async () => {
    await page.goto(`${app.baseUrl}/dashboard/list/`);
    const title = `Gone ${suffix}`;
    const table = page.getByRole('table', { name: 'Dashboards' });
    await table.getByRole('link', { name: title }).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/list-dashboards-filters.png`, fullPage: true });
    await table.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.textContent()).toContain(title);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Deleted: ${title}`).waitFor();
    await expect.poll(() => table.getByRole('link', { name: title }).count()).toBe(0);
  });

  it('imports an exported dashboard ZIP from the list, then confirms overwriting it', async () => {
    const title = `Bundle ${suffix}`;
    const found = (await (
      await app.request(`/api/v1/dashboard/?q=(filters:!((col:dashboard_title,opr:eq,value:'${title}')))`)
    ).json()) as { result: { id: number }[] };
    const id = found.result[0]?.id;
    if (!id) throw new Error('the bundle dashboard is missing');
    const exported = await app.request(`/api/v1/dashboard/export/?q=!(${id})`);
    expect(exported.status).toBe(200);
    const zip = Buffer.from(await exported.arrayBuffer());
    expect((await app.request(`/api/v1/dashboard/${id}`, { method: 'DELETE' })).status).toBe(200);

    await page.reload();
    const table = page.getByRole('table', { name: 'Dashboards' });
    await table.waitFor();
    await expect.poll(() => table.getByRole('link', { name: title }).count(), { timeout: 15_000 }).toBe(0);

    const importZip = async () => {
      await page.getByRole('button', { name: 'Import dashboards' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import dashboard' });
      await dialog
        .getByLabel('ZIP file')
        .setInputFiles({ name: 'bundle.zip', mimeType: 'application/zip', buffer: zip });
      await dialog.getByRole('button', { name: 'Import' }).click();
      return dialog;
    };
    await importZip();
    await page.getByText('Dashboard imported').first().waitFor({ timeout: 20_000 });
    await table.getByRole('link', { name: title }).waitFor({ timeout: 15_000 });

    // The same bundle again: it exists now, so the dialog asks before overwriting it.
    const dialog = await importZip();
    await dialog.getByText('Some of these items already exist').waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/import-overwrite.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 20_000 }).toBe(false);
    const after = (await (
      await app.request(`/api/v1/dashboard/?q=(filters:!((col:dashboard_title,opr:eq,value:'${title}')))`)
    ).json()) as { count: number };
    expect(after.count).toBe(1);
  });

  it('edits a database: the form is prefilled, the password stays masked and kept', async () => {
    await page.goto(`${app.baseUrl}/databaseview/list/`);
    const name = `Editable ${suffix}`;
    const table = page.getByRole('table', { name: 'Databases' });
    await table.getByText(name).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/list-databases-more.png`, fullPage: true });
    await table.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Display name').inputValue()).toBe(name);
    expect(await dialog.getByLabel('Host').inputValue()).toBe('127.0.0.1');
    expect(await dialog.getByLabel('Username').inputValue()).toBe('postgres');
    expect(await dialog.getByLabel('Password').inputValue()).toBe('XXXXXXXXXX');
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText('Connection looks good!').waitFor({ timeout: 20_000 });

    await dialog.getByLabel('Display name').fill(`Edited ${suffix}`);
    await dialog.getByRole('button', { name: 'Advanced options' }).click();
    await dialog.getByText('Allow file uploads to database').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Database saved: Edited ${suffix}`).waitFor({ timeout: 20_000 });
    await table.getByText(`Edited ${suffix}`).waitFor();

    const stored = (await (await app.request(`/api/v1/database/${fixtures.databaseId}`)).json()) as {
      result: { database_name: string; allow_file_upload: boolean; sqlalchemy_uri: string };
    };
    expect(stored.result.database_name).toBe(`Edited ${suffix}`);
    expect(stored.result.allow_file_upload).toBe(true);
    expect(stored.result.sqlalchemy_uri).toMatch(/^postgresql:\/\/postgres:XXXXXXXXXX@127\.0\.0\.1/);
    // The stored password is still the real one: the server can connect with it.
    const test = await app.request('/api/v1/database/test_connection/', {
      method: 'POST',
      json: { database_name: `Edited ${suffix}`, sqlalchemy_uri: stored.result.sqlalchemy_uri },
    });
    expect(test.status).toBe(200);
  });

  it('filters the database list by SQL Lab exposure', async () => {
    await page.getByLabel('Expose in SQL Lab', { exact: true }).selectOption('false');
    await expect
      .poll(() => page.getByRole('table', { name: 'Databases' }).getByText(`Edited ${suffix}`).count(), {
        timeout: 15_000,
      })
      .toBe(0);
    await page.getByLabel('Expose in SQL Lab', { exact: true }).selectOption('true');
    await page.getByRole('table', { name: 'Databases' }).getByText(`Edited ${suffix}`).waitFor({ timeout: 15_000 });
  });

  it('imports an exported database ZIP, asking for the password the export left out', async () => {
    const name = `Edited ${suffix}`;
    const exported = await app.request(`/api/v1/database/export/?q=!(${fixtures.databaseId})`);
    expect(exported.status).toBe(200);
    const zip = Buffer.from(await exported.arrayBuffer());
    expect((await app.request(`/api/v1/database/${fixtures.databaseId}`, { method: 'DELETE' })).status).toBe(200);
    await page.reload();
    const table = page.getByRole('table', { name: 'Databases' });
    await table.waitFor();
    await expect.poll(() => table.getByText(name).count(), { timeout: 15_000 }).toBe(0);

    await page.getByRole('button', { name: 'Import databases' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import database' });
    await dialog.getByLabel('ZIP file').setInputFiles({ name: 'db.zip', mimeType: 'application/zip', buffer: zip });
    await dialog.getByRole('button', { name: 'Import' }).click();
    const password = dialog.getByLabel(/^Password for databases\//);
    await password.waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/import-passwords.png`, fullPage: true });
    await password.fill('s3cret');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await page.getByText('Database imported').waitFor({ timeout: 20_000 });
    await table.getByText(name).waitFor({ timeout: 15_000 });
    const found = (await (
      await app.request(`/api/v1/database/?q=(filters:!((col:database_name,opr:eq,value:'${name}')))`)
    ).json()) as { count: number; result: { id: number }[] };
    expect(found.count).toBe(1);
    fixtures.databaseId = found.result[0]?.id ?? 0;
  });

  it('starts a chart from the + menu: a dataset and a visualization type, then Explore', async () => {
    await page.getByRole('button', { name: 'Create new' }).click();
    await page.getByRole('menuitem', { name: 'Chart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a new chart' });
    await dialog.waitFor();
    await dialog.getByRole('searchbox', { name: 'Search datasets' }).fill(fixtures.datasetName);
    const dataset = dialog.getByLabel('Dataset', { exact: true });
    await expect
      .poll(
        async () =>
          (await dataset.locator('option').allTextContents()).some((text) => text.includes(fixtures.datasetName)),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    await dataset.selectOption(String(fixtures.datasetId));
    await dialog.getByLabel('Visualization type').selectOption('pie');
    await dialog.getByRole('button', { name: 'Create new chart' }).click();
    await page.waitForURL(new RegExp(`/explore/\\?datasource_id=${fixtures.datasetId}&viz_type=pie$`));
    // The dialog closes with an animation and names the type too: wait until it has gone, so the
    // text below can only be the explore page's.
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByRole('heading', { name: 'New chart', exact: true }).waitFor({ timeout: 15_000 });
    await page.getByRole('main').getByText('Pie Chart', { exact: true }).waitFor();
  });

  it('shows the dataset list', async () => {
    await page.goto(`${app.baseUrl}/tablemodelview/list/`);
    await page.getByRole('table', { name: 'Datasets' }).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/list-datasets-more.png`, fullPage: true });
  });
});
