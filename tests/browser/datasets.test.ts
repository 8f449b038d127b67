import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';
const suffix = Math.random().toString(36).slice(2, 8);
const table = `orders_${suffix}`;
const databaseName = `Datasets ${suffix}`;

interface DatasetShow {
  result: {
    table_name: string;
    columns: {
      column_name: string;
      verbose_name: string | null;
      is_dttm: boolean;
      python_date_format: string | null;
    }[];
  };
}

/** A table whose order date is stored as text: only a person can tell the dataset it is temporal. */
async function createTable(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE TABLE public.${table} (id integer, city text, ordered_on text, amount numeric)`);
    // A second table, so the search has something to leave out.
    await client.query(`CREATE TABLE public.customers_${suffix} (id integer, name text)`);
    await client.query(
      `INSERT INTO public.${table} VALUES (1, 'Paris', '2024-01-01', 10), (2, 'Lyon', '2024-01-02', 5.5), (3, 'Nice', '2024-02-01', 7)`,
    );
  } finally {
    await client.end();
  }
}

describe('datasets in Chromium', () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  let scratch: ScratchDatabase;
  let datasetId = 0;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    scratch = await createScratchDatabase('chartroom_datasets');
    await createTable(scratch.url);
    // CHARTROOM_CLIENT_DIST: run against a client built elsewhere (npm test builds client/dist first).
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([serveTestApp(clientDistDir ? { clientDistDir } : {}), launchBrowser()]);
    const res = await app.request('/api/v1/database/', {
      method: 'POST',
      json: { database_name: databaseName, sqlalchemy_uri: scratch.url },
    });
    if (res.status !== 201) throw new Error(`database create failed: ${res.status} ${await res.text()}`);
    page = await browser.newPage();
    await page.goto(`${app.baseUrl}/tablemodelview/list/`);
    await page.waitForURL(/\/login\/\?next=/);
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/tablemodelview\/list\/$/);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await scratch?.drop();
  });

  it('creates a dataset from a table picked by database, schema and search', async () => {
    await page.getByRole('button', { name: 'Create new' }).click();
    await page.getByRole('menuitem', { name: 'Dataset' }).click();
    await page.waitForURL(/\/dataset\/add\/$/);
    const form = page.getByRole('form', { name: 'Create a dataset from a table' });
    await form.getByRole('combobox', { name: 'Database' }).selectOption({ label: databaseName });
    const schema = form.getByRole('combobox', { name: 'Schema' });
    await schema.waitFor();
    await schema.selectOption('public');
    await expect.poll(() => form.getByRole('radio').count(), { timeout: 15_000 }).toBe(2);
    await form.getByRole('searchbox', { name: 'Search tables' }).fill('ORDERS');
    const option = form.getByRole('radio', { name: table });
    await expect.poll(() => form.getByRole('radio').count(), { timeout: 15_000 }).toBe(1);
    await option.check({ force: true });
    await page.screenshot({ path: `${SCREENSHOTS}/dataset-add.png`, fullPage: true });
    await form.getByRole('button', { name: 'Create dataset', exact: true }).click();

    await page.waitForURL(/\/tablemodelview\/edit\/\d+\/$/, { timeout: 20_000 });
    datasetId = Number(/edit\/(\d+)\//.exec(page.url())?.[1]);
    await page.getByRole('heading', { name: `Edit dataset ${table}` }).waitFor();
    const res = await app.request(`/api/v1/dataset/${datasetId}`);
    const body = (await res.json()) as DatasetShow;
    expect(body.result.table_name).toBe(table);
    expect(body.result.columns.map((c) => c.column_name).sort()).toEqual(['amount', 'city', 'id', 'ordered_on']);
  });

  it('edits a column in the dataset editor, confirms, and the change survives a reload', async () => {
    const columns = page.getByRole('table', { name: 'Columns' });
    await columns.waitFor();
    await columns.getByRole('textbox', { name: 'Label of ordered_on' }).fill('Order date');
    const temporal = columns.getByRole('checkbox', { name: 'ordered_on is temporal' });
    expect(await temporal.isChecked()).toBe(false);
    await temporal.check({ force: true });
    await columns.getByRole('textbox', { name: 'Datetime format of ordered_on' }).fill('%Y-%m-%d');
    await page.getByRole('button', { name: 'Save' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Confirm save' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('affects all the charts using this dataset (0 charts)');
    await page.screenshot({ path: `${SCREENSHOTS}/dataset-editor-confirm.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByText('The dataset has been saved').waitFor({ timeout: 20_000 });

    await page.reload();
    const label = page.getByRole('table', { name: 'Columns' }).getByRole('textbox', { name: 'Label of ordered_on' });
    await expect.poll(() => label.inputValue(), { timeout: 15_000 }).toBe('Order date');
    expect(
      await page
        .getByRole('table', { name: 'Columns' })
        .getByRole('checkbox', { name: 'ordered_on is temporal' })
        .isChecked(),
    ).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/dataset-editor.png`, fullPage: true });

    const res = await app.request(`/api/v1/dataset/${datasetId}`);
    const stored = ((await res.json()) as DatasetShow).result.columns.find((c) => c.column_name === 'ordered_on');
    expect(stored).toMatchObject({ verbose_name: 'Order date', is_dttm: true, python_date_format: '%Y-%m-%d' });
  });

  it('creates a virtual dataset from SQL', async () => {
    await page.goto(`${app.baseUrl}/dataset/add/`);
    await page.getByRole('radio', { name: 'From SQL' }).check({ force: true });
    const form = page.getByRole('form', { name: 'Create a dataset from SQL' });
    await form.getByRole('combobox', { name: 'Database' }).selectOption({ label: databaseName });
    await form.getByRole('combobox', { name: 'Schema' }).selectOption('public');
    await form.getByRole('textbox', { name: 'Dataset name' }).fill(`big_orders_${suffix}`);
    await form.getByRole('textbox', { name: 'SQL' }).fill(`SELECT city, amount FROM public.${table} WHERE amount > 6`);
    await page.screenshot({ path: `${SCREENSHOTS}/dataset-add-sql.png`, fullPage: true });
    await form.getByRole('button', { name: 'Create dataset', exact: true }).click();
    await page.getByRole('heading', { name: `Edit dataset big_orders_${suffix}` }).waitFor({ timeout: 20_000 });
    const columns = page.getByRole('table', { name: 'Columns' });
    await expect.poll(() => columns.getByRole('row').count()).toBe(3);
    expect(await page.getByText('Virtual', { exact: true }).count()).toBe(1);
  });

  it('opens the editor from the dataset list', async () => {
    await page.getByRole('link', { name: 'Datasets', exact: true }).click();
    await page.waitForURL(/\/tablemodelview\/list\/$/);
    await page.getByRole('link', { name: `Edit ${table}` }).click();
    await page.waitForURL(new RegExp(`/tablemodelview/edit/${datasetId}/$`));
    await page.getByRole('heading', { name: `Edit dataset ${table}` }).waitFor();
  });
});
