import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../gateway/src/config.ts';
import { ensureExamples } from '../../gateway/src/examples/ensure-examples.ts';
import { loadJobsSettings, openJobInfrastructure } from '../../gateway/src/jobs/index.ts';
import type { JobInfrastructure } from '../../gateway/src/jobs/infrastructure.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { openMetadataStore } from '../../gateway/src/metadata/store.ts';
import { startReportWorker } from '../../gateway/src/reports/index.ts';
import { createBullReportQueue } from '../../gateway/src/reports/queue.ts';
import { createReportScheduler } from '../../gateway/src/reports/scheduler.ts';
import { cacheTickLeader } from '../../gateway/src/reports/tick-leader.ts';
import { type Chartroom, createChartroom } from '../../gateway/src/server.ts';
import { ensureChromium } from '../browser/chromium.ts';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { attachment, eventually, inspectPng, testMinuteBase } from './report-checks.ts';
import { reportEnv, setEnv, startTestSmtp, type TestSmtp } from './smtp.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'reports-scale-out-password';

/**
 * Scale-out: PostgreSQL metadata, Redis, a gateway and a second scheduler ticking the same minutes,
 * and two report workers (each with its own data dir, as on two machines). Each tick must deliver
 * exactly one mail per report, whichever node leads the tick and whichever worker runs it.
 */
