import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { addUser } from './fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its own operation
type Data = Record<string, any>;

/** What REST answers for the same question, to compare the GraphQL fields with. */
async function restJson(app: TestApp, path: string, token: string): Promise<{ status: number; body: Data }> {
  const response = await app.request(path, { token });
  return { status: response.status, body: (await response.json()) as Data };
}

describe('GraphQL viewerPermissions and relatedUsers', () => {
  let app: TestApp;
  let gamma: { id: number; token: string };

  const run = (query: string, variables: Record<string, unknown>, token?: string) =>
    executeGraphQL<Data, Record<string, unknown>>(app, query, variables, token ? { token } : {});

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 200 });
    const user = await addUser(app, 'Gamma');
    gamma = { id: user.id, token: await app.login(user.username, user.password) };
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const PERMISSIONS = `query($resource: ViewerPermissionResource!) { viewerPermissions(resource: $resource) }`;

  it('answers the `_info` permissions of the resource for Admin and Gamma', async () => {
    for (const [resource, path] of [
      ['CHART', 'chart'],
      ['DASHBOARD', 'dashboard'],
      ['DATASET', 'dataset'],
    ] as const) {
      for (const token of [app.token, gamma.token]) {
        const result = await run(PERMISSIONS, { resource }, token);
        const rest = await restJson(app, `/api/v1/${path}/_info?q=(keys:!(permissions))`, token);
        if (rest.status === 200) {
          expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
          expect([...(result.data?.viewerPermissions ?? [])].sort()).toEqual([...rest.body.permissions].sort());
        } else {
          expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        }
      }
    }
    const admin = await run(PERMISSIONS, { resource: 'CHART' });
    expect(admin.data?.viewerPermissions).toEqual(expect.arrayContaining(['can_read', 'can_write', 'can_export']));
    const asGamma = await run(PERMISSIONS, { resource: 'CHART' }, gamma.token);
    expect(asGamma.data?.viewerPermissions).toContain('can_read');
    expect(asGamma.data?.viewerPermissions).not.toContain('can_write');
  });

  it('shares one `_info` call with viewerCanDelete in an operation', async () => {
    const result = await executeGraphQL<Data, Record<string, unknown>>(
      app,
      `{ viewerPermissions(resource: CHART) charts(first: 2) { edges { node { viewerCanDelete } } } }`,
      {},
      { trace: true },
    );
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    expect(result.data?.charts.edges.length).toBeGreaterThan(0);
    const infoCalls = result.upstream?.calls.filter((call) => call.path.startsWith('/api/v1/chart/_info')) ?? [];
    expect(infoCalls).toHaveLength(1);
  });

  it('refuses a resource the viewer may not read, as REST does', async () => {
    // Reports and alerts are Alpha's and Admin's: Gamma may not read them.
    const rest = await app.request('/api/v1/report/_info?q=(keys:!(permissions))', { token: gamma.token });
    expect(rest.status).toBe(403);
    const result = await run(PERMISSIONS, { resource: 'REPORT' }, gamma.token);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await run(PERMISSIONS, { resource: 'REPORT' })).data?.viewerPermissions).toContain('can_write');
  });

  const RELATED = `query($resource: RelatedResource!, $field: RelatedUserField!, $search: String, $first: Int) {
    relatedUsers(resource: $resource, field: $field, search: $search, first: $first) { userId name }
  }`;

  it('lists the users REST relates, with search, for Admin and Gamma', async () => {
    for (const token of [app.token, gamma.token]) {
      const result = await run(RELATED, { resource: 'CHART', field: 'OWNERS' }, token);
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      const rest = await restJson(app, '/api/v1/chart/related/owners?q=(page_size:100)', token);
      expect(rest.status).toBe(200);
      expect(result.data?.relatedUsers).toEqual(rest.body.result.map((r: Data) => ({ userId: r.value, name: r.text })));
    }
    const searched = await run(RELATED, { resource: 'DASHBOARD', field: 'CREATED_BY', search: 'Gamma' });
    expect(searched.data?.relatedUsers).toContainEqual({ userId: gamma.id, name: 'Gamma Tester' });
    expect(searched.data?.relatedUsers.every((u: Data) => u.name.startsWith('Gamma'))).toBe(true);
    const none = await run(RELATED, { resource: 'DATASET', field: 'OWNERS', search: 'zz-nobody-zz' });
    expect(none.data?.relatedUsers).toEqual([]);
    const one = await run(RELATED, { resource: 'CHART', field: 'CHANGED_BY', first: 1 });
    expect(one.data?.relatedUsers).toHaveLength(1);
  });

  it('checks read permission and its arguments', async () => {
    const rest = await app.request('/api/v1/report/related/created_by', { token: gamma.token });
    expect(rest.status).toBe(403);
    const forbidden = await run(RELATED, { resource: 'REPORT', field: 'CREATED_BY' }, gamma.token);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const noOwners = await run(RELATED, { resource: 'DATABASE', field: 'OWNERS' });
    expect(noOwners.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(noOwners.errors?.[0]?.message).toBe('A database has no owners; ask for CREATED_BY or CHANGED_BY.');
    for (const first of [0, 101]) {
      const bad = await run(RELATED, { resource: 'CHART', field: 'OWNERS', first });
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(bad.errors?.[0]?.message).toBe('first must be between 1 and 100.');
    }
    const anonymous = await executeGraphQL(app, `{ viewerPermissions(resource: CHART) }`, {}, { token: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
