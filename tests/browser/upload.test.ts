import { mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe violations of the page (the dialog included when one is open). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core is injected as a global script
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return (result.violations as { id: string; impact: string; nodes: { target: string[]; html?: string }[] }[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html ?? ''}`).join(', ')}`);
  });
}
const suffix = Math.random().toString(36).slice(2, 8);
const databaseName = `Uploads ${suffix}`;
const table = `visits_${suffix}`;
const ROWS = 60_000;

/** About 2 MB, semicolon-separated with a space after each delimiter, day-first dates and 'n/a' for missing amounts. */
function csvFile(): Buffer {
  const lines = ['id; city; visited; amount'];
  for (let i = 0; i < ROWS; i += 1) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    lines.push(`${i}; City ${i % 50}; ${day}/03/2024; ${i % 10 === 0 ? 'n/a' : (i / 4).toFixed(2)}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

describe('uploading a file in Chromium', () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  let scratch: string;
  let file: string;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    scratch = await mkdtemp(join(tmpdir(), 'chartroom-upload-browser-'));
    file = join(scratch, 'uploads.db');
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([serveTestApp(clientDistDir ? { clientDistDir } : {}), launchBrowser()]);
    const res = await app.request('/api/v1/database/', {
      method: 'POST',
      json: { database_name: databaseName, sqlalchemy_uri: `sqlite://${file}`, allow_file_upload: true },
    });
    if (res.status !== 201) throw new Error(`database create failed: ${res.status} ${await res.text()}`);
    page = await browser.newPage();
    await page.goto(`${app.baseUrl}/databaseview/list/`);
    await page.waitForURL(/\/login\/\?next=/);
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/databaseview\/list\/$/);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('uploads a CSV with options, shows its progress, and opens the new dataset', async () => {
    await page.getByRole('button', { name: `Upload a file to ${databaseName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Upload a file to ${databaseName}` });
    await dialog.waitFor();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'visits.csv', mimeType: 'text/csv', buffer: csvFile() });
    await dialog.getByLabel('Table name').fill(table);
    await dialog.getByRole('button', { name: 'CSV options' }).click();
    await dialog.getByLabel('Delimiter', { exact: true }).fill(';');
    await dialog.getByLabel('Null values').fill('n/a');
    await dialog.getByLabel('Columns to parse as dates').fill('visited');
    await dialog.getByText('Dates are day first (31/01/2024)').click();
    await dialog.getByText('Skip spaces after delimiter').click();
    await page.screenshot({ path: `${SCREENSHOTS}/upload-dialog-options.png` });
    expect(await axeViolations(page)).toEqual([]);

    // Every value the progress bar takes while the file goes up.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { uploadProgress: number[] }).uploadProgress = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="dialog"] [role="progressbar"]');
        const value = Number(bar?.getAttribute('aria-valuenow') ?? Number.NaN);
        if (bar && getComputedStyle(bar).visibility === 'visible' && !Number.isNaN(value)) seen.push(value);
      }).observe(document.body, { subtree: true, attributes: true, childList: true });
    });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    const done = dialog.getByRole('status').filter({ hasText: `rows loaded into ${table}` });
    await done.waitFor({ timeout: 60_000 });
    expect(await done.textContent()).toContain(`${ROWS.toLocaleString('en-US')} rows loaded into ${table}.`);
    const progress = await page.evaluate(() => (window as unknown as { uploadProgress: number[] }).uploadProgress);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    await page.screenshot({ path: `${SCREENSHOTS}/upload-dialog-done.png` });

    // The options were applied: day-first dates, nulls, the semicolon delimiter, the spaces after it skipped.
    const db = new Database(file, { readonly: true });
    try {
      const rows = db.prepare(`SELECT id, city, visited, amount FROM "${table}" WHERE id IN (0, 1) ORDER BY id`).all();
      expect(rows).toEqual([
        { id: 0, city: 'City 0', visited: '2024-03-01 00:00:00', amount: null },
        { id: 1, city: 'City 1', visited: '2024-03-02 00:00:00', amount: 0.25 },
      ]);
    } finally {
      db.close();
    }

    await dialog.getByRole('link', { name: 'Open the dataset' }).click();
    await page.waitForURL(/\/explore\/\?datasource_type=table&datasource_id=\d+/);
    await page.getByText(table).first().waitFor({ timeout: 30_000 });
    const id = Number(new URL(page.url()).searchParams.get('datasource_id'));
    const shown = await app.request(`/api/v1/dataset/${id}`);
    const body = (await shown.json()) as { result: { table_name: string; columns: { column_name: string }[] } };
    expect(body.result.table_name).toBe(table);
    expect(body.result.columns.map((c) => c.column_name).sort()).toEqual(['amount', 'city', 'id', 'visited']);
    await page.screenshot({ path: `${SCREENSHOTS}/upload-opened-dataset.png` });
  }, 120_000);
});
