import { mkdir, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureChromium } from '../browser/chromium.ts';
import { type ServedApp, serveTestApp } from '../browser/serve-test-app.ts';
import { attachment, eventually, inspectPng, recipientsOf, testMinuteBase } from './report-checks.ts';
import { reportEnv, setEnv, startTestSmtp, type TestSmtp } from './smtp.ts';

/**
 * Reports on the embedded default (SQLite metadata, in-process queue): the scheduler's ticks are
 * driven with given times, the mails land in an SMTP server in this process and are decoded.
 */
describe('reports and alerts that arrive (SQLite, in process)', () => {
  let app: ServedApp;
  let smtp: TestSmtp;
  let restoreEnv: () => void = () => {};
  const base = testMinuteBase();
  let minute = 0;
  let dashboardId = 0;
  let chartId = 0;
  let databaseId = 0;

  const json = async <T>(path: string, init: Parameters<ServedApp['request']>[1] = {}): Promise<T> => {
    const res = await app.request(path, init);
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const createReport = async (body: Record<string, unknown>) =>
    (
      await json<{ id: number }>('/api/v1/report/', {
        method: 'POST',
        json: {
          crontab: '* * * * *',
          recipients: [{ type: 'Email', recipient_config_json: { target: 'team@example.org' } }],
          ...body,
        },
      })
    ).id;
  const logs = (id: number) =>
    json<{ result: { state: string; error_message: string | null; scheduled_dttm: string; value: number | null }[] }>(
      `/api/v1/report/${id}/log/?q=(page_size:100)`,
    ).then((r) => r.result);
  /** One scheduler tick at the next test minute; resolves once every given report has logged its outcome. */
  const tick = async (...ids: number[]) => {
    const at = new Date(base + minute++ * 60_000);
    await app.chartroom.reports.scheduler.tick(at);
    const stamp = at.toISOString().replace('Z', '');
    const states = await eventually(`runs of ${ids.join(', ')} at ${stamp}`, async () => {
      const found = await Promise.all(
        ids.map(async (id) => (await logs(id)).find((l) => l.scheduled_dttm === stamp && l.state !== 'Working')),
      );
      return found.every(Boolean) ? found : null;
    });
    return states as NonNullable<(typeof states)[number]>[];
  };
  const mailsFor = (subject: string) => smtp.mails.filter((m) => m.subject?.startsWith(subject));

  beforeAll(async () => {
    // The renderer drives the system Chromium: installed here when missing (as root), as the browser tests do.
    ensureChromium();
    smtp = await startTestSmtp();
    // The timer stays off: this file drives the ticks itself.
    restoreEnv = setEnv({ CHARTROOM_REPORTS: 'off' });
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    app = await serveTestApp({
      examplesRows: 300,
      featureFlags: 'THUMBNAILS',
      ...(clientDistDir ? { clientDistDir } : {}),
    });
    const restore = setEnv(reportEnv(smtp.port, app.baseUrl));
    const previous = restoreEnv;
    restoreEnv = () => {
      restore();
      previous();
    };
    const dashboards = await json<{ result: { id: number; slug: string }[] }>('/api/v1/dashboard/?q=(page_size:100)');
    dashboardId = (dashboards.result.find((d) => d.slug === 'sales-overview') as { id: number }).id;
    const charts = await json<{ result: { id: number; viz_type: string }[] }>(
      `/api/v1/dashboard/${dashboardId}/charts`,
    );
    chartId = (charts.result.find((c) => c.viz_type === 'table') ?? (charts.result[0] as { id: number })).id;
    // The admin owns the reports here: give them an address for error notifications.
    await json('/graphql', {
      method: 'POST',
      json: { query: 'mutation { updateMyProfile(input: { email: "owner@example.org" }) { __typename } }' },
    });
    const databases = await json<{ result: { id: number; database_name: string }[] }>('/api/v1/database/');
    databaseId = (databases.result.find((d) => d.database_name === 'examples') as { id: number }).id;
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    restoreEnv();
  });

  it('a dashboard report every minute arrives once per tick with a PNG of the drawn charts', async () => {
    const id = await createReport({
      type: 'Report',
      name: 'Sales every minute',
      dashboard: dashboardId,
      report_format: 'PNG',
      custom_width: 1000,
      creation_method: 'dashboards',
    });
    for (const n of [1, 2]) {
      const [log] = await tick(id);
      expect(log).toMatchObject({ state: 'Success', error_message: null });
      expect(mailsFor('Sales every minute')).toHaveLength(n);
    }
    const mail = mailsFor('Sales every minute')[0];
    if (!mail) throw new Error('no mail');
    expect(mail.subject).toBe('Sales every minute: Sales overview');
    expect(recipientsOf(mail)).toEqual(['team@example.org']);
    expect(mail.html).toContain(`${app.baseUrl}/superset/dashboard/${dashboardId}/`);
    const png = attachment(mail, '.png');
    expect(png.contentType).toBe('image/png');
    // Inline: mailparser swaps the cid reference for the picture itself.
    expect(png.contentDisposition).toBe('inline');
    expect(png.cid).toBeTruthy();
    expect(mail.html).toContain('<img src="data:image/png;base64,');
    // Kept for a look: what the mail shows.
    await mkdir('test-results/screenshots', { recursive: true });
    await writeFile('test-results/screenshots/report-dashboard.png', png.content);
    const picture = inspectPng(png.content);
    expect(picture.width).toBe(1000);
    expect(picture.height).toBeGreaterThanOrEqual(1200);
    // Charts drawn: many colours, not a blank page.
    expect(picture.colours).toBeGreaterThan(20);
    const report = await json<{ result: { last_state: string } }>(`/api/v1/report/${id}`);
    expect(report.result.last_state).toBe('Success');
    await app.request(`/api/v1/report/${id}`, { method: 'PUT', json: { active: false } });
  });

  it('a render that times out ends in Error with the reason; the next run renders again', async () => {
    const id = await createReport({ type: 'Report', name: 'Slow chart', chart: chartId, report_format: 'PNG' });
    const restore = setEnv({ CHARTROOM_SCREENSHOT_TIMEOUT_S: '1' });
    let failed: Awaited<ReturnType<typeof tick>>[number] | undefined;
    try {
      [failed] = await tick(id);
    } finally {
      restore();
    }
    expect(failed?.state).toBe('Error');
    expect(failed?.error_message).toMatch(/did not finish drawing its charts within 1 s|Rendering failed/);
    // The owner hears of it (Superset's error notification), with the reason and the log's link.
    const notice = await eventually('the error notification', async () =>
      smtp.mails.find((m) => m.subject === 'Error occurred for Report: Slow chart'),
    );
    expect(recipientsOf(notice)).toEqual(['owner@example.org']);
    expect(notice.text).toContain(failed?.error_message as string);
    expect(notice.text).toContain(`${app.baseUrl}/report/${id}/log/`);
    const [ok] = await tick(id);
    expect(ok?.state).toBe('Success');
    const [mail] = mailsFor('Slow chart');
    const picture = inspectPng(attachment(mail as NonNullable<typeof mail>, '.png').content);
    expect(picture).toMatchObject({ width: 800, height: 600 });
    expect(picture.colours).toBeGreaterThan(5);
    await app.request(`/api/v1/report/${id}`, { method: 'PUT', json: { active: false } });
  });

  it('a chart report arrives with a CSV equal to the chart data of the API; TEXT shows the rows in the body', async () => {
    const csvId = await createReport({ type: 'Report', name: 'Chart as CSV', chart: chartId, report_format: 'CSV' });
    const textId = await createReport({ type: 'Report', name: 'Chart as text', chart: chartId, report_format: 'TEXT' });
    const states = await tick(csvId, textId);
    expect(states.map((s) => s.state)).toEqual(['Success', 'Success']);
    const [mail] = mailsFor('Chart as CSV');
    if (!mail) throw new Error('no CSV mail');
    const sent = attachment(mail, '.csv').content.toString('utf8');
    const api = await (await app.request(`/api/v1/chart/${chartId}/data/?format=csv`)).text();
    expect(sent).toBe(api);
    const rows = await json<{ result: { data: Record<string, unknown>[]; colnames: string[] }[] }>(
      `/api/v1/chart/${chartId}/data/`,
    );
    const data = rows.result[0]?.data ?? [];
    expect(sent.trim().split('\n')).toHaveLength(data.length + 1);
    const [textMail] = mailsFor('Chart as text');
    const firstColumn = rows.result[0]?.colnames[0] as string;
    expect(textMail?.text).toContain(firstColumn);
    expect(textMail?.text).toContain(String(data[0]?.[firstColumn]));
    for (const id of [csvId, textId])
      await app.request(`/api/v1/report/${id}`, { method: 'PUT', json: { active: false } });
  });

  it('an alert sends only when its condition holds, then stays quiet during its grace period', async () => {
    const alert = (name: string, sql: string) =>
      createReport({
        type: 'Alert',
        name,
        chart: chartId,
        database: databaseId,
        sql,
        validator_type: 'operator',
        validator_config_json: { op: '>', threshold: 10 },
        report_format: 'CSV',
      });
    const firing = await alert('Too many orders', 'SELECT 42 AS n');
    const quiet = await alert('Few orders', 'SELECT 3 AS n');
    let [a, b] = await tick(firing, quiet);
    expect(a).toMatchObject({ state: 'Success', value: 42 });
    expect(b).toMatchObject({ state: 'Not triggered', value: 3 });
    [a, b] = await tick(firing, quiet);
    expect(a?.state).toBe('On Grace');
    expect(b?.state).toBe('Not triggered');
    expect(mailsFor('Too many orders')).toHaveLength(1);
    expect(mailsFor('Few orders')).toHaveLength(0);
    const bad = await alert('Two rows', 'SELECT 1 AS n UNION ALL SELECT 2');
    const [c] = await tick(bad);
    expect(c).toMatchObject({ state: 'Error', error_message: 'Alert query returned more than one row.' });
    for (const id of [firing, quiet, bad])
      await app.request(`/api/v1/report/${id}`, { method: 'PUT', json: { active: false } });
  });

  it('SMTP down: the log says Error with the reason, and the next tick retries and sends', async () => {
    const id = await createReport({ type: 'Report', name: 'Despite SMTP', chart: chartId, report_format: 'CSV' });
    smtp.setDown(true);
    const [failed] = await tick(id);
    expect(failed?.state).toBe('Error');
    expect(failed?.error_message).toMatch(/^Sending the e-mail failed: .*Service not available/);
    expect(mailsFor('Despite SMTP')).toHaveLength(0);
    smtp.setDown(false);
    const [retried] = await tick(id);
    expect(retried?.state).toBe('Success');
    expect(mailsFor('Despite SMTP')).toHaveLength(1);
    const list = await json<{ result: { id: number; last_state: string }[] }>('/api/v1/report/?q=(page_size:100)');
    expect(list.result.find((r) => r.id === id)?.last_state).toBe('Success');

    // The same log through GraphQL: newest first, the error kept with its run.
    const gql = await json<{
      data: {
        reports: {
          edges: {
            node: {
              reportId: number;
              lastState: string;
              executionLog: { totalCount: number; edges: { node: { state: string; errorMessage: string | null } }[] };
            };
          }[];
        };
      };
    }>('/graphql', {
      method: 'POST',
      json: {
        query: `{ reports(first: 50, search: "Despite SMTP") { edges { node { reportId lastState
          executionLog(first: 10) { totalCount edges { node { state errorMessage scheduledAt endedAt } } } } } } }`,
      },
    });
    const node = gql.data.reports.edges.map((e) => e.node).find((n) => n.reportId === id);
    expect(node?.lastState).toBe('Success');
    expect(node?.executionLog.totalCount).toBe(2);
    expect(node?.executionLog.edges.map((e) => e.node.state)).toEqual(['Success', 'Error']);
    expect(node?.executionLog.edges[1]?.node.errorMessage).toMatch(/Service not available/);
  });

  it('THUMBNAILS: chart and dashboard thumbnails are rendered on demand, cached by digest, served as PNG', async () => {
    const chart = await json<{ result: { thumbnail_url: string } }>(`/api/v1/chart/${chartId}`);
    const dashboard = await json<{ result: { thumbnail_url: string } }>(`/api/v1/dashboard/${dashboardId}`);
    const urls = [chart.result.thumbnail_url, dashboard.result.thumbnail_url];
    for (const url of urls) {
      expect((await app.request(url, { token: null })).status).toBe(401);
      expect((await app.request(url)).status).toBe(202);
    }
    const [chartPng, dashboardPng] = (await Promise.all(
      urls.map((url) =>
        eventually(`thumbnail ${url}`, async () => {
          const res = await app.request(url);
          return res.status === 200 ? res : null;
        }),
      ),
    )) as [Response, Response];
    expect(chartPng.headers.get('content-type')).toBe('image/png');
    const chartPicture = inspectPng(Buffer.from(await chartPng.arrayBuffer()));
    expect(chartPicture).toMatchObject({ width: 800, height: 600 });
    expect(chartPicture.colours).toBeGreaterThan(5);
    const dashboardPicture = inspectPng(Buffer.from(await dashboardPng.arrayBuffer()));
    expect(dashboardPicture).toMatchObject({ width: 1600, height: 1200 });
    expect(dashboardPicture.colours).toBeGreaterThan(20);
    // An old digest points to the current one.
    const stale = chart.result.thumbnail_url.replace(/thumbnail\/[^/]+\//, 'thumbnail/0123abcd/');
    const moved = await app.request(stale, { redirect: 'manual' });
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe(chart.result.thumbnail_url);

    // A save renders the new thumbnail by itself (read from the cache here: a GET would queue it too).
    const saved = await app.request(`/api/v1/chart/${chartId}`, {
      method: 'PUT',
      json: { description: 'Saved again' },
    });
    expect(saved.status).toBe(200);
    const after = await json<{ result: { thumbnail_url: string } }>(`/api/v1/chart/${chartId}`);
    expect(after.result.thumbnail_url).not.toBe(chart.result.thumbnail_url);
    const digest = /\/thumbnail\/([^/]+)\//.exec(after.result.thumbnail_url)?.[1] as string;
    const fresh = await eventually('the thumbnail rendered after the save', () =>
      app.chartroom.reports.thumbnails.read({ kind: 'chart', id: chartId }, digest),
    );
    expect(inspectPng(fresh).width).toBe(800);
  });
});
