import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const suffix = Math.random().toString(36).slice(2, 8);
// Addresses stored as integers: even rows in 10.0.0.0/8 (10.0.0.<i>), odd rows in 192.168.1.0/24; ports 22, 443, 8080.
const SQL = `SELECT CAST(CASE WHEN i % 2 = 0 THEN 167772160 + i ELSE 3232235776 + i END AS BIGINT) AS src_ip,
  CAST(CASE i % 3 WHEN 0 THEN 22 WHEN 1 THEN 443 ELSE 8080 END AS INTEGER) AS dst_port, 'flow' AS kind
FROM range(40) AS t(i)`;

async function axeFindings(page: Page): Promise<string[]> {
  // Evaluated, not injected as a tag: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core is injected as a global script
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return (result.violations as { id: string; impact: string; nodes: { html: string }[] }[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
  });
}

// A certified dataset with a warning that allows only saved metrics, and columns typed
// internet_address and port under ENABLE_ADVANCED_DATA_TYPES: one server, one browser page.
describe('explore: dataset certification, warning, saved metrics only, advanced data types', {
  timeout: 300_000,
}, () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  let datasetId = 0;
  const datasetName = `explore_adt_${suffix}`;
  const convertCalls: string[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([
      serveTestApp({ featureFlags: 'ENABLE_ADVANCED_DATA_TYPES', ...(clientDistDir ? { clientDistDir } : {}) }),
      launchBrowser(),
    ]);
    const databases = (await (await app.request('/api/v1/database/?q=(page_size:100)')).json()) as {
      result: { id: number; database_name: string }[];
    };
    const database = databases.result.find((d) => /example/i.test(d.database_name)) ?? databases.result[0];
    if (!database) throw new Error('no database to build the dataset on');
    const created = await app.request('/api/v1/dataset/', {
      method: 'POST',
      json: { database: database.id, schema: 'main', table_name: datasetName, sql: SQL },
    });
    if (created.status !== 201) throw new Error(`dataset create failed: ${created.status} ${await created.text()}`);
    datasetId = ((await created.json()) as { id: number }).id;
    const shown = (await (await app.request(`/api/v1/dataset/${datasetId}`)).json()) as {
      result: { columns: { id: number; column_name: string }[] };
    };
    const types: Record<string, string> = { src_ip: 'internet_address', dst_port: 'port' };
    const put = await app.request(`/api/v1/dataset/${datasetId}`, {
      method: 'PUT',
      json: {
        columns: shown.result.columns.map((c) => ({
          id: c.id,
          column_name: c.column_name,
          advanced_data_type: types[c.column_name] ?? null,
        })),
        extra: JSON.stringify({
          certification: { certified_by: 'Network Team', details: 'Checked against the firewall logs' },
          warning_markdown: '**Sampled**: one flow in *ten* is kept',
          disallow_adhoc_metrics: true,
        }),
      },
    });
    if (put.status !== 200) throw new Error(`dataset update failed: ${put.status} ${await put.text()}`);
    page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 1000 });
    page.setDefaultTimeout(60_000);
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (request.url().includes('/graphql') && body.includes('"values"') && body.includes('"type"')) {
        convertCalls.push(body);
      }
    });
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

  it('shows the certified mark and the warning beside the name, and offers only saved metrics', async () => {
    await page.goto(`${app.baseUrl}/explore/?datasource_id=${datasetId}&viz_type=table`);
    await page.getByRole('heading', { name: `main.${datasetName}` }).waitFor();
    await page.getByLabel('Certified by Network Team: Checked against the firewall logs').waitFor();
    await page.getByRole('button', { name: 'Dataset warning' }).hover();
    const warning = page.getByTestId('dataset-warning');
    await warning.waitFor();
    // The markdown is rendered, not shown as source.
    expect(await warning.locator('strong').textContent()).toBe('Sampled');
    expect(await warning.locator('em').textContent()).toBe('ten');
    await page.screenshot({ path: `${SCREENSHOTS}/explore-dataset-warning.png` });
    expect(await axeFindings(page)).toEqual([]);
    await page.mouse.move(900, 900);

    const controls = page.getByRole('region', { name: 'Chart controls' });
    const metrics = controls.getByRole('group', { name: 'Metrics' });
    await metrics.getByRole('button', { name: /^Add metrics/ }).click();
    const popover = page.getByRole('dialog', { name: 'Edit metric' });
    await popover.waitFor();
    expect(await popover.getByRole('tab', { name: 'Simple' }).isDisabled()).toBe(true);
    expect(await popover.getByRole('tab', { name: 'Custom SQL' }).isDisabled()).toBe(true);
    expect(await popover.getByRole('tab', { name: 'Simple' }).getAttribute('title')).toBe(
      'Simple ad-hoc metrics are not enabled for this dataset',
    );
    await popover.getByText('This dataset allows only its saved metrics').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOTS}/explore-metric-saved-only.png` });
    expect(await axeFindings(page)).toEqual([]);
    await popover.getByLabel('Saved metric').selectOption('count');
    await popover.getByRole('button', { name: 'Save' }).click();
    await metrics.getByRole('button', { name: /^Edit metric COUNT\(\*\)/ }).waitFor();
    expect(await metrics.getByRole('button', { name: 'Add metrics', exact: true }).textContent()).toContain(
      'Drop a saved metric here or click',
    );
  });

  it('reads typed addresses and ports through the server (debounced), refuses a bad one, and filters with them', async () => {
    const controls = page.getByRole('region', { name: 'Chart controls' });
    await controls.getByRole('button', { name: 'Add filter' }).click();
    const filter = page.getByRole('dialog', { name: 'Edit filter' });
    await filter.getByLabel('Column').selectOption('src_ip');
    await filter.getByLabel('Operator').selectOption('EQUALS');
    const value = filter.getByLabel('Value');
    convertCalls.length = 0;
    await value.pressSequentially('not an ip', { delay: 40 });
    await filter.getByText("'not an ip' does not appear to be an IPv4 or IPv6 network").waitFor({ timeout: 60_000 });
    // Nine keys, read once the typing paused (600 ms debounce), not once per key.
    expect(convertCalls.length).toBeGreaterThan(0);
    expect(convertCalls.length).toBeLessThan(9);
    expect(await filter.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/explore-filter-advanced-error.png` });

    await value.fill('10.0.0.0/30');
    await filter.getByText('Addresses: 167772160 - 167772163').waitFor({ timeout: 60_000 });
    // The operators are those the type translates.
    const operators = await filter.getByLabel('Operator').locator('option').allTextContents();
    expect(operators).toContain('In');
    expect(operators).not.toContain('Like');
    expect(operators).not.toContain('Not equal to (≠)');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOTS}/explore-filter-advanced.png` });
    expect(await axeFindings(page)).toEqual([]);
    await filter.getByRole('button', { name: 'Save' }).click();
    await filter.waitFor({ state: 'detached' });

    await controls.getByRole('button', { name: 'Add filter' }).click();
    await filter.getByLabel('Column').selectOption('dst_port');
    await filter.getByLabel('Operator').selectOption('IN');
    const values = filter.getByRole('textbox', { name: 'Values' });
    await values.fill('ssh');
    await values.press('Enter');
    await filter.getByText('Ports: [22]').waitFor({ timeout: 60_000 });
    await filter.getByRole('button', { name: 'Save' }).click();
    await filter.waitFor({ state: 'detached' });

    // 10.0.0.0 - 10.0.0.3 holds rows 0 and 2; of those, port 22 (i % 3 = 0) holds row 0 only.
    await controls.getByRole('button', { name: 'Create chart' }).click();
    const chart = page.getByRole('region', { name: 'Chart' });
    await chart.getByRole('tab', { name: 'Results' }).click();
    const rows = chart.getByRole('region', { name: 'Rows' });
    await expect
      .poll(async () => ((await rows.textContent()) ?? '').replace(/\s+/g, ''), { timeout: 90_000 })
      .toBe('COUNT(*)1');
    await page.screenshot({ path: `${SCREENSHOTS}/explore-advanced-filters-run.png` });
    await chart.getByRole('tab', { name: 'View query' }).click();
    const sql = (await chart.getByLabel('Query', { exact: true }).first().textContent()) ?? '';
    expect(sql).toContain('167772160');
    expect(sql).toContain('167772163');
    expect(sql).toMatch(/"dst_port" IN \(22\)/);
  });

  it("shows the chosen type's example image in the visualization picker", async () => {
    await page.goto(`${app.baseUrl}/explore/?datasource_id=${datasetId}&viz_type=table`);
    await page.getByRole('button', { name: 'View all charts' }).click();
    const picker = page.getByRole('dialog', { name: /Select a visualization type/i });
    await picker.getByRole('option', { name: 'Box Plot', exact: true }).click();
    const example = picker.getByRole('img', { name: 'Example of Box Plot' });
    await example.waitFor();
    await expect
      .poll(() => example.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 30_000 })
      .toBeGreaterThan(100);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOTS}/explore-viz-picker-example.png` });
    expect(await axeFindings(page)).toEqual([]);
    // Every type's image is there: the server answers each of them.
    for (const name of ['Table', 'Pie Chart', 'Big Number']) {
      await picker.getByRole('option', { name, exact: true }).click();
      const img = picker.getByRole('img', { name: `Example of ${name}` });
      await expect
        .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), { timeout: 30_000 })
        .toBeGreaterThan(50);
    }
  });

  it('picks the annotation source from the server: native layers for events, charts for a time series', async () => {
    const layerName = `Releases ${suffix}`;
    const created = await app.request('/api/v1/annotation_layer/', { method: 'POST', json: { name: layerName } });
    expect(created.status, await created.clone().text()).toBe(201);
    const layerId = ((await created.json()) as { id: number }).id;
    await page.goto(`${app.baseUrl}/explore/?datasource_id=${datasetId}&viz_type=echarts_timeseries_bar`);
    const controls = page.getByRole('region', { name: 'Chart controls' });
    await controls.getByRole('button', { name: 'Annotations and Layers' }).click();
    await controls.getByRole('button', { name: '+ Add annotation layer' }).click();
    const annotation = page.getByRole('dialog', { name: 'Add annotation layer' });
    await annotation.getByRole('textbox', { name: 'Name' }).fill('Deploys');
    await annotation.getByLabel('Annotation layer type').selectOption('EVENT');
    const source = annotation.getByLabel('Annotation layer', { exact: true });
    await expect.poll(async () => source.locator('option').allTextContents(), { timeout: 60_000 }).toContain(layerName);
    await source.selectOption(String(layerId));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOTS}/explore-annotation-source.png` });
    expect(await axeFindings(page)).toEqual([]);
    // A time series lists the saved charts instead (the examples have some).
    await annotation.getByLabel('Annotation layer type').selectOption('TIME_SERIES');
    const charts = annotation.getByLabel('Chart', { exact: true });
    await expect.poll(async () => (await charts.locator('option').count()) > 1, { timeout: 60_000 }).toBe(true);
    await annotation.getByLabel('Annotation layer type').selectOption('EVENT');
    await source.selectOption(String(layerId));
    await annotation.getByRole('button', { name: 'Save' }).click();
    await controls.getByRole('button', { name: 'Edit annotation layer Deploys' }).waitFor();
  });
});
