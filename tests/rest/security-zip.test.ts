import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { openStore, suffix } from './fixtures.ts';

const METADATA = 'version: 1.0.0\ntype: Dashboard\ntimestamp: "2024-01-01T00:00:00+00:00"\n';

function dashboardYaml(title: string): string {
  return [
    `dashboard_title: ${title}`,
    'description: null',
    'css: ""',
    'slug: null',
    `uuid: ${crypto.randomUUID()}`,
    'position: {}',
    'metadata: {}',
    'version: 1.0.0',
    '',
  ].join('\n');
}

async function zipOf(files: Record<string, string | Uint8Array>): Promise<Uint8Array> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** Rewrites the uncompressed size an entry declares (local header and central directory), as a forged ZIP would. */
function declareSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const out = new Uint8Array(zip);
  const view = new DataView(out.buffer);
  const wanted = new TextEncoder().encode(name);
  const matches = (at: number) => wanted.every((b, i) => out[at + i] === b);
  let patched = 0;
  for (let i = 0; i + 46 < out.length; i++) {
    const signature = view.getUint32(i, true);
    if (signature === 0x04034b50 && view.getUint16(i + 26, true) === wanted.length && matches(i + 30)) {
      view.setUint32(i + 22, size, true);
      patched++;
    } else if (signature === 0x02014b50 && view.getUint16(i + 28, true) === wanted.length && matches(i + 46)) {
      view.setUint32(i + 24, size, true);
      patched++;
    }
  }
  expect(patched).toBe(2);
  return out;
}

describe.each(METADATA_BACKENDS)('security: import ZIP limits (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const upload = (path: string, field: string, data: Uint8Array) => {
    const form = new FormData();
    form.append(field, new Blob([data as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'bundle.zip');
    form.append('overwrite', 'true');
    return app.request(path, { method: 'POST', body: form });
  };
  const importDashboard = (data: Uint8Array) => upload('/api/v1/dashboard/import/', 'formData', data);
  const titled = (title: string) => store.prisma.dashboard.count({ where: { dashboardTitle: title } });

  it('refuses a zip bomb (10 MB of zeros in a few kB) by its compression ratio, writing nothing', async () => {
    const title = `bomb ${suffix()}`;
    const bomb = await zipOf({
      'bundle/metadata.yaml': METADATA,
      'bundle/dashboards/ok.yaml': dashboardYaml(title),
      'bundle/dashboards/zeros.yaml': new Uint8Array(10 * 1024 * 1024),
    });
    expect(bomb.length).toBeLessThan(100_000);
    const res = await importDashboard(bomb);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      "The ZIP file's compression ratio is above the allowed threshold (200).",
    );
    expect(await titled(title)).toBe(0);
  });

  it('refuses, before inflating anything, entries and bundles declared above the size caps', async () => {
    const title = `big ${suffix()}`;
    const zip = await zipOf({ 'bundle/metadata.yaml': METADATA, 'bundle/dashboards/big.yaml': dashboardYaml(title) });
    const entry = declareSize(zip, 'bundle/dashboards/big.yaml', 101 * 1024 * 1024);
    const res = await importDashboard(entry);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^The ZIP file holds a file above the allowed size \(bundle\/dashboards\/big\.yaml: 101 MB; at most 100 MB\)\.$/,
    );
    // Several entries under the per-file cap that add up to more than the bundle may hold.
    const files: Record<string, string> = { 'bundle/metadata.yaml': METADATA };
    for (let i = 0; i < 3; i++) files[`bundle/dashboards/part${i}.yaml`] = dashboardYaml(`${title} ${i}`);
    let many = await zipOf(files);
    for (let i = 0; i < 3; i++) many = declareSize(many, `bundle/dashboards/part${i}.yaml`, 40 * 1024 * 1024);
    const total = await importDashboard(many);
    expect(total.status).toBe(400);
    expect(((await total.json()) as { message: string }).message).toBe(
      'The ZIP file inflates to 120 MB; at most 100 MB are allowed.',
    );
    expect(await titled(title)).toBe(0);
    expect(await store.prisma.dashboard.count({ where: { dashboardTitle: { startsWith: `${title} ` } } })).toBe(0);
  });

  it('stops inflating an entry that lies about its size', async () => {
    const title = `liar ${suffix()}`;
    const padded = `${dashboardYaml(title)}# ${'x'.repeat(200_000)}\n`;
    const zip = await zipOf({ 'bundle/metadata.yaml': METADATA, 'bundle/dashboards/liar.yaml': padded });
    const res = await importDashboard(declareSize(zip, 'bundle/dashboards/liar.yaml', 1000));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Not a valid ZIP file: bundle/dashboards/liar.yaml inflates beyond its declared size',
    );
    expect(await titled(title)).toBe(0);
  });

  it('refuses more entries than allowed (dashboard and assets imports)', async () => {
    const zip = new JSZip();
    zip.file('bundle/metadata.yaml', METADATA);
    for (let i = 0; i < 10_001; i++) zip.file(`bundle/x/${i}.txt`, '');
    const data = await zip.generateAsync({ type: 'uint8array' });
    for (const [path, field] of [
      ['/api/v1/dashboard/import/', 'formData'],
      ['/api/v1/assets/import/', 'bundle'],
    ] as const) {
      const res = await upload(path, field, data);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(
        /^The ZIP file has 100\d\d entries; at most 10000 are allowed\.$/,
      );
    }
  });

  it('still imports an honest bundle', async () => {
    const title = `honest ${suffix()}`;
    const res = await importDashboard(
      await zipOf({ 'bundle/metadata.yaml': METADATA, 'bundle/dashboards/d.yaml': dashboardYaml(title) }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await titled(title)).toBe(1);
  });
});
