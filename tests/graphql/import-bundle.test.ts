import { randomUUID } from 'node:crypto';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { openMetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { addUser } from './fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: responses are read dynamically
type Data = Record<string, any>;

const IMPORT = `mutation($resource: ImportResource!, $file: File!, $passwords: JSON, $overwrite: Boolean) {
  importBundle(resource: $resource, file: $file, passwords: $passwords, overwrite: $overwrite) {
    __typename
    ... on ImportBundlePayload { message }
    ... on ImportPasswordsNeededError { message files }
    ... on ImportOverwriteNeededError { message files }
    ... on ImportValidationError { message fileErrors }
    ... on Error { message }
  }
}`;

describe.each(METADATA_BACKENDS)('GraphQL importBundle (%s)', (backend) => {
  let app: TestApp;
  let dashboardZip: Uint8Array;
  let gammaToken: string;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    const store = await openMetadataStore(app.chartroom.config, app.chartroom.log);
    const dashboard = await store.prisma.dashboard.findFirstOrThrow({ orderBy: { id: 'asc' } });
    await store.close();
    const res = await app.request(`/api/v1/dashboard/export/?q=!(${dashboard.id})`);
    dashboardZip = new Uint8Array(await res.arrayBuffer());
    const gamma = await addUser(app, 'Gamma');
    gammaToken = await app.login(gamma.username, gamma.password);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  /** A GraphQL multipart request (operations + map + the file), as upload clients send it. */
  async function upload(bytes: Uint8Array, variables: Record<string, unknown>, token = app.token) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: IMPORT, variables: { ...variables, file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'bundle.zip');
    const response = await app.chartroom.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    return (await response.json()) as { data?: Data; errors?: unknown[] };
  }

  it('asks to confirm an overwrite, then imports with overwrite', async () => {
    const first = await upload(dashboardZip, { resource: 'DASHBOARD' });
    expect(first.errors, JSON.stringify(first.errors)).toBeUndefined();
    expect(first.data?.importBundle.__typename).toBe('ImportOverwriteNeededError');
    expect(first.data?.importBundle.message).toBe('Dashboard already exists and `overwrite=true` was not passed');
    expect(first.data?.importBundle.files).toHaveLength(1);
    const second = await upload(dashboardZip, { resource: 'DASHBOARD', overwrite: true });
    expect(second.data?.importBundle).toEqual({ __typename: 'ImportBundlePayload', message: 'OK' });
  });

  it('asks for database passwords as its own error type', async () => {
    const zip = new JSZip();
    const uuid = randomUUID();
    zip.file(
      'b/metadata.yaml',
      stringify({ version: '1.0.0', type: 'Database', timestamp: '2022-01-01T00:00:00+00:00' }),
    );
    zip.file(
      'b/databases/pg.yaml',
      stringify({
        database_name: `pg_${uuid.slice(0, 8)}`,
        sqlalchemy_uri: 'postgresql://u:XXXXXXXXXX@localhost/db',
        uuid,
        version: '1.0.0',
      }),
    );
    const bytes = await zip.generateAsync({ type: 'uint8array' });
    const needed = await upload(bytes, { resource: 'DATABASE' });
    expect(needed.data?.importBundle).toEqual({
      __typename: 'ImportPasswordsNeededError',
      message: 'Must provide a password for the database',
      files: ['databases/pg.yaml'],
    });
    const ok = await upload(bytes, { resource: 'DATABASE', passwords: { 'databases/pg.yaml': 'pw' } });
    expect(ok.data?.importBundle.__typename).toBe('ImportBundlePayload');
  });

  it('reports a broken bundle and refuses Gamma', async () => {
    const broken = await upload(new Uint8Array([1, 2, 3, 4]), { resource: 'CHART' });
    expect(broken.data?.importBundle.__typename).toBe('ImportValidationError');
    expect(broken.data?.importBundle.message).toMatch(/^Not a valid ZIP file/);
    const gamma = await upload(dashboardZip, { resource: 'DASHBOARD', overwrite: true }, gammaToken);
    expect(gamma.data?.importBundle).toEqual({ __typename: 'ForbiddenError', message: 'Forbidden' });
  });
});
