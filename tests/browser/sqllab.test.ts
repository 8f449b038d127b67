import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pg from 'pg';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const suffix = Math.random().toString(36).slice(2, 8);
const orders = `orders_${suffix}`;
const ledger = `ledger_${suffix}`;
const databaseName = `SQL Lab PG ${suffix}`;

/** Serious and critical axe findings on the page as it is now. */
async function axeFindings(page: Page): Promise<string[]> {
  // Dialogs and popovers fade in: audit them drawn, not half transparent (waits for every finite
  // animation and transition to end, however slow the machine; spinners run forever and are left).
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
  // Evaluated, not injected as a tag: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core is injected as a global script
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return (result.violations as { id: string; impact: string; nodes: { target: string[]; html: string }[] }[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
            .join(' | ')}`,
      );
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The editor's text as CodeMirror holds it. */
async function editorText(page: Page): Promise<string> {
  return page.getByRole('textbox', { name: 'SQL editor' }).evaluate((el) =>
    Array.from(el.querySelectorAll('.cm-line'))
      .map((line) => line.textContent ?? '')
      .join('\n'),
  );
}

/** Replaces the editor's text by typing, as a user does. */
async function typeSql(page: Page, sql: string) {
  const editor = page.getByRole('textbox', { name: 'SQL editor' });
  // Near the top left: an open completion list covers the middle of the editor.
  await editor.click({ position: { x: 4, y: 4 } });
  await page.keyboard.press('Escape');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type(sql);
}

/** Enter on an open completion list; CodeMirror ignores it for its first 75 ms (interactionDelay), against accidental picks. */
async function acceptCompletion(page: Page) {
  await page.waitForTimeout(120);
  await page.keyboard.press('Enter');
}

/** The grid's data rows as text, in the order shown. */
async function gridRows(grid: Locator): Promise<string[][]> {
  return grid.evaluate((el) =>
    Array.from(el.querySelectorAll('[role=row]'))
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('[role=gridcell]')).map((cell) => cell.textContent ?? '')),
  );
}

interface SavedTab {
  label: string;
  active: boolean;
  sql: string | null;
  latest_query_id: string | null;
}

/** The active editor tab as the server keeps it (the page saves its tabs a moment after each change). */
async function savedActiveTab(app: ServedApp): Promise<SavedTab | undefined> {
  const res = await app.request('/api/v1/sqllab/tabs/');
  return ((await res.json()) as { result: SavedTab[] }).result.find((t) => t.active);
}

/** A query tab's button in the tab bar. */
function queryTab(page: Page, title: string): Locator {
  return page.getByRole('list', { name: 'Query tabs' }).getByRole('button', { name: title, exact: true });
}

describe('SQL Lab in Chromium', { timeout: 240_000 }, () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  let scratch: ScratchDatabase;
  let chartId = 0;
  const findings: Record<string, string[]> = {};

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    scratch = await createScratchDatabase('chartroom_sqllab');
    await withClient(scratch.url, async (client) => {
      await client.query(`CREATE TABLE public.${orders} (id integer, city text, amount numeric)`);
      await client.query(`INSERT INTO public.${orders} VALUES (1, 'Paris', 10), (2, 'Lyon', 5.5), (3, 'Nice', 7)`);
      await client.query(`CREATE TABLE public.${ledger} (id integer)`);
      await client.query(`INSERT INTO public.${ledger} VALUES (1), (2)`);
    });
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([serveTestApp(clientDistDir ? { clientDistDir } : {}), launchBrowser()]);
    const db = await app.request('/api/v1/database/', {
      method: 'POST',
      json: { database_name: databaseName, sqlalchemy_uri: scratch.url, expose_in_sqllab: true, allow_dml: false },
    });
    if (db.status !== 201) throw new Error(`database create failed: ${db.status} ${await db.text()}`);
    const databaseId = ((await db.json()) as { id: number }).id;
    const ds = await app.request('/api/v1/dataset/', {
      method: 'POST',
      json: { database: databaseId, schema: 'public', table_name: orders },
    });
    if (ds.status !== 201) throw new Error(`dataset create failed: ${ds.status} ${await ds.text()}`);
    const datasetId = ((await ds.json()) as { id: number }).id;
    const params = { viz_type: 'table', query_mode: 'raw', all_columns: ['id', 'city', 'amount'], row_limit: 100 };
    const chart = await app.request('/api/v1/chart/', {
      method: 'POST',
      json: {
        slice_name: `SQL Lab chart ${suffix}`,
        viz_type: 'table',
        datasource_id: datasetId,
        datasource_type: 'table',
        params: JSON.stringify({ ...params, datasource: `${datasetId}__table` }),
      },
    });
    if (chart.status !== 201) throw new Error(`chart create failed: ${chart.status} ${await chart.text()}`);
    chartId = ((await chart.json()) as { id: number }).id;

    page = await browser.newPage();
    await page.setViewportSize({ width: 1440, height: 950 });
    page.setDefaultTimeout(60_000);
    await page.goto(`${app.baseUrl}/sqllab/`);
    await page.waitForURL(/\/login\/\?next=/);
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/sqllab\/$/);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await scratch?.drop();
  });

  it("opens a chart's SQL from explore's View in SQL Lab, runs it and shows the chart's rows", async () => {
    await page.goto(`${app.baseUrl}/explore/?slice_id=${chartId}`);
    const chart = page.getByRole('region', { name: 'Chart' });
    await chart.getByRole('tab', { name: 'Results' }).click();
    const chartRows = chart.getByRole('region', { name: 'Rows' });
    await chartRows.getByRole('cell', { name: 'Paris' }).waitFor({ timeout: 90_000 });
    const expected = await chartRows.evaluate((el) =>
      Array.from(el.querySelectorAll('tbody tr')).map((tr) =>
        Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? ''),
      ),
    );
    expect(expected).toHaveLength(3);

    // The form post opens SQL Lab in a new browser tab.
    const [lab] = await Promise.all([
      browser.waitForEvent('page'),
      (async () => {
        await page.getByRole('button', { name: 'Dataset menu' }).click();
        await page.getByRole('menuitem', { name: 'View in SQL Lab' }).click();
      })(),
    ]);
    await lab.setViewportSize({ width: 1440, height: 950 });
    await lab.waitForURL(/\/sqllab\/$/, { timeout: 60_000 });
    await expect.poll(() => editorText(lab), { timeout: 30_000 }).toContain(`FROM public.${orders}`);
    expect(
      await lab
        .getByRole('combobox', { name: 'Database' })
        .evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent),
    ).toBe(databaseName);
    await lab.getByRole('button', { name: 'Run', exact: true }).click();
    const grid = lab.getByRole('grid', { name: 'Results' });
    await grid.getByRole('gridcell', { name: 'Paris' }).waitFor({ timeout: 60_000 });
    const rows = await gridRows(grid);
    const normalise = (table: string[][]) => table.map((r) => r.join('|')).sort();
    expect(normalise(rows)).toEqual(normalise(expected));
    await lab.screenshot({ path: `${SCREENSHOTS}/sqllab-from-explore.png` });
    await lab.close();
  });

  it('completes a table and a column while typing, runs with Ctrl+Enter, and sorts the result', async () => {
    await page.goto(`${app.baseUrl}/sqllab/`);
    // The tab opened from explore is kept for the viewer.
    await page
      .getByRole('list', { name: 'Query tabs' })
      .getByRole('button', { name: 'Untitled Query 1', exact: true })
      .waitFor();
    await page.getByRole('button', { name: 'New query tab' }).click();
    await page.getByRole('combobox', { name: 'Database' }).selectOption({ label: databaseName });
    await page.getByRole('combobox', { name: 'Schema' }).selectOption('public');
    await page.getByRole('list', { name: 'Tables of public' }).getByRole('button', { name: orders }).waitFor();

    await typeSql(page, `SELECT * FROM ${orders.slice(0, 8)}`);
    const completions = page.getByRole('listbox');
    await completions.getByRole('option', { name: orders }).waitFor();
    await acceptCompletion(page);
    await page.keyboard.type(' WHERE amo');
    // The table's columns load once the query names it; Ctrl+Space asks for completions again, as a user would.
    const amount = completions.getByRole('option', { name: 'amount' });
    await expect
      .poll(
        async () => {
          if (!(await amount.isVisible())) await page.keyboard.press('Control+Space');
          return amount.isVisible();
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await acceptCompletion(page);
    await page.keyboard.type(' > 6');
    expect(await editorText(page)).toBe(`SELECT * FROM ${orders} WHERE amount > 6`);
    await page.keyboard.press('ControlOrMeta+Enter');
    const grid = page.getByRole('grid', { name: 'Results' });
    await grid.getByRole('gridcell', { name: 'Nice' }).waitFor({ timeout: 60_000 });
    expect((await gridRows(grid)).map((r) => r[1])).toEqual(['Paris', 'Nice']);
    await grid.getByRole('button', { name: 'Sort by city' }).click();
    expect((await gridRows(grid)).map((r) => r[1])).toEqual(['Nice', 'Paris']);
    expect(await page.getByRole('status', { name: 'Result summary' }).textContent()).toMatch(/^2 rows returned/);
    // The CSV comes from the REST export (streamed by the server), every row of the query.
    const href = await page.getByRole('link', { name: 'Download to CSV' }).getAttribute('href');
    const csv = await page.request.get(`${app.baseUrl}${href}`);
    expect(csv.status()).toBe(200);
    expect((await csv.text()).trim().split(/\r?\n/)).toEqual(['id,city,amount', '1,Paris,10', '3,Nice,7']);
    await page.screenshot({ path: `${SCREENSHOTS}/sqllab-light.png` });
    findings.results = await axeFindings(page);

    // The browser opens a table's columns.
    await page.getByRole('list', { name: 'Tables of public' }).getByRole('button', { name: orders }).click();
    await page
      .getByRole('list', { name: `Columns of ${orders}` })
      .getByText('amount')
      .waitFor();
  });

  it('stops a 5 s PostgreSQL query and the database no longer runs it', async () => {
    await page.getByRole('button', { name: 'New query tab' }).click();
    await typeSql(page, 'select pg_sleep(5)');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByRole('status', { name: 'Query running' }).waitFor();
    const active = () =>
      withClient(scratch.url, async (client) => {
        const res = await client.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%pg_sleep(5)%' AND pid <> pg_backend_pid()",
        );
        return (res.rows[0] as { n: number }).n;
      });
    await expect.poll(active, { timeout: 10_000 }).toBe(1);
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByText(/The query was stopped after/).waitFor({ timeout: 10_000 });
    // Gone well before its 5 s were up.
    await expect.poll(active, { timeout: 3_000 }).toBe(0);
  });

  it('picks up a running query after a reload and shows its result', async () => {
    const sql = 'select pg_sleep(2) as slept, 42 as answer';
    const before = (await savedActiveTab(app))?.latest_query_id ?? null;
    await typeSql(page, sql);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByRole('status', { name: 'Query running' }).waitFor();
    // The tab remembers its query (saved a moment after the change), then the page goes away.
    await expect
      .poll(
        async () => {
          const tab = await savedActiveTab(app);
          return tab?.sql === sql && tab.latest_query_id !== null && tab.latest_query_id !== before;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await page.reload();
    const grid = page.getByRole('grid', { name: 'Results' });
    await grid.getByRole('gridcell', { name: '42' }).waitFor({ timeout: 30_000 });
  });

  it('keeps 100,000 rows in a virtual grid: only the rows in view are in the page', async () => {
    await page.getByRole('combobox', { name: 'Limit' }).selectOption('100000');
    await typeSql(page, 'SELECT g AS n, g * 2 AS twice FROM generate_series(1, 100000) AS g');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const summary = page.getByRole('status', { name: 'Result summary' });
    await summary.waitFor({ timeout: 60_000 });
    expect(await summary.textContent()).toMatch(/^100000 rows returned/);
    const grid = page.getByRole('grid', { name: 'Results' });
    expect(await grid.getAttribute('aria-rowcount')).toBe('100001');
    expect(await grid.locator('[role=row]').count()).toBeLessThan(80);
    await grid.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await grid.getByRole('gridcell', { name: '100000', exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Limit' }).selectOption('1000');
    await page.screenshot({ path: `${SCREENSHOTS}/sqllab-100k.png` });
  });

  it('saves a query and finds it in saved queries; keeps the tabs across a reload', async () => {
    await typeSql(page, `SELECT city, amount FROM ${orders}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save query' });
    await dialog.getByLabel('Name').fill(`Cities ${suffix}`);
    await dialog.getByLabel('Description').fill('Amounts per city');
    findings.saveQuery = await axeFindings(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await queryTab(page, `Cities ${suffix}`).waitFor();

    // Saved again from its tab: Update starts from its name and description and changes its SQL.
    await typeSql(page, `SELECT city, amount FROM ${orders} ORDER BY city`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const update = dialog.getByRole('button', { name: 'Update' });
    await update.waitFor();
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Amounts per city');
    await update.click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Saved queries' }).click();
    const saved = page.getByRole('table', { name: 'Saved queries' });
    await saved.getByRole('cell', { name: `Cities ${suffix}`, exact: true }).waitFor();
    expect(await saved.getByRole('row', { name: new RegExp(`Cities ${suffix}`) }).textContent()).toContain(
      'Amounts per city',
    );
    await page.getByRole('tab', { name: 'Query history' }).click();
    const history = page.getByRole('table', { name: 'Query history' });
    await history.getByText('select pg_sleep(5)').waitFor();
    const stopped = history.getByRole('row', { name: /select pg_sleep\(5\)/ });
    expect(await stopped.textContent()).toContain('stopped');
    findings.history = await axeFindings(page);

    // The tabs, their text and the selected one come back after a reload (saved for the user).
    await expect
      .poll(
        async () => {
          const tab = await savedActiveTab(app);
          return `${tab?.label} | ${tab?.sql}`;
        },
        { timeout: 30_000 },
      )
      .toBe(`Cities ${suffix} | SELECT city, amount FROM ${orders} ORDER BY city`);
    await page.reload();
    await expect.poll(() => queryTab(page, `Cities ${suffix}`).getAttribute('aria-current')).toBe('true');
    await expect.poll(() => editorText(page)).toBe(`SELECT city, amount FROM ${orders} ORDER BY city`);

    // Re-run from the history: a new tab runs the query again.
    await page.getByRole('tab', { name: 'Query history' }).click();
    await page
      .getByRole('table', { name: 'Query history' })
      .getByRole('row', { name: /42 as answer/ })
      .first()
      .getByRole('button', { name: 'Re-run' })
      .click();
    await page.getByRole('grid', { name: 'Results' }).getByRole('gridcell', { name: '42', exact: true }).waitFor();
    await expect.poll(() => editorText(page)).toBe('select pg_sleep(2) as slept, 42 as answer');

    // The saved query's share link opens it in a tab of its own.
    const list = await app.request(
      `/api/v1/saved_query/?q=${encodeURIComponent(`(filters:!((col:label,opr:eq,value:'Cities ${suffix}')))`)}`,
    );
    const savedId = ((await list.json()) as { result: { id: number }[] }).result[0]?.id;
    expect(savedId).toBeGreaterThan(0);
    const stored = (await (await app.request(`/api/v1/saved_query/${savedId}`)).json()) as { result: { sql: string } };
    expect(stored.result.sql).toBe(`SELECT city, amount FROM ${orders} ORDER BY city`);
    await page.goto(`${app.baseUrl}/sqllab/?savedQueryId=${savedId}`);
    await page.waitForURL(/\/sqllab\/$/);
    await expect.poll(() => queryTab(page, `Cities ${suffix}`).count()).toBe(2);
    await expect.poll(() => queryTab(page, `Cities ${suffix}`).nth(1).getAttribute('aria-current')).toBe('true');
    await page
      .getByRole('button', { name: `Close Cities ${suffix}` })
      .nth(1)
      .click();
    await expect.poll(() => queryTab(page, `Cities ${suffix}`).count()).toBe(1);
  });

  it('refuses a DELETE on a database without DML and the table keeps its rows', async () => {
    await page.getByRole('button', { name: 'New query tab' }).click();
    await typeSql(page, `DELETE FROM ${ledger}`);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByText('Only SELECT statements are allowed against this database.').waitFor();
    const count = await withClient(scratch.url, async (client) => {
      const res = await client.query(`SELECT count(*)::int AS n FROM public.${ledger}`);
      return (res.rows[0] as { n: number }).n;
    });
    expect(count).toBe(2);
    await page.screenshot({ path: `${SCREENSHOTS}/sqllab-dml-refused.png` });

    // A database error names its line in the editor: the second statement runs, its error is on line 4.
    await typeSql(page, `SELECT 1;\n\nSELECT id\nFROM missing_${suffix}`);
    await page.keyboard.press('ControlOrMeta+Enter');
    await page.getByText('Error on line 4').waitFor();
    await page.getByText(`relation "missing_${suffix}" does not exist`).waitFor();
  });

  it('saves the query as a dataset and lands in explore on it', async () => {
    await typeSql(page, `SELECT city, amount * 2 AS doubled FROM ${orders}`);
    await page.getByRole('button', { name: 'Save dataset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save or Overwrite Dataset' });
    await dialog.getByText('Save this query as a virtual dataset to continue exploring').waitFor();
    await dialog.getByLabel('Dataset name').fill(`doubled_${suffix}`);
    findings.saveDataset = await axeFindings(page);
    await page.screenshot({ path: `${SCREENSHOTS}/sqllab-save-dataset.png` });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/explore\/\?.*datasource_id=\d+/);
    await page
      .getByRole('heading', { name: `doubled_${suffix}` })
      .first()
      .waitFor();
    const datasetId = Number(new URL(page.url()).searchParams.get('datasource_id'));
    const res = await app.request(`/api/v1/dataset/${datasetId}`);
    const body = (await res.json()) as { result: { sql: string; columns: { column_name: string }[] } };
    expect(body.result.sql).toContain('amount * 2');
    expect(body.result.columns.map((c) => c.column_name).sort()).toEqual(['city', 'doubled']);
  });

  it('passes axe in light and dark themes', async () => {
    await page.goto(`${app.baseUrl}/sqllab/`);
    await page.getByRole('textbox', { name: 'SQL editor' }).waitFor();
    findings.page = await axeFindings(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    try {
      await page.reload();
      await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
      await page.getByRole('textbox', { name: 'SQL editor' }).waitFor();
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      await page.getByRole('grid', { name: 'Results' }).waitFor({ timeout: 60_000 });
      await page.screenshot({ path: `${SCREENSHOTS}/sqllab-dark.png` });
      findings.dark = await axeFindings(page);
    } finally {
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
    }
    writeFileSync(`${SCREENSHOTS}/sqllab-axe-findings.json`, JSON.stringify(findings, null, 2));
    expect(findings).toEqual({ results: [], saveQuery: [], history: [], saveDataset: [], page: [], dark: [] });
  });
});
