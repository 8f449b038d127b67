import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { executeGraphQL } from '../graphql/graphql-client.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q, suffix } from '../rest/fixtures.ts';

interface Entry {
  id: number;
  dttm: string;
  user_id: number | null;
  username: string | null;
  action: string;
  resource_type: string | null;
  resource_id: string | null;
  method: string | null;
  path: string | null;
  source: string | null;
  ip_address: string | null;
  reason: string | null;
  diff: Record<string, [unknown, unknown]> | null;
}

interface List {
  count: number;
  result: Entry[];
}

const UPDATE_CHART = `mutation($id: ID!, $input: ChartFieldsInput!) {
  updateChart(id: $id, input: $input) { __typename ... on Error { message } }
}`;

describe.each(METADATA_BACKENDS)('audit log (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let alpha: { id: number; username: string; token: string };
  let datasetId: number;
  const tag = suffix();

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 20 });
    store = await openStore(app);
    const a = await createUser(store, { role: 'Alpha', password: 'alpha-pass-123' });
    alpha = { ...a, token: await app.login(a.username, 'alpha-pass-123') };
    const datasets = await json<{ result: { id: number }[] }>(
      await app.request(`/api/v1/dataset/?${q({ page_size: 1 })}`),
    );
    datasetId = datasets.result[0]?.id ?? 0;
  }, 180_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const list = async (filters: unknown[], extra: Record<string, unknown> = {}) =>
    json<List>(await app.request(`/api/v1/audit_log/?${q({ filters, ...extra })}`));

  it('records a chart created and edited through REST and through GraphQL, with the diff of each', async () => {
    const created = await app.request('/api/v1/chart/', {
      method: 'POST',
      token: alpha.token,
      json: { slice_name: `Audit ${tag}`, viz_type: 'table', datasource_id: datasetId, datasource_type: 'table' },
    });
    expect(created.status).toBe(201);
    const chartId = (await json<{ id: number }>(created)).id;

    const put = await app.request(`/api/v1/chart/${chartId}`, {
      method: 'PUT',
      token: alpha.token,
      json: { slice_name: `Audit ${tag} v2` },
    });
    expect(put.status).toBe(200);
    const viaGraphQL = await executeGraphQL(
      app,
      UPDATE_CHART,
      { id: encodeGlobalID('Chart', chartId), input: { sliceName: `Audit ${tag} v3`, description: 'from GraphQL' } },
      { token: alpha.token },
    );
    expect(viaGraphQL.data).toEqual({ updateChart: { __typename: 'ChartPayload' } });

    const entries = await list(
      [
        { col: 'resource_type', opr: 'eq', value: 'chart' },
        { col: 'resource_id', opr: 'eq', value: String(chartId) },
      ],
      { order_column: 'dttm', order_direction: 'asc' },
    );
    expect(entries.count).toBe(3);
    const [create, restEdit, graphqlEdit] = entries.result;
    expect(create).toMatchObject({ action: 'create', user_id: alpha.id, username: alpha.username, source: 'rest' });
    expect(create?.diff?.slice_name).toEqual([null, `Audit ${tag}`]);
    expect(create?.diff?.owners).toEqual([null, [alpha.id]]);
    expect(restEdit).toMatchObject({
      action: 'update',
      method: 'PUT',
      path: `/api/v1/chart/${chartId}`,
      source: 'rest',
    });
    expect(restEdit?.diff).toEqual({ slice_name: [`Audit ${tag}`, `Audit ${tag} v2`] });
    expect(graphqlEdit).toMatchObject({ action: 'update', source: 'graphql', user_id: alpha.id });
    expect(graphqlEdit?.diff).toEqual({
      slice_name: [`Audit ${tag} v2`, `Audit ${tag} v3`],
      description: [null, 'from GraphQL'],
    });

    // A refused write (Gamma-like: another Alpha does not own it) changes nothing and is not recorded.
    const other = await createUser(store, { role: 'Alpha', password: 'other-pass-123' });
    const otherToken = await app.login(other.username, 'other-pass-123');
    const refused = await app.request(`/api/v1/chart/${chartId}`, {
      method: 'PUT',
      token: otherToken,
      json: { slice_name: 'stolen' },
    });
    expect(refused.status).toBe(403);
    const deleted = await app.request(`/api/v1/chart/${chartId}`, { method: 'DELETE', token: alpha.token });
    expect(deleted.status).toBe(200);
    const after = await list([
      { col: 'resource_id', opr: 'eq', value: String(chartId) },
      { col: 'resource_type', opr: 'eq', value: 'chart' },
    ]);
    expect(after.result.map((e) => e.action)).toEqual(['delete', 'update', 'update', 'create']);
    expect(after.result[0]?.diff?.slice_name).toEqual([`Audit ${tag} v3`, null]);
  });

  it('redacts passwords in the diff of a user created with one', async () => {
    const role = await store.prisma.role.findUniqueOrThrow({ where: { name: 'Gamma' } });
    const username = `audited_${tag}`;
    const res = await app.request('/api/v1/security/users/', {
      method: 'POST',
      json: {
        username,
        first_name: 'A',
        last_name: 'B',
        email: `${username}@example.com`,
        roles: [role.id],
        password: 'a-secret-passphrase',
      },
    });
    expect(res.status).toBe(201);
    const id = (await json<{ id: number }>(res)).id;
    const [entry] = (
      await list([
        { col: 'resource_type', opr: 'eq', value: 'user' },
        { col: 'resource_id', opr: 'eq', value: String(id) },
      ])
    ).result;
    expect(entry?.diff?.username).toEqual([null, username]);
    expect(entry?.diff?.roles).toEqual([null, [role.id]]);
    expect(entry?.diff?.password_hash).toEqual([null, '[redacted]']);
    const stored = await store.prisma.auditLog.findUniqueOrThrow({ where: { id: entry?.id ?? 0 } });
    expect(stored.diff).not.toMatch(/argon2|a-secret-passphrase/);
  });

  it("records each object of a bulk delete, and a change of one's own profile on one's account", async () => {
    const ids: number[] = [];
    for (const name of [`bulk a ${tag}`, `bulk b ${tag}`]) {
      const res = await app.request('/api/v1/css_template/', {
        method: 'POST',
        json: { template_name: name, css: '' },
      });
      ids.push((await json<{ id: number }>(res)).id);
    }
    const bulk = await app.request(`/api/v1/css_template/?q=!(${ids.join(',')})`, { method: 'DELETE' });
    expect(bulk.status).toBe(200);
    const deletes = await list(
      [
        { col: 'resource_type', opr: 'eq', value: 'css_template' },
        { col: 'action', opr: 'eq', value: 'delete' },
        { col: 'resource_id', opr: 'in', value: ids.map(String) },
      ],
      { order_column: 'dttm', order_direction: 'asc' },
    );
    expect(deletes.result.map((e) => [Number(e.resource_id), e.diff?.template_name])).toEqual([
      [ids[0], [`bulk a ${tag}`, null]],
      [ids[1], [`bulk b ${tag}`, null]],
    ]);

    const me = await app.request('/api/v1/me/', { method: 'PUT', token: alpha.token, json: { first_name: 'Renamed' } });
    expect(me.status).toBe(200);
    const [own] = (
      await list([
        { col: 'resource_type', opr: 'eq', value: 'user' },
        { col: 'resource_id', opr: 'eq', value: String(alpha.id) },
        { col: 'user', opr: 'rel_o_m', value: alpha.id },
      ])
    ).result;
    expect(own).toMatchObject({ action: 'update', path: expect.stringMatching(/^\/api\/v1\/me\/?$/) });
    expect(own?.diff?.first_name).toEqual(['Test', 'Renamed']);
  });

  it('records sign-ins and failed sign-ins with the name tried, the address and the reason', async () => {
    const wrong = await app.request('/api/v1/security/login', {
      method: 'POST',
      token: null,
      json: { username: alpha.username, password: 'not-the-password', provider: 'db' },
    });
    expect(wrong.status).toBe(401);
    const ghost = `ghost_${tag}`;
    const unknown = await app.request('/api/v1/security/login', {
      method: 'POST',
      token: null,
      json: { username: ghost, password: 'whatever-1234', provider: 'db' },
    });
    expect(unknown.status).toBe(401);
    await app.login(alpha.username, 'alpha-pass-123');

    const failed = await list([
      { col: 'action', opr: 'eq', value: 'sign_in_failed' },
      { col: 'username', opr: 'in', value: [alpha.username, ghost] },
    ]);
    expect(failed.result.map((e) => [e.username, e.reason, e.user_id])).toEqual([
      [ghost, 'unknown user', null],
      [alpha.username, 'wrong password', alpha.id],
    ]);
    expect(failed.result[0]?.ip_address).toBe('local');
    const ok = await list([
      { col: 'action', opr: 'eq', value: 'sign_in' },
      { col: 'user', opr: 'rel_o_m', value: alpha.id },
    ]);
    expect(ok.count).toBe(2);
  });

  it('filters by date, pages, and exports what the filters select as CSV', async () => {
    const since = new Date(Date.now() - 60 * 60_000).toISOString();
    const filters = [
      { col: 'user', opr: 'rel_o_m', value: alpha.id },
      { col: 'dttm', opr: 'gt', value: since },
    ];
    const all = await list(filters);
    expect(all.count).toBeGreaterThanOrEqual(6);
    const page = await list(filters, { page: 1, page_size: 2 });
    expect(page.count).toBe(all.count);
    expect(page.result.map((e) => e.id)).toEqual(all.result.slice(2, 4).map((e) => e.id));
    const future = await list([{ col: 'dttm', opr: 'gt', value: new Date(Date.now() + 3_600_000).toISOString() }]);
    expect(future.count).toBe(0);

    const csv = await app.request(`/api/v1/audit_log/export/?${q({ filters })}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="audit_log_.*\.csv"$/);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe(
      'id,dttm,user_id,username,action,resource_type,resource_id,method,path,source,ip_address,reason,diff',
    );
    expect(lines.length).toBe(all.count + 1);
    expect(lines.slice(1).every((line) => line.includes(`,${alpha.id},${alpha.username},`))).toBe(true);

    const one = await json<{ result: Entry }>(await app.request(`/api/v1/audit_log/${all.result[0]?.id}`));
    expect(one.result).toEqual(all.result[0]);
    expect((await app.request('/api/v1/audit_log/999999999')).status).toBe(404);
    const bad = await app.request(`/api/v1/audit_log/?${q({ filters: [{ col: 'diff', opr: 'eq', value: 'x' }] })}`);
    expect(bad.status).toBe(400);
  });

  it('answers the GraphQL connection with the same filters, and its export link', async () => {
    const query = `query($filter: AuditLogFilter) {
      auditLog(first: 2, filter: $filter) {
        totalCount
        edges { node { entryId action username resourceType source changes { field before after } } }
      }
      auditLogExportUrl(filter: $filter)
    }`;
    const filter = { userId: alpha.id, resourceType: 'chart', action: 'update' };
    const res = await executeGraphQL<
      { auditLog: { totalCount: number; edges: { node: Record<string, unknown> }[] }; auditLogExportUrl: string },
      unknown
    >(app, query, { filter });
    expect(res.errors).toBeUndefined();
    const rest = await list([
      { col: 'user', opr: 'rel_o_m', value: alpha.id },
      { col: 'resource_type', opr: 'eq', value: 'chart' },
      { col: 'action', opr: 'eq', value: 'update' },
    ]);
    expect(res.data?.auditLog.totalCount).toBe(rest.count);
    expect(res.data?.auditLog.edges.map((e) => e.node.entryId)).toEqual(rest.result.slice(0, 2).map((e) => e.id));
    expect(res.data?.auditLog.edges[0]?.node.changes).toEqual(
      Object.entries(rest.result[0]?.diff ?? {}).map(([field, [before, after]]) => ({ field, before, after })),
    );
    const csv = await app.request(res.data?.auditLogExportUrl ?? '');
    expect((await csv.text()).trim().split('\n').length).toBe(rest.count + 1);

    const refused = await executeGraphQL(app, query, { filter }, { token: alpha.token });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('is for administrators only', async () => {
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass-123' });
    const gammaToken = await app.login(gamma.username, 'gamma-pass-123');
    for (const token of [alpha.token, gammaToken]) {
      for (const path of [
        '/api/v1/audit_log/',
        '/api/v1/audit_log/export/',
        '/api/v1/audit_log/1',
        '/api/v1/audit_log/_info',
      ]) {
        expect((await app.request(path, { token })).status, path).toBe(403);
      }
    }
    expect((await app.request('/api/v1/audit_log/', { token: null })).status).toBe(401);
    expect((await app.request('/api/v1/log/recent_activity/', { token: gammaToken })).status).toBe(200);
  });
});

describe.each(METADATA_BACKENDS)('audit log retention (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 20, config: { auditRetentionDays: 2 } });
    store = await openStore(app);
  }, 180_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  it('deletes entries older than CHARTROOM_AUDIT_RETENTION_DAYS when the next one is written', async () => {
    const day = 86_400_000;
    const old = await store.prisma.auditLog.create({
      data: { action: 'update', resourceType: 'chart', dttm: new Date(Date.now() - 3 * day) },
    });
    const recent = await store.prisma.auditLog.create({
      data: { action: 'update', resourceType: 'chart', dttm: new Date(Date.now() - day) },
    });
    const res = await app.request('/api/v1/css_template/', {
      method: 'POST',
      json: { template_name: `t_${suffix()}`, css: '' },
    });
    expect(res.status).toBe(201);
    expect(await store.prisma.auditLog.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await store.prisma.auditLog.findUnique({ where: { id: recent.id } })).not.toBeNull();
    expect(await store.prisma.auditLog.count({ where: { resourceType: 'css_template' } })).toBe(1);
  });
});
