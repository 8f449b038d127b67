import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SCREENSHOTS = 'test-results/screenshots';
const suffix = Math.random().toString(36).slice(2, 8);
const TAG = `finance-${suffix}`;

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

describe('Tags in Chromium: tag a chart, filter the list, open the tag page', () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  let chartId: number;
  let chartName: string;
  const boardName = `Tagged board ${suffix}`;

  beforeAll(async () => {
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([
      serveTestApp({ examplesRows: 50, ...(clientDistDir ? { clientDistDir } : {}) }),
      launchBrowser(),
    ]);
    page = await browser.newPage();
    const datasetId = (
      (await (await app.request('/api/v1/dataset/?q=(page_size:1)')).json()) as { result: { id: number }[] }
    ).result[0]?.id;
    chartName = `Tagged revenue ${suffix}`;
    const res = await app.request('/api/v1/chart/', {
      method: 'POST',
      json: { slice_name: chartName, viz_type: 'table', datasource_id: datasetId, datasource_type: 'table' },
    });
    chartId = ((await res.json()) as { id: number }).id;
    await app.request('/api/v1/dashboard/', { method: 'POST', json: { dashboard_title: boardName, published: true } });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('adds a tag in the chart properties dialog; the row shows it', async () => {
    await page.goto(`${app.baseUrl}/login/`);
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/superset\/welcome\/$/);
    await page.goto(`${app.baseUrl}/chart/list/?search=${encodeURIComponent(chartName)}`);
    await page.getByRole('button', { name: `Edit ${chartName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${chartName}` });
    await dialog.waitFor();
    const input = dialog.getByRole('combobox', { name: 'Tags' });
    // A name Superset reserves for its implicit tags is refused where it is typed.
    await input.fill('owner:1');
    await input.press('Enter');
    await dialog.getByText(/must not start with owner:/).waitFor();
    await input.fill(`${TAG}, q3-${suffix}`);
    await input.press('Enter');
    await dialog.getByRole('button', { name: `Remove tag q3-${suffix}` }).click();
    await dialog.getByRole('list', { name: 'Chosen tags' }).getByText(TAG).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/tags-properties-dialog.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 60_000 });

    const row = page.getByRole('row').filter({ hasText: chartName });
    await row.getByRole('link', { name: TAG }).waitFor({ timeout: 60_000 });
    const stored = (await (await app.request(`/api/v1/chart/${chartId}`)).json()) as {
      result: { tags: { name: string }[] };
    };
    expect(stored.result.tags.map((t) => t.name)).toEqual([TAG]);
  });

  it('filters the chart list by the tag, kept in the URL', async () => {
    await page.goto(`${app.baseUrl}/chart/list/`);
    const filter = page.getByLabel('Tag', { exact: true });
    await filter.locator('option', { hasText: TAG }).waitFor({ state: 'attached', timeout: 60_000 });
    await filter.selectOption({ label: TAG });
    await page.waitForURL(/[?&]tag=\d+/);
    await page.getByText('1–1 of 1 chart').waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: chartName }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/tags-chart-list-filtered.png`, fullPage: true });
  });

  it('opens the tag page from the row: the chart is listed under Charts', async () => {
    await page.getByRole('row').filter({ hasText: chartName }).getByRole('link', { name: TAG }).click();
    await page.waitForURL(/\/superset\/all_entities\/\?id=\d+$/);
    await page.getByRole('heading', { name: `Tag: ${TAG}`, level: 1 }).waitFor({ timeout: 60_000 });
    const charts = page.getByRole('region', { name: 'Charts (1)' });
    await charts.getByRole('link', { name: chartName }).waitFor();
    await page.getByText('No dashboards carry this tag.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/tags-tag-page.png`, fullPage: true });

    // The user menu's Manage > Tags lists every tag.
    await page.getByRole('button', { name: /^User menu:/ }).click();
    await page.getByRole('menuitem', { name: 'Tags' }).click();
    await page.waitForURL(/\/superset\/tags\/$/);
    await page.getByRole('heading', { name: 'Tags', level: 1 }).waitFor();
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: TAG }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/tags-list.png`, fullPage: true });
  });

  it('tags a dashboard in its properties; the dashboard list filters by the tag; the tag page lists it', async () => {
    await page.goto(`${app.baseUrl}/dashboard/list/?search=${encodeURIComponent(boardName)}`);
    await page.getByRole('button', { name: `Edit ${boardName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${boardName}` });
    await dialog.waitFor();
    const input = dialog.getByRole('combobox', { name: 'Tags' });
    await input.fill(TAG);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('list', { name: 'Chosen tags' }).getByText(TAG).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 60_000 });
    await page
      .getByRole('row')
      .filter({ hasText: boardName })
      .getByRole('link', { name: TAG })
      .waitFor({ timeout: 60_000 });

    await page.goto(`${app.baseUrl}/dashboard/list/`);
    const filter = page.getByLabel('Tag', { exact: true });
    await filter.locator('option', { hasText: TAG }).waitFor({ state: 'attached', timeout: 60_000 });
    await filter.selectOption({ label: TAG });
    await page.waitForURL(/[?&]tag=\d+/);
    await page.getByText('1–1 of 1 dashboard').waitFor({ timeout: 60_000 });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/tags-dashboard-list-filtered.png`, fullPage: true });

    await page.getByRole('row').filter({ hasText: boardName }).getByRole('link', { name: TAG }).click();
    await page.getByRole('region', { name: 'Dashboards (1)' }).getByRole('link', { name: boardName }).waitFor({
      timeout: 60_000,
    });
    await page.getByRole('region', { name: 'Charts (1)' }).getByRole('link', { name: chartName }).waitFor();
  });

  it('deletes the tag from the tags list after a confirmation; it leaves the chart and the dashboard', async () => {
    await page.goto(`${app.baseUrl}/superset/tags/`);
    await page.getByRole('button', { name: `Delete ${TAG}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete tag?' });
    await confirm.getByText(TAG).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(`Deleted: ${TAG}`).waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: TAG }).waitFor({ state: 'detached', timeout: 60_000 });
    const stored = (await (await app.request(`/api/v1/chart/${chartId}`)).json()) as {
      result: { tags: { name: string }[] };
    };
    expect(stored.result.tags).toEqual([]);
  });
});
