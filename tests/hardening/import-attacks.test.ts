import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { openStore, q } from '../rest/fixtures.ts';

type Files = Record<string, string>;

/** YAML that expands to 10^9 strings through nine levels of anchors (the "billion laughs"). */
function billionLaughs(): string {
  const lines = ['lol0: &l0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]'];
  for (let i = 1; i <= 9; i++) {
    const refs = Array.from({ length: 10 }, () => `*l${i - 1}`).join(', ');
    lines.push(`lol${i}: &l${i} [${refs}]`);
  }
  return `${lines.join('\n')}\ndashboard_title: laughs\n`;
}

/**
 * Import bundles built to attack the importer: entry names that climb out of the bundle or are
 * absolute, YAML anchor bombs, and fields of the wrong type in each kind of file. Each is refused
 * with a message a user can act on, within seconds, and nothing of the bundle is imported (the
 * metadata store does not change at all) nor written outside it.
 */
describe('import bundle attacks', () => {
  let app: TestApp;
  let store: MetadataStore;
  let watcher: Database.Database;
  let honest: Files;
  let root: string;
  let attempts = 0;

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 50 });
    store = await openStore(app);
    watcher = new Database(join(app.dataDir, 'chartroom.db'), { readonly: true });
    // A real bundle to start from: the example dashboard with its charts, datasets and database.
    const board = await store.prisma.dashboard.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const res = await app.request(`/api/v1/dashboard/export/?${q([board.id])}`);
    expect(res.status).toBe(200);
    const zip = await JSZip.loadAsync(new Uint8Array(await res.arrayBuffer()));
    honest = {};
    for (const [name, entry] of Object.entries(zip.files)) if (!entry.dir) honest[name] = await entry.async('string');
    root = Object.keys(honest)[0]?.split('/')[0] as string;
  }, 120_000);
  afterAll(async () => {
    if (process.env.FUZZ_REPORT) process.stdout.write(`import attacks: ${attempts} bundles refused\n`);
    watcher?.close();
    await store?.close();
    await app?.close();
  });

  const dataVersion = () => watcher.pragma('data_version', { simple: true }) as number;

  async function zipOf(files: Files): Promise<Uint8Array> {
    const zip = new JSZip();
    for (const [name, content] of Object.entries(files)) zip.file(name, content, { createFolders: false });
    return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
  }

  /** Sends the bundle to the dashboard and the assets importers; both must refuse it and write nothing. */
  async function expectRefused(files: Files, what: string, message?: RegExp): Promise<void> {
    const data = await zipOf(files);
    for (const [path, field] of [
      ['/api/v1/dashboard/import/', 'formData'],
      ['/api/v1/assets/import/', 'bundle'],
    ] as const) {
      const before = dataVersion();
      const form = new FormData();
      form.append(field, new Blob([data as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'bundle.zip');
      form.append('overwrite', 'true');
      const started = Date.now();
      const res = await app.request(path, { method: 'POST', body: form });
      const text = await res.text();
      const where = `${what} via ${path} -> ${res.status} ${text.slice(0, 300)}`;
      expect(res.status, where).toBeGreaterThanOrEqual(400);
      expect(res.status, where).toBeLessThan(500);
      const body = JSON.parse(text) as { message?: unknown; errors?: { message?: string }[] };
      const said = typeof body.message === 'string' ? body.message : JSON.stringify(body.message ?? body.errors);
      expect(said, where).toBeTruthy();
      if (message) expect(said, where).toMatch(message);
      expect(Date.now() - started, `slow refusal: ${where}`).toBeLessThan(10_000);
      expect(dataVersion(), `partially imported: ${where}`).toBe(before);
      attempts++;
    }
  }

  const retitled = (files: Files, title: string): Files =>
    Object.fromEntries(
      Object.entries(files).map(([n, c]) => [
        n,
        n.includes('/dashboards/') ? c.replace(/^dashboard_title: .*$/m, `dashboard_title: ${title}`) : c,
      ]),
    );

  it('imports the honest bundle (the attacks below start from it)', async () => {
    const form = new FormData();
    form.append('formData', new Blob([(await zipOf(honest)) as Uint8Array<ArrayBuffer>]), 'bundle.zip');
    form.append('overwrite', 'true');
    const res = await app.request('/api/v1/dashboard/import/', { method: 'POST', body: form });
    expect(res.status, await res.text()).toBe(200);
  });

  it('refuses entry names that leave the bundle or are absolute, and writes no file', async () => {
    const dashboard = Object.entries(honest).find(([n]) => n.includes('/dashboards/')) as [string, string];
    for (const name of [
      `${root}/../escaped.yaml`,
      `${root}/dashboards/../../escaped.yaml`,
      '/tmp/hd-escaped/dashboards/x.yaml',
      `${root}/dashboards/..\\..\\escaped.yaml`,
      'C:\\hd-escaped\\dashboards\\x.yaml',
      `${root}/dashboards/\u0000x.yaml`,
    ]) {
      const files = { ...retitled(honest, 'traversal'), [name]: dashboard[1] };
      await expectRefused(files, `entry ${JSON.stringify(name)}`);
    }
    for (const file of ['/tmp/hd-escaped', join(app.dataDir, '..', 'escaped.yaml'), join(app.dataDir, 'escaped.yaml')])
      expect(existsSync(file), file).toBe(false);
  });

  it('refuses YAML anchor bombs quickly', async () => {
    for (const kind of ['dashboards', 'charts', 'datasets', 'databases', 'metadata']) {
      const target = Object.keys(honest).find((n) =>
        kind === 'metadata' ? n.endsWith('metadata.yaml') : n.includes(`/${kind}/`),
      );
      expect(target, kind).toBeTruthy();
      await expectRefused({ ...honest, [target as string]: billionLaughs() }, `anchor bomb in ${kind}`);
    }
  });

  it('refuses fields of the wrong type in every kind of file, importing none of the bundle', async () => {
    const breakages: [string, string, unknown][] = [
      ['/dashboards/', 'dashboard_title', [1, 2]],
      ['/dashboards/', 'position', 'not a layout'],
      ['/dashboards/', 'metadata', 12],
      ['/dashboards/', 'uuid', 5],
      ['/charts/', 'params', [1, 2, 3]],
      ['/charts/', 'slice_name', { a: 1 }],
      ['/charts/', 'dataset_uuid', 'not-a-uuid'],
      ['/datasets/', 'columns', 7],
      ['/datasets/', 'table_name', null],
      ['/datasets/', 'metrics', [{ metric_name: ['x'], expression: 5 }]],
      ['/databases/', 'sqlalchemy_uri', { host: 'x' }],
      ['/databases/', 'database_name', ['x']],
      ['metadata.yaml', 'type', 42],
      ['metadata.yaml', 'version', [1]],
    ];
    for (const [kind, key, value] of breakages) {
      const target = Object.keys(honest).find((n) => n.includes(kind)) as string;
      const config = parse(honest[target] as string) as Record<string, unknown>;
      expect(config, `${target} has ${key}`).toHaveProperty(key);
      const files = { ...retitled(honest, `typed ${kind}`), [target]: stringify({ ...config, [key]: value }) };
      await expectRefused(files, `${kind} ${key}: ${JSON.stringify(value)}`);
    }
    // Not YAML at all, and YAML that is not a mapping.
    const dashboard = Object.keys(honest).find((n) => n.includes('/dashboards/')) as string;
    await expectRefused({ ...honest, [dashboard]: 'dashboard_title: [unclosed' }, 'broken YAML');
    await expectRefused({ ...honest, [dashboard]: '- just\n- a list\n' }, 'a list instead of a mapping');
    await expectRefused({ ...honest, [dashboard]: '!!js/function "function () { return 1 }"' }, 'a custom tag');
  });
});
