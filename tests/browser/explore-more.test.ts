import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const suffix = Math.random().toString(36).slice(2, 8);
const SQL = `SELECT CAST(i AS DOUBLE) AS amount, CASE i % 2 WHEN 0 THEN 'odd' ELSE 'even' END AS parity,
  CASE i % 3 WHEN 0 THEN 'red' ELSE 'blue' END AS color, CAST(current_date - CAST(i AS INTEGER) AS TIMESTAMP) AS sold_on
FROM range(30) AS t(i)`;

interface StoredForm {
  metrics?: { sqlExpression?: string }[];
  groupby?: string[];
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

/** Serious and critical axe findings on the page as it is now. */
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

// Keyboard-only reordering, the annotation popover's untouched state, a query source saved as a
// dataset, and every popover in light and dark screenshots: one server, one browser page.
describe('explore: keyboard reorder, annotation form, query source, popover screenshots', { timeout: 240_000 }, () => {
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
  async function moveByKeyboard(handle: Locator, key: 'ArrowUp' | 'ArrowDown', movedTo: string) {
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(liveRegion).toMatch(/Picked up|moved to/);
    await page.keyboard.press(key);
    await expect.poll(liveRegion).toContain(movedTo);
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
    await moveByKeyboard(
      metrics.getByRole('button', { name: 'Reorder metric MIN(amount)' }),
      'ArrowUp',
      'metric MIN(amount) moved to position 1 of 2 in Metrics',
    );
    await expect.poll(metricOrder, { timeout: 10_000 }).toEqual(['MIN(amount)', 'MAX(amount)']);
    await expect.poll(liveRegion).toContain('metric MIN(amount) dropped at position 1 of 2 in Metrics');
    await expect
      .poll(async () => (await storedForm())?.metrics?.map((m) => m.sqlExpression), { timeout: 20_000 })
      .toEqual(['MIN(amount)', 'MAX(amount)']);

    // Escape puts a lifted pill back.
    await moveByKeyboard(
      metrics.getByRole('button', { name: 'Reorder metric MIN(amount)' }),
      'ArrowDown',
      'metric MIN(amount) moved to position 2 of 2 in Metrics',
    );
    await expect.poll(metricOrder, { timeout: 10_000 }).toEqual(['MAX(amount)', 'MIN(amount)']);
    await metrics.getByRole('button', { name: 'Reorder metric MIN(amount)' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(liveRegion).toMatch(/Picked up|moved to/);
    await page.keyboard.press('ArrowUp');
    await expect.poll(liveRegion).toContain('metric MIN(amount) moved to position 1 of 2');
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
    await moveByKeyboard(
      dimensions.getByRole('button', { name: 'Reorder column parity' }),
      'ArrowDown',
      'column parity moved to position 2 of 2 in Dimensions',
    );
    await expect.poll(dimensionOrder, { timeout: 10_000 }).toEqual(['color', 'parity']);
    await expect.poll(async () => (await storedForm())?.groupby, { timeout: 20_000 }).toEqual(['color', 'parity']);
    await page.screenshot({ path: `${SCREENSHOTS}/explore-keyboard-reorder.png` });
  });

  it('opens the annotation layer form without errors; Required shows once a field is emptied', async () => {
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
    await animationsSettled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/explore-save-query-as-dataset.png` });
    expect(await axeFindings(page)).toEqual([]);

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

  it('writes light and dark screenshots of explore with each popover open; labels, not raw names', async () => {
    const metrics = await app.request(`/api/v1/dataset/${datasetId}`, {
      method: 'PUT',
      json: { metrics: [{ metric_name: 'sum__amount', expression: 'SUM(amount)', verbose_name: 'Total amount' }] },
    });
    expect(metrics.status).toBe(200);
    const params = {
      viz_type: 'echarts_timeseries_bar',
      x_axis: 'sold_on',
      time_grain_sqla: 'P1W',
      metrics: ['sum__amount'],
      groupby: ['color'],
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          subject: 'parity',
          operator: 'IN',
          comparator: ['odd', 'even'],
          clause: 'WHERE',
          filterOptionName: 'f1',
        },
      ],
      time_range: 'No filter',
      datasource: `${datasetId}__table`,
    };
    const created = await app.request('/api/v1/chart/', {
      method: 'POST',
      json: {
        slice_name: `Popovers ${suffix}`,
        viz_type: params.viz_type,
        datasource_id: datasetId,
        datasource_type: 'table',
        params: JSON.stringify(params),
      },
    });
    expect(created.status).toBe(201);
    const chartId = ((await created.json()) as { id: number }).id;
    const findings: Record<string, string[]> = {};

    for (const theme of ['light', 'dark'] as const) {
      await page.goto(`${app.baseUrl}/explore/?slice_id=${chartId}`);
      if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      const chart = page.getByRole('region', { name: 'Chart' });
      await chart.getByRole('figure', { name: 'Bar Chart' }).waitFor({ timeout: 90_000 });
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SCREENSHOTS}/explore-${theme}-chart.png` });
      // The legend and the pill name the metric by its label.
      const controls = page.getByRole('region', { name: 'Chart controls' });
      await controls.getByRole('button', { name: 'Edit metric Total amount' }).waitFor();
      expect(await controls.getByText('sum__amount').count()).toBe(0);

      const shoot = async (name: string, open: () => Promise<void>, dialog: string, check?: () => Promise<void>) => {
        await open();
        await page.getByRole('dialog', { name: dialog }).waitFor();
        await check?.();
        await animationsSettled(page);
        await page.screenshot({ path: `${SCREENSHOTS}/explore-${theme}-${name}.png` });
        if (theme === 'dark') findings[name] = await axeFindings(page);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog', { name: dialog }).waitFor({ state: 'detached' });
      };
      await shoot(
        'metric-popover',
        () => controls.getByRole('button', { name: 'Edit metric Total amount' }).click(),
        'Edit metric',
        // The inline label names the saved metric by its label too.
        () =>
          page
            .getByRole('dialog', { name: 'Edit metric' })
            .getByRole('button', { name: /^Label: Total amount\./ })
            .waitFor(),
      );
      await shoot(
        'column-popover',
        () => controls.getByRole('button', { name: 'Edit column color' }).click(),
        'Edit column',
      );
      await shoot(
        'filter-popover',
        () => controls.getByRole('button', { name: /^Edit filter parity IN/ }).click(),
        'Edit filter',
      );
      await shoot(
        'time-range-popover',
        () => controls.getByRole('button', { name: /^Time range: No filter/ }).click(),
        'Edit time range',
        // APPLY waits, dimmed, for the server's actual range: check the popover once it is settled.
        () =>
          page.getByRole('dialog', { name: 'Edit time range' }).getByText('Evaluating…').waitFor({ state: 'detached' }),
      );
      await shoot(
        'viz-picker',
        () => page.getByRole('button', { name: 'View all charts' }).click(),
        'Select a visualization type',
      );
      await shoot('save-modal', () => page.getByRole('button', { name: 'Save', exact: true }).click(), 'Save chart');
      await shoot(
        'change-dataset-modal',
        async () => {
          await page.getByRole('button', { name: 'Dataset menu' }).click();
          await page.getByRole('menuitem', { name: 'Change dataset' }).click();
        },
        'Change dataset',
      );
      await controls.getByRole('button', { name: 'Annotations and Layers' }).click();
      await shoot(
        'annotation-layer-popover',
        () => controls.getByRole('button', { name: '+ Add annotation layer' }).click(),
        'Add annotation layer',
      );
      if (theme === 'dark') await page.getByRole('button', { name: 'Switch to light theme' }).click();
    }
    for (const [name, found] of Object.entries(findings)) expect(found, name).toEqual([]);

    // The chart's properties from the header: renamed in place, the title follows.
    await page.getByRole('button', { name: 'Edit chart properties' }).click();
    const properties = page.getByRole('dialog', { name: `Edit Popovers ${suffix}` });
    await properties.waitFor();
    await animationsSettled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/explore-light-chart-properties.png` });
    expect(await axeFindings(page)).toEqual([]);
    await properties.getByRole('textbox', { name: 'Name', exact: true }).fill(`Renamed ${suffix}`);
    await properties.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: `Renamed ${suffix}`, level: 1 }).waitFor();
    const stored = (await (await app.request(`/api/v1/chart/${chartId}`)).json()) as { result: { slice_name: string } };
    expect(stored.result.slice_name).toBe(`Renamed ${suffix}`);
  });
});
