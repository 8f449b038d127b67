import { mkdirSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';
const suffix = Math.random().toString(36).slice(2, 8);
const SQL = `SELECT CAST(i AS DOUBLE) AS amount, CASE i % 2 WHEN 0 THEN 'odd' ELSE 'even' END AS parity,
  CASE i % 3 WHEN 0 THEN 'red' ELSE 'blue' END AS color, CAST(current_date - CAST(i AS INTEGER) AS TIMESTAMP) AS sold_on
FROM range(30) AS t(i)`;

interface StoredForm {
  metrics?: { sqlExpression?: string }[];
  groupby?: string[];
}

// Keyboard-only reordering, the annotation popover's untouched state and a query source saved as a
// dataset: one server, one browser page.
describe('explore: keyboard reorder, annotation form, query source', { timeout: 240_000 }, () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  let databaseId = 0;
  let datasetId = 0;
  const datasetName = `explore_kq_${suffix}`;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([serveTestApp(clientDistDir ? { clientDistDir } : {}), launchBrowser()]);
    const databases = (await (await app.request('/api/v1/database/?q=(page_size:100)')).json()) as {
      result: { id: number; database_name: string }[];
    };
    const database = databases.result.find((d) => /example/i.test(d.database_name)) ?? databases.result[0];
    if (!database) throw new Error('no database to build the dataset on');
    databaseId = database.id;
    const res = await app.request('/api/v1/dataset/', {
      method: 'POST',
      json: { database: databaseId, schema: 'main', table_name: datasetName, sql: SQL },
    });
    if (res.status !== 201) throw new Error(`dataset create failed: ${res.status} ${await res.text()}`);
    datasetId = ((await res.json()) as { id: number }).id;
    page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 1000 });
    page.setDefaultTimeout(60_000);
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
  });

  /** The form as the screen last stored it under the URL's `form_data_key`. */
  async function storedForm(): Promise<StoredForm | null> {
    const key = new URL(page.url()).searchParams.get('form_data_key');
    if (!key) return null;
    const res = await app.request(`/api/v1/explore/form_data/${key}`);
    if (res.status !== 200) return null;
    return JSON.parse(((await res.json()) as { form_data: string }).form_data) as StoredForm;
  }

  async function liveRegion(): Promise<string> {
    return page.evaluate(() =>
      Array.from(document.querySelectorAll('[id^="DndLiveRegion"]'))
        .map((n) => n.textContent ?? '')
        .join(' '),
    );
  }

  /** Space lifts the pill by its handle, an arrow moves it one slot, Space drops it. */
  async function moveByKeyboard(handle: Locator, key: 'ArrowUp' | 'ArrowDown') {
    await handle.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
    await page.keyboard.press('Space');
  }

  it('reorders metrics and dimensions with the keyboard only; the stored form data follows', async () => {
    await page.goto(`${app.baseUrl}/explore/?datasource_id=${datasetId}&viz_type=table`);
    const controls = page.getByRole('region', { name: 'Chart controls' });
    const metrics = controls.getByRole('group', { name: 'Metrics' });
    for (const sql of ['MAX(amount)', 'MIN(amount)']) {
      await metrics.getByRole('button', { name: /^Add metrics/ }).press('Enter');
      const popover = page.getByRole('dialog', { name: 'Edit metric' });
      await popover.getByRole('tab', { name: 'Custom SQL' }).click();
      await popover.getByRole('textbox', { name: 'Custom SQL' }).fill(sql);
      await popover.getByRole('button', { name: 'Save' }).click();
      await metrics.getByRole('button', { name: `Edit metric ${sql}` }).waitFor();
    }
    const metricOrder = () => metrics.getByRole('button', { name: /^Edit metric / }).allTextContents();
    expect(await metricOrder()).toEqual(['MAX(amount)', 'MIN(amount)']);
    await moveByKeyboard(metrics.getByRole('button', { name: 'Reorder metric MIN(amount)' }), 'ArrowUp');
    await expect.poll(metricOrder, { timeout: 10_000 }).toEqual(['MIN(amount)', 'MAX(amount)']);
    await expect.poll(liveRegion).toContain('metric MIN(amount) dropped at position 1 of 2 in Metrics');
    await expect
      .poll(async () => (await storedForm())?.metrics?.map((m) => m.sqlExpression), { timeout: 20_000 })
      .toEqual(['MIN(amount)', 'MAX(amount)']);

    // Escape puts a lifted pill back.
    await moveByKeyboard(metrics.getByRole('button', { name: 'Reorder metric MIN(amount)' }), 'ArrowDown');
    await expect.poll(metricOrder, { timeout: 10_000 }).toEqual(['MAX(amount)', 'MIN(amount)']);
    await metrics.getByRole('button', { name: 'Reorder metric MIN(amount)' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Escape');
    await expect.poll(liveRegion).toContain('Reordering cancelled');
    expect(await metricOrder()).toEqual(['MAX(amount)', 'MIN(amount)']);

    const dimensions = controls.getByRole('group', { name: 'Dimensions' });
    for (const column of ['parity', 'color']) {
      await dimensions.getByRole('button', { name: /^Add dimensions/ }).press('Enter');
      const popover = page.getByRole('dialog', { name: 'Edit column' });
      await popover.getByRole('tab', { name: 'Simple' }).click();
      await popover.getByLabel('Column', { exact: true }).selectOption(column);
      await popover.getByRole('button', { name: 'Save' }).click();
      await dimensions.getByRole('button', { name: `Edit column ${column}` }).waitFor();
    }
    const dimensionOrder = () => dimensions.getByRole('button', { name: /^Edit column / }).allTextContents();
    expect(await dimensionOrder()).toEqual(['parity', 'color']);
    await moveByKeyboard(dimensions.getByRole('button', { name: 'Reorder column parity' }), 'ArrowDown');
    await expect.poll(dimensionOrder, { timeout: 10_000 }).toEqual(['color', 'parity']);
    await expect.poll(async () => (await storedForm())?.groupby, { timeout: 20_000 }).toEqual(['color', 'parity']);
    await page.screenshot({ path: `${SCREENSHOTS}/explore-keyboard-reorder.png` });
  });

  it('opens the annotation layer form without errors; Required shows once a field is left empty', async () => {
    await page.goto(`${app.baseUrl}/explore/?datasource_id=${datasetId}&viz_type=echarts_timeseries_bar`);
    const controls = page.getByRole('region', { name: 'Chart controls' });
    await controls.getByRole('button', { name: 'Annotations and Layers' }).click();
    await controls.getByRole('button', { name: '+ Add annotation layer' }).click();
    const annotation = page.getByRole('dialog', { name: 'Add annotation layer' });
    await annotation.waitFor();
    expect(await annotation.getByText('Required', { exact: true }).count()).toBe(0);
    expect(await annotation.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/explore-annotation-untouched.png` });
    const name = annotation.getByRole('textbox', { name: 'Name' });
    await name.fill('Target');
    await name.fill('');
    await name.blur();
    await expect.poll(() => annotation.getByText('Required', { exact: true }).count()).toBe(1);
    await name.fill('Target');
    await annotation.getByRole('textbox', { name: /Formula/ }).fill('100');
    await expect.poll(() => annotation.getByText('Required', { exact: true }).count()).toBe(0);
    await annotation.getByRole('button', { name: 'Save' }).click();
    await controls.getByRole('button', { name: 'Edit annotation layer Target' }).waitFor();
  });

  it('saves a query source as a virtual dataset and lands in explore on it', async () => {
    const executed = await app.request('/api/v1/sqllab/execute/', {
      method: 'POST',
      json: { database_id: databaseId, schema: 'main', sql: SQL, client_id: `kq${suffix}`, tab: `Orders ${suffix}` },
    });
    expect(executed.status).toBe(200);
    const body = (await executed.json()) as { query_id?: number; query?: { id?: number; queryId?: number } };
    const queryId = body.query_id ?? body.query?.queryId ?? body.query?.id;
    expect(queryId).toBeGreaterThan(0);

    await page.goto(`${app.baseUrl}/explore/?datasource_type=query&datasource_id=${queryId}&viz_type=table`);
    await page.getByRole('heading', { name: `Orders ${suffix}` }).waitFor();
    await page.getByText('Save this query as a virtual dataset to continue exploring.').waitFor();
    await page.getByRole('button', { name: 'Dataset menu' }).click();
    await page.getByRole('menuitem', { name: 'Save as dataset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save or Overwrite Dataset' });
    await dialog.waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOTS}/explore-save-query-as-dataset.png` });

    // A name already taken: the server's message, and nothing saved.
    const nameBox = dialog.getByRole('textbox', { name: 'Dataset name' });
    await nameBox.fill(datasetName);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByRole('alert').waitFor();
    expect(await dialog.getByRole('alert').textContent()).toMatch(/exists|already|taken/i);
    expect(page.url()).toContain('datasource_type=query');

    const saved = `explore_query_${suffix}`;
    await nameBox.fill(saved);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/datasource_type=table&datasource_id=\d+/);
    expect(new URL(page.url()).searchParams.get('viz_type')).toBe('table');
    const dataset = page.getByRole('region', { name: 'Dataset' });
    await dataset.getByRole('heading', { name: new RegExp(saved) }).waitFor();
    await dataset.getByLabel(/^Column parity/).waitFor();
    const list = (await (
      await app.request(`/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:'${saved}')))`)
    ).json()) as { count: number };
    expect(list.count).toBe(1);
  });
});
