import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q, suffix } from './fixtures.ts';

interface ListBody {
  count: number;
  ids: number[];
  result: Record<string, unknown>[];
}

describe.each(METADATA_BACKENDS)('reports (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let gammaToken: string;
  let alphaToken: string;
  let alphaId: number;
  let chartId: number;
  let dashboardId: number;
  let databaseId: number;
  const tag = `rep${suffix()}`;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
    const alpha = await createUser(store, { role: 'Alpha', password: 'alpha-pass' });
    alphaId = alpha.id;
    alphaToken = await app.login(alpha.username, 'alpha-pass');
    chartId = (await store.prisma.chart.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    dashboardId = (await store.prisma.dashboard.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    databaseId = (await store.prisma.database.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const base = (name: string) => ({
    type: 'Report',
    name,
    crontab: '0 9 * * 1',
    chart: chartId,
    recipients: [{ type: 'Email', recipient_config_json: { target: 'a@example.com' } }],
  });
  const post = (body: unknown, token?: string) =>
    app.request('/api/v1/report/', { method: 'POST', json: body, ...(token ? { token } : {}) });

  it('creates a report with the defaults and reads it back', async () => {
    const res = await post({ ...base(`${tag} weekly`), creation_method: 'charts', description: 'Weekly sales' });
    expect(res.status).toBe(201);
    const created = await json<{ id: number; result: Record<string, unknown> }>(res);
    expect(created.result).toMatchObject({
      name: `${tag} weekly`,
      chart: chartId,
      dashboard: null,
      report_format: 'PNG',
    });
    const got = await json<{ result: Record<string, unknown> }>(await app.request(`/api/v1/report/${created.id}`));
    expect(got.result).toMatchObject({
      id: created.id,
      type: 'Report',
      active: true,
      timezone: 'UTC',
      working_timeout: 3600,
      grace_period: 14400,
      log_retention: 90,
      report_format: 'PNG',
      creation_method: 'charts',
      last_state: 'Not triggered',
      crontab_humanized: 'At 09:00 AM, only on Monday',
      chart: { id: chartId },
      recipients: [{ type: 'Email', recipient_config_json: '{"target":"a@example.com"}' }],
    });
    expect(got.result).not.toHaveProperty('created_by');

    const list = await json<ListBody>(
      await app.request(
        `/api/v1/report/?${q({
          filters: [
            { col: 'chart_id', opr: 'eq', value: chartId },
            { col: 'name', opr: 'report_all_text', value: tag },
          ],
        })}`,
      ),
    );
    expect(list.count).toBe(1);
    expect(list.result[0]).toMatchObject({ name: `${tag} weekly`, crontab_humanized: 'At 09:00 AM, only on Monday' });
    const byMethod = await json<ListBody>(
      await app.request(
        `/api/v1/report/?${q({
          filters: [
            { col: 'creation_method', opr: 'eq', value: 'dashboards' },
            { col: 'name', opr: 'report_all_text', value: tag },
          ],
        })}`,
      ),
    );
    expect(byMethod.count).toBe(0);
    const log = await json<ListBody>(await app.request(`/api/v1/report/${created.id}/log/`));
    expect(log).toMatchObject({ count: 0, result: [] });
  });

  it('answers every validation message of the spec', async () => {
    const dup = await post(base(`${tag} dup`));
    expect(dup.status).toBe(201);
    const again = await post(base(`${tag} dup`));
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ message: { name: [`A report named "${tag} dup" already exists`] } });
    // Same name as an alert is fine for the report, but a duplicate alert names the alert.
    const alert = {
      ...base(`${tag} dup`),
      type: 'Alert',
      database: databaseId,
      sql: 'SELECT 1',
      validator_type: 'not null',
      validator_config_json: {},
    };
    expect((await post(alert)).status).toBe(201);
    expect(await (await post(alert)).json()).toEqual({
      message: { name: [`An alert named "${tag} dup" already exists`] },
    });

    const both = await post({ ...base(`${tag} both`), dashboard: dashboardId });
    expect(both.status).toBe(422);
    expect(await both.json()).toEqual({ message: { chart: ['Choose a chart or dashboard not both'] } });
    const { chart: _c, ...noTarget } = base(`${tag} none`);
    expect(await (await post(noTarget)).json()).toEqual({
      message: { chart: ['Must choose either a chart or a dashboard'] },
    });

    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ crontab: 'every day' }, { crontab: ['Cron expression is not valid'] }],
      [{ crontab: '61 * * * *' }, { crontab: ['Cron expression is not valid'] }],
      [{ custom_width: 500 }, { custom_width: ['Screenshot width must be between 600px and 2400px'] }],
      [{ custom_width: 2401 }, { custom_width: ['Screenshot width must be between 600px and 2400px'] }],
      [{ report_format: 'GIF' }, { report_format: ['Must be one of: PNG, PDF, CSV, XLSX, TEXT.'] }],
      [{ creation_method: 'api' }, { creation_method: ['Must be one of: charts, dashboards, alerts_reports.'] }],
      [{ working_timeout: 0 }, { working_timeout: ['Value must be greater than 0'] }],
      [{ grace_period: -1 }, { grace_period: ['Value must be greater than 0'] }],
      [{ log_retention: 0 }, { log_retention: ['Value must be greater than 0'] }],
      [{ type: 'Digest' }, { type: ['Must be one of: Alert, Report.'] }],
      [{ name: '' }, { name: ['Length must be between 1 and 150.'] }],
      [{ recipients: [{ type: 'Pigeon' }] }, { recipients: ['0: type: Must be one of: Email, Slack, SlackV2.'] }],
    ];
    for (const [patch, message] of cases) {
      const res = await post({ ...base(`${tag} bad`), ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
    const tz = await post({ ...base(`${tag} tz`), timezone: 'Mars/Olympus' });
    expect(tz.status).toBe(400);
    expect(
      ((await json<{ message: { timezone: string[] } }>(tz)).message.timezone[0] ?? '').startsWith('Must be one of:'),
    ).toBe(true);
    expect((await post({ ...base(`${tag} tz2`), timezone: 'America/New_York', custom_width: 1200 })).status).toBe(201);
    const missing = await post({});
    expect(await missing.json()).toEqual({
      message: {
        type: ['Missing data for required field.'],
        name: ['Missing data for required field.'],
        crontab: ['Missing data for required field.'],
      },
    });
    const noDb = await post({ ...base(`${tag} alert`), type: 'Alert' });
    expect(await noDb.json()).toEqual({ message: { database: ['Database is required for alerts'] } });
    const unknownChart = await post({ ...base(`${tag} ghost`), chart: 987654321 });
    expect(await unknownChart.json()).toEqual({ message: { chart: ['Chart does not exist'] } });
  });

  it('updates, toggles active, deletes and bulk deletes; owners only', async () => {
    const created = await json<{ id: number }>(await post(base(`${tag} mine`), alphaToken));
    const other = await json<{ id: number }>(await post(base(`${tag} admins`)));
    const put = (id: number, body: unknown, token?: string) =>
      app.request(`/api/v1/report/${id}`, { method: 'PUT', json: body, ...(token ? { token } : {}) });

    const off = await put(created.id, { active: false }, alphaToken);
    expect(off.status).toBe(200);
    expect((await json<{ result: { active: boolean } }>(off)).result.active).toBe(false);
    const renamed = await put(
      created.id,
      { name: `${tag} renamed`, crontab: '*/5 * * * *', dashboard: dashboardId, chart: null },
      alphaToken,
    );
    expect(renamed.status).toBe(200);
    const got = await json<{ result: Record<string, unknown> }>(
      await app.request(`/api/v1/report/${created.id}`, { token: alphaToken }),
    );
    expect(got.result).toMatchObject({
      name: `${tag} renamed`,
      active: false,
      crontab_humanized: 'Every 5 minutes',
      dashboard: { id: dashboardId },
    });
    expect((got.result.owners as { id: number }[]).map((o) => o.id)).toEqual([alphaId]);
    expect(await (await put(created.id, { name: `${tag} admins` }, alphaToken)).json()).toEqual({
      message: { name: [`A report named "${tag} admins" already exists`] },
    });

    // Alpha does not see (404) or change the admin's report.
    expect((await app.request(`/api/v1/report/${other.id}`, { token: alphaToken })).status).toBe(404);
    expect((await put(other.id, { active: false }, alphaToken)).status).toBe(404);
    // Gamma has no report permissions at all.
    const gammaList = await app.request('/api/v1/report/', { token: gammaToken });
    expect(gammaList.status).toBe(403);
    expect(await gammaList.json()).toEqual({ message: 'Forbidden' });
    expect((await post(base(`${tag} gamma`), gammaToken)).status).toBe(403);

    const del = await app.request(`/api/v1/report/${created.id}`, { method: 'DELETE', token: alphaToken });
    expect(await del.json()).toEqual({ message: 'OK' });
    expect((await app.request(`/api/v1/report/${created.id}`)).status).toBe(404);

    const a = await json<{ id: number }>(await post(base(`${tag} bulk a`)));
    const b = await json<{ id: number }>(await post(base(`${tag} bulk b`)));
    const bulk = await app.request(`/api/v1/report/?${q([a.id, b.id])}`, { method: 'DELETE' });
    expect(await bulk.json()).toEqual({ message: 'Deleted 2 report schedules' });
    expect((await app.request(`/api/v1/report/?${q([a.id])}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('reports info permissions per user', async () => {
    const info = await json<{ permissions: string[] }>(
      await app.request(`/api/v1/report/_info?${q({ keys: ['permissions'] })}`, { token: alphaToken }),
    );
    expect(info.permissions).toEqual(['can_read', 'can_write']);
  });
});
