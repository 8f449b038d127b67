import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const suffix = Math.random().toString(36).slice(2, 8);

interface Fixtures {
  datasetId: number;
  datasetName: string;
  otherDatasetId: number;
  otherDatasetName: string;
}

/** Resolves once every finite animation and transition has ended (dialogs fade in; spinners run forever and are left). */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 30_000 },
  );
}

/** Serious and critical axe findings on the page as it is now (an open popover or modal included). */
async function axeFindings(page: Page): Promise<string[]> {
  // Evaluated, not injected as a tag: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core is injected as a global script
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return (
      result.violations as {
        id: string;
        impact: string;
        nodes: { target: string[]; html: string; failureSummary?: string }[];
      }[]
    )
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.nodes
            .slice(0, 3)
            .map(
              (n) =>
                `${n.target.join(' ')} ${n.html.slice(0, 160)} (${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)})`,
            )
            .join(' | ')}`,
      );
  });
}

/** A dataset of its own whose dates follow today, so "Last quarter" always holds rows. */
async function createDataset(app: ServedApp, name: string, colorColumn: string): Promise<number> {
  const databases = (await (await app.request('/api/v1/database/?q=(page_size:100)')).json()) as {
    result: { id: number; backend?: string; database_name: string }[];
  };
  const database = databases.result.find((d) => /example/i.test(d.database_name)) ?? databases.result[0];
  if (!database) throw new Error('no database to build the dataset on');
  const sql = `SELECT CAST(current_date - CAST(i % 80 AS INTEGER) AS TIMESTAMP) AS sold_on,
  CASE i % 3 WHEN 0 THEN 'red' WHEN 1 THEN 'green' ELSE 'blue' END AS ${colorColumn},
  CAST(i AS DOUBLE) * 1.5 AS amount
FROM range(240) AS t(i)`;
  const res = await app.request('/api/v1/dataset/', {
    method: 'POST',
    json: { database: database.id, schema: 'main', table_name: name, sql },
  });
  if (res.status !== 201) throw new Error(`dataset create failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** dnd-kit starts a drag after a 4 px move: press, move in steps onto the target, release. */