describe('reports in scale-out (PostgreSQL + Redis, two workers)', () => {
  const suffix = randomBytes(5).toString('hex');
  const closers: (() => Promise<unknown>)[] = [];
  let scratch: ScratchDatabase;
  let smtp: TestSmtp;
  let chartroom: Chartroom;
  let baseUrl = '';
  let token = '';
  let restoreEnv: () => void = () => {};
  let secondScheduler: ReturnType<typeof createReportScheduler>;
  const base = testMinuteBase();
  let minute = 0;

  const configFor = async (dataDir?: string): Promise<Config> => {
    const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'chartroom-reports-node-')));
    if (!dataDir) closers.push(() => rm(dir, { recursive: true, force: true }));
    return loadConfig(process.env, {
      dataDir: dir,
      databaseUrl: scratch.url,
      redisUrl: REDIS_URL,
      adminPassword: PASSWORD,
      examplesRows: 300,
      logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
      ...(process.env.CHARTROOM_CLIENT_DIST ? { clientDistDir: process.env.CHARTROOM_CLIENT_DIST } : {}),
    });
  };
  const request = async <T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${token}`);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    const res = await fetch(baseUrl + path, {
      ...init,
      headers,
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
    });
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const logsOf = (id: number) =>
    request<{ result: { state: string; scheduled_dttm: string; error_message: string | null }[] }>(
      `/api/v1/report/${id}/log/?q=(page_size:100)`,
    ).then((r) => r.result);

  beforeAll(async () => {
    // The renderer drives the system Chromium: installed here when missing (as root), as the browser tests do.
    ensureChromium();
    smtp = await startTestSmtp();
    scratch = await createScratchDatabase();
    restoreEnv = setEnv({ CHARTROOM_REPORTS: 'off', CHARTROOM_REDIS_PREFIX: `chartroom-reports-${suffix}:` });
    const config = await configFor();
    chartroom = await createChartroom(config, { log: createLogger(config.logLevel) });
    const server = serve({ fetch: chartroom.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    closers.push(async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await chartroom.close();
    });
    const restore = setEnv(reportEnv(smtp.port, baseUrl));
    const previous = restoreEnv;
    restoreEnv = () => {
      restore();
      previous();
    };
    const login = await fetch(`${baseUrl}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD, provider: 'db' }),
    });
    token = ((await login.json()) as { access_token: string }).access_token;

    const infras: JobInfrastructure[] = [];
    for (const name of ['report-worker-a', 'report-worker-b']) {
      const nodeConfig = await configFor();
      const log = createLogger(nodeConfig.logLevel);
      const settings = loadJobsSettings(nodeConfig);
      const infra = await openJobInfrastructure(settings, { name });
      const store = await openMetadataStore(nodeConfig, log);
      await ensureExamples({ store, config: nodeConfig, log });
      const worker = await startReportWorker({
        config: nodeConfig,
        store,
        cache: infra.cache,
        log,
        redis: { url: REDIS_URL, prefix: settings.redisPrefix },
        lockDurationMs: 30_000,
      });
      infras.push(infra);
      closers.push(async () => {
        await worker.close();
        await infra.close();
        await store.close();
      });
    }
    // A second gateway's scheduler: its own store, queue and cache connections.
    const otherConfig = await configFor();
    const otherLog = createLogger(otherConfig.logLevel);
    const otherStore = await openMetadataStore(otherConfig, otherLog);
    const otherQueue = createBullReportQueue(
      { redisUrl: REDIS_URL, prefix: `chartroom-reports-${suffix}:bull`, queueName: 'report-jobs' },
      otherLog,
    );
    secondScheduler = createReportScheduler({
      store: otherStore,
      queue: otherQueue,
      leader: cacheTickLeader((infras[0] as JobInfrastructure).cache),
      log: otherLog,
    });
    closers.push(async () => {
      await otherQueue.close();
      await otherStore.close();
    });
  });

  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => {});
    await smtp?.close();
    await scratch?.drop();
    restoreEnv();
  });

  it('every tick, led by either scheduler, delivers exactly one mail per report', async () => {
    const dashboards = await request<{ result: { id: number; slug: string }[] }>(
      '/api/v1/dashboard/?q=(page_size:100)',
    );
    const dashboardId = (dashboards.result.find((d) => d.slug === 'sales-overview') as { id: number }).id;
    const charts = await request<{ result: { id: number; viz_type: string }[] }>(
      `/api/v1/dashboard/${dashboardId}/charts`,
    );
    const chartId = (charts.result.find((c) => c.viz_type === 'table') ?? (charts.result[0] as { id: number })).id;
    const recipients = [{ type: 'Email', recipient_config_json: { target: 'ops@example.org' } }];
    const png = await request<{ id: number }>('/api/v1/report/', {
      method: 'POST',
      json: { type: 'Report', name: 'Scaled dashboard', crontab: '* * * * *', dashboard: dashboardId, recipients },
    });
    const csv = await request<{ id: number }>('/api/v1/report/', {
      method: 'POST',
      json: {
        type: 'Report',
        name: 'Scaled chart',
        crontab: '* * * * *',
        chart: chartId,
        report_format: 'CSV',
        recipients,
      },
    });

    for (const n of [1, 2]) {
      const at = new Date(base + minute++ * 60_000);
      const stamp = at.toISOString().replace('Z', '');
      // Both gateways tick the same minute at once.
      const queued = await Promise.all([chartroom.reports.scheduler.tick(at), secondScheduler.tick(at)]);
      expect(queued.map((q) => q.length).sort()).toEqual([0, 2]);
      for (const id of [png.id, csv.id]) {
        const done = await eventually(`report ${id} at ${stamp}`, async () =>
          (await logsOf(id)).find((l) => l.scheduled_dttm === stamp && l.state !== 'Working'),
        );
        expect(done).toMatchObject({ state: 'Success', error_message: null });
      }
      expect(smtp.mails.filter((m) => m.subject?.startsWith('Scaled dashboard'))).toHaveLength(n);
      expect(smtp.mails.filter((m) => m.subject?.startsWith('Scaled chart'))).toHaveLength(n);
    }
    // A tick nobody missed is not run again when a late node ticks it.
    await secondScheduler.tick(new Date(base));
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.mails).toHaveLength(4);

    const mail = smtp.mails.find((m) => m.subject?.startsWith('Scaled dashboard'));
    if (!mail) throw new Error('no dashboard mail');
    const picture = inspectPng(attachment(mail, '.png').content);
    expect(picture.width).toBe(1600);
    expect(picture.height).toBeGreaterThanOrEqual(1200);
    expect(picture.colours).toBeGreaterThan(20);
    const chartMail = smtp.mails.find((m) => m.subject?.startsWith('Scaled chart'));
    const sent = attachment(chartMail as NonNullable<typeof chartMail>, '.csv').content.toString('utf8');
    const api = await (
      await fetch(`${baseUrl}/api/v1/chart/${chartId}/data/?format=csv`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).text();
    expect(sent).toBe(api);
  });
});
