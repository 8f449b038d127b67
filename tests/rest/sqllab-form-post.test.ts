import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../helpers/test-app.ts';

const cookieValue = (res: Response, name: string) =>
  new RegExp(`(?:^|[\\s,])${name}=([^;]*)`).exec(res.headers.get('set-cookie') ?? '')?.[1];

// Explore's "View in SQL Lab" is an HTML form post: it cannot set X-CSRFToken, so the token rides
// in the form's csrf_token field (Flask-WTF reads both); then SQL Lab reads the SQL through GraphQL.
describe('SQL Lab form post from explore (browser session)', () => {
  let app: TestApp;
  let cookie = '';
  let token = '';
  let datasetId = 0;

  beforeAll(async () => {
    app = await startTestApp({ examplesRows: 200 });
    const seedRes = await app.request('/api/v1/security/csrf_token/', { token: null });
    const seed = `csrf_seed=${cookieValue(seedRes, 'csrf_seed')}`;
    const seedToken = ((await seedRes.json()) as { result: string }).result;
    const login = await app.request('/login/', {
      method: 'POST',
      token: null,
      json: { username: 'admin', password: TEST_ADMIN_PASSWORD },
      headers: { cookie: seed, 'x-csrftoken': seedToken },
    });
    expect(login.status).toBe(200);
    cookie = `session=${cookieValue(login, 'session')}`;
    const tokenRes = await app.request('/api/v1/security/csrf_token/', { token: null, headers: { cookie } });
    token = ((await tokenRes.json()) as { result: string }).result;
    const datasets = await app.request('/api/v1/dataset/?q=(page_size:1)');
    datasetId = ((await datasets.json()) as { result: { id: number }[] }).result[0]?.id ?? 0;
    expect(datasetId).toBeGreaterThan(0);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const post = (fields: Record<string, string>) =>
    app.request('/superset/sqllab/', {
      method: 'POST',
      token: null,
      body: new URLSearchParams(fields).toString(),
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
  const formData = () => JSON.stringify({ sql: 'SELECT 1 AS one', datasourceKey: `${datasetId}__table` });

  it('refuses the post without a token, or with a token that is not the session', async () => {
    expect(await (await post({ form_data: formData() })).json()).toEqual({ message: 'The CSRF token is missing.' });
    const wrong = await post({ form_data: formData(), csrf_token: `${token}x` });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: 'The CSRF token is invalid.' });
  });

  it("keeps the SQL and GraphQL hands it back with the dataset's database", async () => {
    const res = await post({ form_data: formData(), csrf_token: token });
    expect(res.status).toBe(302);
    const key = /requested_query=([0-9a-f-]{36})/.exec(res.headers.get('location') ?? '')?.[1];
    expect(key).toBeDefined();
    const dataset = (await (await app.request(`/api/v1/dataset/${datasetId}`)).json()) as {
      result: { schema: string | null; database: { id: number } };
    };
    const gql = await app.request('/graphql', {
      method: 'POST',
      json: {
        query: `query ($key: String!) { sqlLabRequestedQuery(key: $key) { sql datasetId schema database { databaseId } } }`,
        variables: { key },
      },
    });
    expect(await gql.json()).toEqual({
      data: {
        sqlLabRequestedQuery: {
          sql: 'SELECT 1 AS one',
          datasetId,
          schema: dataset.result.schema,
          database: { databaseId: dataset.result.database.id },
        },
      },
    });
    const unknown = await app.request('/graphql', {
      method: 'POST',
      json: { query: '{ sqlLabRequestedQuery(key: "00000000-0000-4000-8000-000000000000") { sql } }' },
    });
    expect(await unknown.json()).toEqual({ data: { sqlLabRequestedQuery: null } });
  });
});
