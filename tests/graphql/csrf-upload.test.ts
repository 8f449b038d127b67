import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMetadataStore } from '../../gateway/src/metadata/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { addUser } from './fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: responses are read dynamically
type Data = Record<string, any>;

const IMPORT = `mutation($file: File!, $overwrite: Boolean) {
  importBundle(resource: DASHBOARD, file: $file, overwrite: $overwrite) {
    __typename
    ... on ImportBundlePayload { message }
    ... on Error { message }
  }
}`;

describe('GraphQL CSRF guard and a browser upload', () => {
  let app: TestApp;
  let bundle: Uint8Array;
  let cookie: string;
  let sessionToken: string;

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 200 });
    const store = await openMetadataStore(app.chartroom.config, app.chartroom.log);
    const dashboard = await store.prisma.dashboard.findFirstOrThrow({ orderBy: { id: 'asc' } });
    await store.close();
    const exported = await app.request(`/api/v1/dashboard/export/?q=!(${dashboard.id})`);
    expect(exported.status).toBe(200);
    bundle = new Uint8Array(await exported.arrayBuffer());
    const user = await addUser(app, 'Admin');
    // The pre-login CSRF seed cookie and its token, as the browser's login page fetches them.
    const csrf = await app.request('/api/v1/security/csrf_token/', { token: null });
    const seed = csrf.headers.get('set-cookie')?.split(';')[0] ?? '';
    const { result: csrfToken } = (await csrf.json()) as { result: string };
    const login = await app.request('/login', {
      method: 'POST',
      token: null,
      json: { username: user.username, password: user.password },
      headers: { cookie: seed, 'x-csrftoken': csrfToken },
    });
    expect(login.status).toBe(200);
    cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/=/);
    // The session's CSRF token, which the client sends with every mutation.
    const sessionCsrf = await app.request('/api/v1/security/csrf_token/', { token: null, headers: { cookie } });
    sessionToken = ((await sessionCsrf.json()) as { result: string }).result;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  /** The multipart request the client's import dialog sends, riding on the session cookie. */
  const upload = (headers: Record<string, string>) => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: IMPORT, variables: { file: null, overwrite: true } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([bundle as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), 'bundle.zip');
    return app.chartroom.fetch(
      new Request('http://localhost/graphql', { method: 'POST', body: form, headers: { cookie, ...headers } }),
    );
  };

  it('refuses a cookie-authenticated multipart POST without the X-Requested-With header', async () => {
    const forged = await upload({});
    expect(forged.status).toBe(403);
    const body = (await forged.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('CSRF_REJECTED');
    expect(body.errors[0]?.message).toContain('X-Requested-With');
  });

  it('imports a bundle from a browser that sends the cookie and the X-Requested-With header', async () => {
    const response = await upload({ 'X-Requested-With': 'XMLHttpRequest', 'X-CSRFToken': sessionToken });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data?: Data; errors?: unknown[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    expect(body.data?.importBundle).toEqual({ __typename: 'ImportBundlePayload', message: 'OK' });
  });

  it('still refuses a forged text/plain POST even with a session', async () => {
    const forged = await app.chartroom.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { cookie, 'content-type': 'text/plain' },
        body: JSON.stringify({ query: 'mutation { deleteDashboards(ids: []) { __typename } }' }),
      }),
    );
    expect(forged.status).toBe(403);
  });
});
