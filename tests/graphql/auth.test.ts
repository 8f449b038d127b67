import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { graphql } from './__generated__/gql.ts';
import { addUser } from './fixtures.ts';
import { executeGraphQL, queryData } from './graphql-client.ts';

const ReaderCharts = graphql(`
  query ReaderCharts {
    viewer { username }
    charts(first: 100) { totalCount edges { node { chartId sliceName owners { userId firstName lastName } } } }
  }
`);

describe.each(METADATA_BACKENDS)('GraphQL callers and credentials on %s', (store) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ store });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a Gamma reader with what REST shows that reader', async () => {
    const gamma = await addUser(app, 'Gamma');
    const token = await app.login(gamma.username, gamma.password);
    const data = await queryData(app, ReaderCharts, {}, { token });
    const res = await app.request('/api/v1/chart/?q=(page:0,page_size:100)', { token });
    expect(res.status).toBe(200);
    const rest = (await res.json()) as { count: number; ids: number[] };
    expect(data.viewer?.username).toBe(gamma.username);
    expect(data.charts.totalCount).toBe(rest.count);
    expect(data.charts.edges.map((e) => e.node.chartId)).toEqual(rest.ids);
  });

  it('accepts the browser session cookie as REST does', async () => {
    const user = await addUser(app, 'Alpha');
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
    const cookie = login.headers.get('set-cookie')?.split(';')[0];
    expect(cookie).toMatch(/=/);

    const post = (contentType: string, origin?: string) =>
      app.chartroom.fetch(
        new Request('http://localhost/graphql', {
          method: 'POST',
          headers: { cookie: cookie!, 'content-type': contentType, ...(origin ? { origin } : {}) },
          body: JSON.stringify({ query: '{ viewer { username } }' }),
        }),
      );

    const ok = await post('application/json');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ data: { viewer: { username: user.username } } });

    // A cross-site <form> can send the cookie but only a "simple" content type: refused.
    const forged = await post('text/plain');
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe(
      'CSRF_REJECTED',
    );

    // And no other origin is ever allowed to read a response.
    const foreign = await post('application/json', 'https://elsewhere.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('refuses more than 100 ids in nodes(ids:)', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => Buffer.from(`Chart:${i + 1}`).toString('base64'));
    const result = await executeGraphQL(app, 'query Many($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids });
    expect(result.errors?.[0]).toMatchObject({
      message: 'nodes(ids:) takes at most 100 IDs, got 101.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
