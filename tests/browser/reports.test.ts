import { mkdir } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { eventually, testMinuteBase } from '../reports/report-checks.ts';
import { reportEnv, setEnv, startTestSmtp, type TestSmtp } from '../reports/smtp.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

/** The report list and a report's execution log as a user sees them after two runs (one failed). */
describe('alerts & reports pages in Chromium', () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  let smtp: TestSmtp;
  let restoreEnv: () => void = () => {};
  let reportId = 0;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    restoreEnv = setEnv({ CHARTROOM_REPORTS: 'off' });
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([
      serveTestApp({ examplesRows: 200, ...(clientDistDir ? { clientDistDir } : {}) }),
      launchBrowser(),
    ]);
    const restore = setEnv(reportEnv(smtp.port, app.baseUrl));
    const previous = restoreEnv;
    restoreEnv = () => {
      restore();
      previous();
    };
    const charts = (await (await app.request('/api/v1/chart/?q=(page_size:1)')).json()) as { result: { id: number }[] };
    const created = await app.request('/api/v1/report/', {
      method: 'POST',
      json: {
        type: 'Report',
        name: 'Daily chart',
        crontab: '0 9 * * *',
        chart: charts.result[0]?.id,
        report_format: 'CSV',
        recipients: [{ type: 'Email', recipient_config_json: { target: 'team@example.org' } }],
      },
    });
    reportId = ((await created.json()) as { id: number }).id;
    // Two runs at 09:00 on two days: the first while SMTP is down, the second delivered.
    const base = testMinuteBase();
    const nineAm = base - (base % (24 * 3_600_000)) + 9 * 3_600_000;
    for (const [i, down] of [
      [0, true],
      [1, false],
    ] as const) {
      smtp.setDown(down);
      const at = new Date(nineAm + i * 24 * 3_600_000);
      await app.chartroom.reports.scheduler.tick(at);
      const stamp = at.toISOString().replace('Z', '');
      await eventually('the run', async () => {
        const logs = (await (await app.request(`/api/v1/report/${reportId}/log/`)).json()) as {
          result: { scheduled_dttm: string; state: string }[];
        };
        return logs.result.find((l) => l.scheduled_dttm === stamp && l.state !== 'Working');
      });
    }
    page = await browser.newPage();
    await page.goto(`${app.baseUrl}/login/`);
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await mkdir('test-results/screenshots', { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await smtp?.close();
    restoreEnv();
  });

  it('lists the report with its last state and opens its log', async () => {
    await page.goto(`${app.baseUrl}/report/list/`);
    const table = page.getByRole('table', { name: 'Alerts and reports' });
    const row = table.getByRole('row', { name: /Daily chart/ });
    await row.waitFor();
    expect(await row.getByText('Success').count()).toBe(1);
    expect(await row.textContent()).toContain('At 09:00 AM');
    await page.screenshot({ path: 'test-results/screenshots/report-list.png', fullPage: true });
    await row.getByRole('link', { name: 'Daily chart' }).click();
    await page.waitForURL(new RegExp(`/report/${reportId}/log/$`));
    await page.getByRole('heading', { name: 'Daily chart', level: 1 }).waitFor();
    await page.getByLabel('Last state Success').waitFor();
    const log = page.getByRole('table', { name: 'Execution log' });
    const rows = log.getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    // Newest first: the delivered run, then the failed one with its reason.
    expect(await rows.nth(1).textContent()).toContain('Success');
    const failed = await rows.nth(2).textContent();
    expect(failed).toContain('Error');
    expect(failed).toContain('Sending the e-mail failed');
    await page.getByRole('heading', { name: 'Execution log (2)' }).waitFor();
    await page.screenshot({ path: 'test-results/screenshots/report-log.png', fullPage: true });
  });

  it('says so for a report that does not exist', async () => {
    await page.goto(`${app.baseUrl}/alert/999999/log/`);
    await page.getByRole('alert').getByText('This report does not exist, or you may not see it.').waitFor();
  });
});
