import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { addUser } from './fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: responses are read dynamically
type Data = Record<string, any>;

const IMPORT = `mutation($file: File!) {
  importBundle(resource: ASSETS, file: $file) {
    __typename
    ... on ImportBundlePayload { message }
    ... on Error { message }
  }
}`;

describe('GraphQL importBundle of an assets bundle', () => {
  let app: TestApp;
  let bundle: Uint8Array;
  let gammaToken: string;

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 50 });
    const exported = await app.request('/api/v1/assets/export/');
    expect(exported.status).toBe(200);
    bundle = new Uint8Array(await exported.arrayBuffer());
    const gamma = await addUser(app, 'Gamma');
    gammaToken = await app.login(gamma.username, gamma.password);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const upload = async (token: string) => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: IMPORT, variables: { file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([bundle as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'assets.zip');
    const response = await app.chartroom.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    return (await response.json()) as { data?: Data; errors?: unknown[] };
  };

  it('re-imports the exported assets (replaced by UUID) and refuses Gamma', async () => {
    const before = (await (await app.request('/api/v1/chart/?q=(page_size:1)')).json()) as { count: number };
    const admin = await upload(app.token);
    expect(admin.errors, JSON.stringify(admin.errors)).toBeUndefined();
    expect(admin.data?.importBundle).toEqual({ __typename: 'ImportBundlePayload', message: 'OK' });
    const after = (await (await app.request('/api/v1/chart/?q=(page_size:1)')).json()) as { count: number };
    expect(after.count).toBe(before.count);

    const gamma = await upload(gammaToken);
    expect(gamma.data?.importBundle.__typename).toBe('ForbiddenError');
  });
});
