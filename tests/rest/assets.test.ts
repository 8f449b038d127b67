import { randomUUID } from 'node:crypto';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, suffix } from './fixtures.ts';

async function unzip(bytes: Uint8Array): Promise<Map<string, string>> {
  const zip = await JSZip.loadAsync(bytes);
  const out = new Map<string, string>();
  for (const entry of Object.values(zip.files)) if (!entry.dir) out.set(entry.name, await entry.async('string'));
  return out;
}

async function zipOf(files: Record<string, string>): Promise<Blob> {
  const zip = new JSZip();
  for (const [path, text] of Object.entries(files)) zip.file(`assets_export_20250101T000000/${path}`, text);
  return new Blob([await zip.generateAsync({ type: 'arraybuffer' })], { type: 'application/zip' });
}

function form(bundle: Blob, passwords?: Record<string, string>): FormData {
  const f = new FormData();
  f.append('bundle', bundle, 'assets.zip');
  if (passwords) f.append('passwords', JSON.stringify(passwords));
  return f;
}

interface CommandError {
  errors: { message: string; extra: Record<string, unknown> }[];
}

describe.each(METADATA_BACKENDS)('assets export / import (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let gammaToken: string;
  let alphaToken: string;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
    const alpha = await createUser(store, { role: 'Alpha', password: 'alpha-pass' });
    alphaToken = await app.login(alpha.username, 'alpha-pass');
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const importAssets = (body: FormData, token?: string) =>
    app.request('/api/v1/assets/import/', { method: 'POST', body, ...(token ? { token } : {}) });

  it('exports everything in one bundle and restores deleted and changed objects from it', async () => {
    const res = await app.request('/api/v1/assets/export/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename=assets_export_\d{8}T\d{6}\.zip$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const files = await unzip(bytes);
    const root = disposition.slice('attachment; filename='.length, -'.zip'.length);
    expect(parse(files.get(`${root}/metadata.yaml`) as string)).toMatchObject({ version: '1.0.0', type: 'assets' });
    const count = (dir: string) => [...files.keys()].filter((n) => n.startsWith(`${root}/${dir}/`)).length;
    expect(count('dashboards')).toBe(await store.prisma.dashboard.count());
    expect(count('charts')).toBe(await store.prisma.chart.count());
    expect(count('datasets')).toBe(await store.prisma.dataset.count());
    expect(count('databases')).toBe(await store.prisma.database.count());

    const dashboard = await store.prisma.dashboard.findFirstOrThrow({
      where: { slug: { not: null } },
      include: { charts: { include: { chart: true } } },
      orderBy: { id: 'asc' },
    });
    const [first, ...rest] = dashboard.charts;
    const kept = first?.chart;
    if (!kept || rest.length === 0) throw new Error('the example dashboard needs two charts');
    const chartIds = rest.map((c) => c.chartId);
    await store.prisma.dashboard.delete({ where: { id: dashboard.id } });
    await store.prisma.chart.deleteMany({ where: { id: { in: chartIds } } });
    await store.prisma.chart.update({ where: { id: kept.id }, data: { sliceName: `renamed ${suffix()}` } });

    const imported = await importAssets(form(new Blob([bytes])));
    expect(imported.status).toBe(200);
    expect(await imported.json()).toEqual({ message: 'OK' });
    const restored = await store.prisma.dashboard.findUniqueOrThrow({
      where: { uuid: dashboard.uuid },
      include: { charts: { include: { chart: true } } },
    });
    expect(restored.dashboardTitle).toBe(dashboard.dashboardTitle);
    expect(restored.charts.map((c) => c.chart.uuid).sort()).toEqual(dashboard.charts.map((c) => c.chart.uuid).sort());
    // Assets imports always overwrite: the renamed chart gets its exported name back, under the same id.
    expect((await store.prisma.chart.findUniqueOrThrow({ where: { id: kept.id } })).sliceName).toBe(kept.sliceName);
    expect(await store.prisma.chart.count()).toBe(count('charts'));
    expect(await store.prisma.dataset.count()).toBe(count('datasets'));
    // The restored charts still run.
    const data = await app.request(`/api/v1/chart/${restored.charts[0]?.chartId}/data/`);
    expect(data.status).toBe(200);
  }, 60_000);

  it('lets Alpha export and import, and refuses Gamma', async () => {
    const res = await app.request('/api/v1/assets/export/', { token: alphaToken });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect((await importAssets(form(new Blob([bytes])), alphaToken)).status).toBe(200);
    const gammaExport = await app.request('/api/v1/assets/export/', { token: gammaToken });
    expect(gammaExport.status).toBe(403);
    expect(await json(gammaExport)).toEqual({ message: 'Forbidden' });
    expect((await importAssets(form(new Blob([bytes])), gammaToken)).status).toBe(403);
    expect((await app.request('/api/v1/assets/export/', { token: null })).status).toBe(401);
  });

  it('imports a hand-built mixed bundle only with the database password, and nothing of a broken one', async () => {
    const tag = suffix();
    const dbUuid = randomUUID();
    const dsUuid = randomUUID();
    const chartUuid = randomUUID();
    const dashUuid = randomUUID();
    const dbPath = `databases/assets_${tag}.yaml`;
    const files: Record<string, string> = {
      'metadata.yaml': stringify({ version: '1.0.0', type: 'assets', timestamp: '2025-01-01T00:00:00+00:00' }),
      [dbPath]: stringify({
        database_name: `assets_${tag}`,
        sqlalchemy_uri: 'postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test',
        extra: {},
        uuid: dbUuid,
        version: '1.0.0',
      }),
      [`datasets/assets_${tag}/t_${tag}.yaml`]: stringify({
        table_name: `t_${tag}`,
        schema: 'public',
        uuid: dsUuid,
        database_uuid: dbUuid,
        columns: [{ column_name: 'a', type: 'INTEGER' }],
        metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
        version: '1.0.0',
      }),
      [`charts/c_${tag}_1.yaml`]: stringify({
        slice_name: `c ${tag}`,
        viz_type: 'table',
        params: { viz_type: 'table' },
        uuid: chartUuid,
        dataset_uuid: dsUuid,
        version: '1.0.0',
      }),
      [`dashboards/d_${tag}_1.yaml`]: stringify({
        dashboard_title: `d ${tag}`,
        uuid: dashUuid,
        position: {
          DASHBOARD_VERSION_KEY: 'v2',
          ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
          GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
          'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1'], parents: ['ROOT_ID', 'GRID_ID'], meta: {} },
          'CHART-1': {
            id: 'CHART-1',
            type: 'CHART',
            children: [],
            parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
            meta: { chartId: 1, uuid: chartUuid, width: 4, height: 50 },
          },
        },
        metadata: {},
        version: '1.0.0',
      }),
    };
    const noPassword = await importAssets(form(await zipOf(files)));
    expect(noPassword.status).toBe(422);
    const body = await json<CommandError>(noPassword);
    expect(body.errors[0]?.message).toBe('Error importing assets');
    expect(body.errors[0]?.extra[dbPath]).toEqual({ _schema: ['Must provide a password for the database'] });
    expect(await store.prisma.database.findUnique({ where: { uuid: dbUuid } })).toBeNull();

    const broken = { ...files, [`charts/c_${tag}_1.yaml`]: stringify({ uuid: chartUuid, version: '1.0.0' }) };
    const refused = await importAssets(form(await zipOf(broken), { [dbPath]: 'pw' }));
    expect(refused.status).toBe(422);
    expect((await json<CommandError>(refused)).errors[0]?.extra[`charts/c_${tag}_1.yaml`]).toMatchObject({
      slice_name: ['Missing data for required field.'],
    });
    expect(await store.prisma.database.findUnique({ where: { uuid: dbUuid } })).toBeNull();

    const ok = await importAssets(form(await zipOf(files), { [dbPath]: 'pw' }));
    expect(ok.status).toBe(200);
    const dash = await store.prisma.dashboard.findUniqueOrThrow({
      where: { uuid: dashUuid },
      include: { charts: { include: { chart: true } } },
    });
    expect(dash.charts.map((c) => c.chart.uuid)).toEqual([chartUuid]);
    const chart = dash.charts[0]?.chart;
    const position = JSON.parse(dash.positionJson ?? '{}') as Record<string, { meta?: { chartId?: number } }>;
    expect(position['CHART-1']?.meta?.chartId).toBe(chart?.id);
    const dataset = await store.prisma.dataset.findUniqueOrThrow({ where: { uuid: dsUuid } });
    expect(chart?.datasourceId).toBe(dataset.id);
  });

  it('answers bad uploads with a clear 4xx', async () => {
    const notMultipart = await app.request('/api/v1/assets/import/', { method: 'POST', json: {} });
    expect(notMultipart.status).toBe(400);
    expect(await json(notMultipart)).toEqual({ message: 'Request is not multipart/form-data' });
    const empty = new FormData();
    empty.append('passwords', '{}');
    const missing = await importAssets(empty);
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({ message: 'Missing bundle (the ZIP file)' });
    const notZip = await importAssets(form(new Blob(['hello'])));
    expect(notZip.status).toBe(400);
    expect((await json(notZip)).message).toMatch(/^Not a valid ZIP file/);
    const noMetadata = await importAssets(form(await zipOf({ 'charts/x.yaml': 'slice_name: x' })));
    expect(noMetadata.status).toBe(422);
    expect((await json<CommandError>(noMetadata)).errors[0]?.message).toBe(
      'Could not find a valid command to import file',
    );
    const nothing = await importAssets(form(await zipOf({ 'metadata.yaml': 'version: 1.0.0\ntype: assets\n' })));
    expect(nothing.status).toBe(400);
    expect(await json(nothing)).toEqual({ message: 'No valid import files were found' });
    const badPasswords = new FormData();
    badPasswords.append('bundle', await zipOf({ 'metadata.yaml': 'version: 1.0.0\n' }), 'a.zip');
    badPasswords.append('passwords', '[1]');
    expect((await importAssets(badPasswords)).status).toBe(400);
  });
});
