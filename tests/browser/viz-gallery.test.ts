import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vizRegistry } from '../../gateway/src/viz/index.ts';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots/viz-gallery';

interface DashboardChart {
  id: number;
  slice_name: string;
  viz_type: string;
}

/**
 * The "World of charts" example dashboard draws one chart of every viz type from the example data;
 * each card is photographed (test-results/screenshots/viz-gallery/<viz_type>.png) and checked for
 * what a reader would stumble over: an error instead of a chart, raw metric names, crowded ticks.
 */
describe('viz gallery in Chromium', () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  let charts: DashboardChart[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([serveTestApp(clientDistDir ? { clientDistDir } : {}), launchBrowser()]);
    page = await browser.newPage();
    // A loaded machine answers slowly; the defaults (30 s) are too short for a first login.
    page.setDefaultTimeout(120_000);
    page.setDefaultNavigationTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const response = await app.request('/api/v1/dashboard/world-of-charts/charts');
    charts = (
      (await response.json()) as { result: { id: number; slice_name: string; form_data: { viz_type: string } }[] }
    ).result.map((c) => ({ id: c.id, slice_name: c.slice_name, viz_type: c.form_data.viz_type }));
    await page.goto(`${app.baseUrl}/login/`);
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('has a chart of every registered type', () => {
    expect([...new Set(charts.map((c) => c.viz_type))].sort()).toEqual(Object.keys(vizRegistry).sort());
  });

  it('draws every chart of the dashboard without an error, raw metric names or crowded axis labels', {
    timeout: 300_000,
  }, async () => {
    await page.goto(`${app.baseUrl}/superset/dashboard/world-of-charts/`);
    await page.getByRole('heading', { name: 'World of charts', level: 1 }).waitFor();
    const problems: string[] = [];
    for (const chart of charts) {
      const card = page.locator(`[data-chart-id="${chart.id}"]`);
      await card.scrollIntoViewIfNeeded();
      const figure = card.locator('[role="figure"]');
      try {
        await figure.waitFor({ timeout: 60_000 });
        // Nivo draws after its first measure; give it a frame or two.
        // Big numbers are text; the others draw svg, canvas or a table.
        await expect
          .poll(() => figure.locator('svg, canvas, table, p').count(), { timeout: 20_000 })
          .toBeGreaterThan(0);
      } catch {
        const text = (await card.textContent()) ?? '';
        problems.push(`${chart.viz_type} "${chart.slice_name}": not drawn (${text.slice(0, 200)})`);
        continue;
      }
      await page.waitForTimeout(150);
      await card.screenshot({ path: `${SCREENSHOTS}/${chart.viz_type}.png` });
      if ((await card.locator('[role="alert"]').count()) > 0) {
        problems.push(
          `${chart.viz_type}: shows an error: ${await card.locator('[role="alert"]').first().textContent()}`,
        );
      }
      const legendTexts = await card.locator('[aria-label="Legend"] li').allTextContents();
      const raw = legendTexts.filter((t) => /^(sum|avg|count|count_distinct)__/.test(t));
      if (raw.length) problems.push(`${chart.viz_type}: raw metric names in the legend: ${raw.join(', ')}`);
      // Tick labels of one axis must not overlap: compare the boxes of the bottom axis texts.
      const overlaps = await figure.evaluate((root) => {
        // Rotated tick labels are skipped: their bounding boxes overlap even when the glyphs do not.
        const texts = [...root.querySelectorAll('svg g text')].filter(
          (t) => (t.textContent ?? '').trim() !== '' && !(t.getAttribute('transform') ?? '').includes('rotate'),
        );
        const boxes = texts.map((t) => t.getBoundingClientRect()).filter((b) => b.width > 0 && b.height > 0);
        let count = 0;
        for (let i = 0; i < boxes.length; i++) {
          for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i] as DOMRect;
            const b = boxes[j] as DOMRect;
            const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            if (overlapX > 2 && overlapY > 2) count++;
          }
        }
        return count;
      });
      // Word clouds, treemaps and sunbursts place text inside shapes; a few near misses are tolerated there.
      if (overlaps > (['word_cloud', 'treemap_v2', 'sunburst_v2', 'heatmap_v2'].includes(chart.viz_type) ? 3 : 0)) {
        problems.push(`${chart.viz_type}: ${overlaps} overlapping text labels`);
      }
    }
    expect(problems).toEqual([]);
  });
});
