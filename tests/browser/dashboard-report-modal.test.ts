import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface StoredReport {
  id: number;
  name: string;
  active: boolean;
  crontab: string;
  timezone: string;
  report_format: string;
  force_screenshot: boolean;
  creation_method: string;
  dashboard: { id: number } | null;
  recipients: { type: string; recipient_config_json: string }[];
}

async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login/`);
  await page.getByLabel(/username/i).fill('admin');
  await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function seriousAxe(page: Page, selector: string) {
  // A dialog fades in: measure colours once its animations are over.
  await page
    .locator(selector)
    .evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await page.evaluate(`${AXE_SOURCE}\n;0`);
  const violations = await page.evaluate(async (include) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core is injected as a global script
    const axe = (window as any).axe;
    const result = await axe.run(
      { include: [[include]] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } },
    );
    return (result.violations as { id: string; impact: string; nodes: { target: string[] }[] }[]).map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  }, selector);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

describe('the dashboard report modal in Chromium', { timeout: 180_000 }, () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  let dashboardId: number;

  const storedReports = async () => {
    const q = `(filters:!((col:dashboard_id,opr:eq,value:${dashboardId})))`;
    const list = (await (await app.request(`/api/v1/report/?q=${encodeURIComponent(q)}`)).json()) as {
      result: { id: number }[];
    };
    return Promise.all(
      list.result.map(
        async (r) => ((await (await app.request(`/api/v1/report/${r.id}`)).json()) as { result: StoredReport }).result,
      ),
    );
  };

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([
      serveTestApp({ examplesRows: 500, ...(clientDistDir ? { clientDistDir } : {}) }),
      launchBrowser(),
    ]);
    browser.setDefaultTimeout(Number(process.env.DEBUG_TIMEOUT ?? 60_000));
    page = await browser.newPage();
    const res = await app.request('/api/v1/dashboard/sales-overview');
    dashboardId = ((await res.json()) as { result: { id: number } }).result.id;
    await signIn(page, app.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('creates a schedule, shows it in the header, deactivates, edits and deletes it', async () => {
    await page.goto(`${app.baseUrl}/superset/dashboard/sales-overview/`);
    await page.getByRole('button', { name: 'Schedule email report' }).click();
    const modal = page.getByRole('dialog', { name: 'Schedule a new email report' });
    expect(await modal.getByLabel('Report name').inputValue()).toMatch(/^Weekly Report for /);

    // The crontab's preview follows the input; a bad field is named and Add waits.
    const crontab = modal.getByLabel('Crontab');
    await crontab.fill('0 25 * * *');
    await modal.getByText('Invalid value in the hour field').waitFor();
    await modal.getByLabel('Common schedules').selectOption({ label: 'Every day at 09:00' });
    expect(await crontab.inputValue()).toBe('0 9 * * *');
    await crontab.fill('30 8 * * 1-5');
    await modal.getByText('Every weekday (Monday to Friday) at 08:30').waitFor();
    await modal.getByLabel('Time zone').selectOption('Europe/Paris');
    await modal.getByLabel('Recipients').fill('not-an-address');
    await modal.getByLabel('Report name').fill('Morning sales');
    await modal.getByRole('button', { name: 'Add' }).click();
    await modal.getByText('Not an e-mail address: not-an-address').waitFor();
    await modal.getByLabel('Recipients').fill('ops@example.com; boss@example.com');
    // A dashboard is sent as an image or a PDF only.
    expect(await modal.getByRole('radio').count()).toBe(2);
    await modal.getByText('PDF attached in email').click();
    await modal.getByText('Ignore cache when generating report').click();
    expect(await seriousAxe(page, '[data-report-modal]')).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-report-modal.png` });
    await modal.getByRole('button', { name: 'Add' }).click();
    await page.getByText('The report has been created').waitFor();
    await modal.waitFor({ state: 'detached' });

    const entry = page.locator('[data-report-entry="active"]');
    await entry.waitFor();
    await page.screenshot({
      path: `${SCREENSHOTS}/dashboard-report-header.png`,
      clip: { x: 0, y: 0, width: 1280, height: 160 },
    });
    expect(await entry.textContent()).toContain('Every weekday (Monday to Friday) at 08:30 (Europe/Paris)');
    let [stored] = await storedReports();
    expect(stored).toMatchObject({
      name: 'Morning sales',
      active: true,
      crontab: '30 8 * * 1-5',
      timezone: 'Europe/Paris',
      report_format: 'PDF',
      force_screenshot: true,
      creation_method: 'dashboards',
      dashboard: { id: dashboardId },
    });
    expect(stored?.recipients.map((r) => [r.type, JSON.parse(r.recipient_config_json)])).toEqual([
      ['Email', { target: 'ops@example.com, boss@example.com' }],
    ]);

    // Deactivate from the header's menu: stored inactive, the entry says so.
    await entry.click();
    await page.getByRole('menuitemcheckbox', { name: 'Email reports active' }).click();
    await page.locator('[data-report-entry="inactive"]').waitFor();
    [stored] = await storedReports();
    expect(stored?.active).toBe(false);

    // Edit: the modal opens with the stored values; a new name is kept.
    await page.locator('[data-report-entry="inactive"]').click();
    await page.getByRole('menuitem', { name: 'Edit email report' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit email report' });
    expect(await edit.getByLabel('Crontab').inputValue()).toBe('30 8 * * 1-5');
    expect(await edit.getByRole('checkbox', { name: 'Ignore cache when generating report' }).isChecked()).toBe(true);
    await edit.getByLabel('Report name').fill('Weekday sales');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Report updated').waitFor();
    await expect.poll(async () => (await storedReports())[0]?.name).toBe('Weekday sales');

    // Dark theme: the modal stays readable.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    try {
      // Drawn dark from the start (the theme's colour transition would fool the contrast check).
      await page.reload();
      await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
      await page.locator('[data-report-entry="inactive"]').click();
      await page.getByRole('menuitem', { name: 'Edit email report' }).click();
      await edit.waitFor();
      expect(await seriousAxe(page, '[data-report-modal]')).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/dashboard-report-modal-dark.png` });
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await edit.waitFor({ state: 'detached' });
    } catch (error) {
      await page.screenshot({ path: `${SCREENSHOTS}/dashboard-report-modal-failure.png` });
      throw error;
    } finally {
      await page
        .getByRole('button', { name: 'Switch to light theme' })
        .click({ timeout: 5000 })
        .catch(() => {});
    }

    await page.locator('[data-report-entry="inactive"]').click();
    await page.getByRole('menuitem', { name: 'Delete email report' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Report?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted: Weekday sales').waitFor();
    await page.locator('[data-report-entry="none"]').waitFor();
    expect(await storedReports()).toEqual([]);
  });

  it("schedules a chart's data as CSV from explore", async () => {
    const charts = (
      (await (await app.request('/api/v1/chart/?q=(page_size:100)')).json()) as {
        result: { id: number; slice_name: string }[];
      }
    ).result;
    const top = charts.find((c) => c.slice_name === 'Top products');
    if (!top) throw new Error('no example chart Top products');
    await page.goto(`${app.baseUrl}/explore/?slice_id=${top.id}`);
    await page.getByRole('button', { name: 'Schedule email report' }).click();
    const modal = page.getByRole('dialog', { name: 'Schedule a new email report' });
    expect(await modal.getByLabel('Report name').inputValue()).toBe('Weekly Report for Top products');
    // A chart may also be sent as its data: CSV or text.
    expect(await modal.getByRole('radio').count()).toBe(4);
    await modal.getByText('Formatted CSV attached in email').click();
    await modal.getByLabel('Recipients').fill('data@example.com');
    await modal.getByRole('button', { name: 'Add' }).click();
    await page.getByText('The report has been created').waitFor();
    await page.locator('[data-report-entry="active"]').waitFor();
    const q = `(filters:!((col:chart_id,opr:eq,value:${top.id})))`;
    const list = (await (await app.request(`/api/v1/report/?q=${encodeURIComponent(q)}`)).json()) as {
      result: { id: number }[];
    };
    expect(list.result).toHaveLength(1);
    const stored = (
      (await (await app.request(`/api/v1/report/${list.result[0]?.id}`)).json()) as {
        result: { report_format: string; creation_method: string; chart: { id: number } | null; dashboard: unknown };
      }
    ).result;
    expect(stored).toMatchObject({ report_format: 'CSV', creation_method: 'charts', chart: { id: top.id } });
    expect(stored.dashboard ?? null).toBeNull();
  });
});