async function drag(page: Page, source: Locator, target: Locator) {
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  await target.scrollIntoViewIfNeeded();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag source or target is not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 5, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

// One long flow per test on a shared, busy machine: generous limits, the assertions stay strict.
describe('the explore screen in Chromium', { timeout: 240_000 }, () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  const fixtures: Fixtures = {
    datasetId: 0,
    datasetName: `explore_${suffix}`,
    otherDatasetId: 0,
    otherDatasetName: `explore_other_${suffix}`,
  };
  const findings: Record<string, string[]> = {};

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([serveTestApp(clientDistDir ? { clientDistDir } : {}), launchBrowser()]);
    fixtures.datasetId = await createDataset(app, fixtures.datasetName, 'color');
    fixtures.otherDatasetId = await createDataset(app, fixtures.otherDatasetName, 'colour');
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

  async function checkAxe(name: string) {
    await animationsSettled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/explore-${name}.png` });
    findings[name] = await axeFindings(page);
  }

  it('builds a chart from + Chart: picker, drag, SUM metric, pasted IN filter, Last quarter, run, save onto a new dashboard', async () => {
    await page.goto(`${app.baseUrl}/superset/welcome/`);
    await page.getByRole('button', { name: 'Create new' }).click();
    await page.getByRole('menuitem', { name: 'Chart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a new chart' });
    await dialog.getByRole('searchbox', { name: 'Search datasets' }).fill(fixtures.datasetName);
    const datasetSelect = dialog.getByLabel('Dataset', { exact: true });
    await expect
      .poll(
        async () =>
          (await datasetSelect.locator('option').allTextContents()).some((t) => t.includes(fixtures.datasetName)),
        {
          timeout: 60_000,
        },
      )
      .toBe(true);
    await datasetSelect.selectOption(String(fixtures.datasetId));
    await dialog.getByLabel('Visualization type').selectOption('table');
    await dialog.getByRole('button', { name: 'Create new chart' }).click();
    await page.waitForURL(/\/explore\/\?datasource_id=/);
    await page.getByRole('heading', { name: 'New chart', exact: true }).waitFor({ timeout: 60_000 });

    // The viz picker: search, pick, Select.
    await page.getByRole('button', { name: 'View all charts' }).click();
    const picker = page.getByRole('dialog', { name: 'Select a visualization type' });
    await picker.waitFor();
    await picker.getByRole('searchbox', { name: 'Search all charts' }).fill('bar chart');
    await picker.getByRole('option', { name: 'Bar Chart', exact: true }).click();
    await checkAxe('viz-picker');
    await picker.getByRole('button', { name: 'Select', exact: true }).click();
    await picker.waitFor({ state: 'detached' });

    const controls = page.getByRole('region', { name: 'Chart controls' });
    const dataset = page.getByRole('region', { name: 'Dataset' });
    // Drag the time column to the x-axis and a column to the dimensions.
    await drag(page, dataset.getByLabel(/^Column sold_on/), controls.getByRole('group', { name: 'X-axis' }));
    await controls
      .getByRole('group', { name: 'X-axis' })
      .getByRole('button', { name: 'Edit column sold_on' })
      .waitFor();
    await drag(page, dataset.getByLabel(/^Column color/), controls.getByRole('group', { name: 'Dimensions' }));
    await controls
      .getByRole('group', { name: 'Dimensions' })
      .getByRole('button', { name: 'Edit column color' })
      .click();
    const columnPopover = page.getByRole('dialog', { name: 'Edit column' });
    await columnPopover.waitFor();
    await checkAxe('column-popover');
    await columnPopover.getByRole('button', { name: 'Close' }).click();
    await columnPopover.waitFor({ state: 'detached' });

    // A SUM metric in the popover.
    await controls
      .getByRole('group', { name: 'Metrics' })
      .getByRole('button', { name: /^Add metrics/ })
      .click();
    const metricPopover = page.getByRole('dialog', { name: 'Edit metric' });
    await metricPopover.getByRole('tab', { name: 'Simple' }).click();
    await metricPopover.getByLabel('Column').selectOption('amount');
    await metricPopover.getByLabel('Aggregate').selectOption('SUM');
    await checkAxe('metric-popover');
    await metricPopover.getByRole('button', { name: 'Save' }).click();
    await controls.getByRole('button', { name: 'Edit metric SUM(amount)' }).waitFor();

    // A filter whose IN values are pasted at once.
    await controls.getByRole('button', { name: 'Add filter' }).click();
    const filterPopover = page.getByRole('dialog', { name: 'Edit filter' });
    await filterPopover.getByLabel('Column').selectOption('color');
    await filterPopover.getByLabel('Operator').selectOption('IN');
    const values = filterPopover.getByRole('textbox', { name: 'Values' });
    await values.focus();
    await page.evaluate(() => {
      const input = document.activeElement as HTMLInputElement;
      const data = new DataTransfer();
      data.setData('text/plain', 'red\ngreen; red\t');
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await filterPopover.getByText('green', { exact: true }).waitFor();
    await checkAxe('filter-popover');
    await filterPopover.getByRole('button', { name: 'Save' }).click();
    await controls.getByRole('button', { name: "Edit filter color IN ('red', 'green')" }).waitFor();

    // Last quarter, with the server's actual range before APPLY.
    await controls.getByRole('button', { name: /^Time range: No filter/ }).click();
    const timePopover = page.getByRole('dialog', { name: 'Edit time range' });
    await timePopover.getByLabel('Range type').selectOption('Common');
    await timePopover.getByText('last quarter', { exact: true }).click();
    await timePopover.getByText(/≤ sold_on </).waitFor({ timeout: 60_000 });
    await checkAxe('time-range-popover');
    await timePopover.getByRole('button', { name: 'APPLY' }).click();
    await controls.getByRole('button', { name: /^Time range: Last quarter/ }).waitFor();

    await controls.getByRole('button', { name: 'Create chart' }).click();
    const chart = page.getByRole('region', { name: 'Chart' });
    await chart.getByRole('figure', { name: 'Bar Chart' }).waitFor({ timeout: 90_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/explore-chart.png` });
    // Only the filtered colours came back.
    await chart.getByRole('tab', { name: 'Results' }).click();
    const resultText = (await chart.getByRole('table').textContent()) ?? '';
    expect(resultText).toContain('red');
    expect(resultText).not.toContain('blue');

    // Save onto a new dashboard and go there.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const save = page.getByRole('dialog', { name: 'Save chart' });
    await save.getByLabel('Chart name').fill(`Explore bar ${suffix}`);
    await save.getByLabel('Add to dashboard').selectOption('__new__');
    await save.getByLabel('New dashboard name').fill(`Explore board ${suffix}`);
    await checkAxe('save-modal');
    await save.getByRole('button', { name: 'Save & go to dashboard' }).click();
    await page.waitForURL(/\/superset\/dashboard\/\d+\//, { timeout: 90_000 });
    await page.reload();
    await page.getByText(`Explore bar ${suffix}`).first().waitFor({ timeout: 90_000 });

    const charts = (await (
      await app.request(`/api/v1/chart/?q=(filters:!((col:slice_name,opr:eq,value:'Explore bar ${suffix}')))`)
    ).json()) as { result: { id: number }[] };
    const id = charts.result[0]?.id;
    expect(id).toBeDefined();
    const saved = (await (await app.request(`/api/v1/chart/${id}`)).json()) as {
      result: { params: string; viz_type: string };
    };
    const params = JSON.parse(saved.result.params) as Record<string, unknown>;
    expect(saved.result.viz_type).toBe('echarts_timeseries_bar');
    expect(params.time_range).toBe('Last quarter');
    expect(params.groupby).toEqual(['color']);
    expect(params.adhoc_filters).toEqual([
      expect.objectContaining({ subject: 'color', operator: 'IN', comparator: ['red', 'green'] }),
    ]);
    expect(params.metrics).toEqual([
      expect.objectContaining({ aggregate: 'SUM', column: expect.objectContaining({ column_name: 'amount' }) }),
    ]);
  });

  it('keeps unsaved changes across a reload through form_data_key', async () => {
    await page.goto(`${app.baseUrl}/explore/?datasource_id=${fixtures.datasetId}&viz_type=table`);
    const controls = page.getByRole('region', { name: 'Chart controls' });
    await controls
      .getByRole('group', { name: 'Metrics' })
      .getByRole('button', { name: /^Add metrics/ })
      .click();
    const metricPopover = page.getByRole('dialog', { name: 'Edit metric' });
    await metricPopover.getByRole('tab', { name: 'Custom SQL' }).click();
    await metricPopover.getByRole('textbox', { name: 'Custom SQL' }).fill('MAX(amount)');
    await metricPopover.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/form_data_key=/, { timeout: 60_000 });
    await page.reload();
    await page
      .getByRole('region', { name: 'Chart controls' })
      .getByRole('button', { name: 'Edit metric MAX(amount)' })
      .waitFor({ timeout: 60_000 });
  });

  it('reorders metrics by dragging one pill onto another, and by the keyboard ↑', async () => {
    await page.goto(`${app.baseUrl}/explore/?datasource_id=${fixtures.datasetId}&viz_type=table`);
    const metrics = page.getByRole('region', { name: 'Chart controls' }).getByRole('group', { name: 'Metrics' });
    for (const sql of ['MAX(amount)', 'MIN(amount)']) {
      await metrics.getByRole('button', { name: /^Add metrics/ }).click();
      const popover = page.getByRole('dialog', { name: 'Edit metric' });
      await popover.getByRole('tab', { name: 'Custom SQL' }).click();
      await popover.getByRole('textbox', { name: 'Custom SQL' }).fill(sql);
      await popover.getByRole('button', { name: 'Save' }).click();
      await metrics.getByRole('button', { name: `Edit metric ${sql}` }).waitFor();
    }
    const order = () => metrics.getByRole('button', { name: /^Edit metric / }).allTextContents();
    expect(await order()).toEqual(['MAX(amount)', 'MIN(amount)']);
    await drag(
      page,
      metrics.getByRole('button', { name: 'Edit metric MIN(amount)' }),
      metrics.getByRole('button', { name: 'Edit metric MAX(amount)' }),
    );
    await expect.poll(order, { timeout: 10_000 }).toEqual(['MIN(amount)', 'MAX(amount)']);
    // Releasing the pointer over the moved pill does not open its editor.
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog', { name: 'Edit metric' }).count()).toBe(0);
    const up = metrics.getByRole('button', { name: 'Move metric MAX(amount) up' });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect.poll(order, { timeout: 10_000 }).toEqual(['MAX(amount)', 'MIN(amount)']);
  });

  it("shows the server's message for invalid SQL in a custom metric, and saves nothing", async () => {
    const before = ((await (await app.request('/api/v1/chart/?q=(page_size:1)')).json()) as { count: number }).count;
    await page.goto(`${app.baseUrl}/explore/?datasource_id=${fixtures.datasetId}&viz_type=table`);
    const controls = page.getByRole('region', { name: 'Chart controls' });
    await controls
      .getByRole('group', { name: 'Metrics' })
      .getByRole('button', { name: /^Add metrics/ })
      .click();
    const metricPopover = page.getByRole('dialog', { name: 'Edit metric' });
    await metricPopover.getByRole('tab', { name: 'Custom SQL' }).click();
    await metricPopover.getByRole('textbox', { name: 'Custom SQL' }).fill(`SUM(no_such_column_${suffix})`);
    await metricPopover.getByRole('button', { name: 'Save' }).click();
    await controls.getByRole('button', { name: 'Create chart' }).click();
    const alert = page.getByRole('region', { name: 'Chart' }).getByRole('alert');
    await alert.waitFor({ timeout: 90_000 });
    expect(await alert.textContent()).toMatch(new RegExp(`no_such_column_${suffix}`, 'i'));
    await page.screenshot({ path: `${SCREENSHOTS}/explore-bad-metric.png` });
    const after = ((await (await app.request('/api/v1/chart/?q=(page_size:1)')).json()) as { count: number }).count;
    expect(after).toBe(before);
  });

  it("shows the server's message for a malformed permalink", async () => {
    await page.goto(`${app.baseUrl}/superset/explore/p/%24%24not-a-key/`);
    await page
      .getByRole('alert')
      .or(page.getByText(/permalink|key/i).first())
      .first()
      .waitFor({ timeout: 60_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/explore-bad-permalink.png` });
    expect(await page.locator('main').textContent()).toMatch(/permalink|key/i);
  });

  it("changes a saved chart's dataset with the confirm step", async () => {
    const res = await app.request('/api/v1/chart/', {
      method: 'POST',
      json: {
        slice_name: `Moving ${suffix}`,
        viz_type: 'table',
        datasource_id: fixtures.datasetId,
        datasource_type: 'table',
        params: JSON.stringify({ viz_type: 'table', metrics: ['count'], datasource: `${fixtures.datasetId}__table` }),
      },
    });
    const chartId = ((await res.json()) as { id: number }).id;
    await page.goto(`${app.baseUrl}/explore/?slice_id=${chartId}`);
    await page.getByRole('heading', { name: `Moving ${suffix}` }).waitFor({ timeout: 60_000 });
    // The dataset editor as a modal (the admin owns every dataset).
    await page.getByRole('button', { name: 'Dataset menu' }).click();
    await page.getByRole('menuitem', { name: 'Edit dataset' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Dataset' });
    await editor.getByRole('textbox').first().waitFor({ timeout: 60_000 });
    await checkAxe('edit-dataset-modal');
    await editor.getByRole('button', { name: 'Close' }).first().click();
    await editor.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Dataset menu' }).click();
    await page.getByRole('menuitem', { name: 'Change dataset' }).click();
    const modal = page.getByRole('dialog', { name: 'Change dataset' });
    await modal.getByRole('searchbox', { name: 'Search datasets' }).fill(fixtures.otherDatasetName);
    await modal.getByRole('button', { name: fixtures.otherDatasetName }).click();
    await modal
      .getByText(/may break the chart/)
      .first()
      .waitFor();
    await checkAxe('change-dataset-confirm');
    await modal.getByRole('button', { name: 'Proceed' }).click();
    await page.getByText('Successfully changed dataset!').waitFor({ timeout: 60_000 });
    const chart = (await (await app.request(`/api/v1/chart/${chartId}`)).json()) as {
      result: { datasource_id: number };
    };
    expect(chart.result.datasource_id).toBe(fixtures.otherDatasetId);
    // The screen reloads the chart on its new dataset.
    await page
      .getByRole('region', { name: 'Dataset' })
      .getByRole('heading', { name: new RegExp(fixtures.otherDatasetName) })
      .waitFor({ timeout: 60_000 });
  });

  it('goes by keyboard only: add a saved metric, run, see the chart', async () => {
    await page.goto(`${app.baseUrl}/explore/?datasource_id=${fixtures.datasetId}&viz_type=table`);
    const add = page
      .getByRole('region', { name: 'Chart controls' })
      .getByRole('group', { name: 'Metrics' })
      .getByRole('button', { name: /^Add metrics/ });
    await add.waitFor({ timeout: 60_000 });
    let reached = false;
    for (let i = 0; i < 80 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await add.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    const metricPopover = page.getByRole('dialog', { name: 'Edit metric' });
    await metricPopover.waitFor();
    await page.keyboard.press('Tab');
    // Simple tab by arrow keys, then column and aggregate by keyboard selection.
    await metricPopover.getByRole('tab', { name: 'Simple' }).focus();
    await page.keyboard.press('Enter');
    await metricPopover.getByLabel('Column').focus();
    await metricPopover.getByLabel('Column').selectOption('amount');
    await page.keyboard.press('Tab');
    await metricPopover.getByLabel('Aggregate').selectOption('MAX');
    await metricPopover.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    const run = page.getByRole('region', { name: 'Chart controls' }).getByRole('button', { name: 'Create chart' });
    await run.focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('region', { name: 'Chart' })
      .getByRole('figure', { name: 'Table' })
      .waitFor({ timeout: 90_000 });
  });

  it('honours standalone and the uiConfig bits; banners for missing URL parameters and a missing dataset', async () => {
    const res = await app.request('/api/v1/chart/', {
      method: 'POST',
      json: {
        slice_name: `Embedded ${suffix}`,
        viz_type: 'table',
        datasource_id: fixtures.datasetId,
        datasource_type: 'table',
        params: JSON.stringify({ viz_type: 'table', metrics: ['count'], datasource: `${fixtures.datasetId}__table` }),
      },
    });
    const chartId = ((await res.json()) as { id: number }).id;
    const navInert = () => page.evaluate(() => document.querySelector('header')?.inert ?? null);

    // standalone=1: the chart alone over the whole window; the app's navigation out of reach.
    await page.goto(`${app.baseUrl}/explore/?slice_id=${chartId}&standalone=1`);
    await page.getByRole('figure', { name: 'Table' }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('region', { name: 'Chart controls' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: `Embedded ${suffix}` }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    expect(await navInert()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/explore-standalone.png` });

    // 8 hides the chart's controls: the title, actions and the chart stay.
    await page.goto(`${app.baseUrl}/explore/?slice_id=${chartId}&uiConfig=8`);
    await page.getByRole('heading', { name: `Embedded ${suffix}` }).waitFor({ timeout: 60_000 });
    await page.getByRole('figure', { name: 'Table' }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('region', { name: 'Chart controls' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Dataset' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Results' }).count()).toBe(1);
    // The Results pane names the metric by its label, as the chart does, not by its key.
    const rows = page.getByRole('region', { name: 'Rows' });
    await rows.getByRole('columnheader', { name: 'COUNT(*)' }).waitFor({ timeout: 60_000 });
    expect(await rows.getByRole('columnheader', { name: 'count', exact: true }).count()).toBe(0);
    expect(await navInert()).toBe(false);

    // 1 + 2 + 4: no title, no tabs under the chart, no navigation; the controls stay.
    await page.goto(`${app.baseUrl}/explore/?slice_id=${chartId}&uiConfig=7`);
    await page.getByRole('region', { name: 'Chart controls' }).waitFor({ timeout: 60_000 });
    await page.getByRole('figure', { name: 'Table' }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('heading', { name: `Embedded ${suffix}` }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Results' }).count()).toBe(0);
    expect(await navInert()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/explore-uiconfig-7.png` });

    // Without a chart or a dataset: the banner, and the navigation in reach.
    await page.goto(`${app.baseUrl}/explore/`);
    await page.getByRole('alert').filter({ hasText: 'Missing URL parameters' }).waitFor({ timeout: 60_000 });
    expect(await navInert()).toBe(false);

    // A chart whose dataset was deleted: 'Missing dataset', with Change dataset offered.
    const goneDataset = await createDataset(app, `explore_gone_${suffix}`, 'color');
    const orphan = await app.request('/api/v1/chart/', {
      method: 'POST',
      json: {
        slice_name: `Orphan ${suffix}`,
        viz_type: 'table',
        datasource_id: goneDataset,
        datasource_type: 'table',
        params: JSON.stringify({ viz_type: 'table', metrics: ['count'], datasource: `${goneDataset}__table` }),
      },
    });
    const orphanId = ((await orphan.json()) as { id: number }).id;
    expect((await app.request(`/api/v1/dataset/${goneDataset}`, { method: 'DELETE' })).status).toBe(200);
    await page.goto(`${app.baseUrl}/explore/?slice_id=${orphanId}`);
    const missing = page.getByRole('alert').filter({ hasText: 'Missing dataset' });
    await missing.waitFor({ timeout: 60_000 });
    await missing.getByRole('button', { name: 'Change dataset' }).waitFor();
  });

  it('opens the annotation layer and conditional formatting popovers', async () => {
    const charts = (await (
      await app.request(`/api/v1/chart/?q=(filters:!((col:slice_name,opr:eq,value:'Explore bar ${suffix}')))`)
    ).json()) as { result: { id: number }[] };
    await page.goto(`${app.baseUrl}/explore/?slice_id=${charts.result[0]?.id}`);
    const controls = page.getByRole('region', { name: 'Chart controls' });
    await controls.getByRole('button', { name: 'Annotations and Layers' }).click();
    await controls.getByRole('button', { name: '+ Add annotation layer' }).click();
    const annotation = page.getByRole('dialog', { name: 'Add annotation layer' });
    await annotation.waitFor();
    await checkAxe('annotation-layer-popover');
    await annotation.getByRole('button', { name: 'Close' }).click();
    await annotation.waitFor({ state: 'detached' });

    await page.goto(`${app.baseUrl}/explore/?datasource_id=${fixtures.datasetId}&viz_type=table`);
    await controls.getByRole('tab', { name: 'Customize' }).click();
    await controls.getByRole('button', { name: '+ Add new color formatter' }).click();
    const formatting = page.getByRole('dialog', { name: 'Add conditional formatting' });
    await formatting.waitFor();
    await checkAxe('conditional-formatting-popover');
    await formatting.getByRole('button', { name: 'Close' }).click();
  });

  it('draws the chart, the metric popover and the picker in the dark theme', async () => {
    const charts = (await (
      await app.request(`/api/v1/chart/?q=(filters:!((col:slice_name,opr:eq,value:'Explore bar ${suffix}')))`)
    ).json()) as { result: { id: number }[] };
    const id = charts.result[0]?.id;
    expect(id).toBeDefined();
    await page.goto(`${app.baseUrl}/explore/?slice_id=${id}`);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByRole('figure', { name: 'Bar Chart' }).waitFor({ timeout: 90_000 });
    await page.screenshot({ path: `${SCREENSHOTS}/explore-dark-chart.png` });
    try {
      const controls = page.getByRole('region', { name: 'Chart controls' });
      await controls.getByRole('button', { name: 'Edit metric SUM(amount)' }).click();
      await page.getByRole('dialog', { name: 'Edit metric' }).waitFor();
      await checkAxe('dark-metric-popover');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'View all charts' }).click();
      await page.getByRole('dialog', { name: 'Select a visualization type' }).waitFor();
      await checkAxe('dark-viz-picker');
      await page.keyboard.press('Escape');
    } finally {
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
    }
  });

  // Every popover and modal was audited as the flows above opened it; none may have a serious or
  // critical finding. The findings are also written out, to read when this fails.
  it('audits every popover and modal with axe: no serious or critical findings', () => {
    writeFileSync(`${SCREENSHOTS}/explore-axe-findings.json`, JSON.stringify(findings, null, 2));
    expect(Object.keys(findings).sort()).toEqual(
      [
        'annotation-layer-popover',
        'change-dataset-confirm',
        'column-popover',
        'conditional-formatting-popover',
        'dark-metric-popover',
        'dark-viz-picker',
        'filter-popover',
        'edit-dataset-modal',
        'metric-popover',
        'save-modal',
        'time-range-popover',
        'viz-picker',
      ].sort(),
    );
    for (const [name, found] of Object.entries(findings)) expect(found, name).toEqual([]);
  });
});
