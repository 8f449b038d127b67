import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q } from './fixtures.ts';

interface CommandError {
  errors: { message: string; extra: Record<string, unknown> }[];
}

/** The dataset and database import calls (spec 002 §7 `POST /{resource}/import/`), beside charts and dashboards. */
describe.each(METADATA_BACKENDS)('dataset and database bundle imports (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let gammaToken: string;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const upload = (resource: string, bytes: Uint8Array, overwrite = false, token?: string) => {
    const form = new FormData();
    form.append('formData', new Blob([bytes as Uint8Array<ArrayBuffer>]), `${resource}.zip`);
    if (overwrite) form.append('overwrite', 'true');
    return app.request(`/api/v1/${resource}/import/`, { method: 'POST', body: form, ...(token ? { token } : {}) });
  };

  for (const resource of ['dataset', 'database'] as const) {
    it(`re-imports an exported ${resource}: overwrite asked first, then applied`, async () => {
      const dataset = await store.prisma.dataset.findFirstOrThrow({
        orderBy: { id: 'asc' },
        include: { database: true },
      });
      const id = resource === 'dataset' ? dataset.id : dataset.databaseId;
      const exported = await app.request(`/api/v1/${resource}/export/?${q([id])}`);
      expect(exported.status).toBe(200);
      const bytes = new Uint8Array(await exported.arrayBuffer());

      const refused = await upload(resource, bytes);
      expect(refused.status).toBe(422);
      const body = await json<CommandError>(refused);
      expect(body.errors[0]?.message).toBe(`Error importing ${resource}`);
      const label = resource === 'dataset' ? 'Dataset' : 'Database';
      expect(Object.values(body.errors[0]?.extra ?? {})).toContain(
        `${label} already exists and \`overwrite=true\` was not passed`,
      );

      // Change the description in the bundle; the overwrite brings it in, under the same id.
      const zip = await JSZip.loadAsync(bytes);
      const prefix = resource === 'dataset' ? '/datasets/' : '/databases/';
      const entry = Object.values(zip.files).find((f) => f.name.includes(prefix) && !f.dir);
      if (!entry) throw new Error('no file of the resource in the bundle');
      const config = parse(await entry.async('string'));
      if (resource === 'dataset') config.description = 'imported description';
      else config.cache_timeout = 1234;
      zip.file(entry.name, stringify(config));
      const changed = await zip.generateAsync({ type: 'uint8array' });
      expect((await upload(resource, changed, true, gammaToken)).status).toBe(403);
      const ok = await upload(resource, changed, true);
      expect(ok.status).toBe(200);
      if (resource === 'dataset') {
        const after = await store.prisma.dataset.findUniqueOrThrow({ where: { id: dataset.id } });
        expect(after.description).toBe('imported description');
        expect(after.uuid).toBe(dataset.uuid);
      } else {
        const after = await store.prisma.database.findUniqueOrThrow({ where: { id: dataset.databaseId } });
        expect(after.cacheTimeout).toBe(1234);
        // The stored password (if any) and URI survive a bundle that carries the masked one.
        expect(after.sqlalchemyUri).toBe(dataset.database.sqlalchemyUri);
        expect(after.encryptedPassword).toBe(dataset.database.encryptedPassword);
      }
    });
  }
});
