import { randomUUID } from 'node:crypto';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q, suffix } from './fixtures.ts';

async function unzip(res: Response): Promise<Map<string, string>> {
  const zip = await JSZip.loadAsync(new Uint8Array(await res.arrayBuffer()));
  const out = new Map<string, string>();
  for (const entry of Object.values(zip.files)) if (!entry.dir) out.set(entry.name, await entry.async('string'));
  return out;
}

async function zipOf(files: Record<string, string>, root = 'bundle'): Promise<Blob> {
  const zip = new JSZip();
  for (const [path, text] of Object.entries(files)) zip.file(`${root}/${path}`, text);
  return new Blob([await zip.generateAsync({ type: 'arraybuffer' })], { type: 'application/zip' });
}

function importForm(bundle: Blob, extra: { passwords?: Record<string, string>; overwrite?: boolean } = {}): FormData {
  const form = new FormData();
  form.append('formData', bundle, 'bundle.zip');
  if (extra.passwords) form.append('passwords', JSON.stringify(extra.passwords));
  if (extra.overwrite) form.append('overwrite', 'true');
  return form;
}

interface CommandError {
  errors: { message: string; error_type: string; extra: Record<string, unknown> }[];
}

describe.each(METADATA_BACKENDS)('export / import bundles (%s)', (backend) => {
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

  const importBundle = (resource: string, form: FormData, token?: string) =>
    app.request(`/api/v1/${resource}/import/`, { method: 'POST', body: form, ...(token ? { token } : {}) });

  it('round trip: export the example dashboard, delete it with its charts, import it back', async () => {
    const dashboard = await store.prisma.dashboard.findFirstOrThrow({
      where: { slug: { not: null } },
      include: { charts: { include: { chart: true } } },
      orderBy: { id: 'asc' },
    });
    const before = await app.request(`/api/v1/dashboard/${dashboard.id}`);
    const beforeBody = await json<{ result: Record<string, unknown> }>(before);

    const res = await app.request(`/api/v1/dashboard/export/?${q([dashboard.id])}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename=dashboard_export_\d{8}T\d{6}\.zip$/);
    const zipBytes = new Uint8Array(await res.clone().arrayBuffer());
    const files = await unzip(res);
    const root = disposition.slice('attachment; filename='.length, -'.zip'.length);
    const names = [...files.keys()];
    expect(names.every((n) => n.startsWith(`${root}/`))).toBe(true);
    const metadata = parse(files.get(`${root}/metadata.yaml`) as string);
    expect(metadata).toMatchObject({ version: '1.0.0', type: 'Dashboard' });
    expect(names.filter((n) => n.includes('/dashboards/'))).toHaveLength(1);
    expect(names.filter((n) => n.includes('/charts/'))).toHaveLength(dashboard.charts.length);
    expect(names.filter((n) => n.includes('/databases/'))).toHaveLength(1);
    const datasetIds = new Set(dashboard.charts.map((c) => c.chart.datasourceId));
    expect(names.filter((n) => n.includes('/datasets/'))).toHaveLength(datasetIds.size);
    const dashFile = parse(files.get(names.find((n) => n.includes('/dashboards/')) as string) as string);
    expect(dashFile.uuid).toBe(dashboard.uuid);
    const chartComponents = Object.values(
      dashFile.position as Record<string, { type?: string; meta?: { uuid?: string } }>,
    ).filter((c) => c?.type === 'CHART');
    expect(chartComponents.every((c) => typeof c.meta?.uuid === 'string')).toBe(true);
    const dbFile = parse(files.get(names.find((n) => n.includes('/databases/')) as string) as string);
    expect(dbFile).toHaveProperty('allow_csv_upload');
    expect(dbFile.version).toBe('1.0.0');

    // Delete the dashboard and its charts, keep datasets and the database.
    const chartIds = dashboard.charts.map((c) => c.chartId);
    await store.prisma.dashboard.delete({ where: { id: dashboard.id } });
    await store.prisma.chart.deleteMany({ where: { id: { in: chartIds } } });
    expect((await app.request(`/api/v1/dashboard/${dashboard.id}`)).status).toBe(404);

    const imported = await importBundle('dashboard', importForm(new Blob([zipBytes])));
    expect(imported.status).toBe(200);
    expect(await imported.json()).toEqual({ message: 'OK' });

    const restored = await store.prisma.dashboard.findUniqueOrThrow({
      where: { uuid: dashboard.uuid },
      include: { charts: { include: { chart: true } } },
    });
    expect(restored.dashboardTitle).toBe(dashboard.dashboardTitle);
    expect(restored.slug).toBe(dashboard.slug);
    expect(restored.charts.map((c) => c.chart.uuid).sort()).toEqual(dashboard.charts.map((c) => c.chart.uuid).sort());
    for (const { chart } of restored.charts) {
      const original = dashboard.charts.find((c) => c.chart.uuid === chart.uuid)?.chart;
      expect(chart.sliceName).toBe(original?.sliceName);
      expect(chart.datasourceId).toBe(original?.datasourceId);
      expect(JSON.parse(chart.params)).toEqual(JSON.parse(original?.params ?? '{}'));
    }
    // Chart ids in the layout point at the new charts.
    const position = JSON.parse(restored.positionJson ?? '{}') as Record<
      string,
      { type?: string; meta?: { chartId?: number } }
    >;
    const newIds = new Set(restored.charts.map((c) => c.chartId));
    for (const component of Object.values(position)) {
      if (component?.type === 'CHART') expect(newIds.has(component.meta?.chartId as number)).toBe(true);
    }
    const after = await json<{ result: Record<string, unknown> }>(
      await app.request(`/api/v1/dashboard/${restored.id}`),
    );
    expect(after.result.dashboard_title).toBe(beforeBody.result.dashboard_title);
    expect((after.result.charts as string[]).sort()).toEqual((beforeBody.result.charts as string[]).sort());
    // The restored charts run.
    const chartData = await app.request(`/api/v1/chart/${restored.charts[0]?.chartId}/data/`);
    expect(chartData.status).toBe(200);

    // Importing the same bundle again without overwrite asks for confirmation.
    const again = await importBundle('dashboard', importForm(new Blob([zipBytes])));
    expect(again.status).toBe(422);
    const body = await json<CommandError>(again);
    expect(body.errors[0]?.message).toBe('Error importing dashboard');
    const dashPath = names.find((n) => n.includes('/dashboards/'))?.slice(root.length + 1) as string;
    expect(body.errors[0]?.extra[dashPath]).toBe('Dashboard already exists and `overwrite=true` was not passed');
    const overwritten = await importBundle('dashboard', importForm(new Blob([zipBytes]), { overwrite: true }));
    expect(overwritten.status).toBe(200);
  }, 60_000);

  const tag = suffix();
  const dbUuid = randomUUID();
  const dsUuid = randomUUID();
  const chartUuid = randomUUID();
  const handMade = (dbName: string) => ({
    'metadata.yaml': stringify({ version: '1.0.0', type: 'Slice', timestamp: '2022-12-29T10:00:00.000000+00:00' }),
    [`databases/${dbName}.yaml`]: stringify({
      database_name: dbName,
      sqlalchemy_uri: 'postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test',
      cache_timeout: null,
      expose_in_sqllab: true,
      allow_run_async: false,
      allow_ctas: false,
      allow_cvas: false,
      allow_csv_upload: false,
      extra: { metadata_params: {}, engine_params: {} },
      uuid: dbUuid,
      version: '1.0.0',
    }),
    [`datasets/${dbName}/birth_names.yaml`]: stringify({
      table_name: 'birth_names',
      main_dttm_col: 'ds',
      description: null,
      default_endpoint: null,
      offset: 0,
      cache_timeout: null,
      schema: 'public',
      sql: null,
      params: null,
      template_params: null,
      filter_select_enabled: true,
      fetch_values_predicate: null,
      extra: null,
      uuid: dsUuid,
      metrics: [{ metric_name: 'count', verbose_name: 'COUNT(*)', metric_type: 'count', expression: 'COUNT(*)' }],
      columns: [
        { column_name: 'ds', is_dttm: true, is_active: true, type: 'TIMESTAMP', groupby: true, filterable: true },
        { column_name: 'name', is_dttm: false, is_active: true, type: 'VARCHAR(255)', groupby: true, filterable: true },
      ],
      version: '1.0.0',
      database_uuid: dbUuid,
      data: 'https://raw.githubusercontent.com/apache-superset/examples-data/master/birth_names2.json.gz',
    }),
    [`charts/Names_${tag}_1.yaml`]: stringify({
      slice_name: `Names ${tag}`,
      viz_type: 'table',
      params: { viz_type: 'table', datasource: '3__table', metrics: ['count'], groupby: ['name'] },
      query_context: null,
      cache_timeout: null,
      uuid: chartUuid,
      version: '1.0.0',
      dataset_uuid: dsUuid,
    }),
  });

  it('imports a hand-built Superset chart bundle, asking for the database password first', async () => {
    const dbName = `imported_${tag}`;
    const files = handMade(dbName);
    const first = await importBundle('chart', importForm(await zipOf(files)));
    expect(first.status).toBe(422);
    const body = await json<CommandError>(first);
    expect(body.errors[0]).toMatchObject({ message: 'Error importing chart', error_type: 'GENERIC_COMMAND_ERROR' });
    expect(body.errors[0]?.extra[`databases/${dbName}.yaml`]).toEqual({
      _schema: ['Must provide a password for the database'],
    });
    expect(await store.prisma.chart.findUnique({ where: { uuid: chartUuid } })).toBeNull();

    const ok = await importBundle(
      'chart',
      importForm(await zipOf(files), { passwords: { [`databases/${dbName}.yaml`]: 'secret-pw' } }),
    );
    expect(ok.status).toBe(200);
    const chart = await store.prisma.chart.findUniqueOrThrow({ where: { uuid: chartUuid } });
    const dataset = await store.prisma.dataset.findUniqueOrThrow({
      where: { uuid: dsUuid },
      include: { columns: true, metrics: true, database: true },
    });
    expect(chart.datasourceId).toBe(dataset.id);
    expect(JSON.parse(chart.params).datasource).toBe(`${dataset.id}__table`);
    expect(dataset.columns.map((c) => c.columnName).sort()).toEqual(['ds', 'name']);
    expect(dataset.database.databaseName).toBe(dbName);
    expect(dataset.database.sqlalchemyUri).toBe('postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test');
    expect(dataset.database.encryptedPassword).not.toContain('secret-pw');

    // The export of the imported chart masks the password and keeps the uuids.
    const exported = await app.request(`/api/v1/chart/export/?${q([chart.id])}`);
    const out = await unzip(exported);
    const dbText = [...out.entries()].find(([n]) => n.includes('/databases/'))?.[1] ?? '';
    expect(dbText).toContain('XXXXXXXXXX');
    expect(dbText).not.toContain('secret-pw');
    expect(dbText).toContain(dbUuid);
  });

  it('imports nothing from a bundle with one broken file, and refuses a broken ZIP or a wrong version', async () => {
    const dbName = `broken_${tag}`;
    const files = handMade(dbName);
    const chartPath = Object.keys(files).find((k) => k.startsWith('charts/')) as string;
    const newChart = randomUUID();
    const newDataset = randomUUID();
    const newDb = randomUUID();
    const text = (path: string) => files[path] as string;
    const broken: Record<string, string> = {
      'metadata.yaml': text('metadata.yaml'),
      [`databases/${dbName}.yaml`]: text(`databases/${dbName}.yaml`).replace(dbUuid, newDb),
      [`datasets/${dbName}/birth_names.yaml`]: text(`datasets/${dbName}/birth_names.yaml`)
        .replace(dsUuid, newDataset)
        .replace(`database_uuid: ${dbUuid}`, `database_uuid: ${newDb}`),
      [chartPath]: stringify({ viz_type: 'table', uuid: newChart, version: '1.0.0', dataset_uuid: newDataset }),
    };
    const res = await importBundle(
      'chart',
      importForm(await zipOf(broken), { passwords: { [`databases/${dbName}.yaml`]: 'pw' } }),
    );
    expect(res.status).toBe(422);
    const body = await json<CommandError>(res);
    expect(body.errors[0]?.extra[chartPath]).toEqual({ slice_name: ['Missing data for required field.'] });
    expect(await store.prisma.database.findUnique({ where: { uuid: newDb } })).toBeNull();
    expect(await store.prisma.dataset.findUnique({ where: { uuid: newDataset } })).toBeNull();

    const notZip = await importBundle('chart', importForm(new Blob([new Uint8Array([80, 75, 3, 4, 1, 2, 3])])));
    expect(notZip.status).toBe(400);
    expect((await json(notZip)).message).toMatch(/^Not a valid ZIP file/);

    const wrongVersion = await importBundle(
      'chart',
      importForm(await zipOf({ ...broken, 'metadata.yaml': stringify({ version: '2.0.0', type: 'Slice' }) })),
    );
    expect(wrongVersion.status).toBe(422);
    expect((await json<CommandError>(wrongVersion)).errors[0]?.message).toBe(
      'Could not find a valid command to import file',
    );
    const { 'metadata.yaml': _m, ...noMetadata } = broken;
    const missing = await importBundle('chart', importForm(await zipOf(noMetadata)));
    expect((await json<CommandError>(missing)).errors[0]?.message).toBe(
      'Could not find a valid command to import file',
    );
    const wrongType = await importBundle('dashboard', importForm(await zipOf(broken)));
    expect((await json<CommandError>(wrongType)).errors[0]?.extra['metadata.yaml']).toEqual({
      type: ['Must be equal to Dashboard.'],
    });
  });

  it('lets Gamma export what it sees but not import; Alpha imports', async () => {
    const dashboard = await store.prisma.dashboard.findFirstOrThrow({ where: { published: true } });
    const exported = await app.request(`/api/v1/dashboard/export/?${q([dashboard.id])}`, { token: gammaToken });
    expect(exported.status).toBe(200);
    const bytes = new Uint8Array(await exported.arrayBuffer());
    const refused = await importBundle('dashboard', importForm(new Blob([bytes])), gammaToken);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Forbidden' });
    expect((await app.request(`/api/v1/database/export/?${q([1])}`, { token: gammaToken })).status).toBe(403);
    const alpha = await importBundle('dashboard', importForm(new Blob([bytes]), { overwrite: true }), alphaToken);
    expect(alpha.status).toBe(200);
    expect((await app.request(`/api/v1/chart/export/?${q([987654321])}`)).status).toBe(404);
    expect((await app.request(`/api/v1/chart/export/?q=oops`)).status).toBe(400);
  });

  it('exports datasets and databases with their own metadata types and file names', async () => {
    const dataset = await store.prisma.dataset.findFirstOrThrow({
      include: { database: true },
      orderBy: { id: 'asc' },
    });
    const res = await app.request(`/api/v1/dataset/export/?${q([dataset.id])}`);
    const files = await unzip(res);
    const root = [...files.keys()][0]?.split('/')[0] as string;
    expect(root).toMatch(/^dataset_export_\d{8}T\d{6}$/);
    expect(parse(files.get(`${root}/metadata.yaml`) as string).type).toBe('SqlaTable');
    const dsFile = [...files.keys()].find((n) => n.includes('/datasets/')) as string;
    expect(dsFile).toBe(
      `${root}/datasets/${dataset.database.databaseName.replace(/\s+/g, '_')}/${dataset.tableName}.yaml`,
    );
    expect(parse(files.get(dsFile) as string)).toMatchObject({
      uuid: dataset.uuid,
      database_uuid: dataset.database.uuid,
    });
    const dbRes = await app.request(`/api/v1/database/export/?${q([dataset.databaseId])}`);
    const dbFiles = await unzip(dbRes);
    expect(parse([...dbFiles.entries()].find(([n]) => n.endsWith('metadata.yaml'))?.[1] ?? '').type).toBe('Database');
  });
});
