import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { addUser } from './fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: responses of string documents are read dynamically
type Data = Record<string, any>;

const OPTIONS = `query($search: String, $first: Int) {
  dashboardRoleOptions(search: $search, first: $first) { roleId name }
}`;

const CREATE = `mutation($input: DashboardFieldsInput!) {
  createDashboard(input: $input) {
    __typename
    ... on SaveDashboardPayload { lastModifiedTime dashboard { id dashboardId roles { roleId name } } }
    ... on Error { message }
  }
}`;

const SAVE = `mutation($id: ID!, $input: DashboardFieldsInput!) {
  saveDashboard(id: $id, input: $input) {
    __typename
    ... on SaveDashboardPayload { dashboard { roles { roleId name } } }
    ... on ValidationError { message fieldErrors }
    ... on Error { message }
  }
}`;

const VISIBLE = `query($id: String!) { dashboard(idOrSlug: $id) { dashboardId dashboardTitle } }`;

async function roleIds(app: TestApp, token?: string): Promise<Map<string, number>> {
  const { data, errors } = await executeGraphQL<Data, Data>(app, OPTIONS, {}, token ? { token } : {});
  expect(errors).toBeUndefined();
  const options = (data?.dashboardRoleOptions ?? []) as { roleId: number; name: string }[];
  return new Map(options.map((r) => [r.name, r.roleId]));
}

describe('dashboard roles under DASHBOARD_RBAC (GraphQL)', () => {
  let app: TestApp;
  let gamma: string;
  let alpha: string;

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', featureFlags: 'DASHBOARD_RBAC' });
    const [g, a] = await Promise.all([addUser(app, 'Gamma'), addUser(app, 'Alpha')]);
    gamma = await app.login(g.username, g.password);
    alpha = await app.login(a.username, a.password);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists the roles by name, searched in any case, to any dashboard reader', async () => {
    const all = await roleIds(app);
    expect([...all.keys()]).toEqual([...all.keys()].sort());
    expect([...all.keys()]).toEqual(expect.arrayContaining(['Admin', 'Alpha', 'Gamma']));
    const searched = await executeGraphQL<Data, Data>(app, OPTIONS, { search: 'amm' }, { token: gamma });
    expect(searched.data?.dashboardRoleOptions).toEqual([{ roleId: all.get('Gamma'), name: 'Gamma' }]);
    const one = await executeGraphQL<Data, Data>(app, OPTIONS, { first: 1 });
    expect(one.data?.dashboardRoleOptions).toHaveLength(1);
    const bad = await executeGraphQL<Data, Data>(app, OPTIONS, { first: 0 });
    expect(bad.errors?.[0]?.message).toBe('first must be between 1 and 100.');
    const anonymous = await executeGraphQL<Data, Data>(app, OPTIONS, {}, { token: null });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('saves roles on a dashboard, which then shows only to holders of those roles', async () => {
    const ids = await roleIds(app);
    const alphaRole = ids.get('Alpha');
    const created = await executeGraphQL<Data, Data>(app, CREATE, {
      input: { dashboardTitle: 'For Alpha only', published: true, roleIds: [alphaRole] },
    });
    const board = created.data?.createDashboard.dashboard;
    expect(board.roles).toEqual([{ roleId: alphaRole, name: 'Alpha' }]);
    const id = String(board.dashboardId);
    const seenBy = async (token: string) =>
      (await executeGraphQL<Data, Data>(app, VISIBLE, { id }, { token })).data?.dashboard?.dashboardTitle ?? null;
    expect(await seenBy(alpha)).toBe('For Alpha only');
    expect(await seenBy(gamma)).toBeNull();

    const unknown = await executeGraphQL<Data, Data>(app, SAVE, { id: board.id, input: { roleIds: [999_999] } });
    expect(unknown.data?.saveDashboard).toMatchObject({ __typename: 'ValidationError' });
    const kept = await executeGraphQL<Data, Data>(app, SAVE, { id: board.id, input: {} });
    expect(kept.data?.saveDashboard.dashboard.roles).toEqual([{ roleId: alphaRole, name: 'Alpha' }]);

    const opened = await executeGraphQL<Data, Data>(app, SAVE, { id: board.id, input: { roleIds: [] } });
    expect(opened.data?.saveDashboard.dashboard.roles).toEqual([]);
    expect(await seenBy(gamma)).toBe('For Alpha only');
  });
});

describe('dashboard roles without DASHBOARD_RBAC (GraphQL)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stores no roles when the flag is off', async () => {
    const ids = await roleIds(app);
    const created = await executeGraphQL<Data, Data>(app, CREATE, {
      input: { dashboardTitle: 'No RBAC', published: true, roleIds: [ids.get('Alpha')] },
    });
    expect(created.data?.createDashboard.dashboard.roles).toEqual([]);
  });
});
