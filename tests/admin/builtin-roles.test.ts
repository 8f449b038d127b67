import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../gateway/src/auth/passwords.ts';
import { ROLE_PERMISSIONS, SQL_LAB_ONLY_PERMISSIONS, splitPermissionKey } from '../../gateway/src/auth/permissions.ts';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { openStore, suffix } from '../rest/fixtures.ts';

const PASSWORD = 'roles-test-password';

async function userWithRoles(store: MetadataStore, roles: string[]): Promise<string> {
  const username = `roles_${suffix()}`;
  const rows = await store.prisma.role.findMany({ where: { name: { in: roles } } });
  expect(rows).toHaveLength(roles.length);
  await store.prisma.user.create({
    data: {
      username,
      passwordHash: await hashPassword(PASSWORD),
      roles: { create: rows.map((r) => ({ roleId: r.id })) },
    },
  });
  return username;
}

async function rolePermissions(store: MetadataStore, name: string): Promise<string[]> {
  const role = await store.prisma.role.findUniqueOrThrow({
    where: { name },
    include: { permissions: { include: { permission: true } } },
  });
  return role.permissions.map(({ permission }) => `${permission.name}:${permission.viewMenu}`).sort();
}

describe('built-in roles sql_lab and Public', () => {
  let app: TestApp;
  let store: MetadataStore;
  let examplesId: number;
  let publicId: number;

  beforeAll(async () => {
    app = await startTestApp({ examplesRows: 200 });
    store = await openStore(app);
    examplesId = (await store.prisma.database.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    publicId = (await store.prisma.role.findUniqueOrThrow({ where: { name: 'Public' } })).id;
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const runSql = (token: string) =>
    app.request('/api/v1/sqllab/execute/', {
      method: 'POST',
      token,
      json: { database_id: examplesId, sql: 'SELECT 1 AS a', client_id: `r${suffix()}` },
    });

  it('defines sql_lab as Superset does: SQL Lab, saved queries and query history, no content', async () => {
    expect(await rolePermissions(store, 'sql_lab')).toEqual([...ROLE_PERMISSIONS.sql_lab].sort());
    expect(await rolePermissions(store, 'sql_lab')).toEqual(
      [
        'can_csv:Superset',
        'can_estimate_query_cost:SQLLab',
        'can_execute_sql_query:SQLLab',
        'can_export:SavedQuery',
        'can_export_csv:SQLLab',
        'can_read:Database',
        'can_read:Query',
        'can_read:SQLLab',
        'can_read:SavedQuery',
        'can_write:SavedQuery',
      ].sort(),
    );
    // Superset's usual pairing: Gamma reads content, sql_lab adds SQL Lab.
    const gamma = await app.login(await userWithRoles(store, ['Gamma']), PASSWORD);
    const analyst = await app.login(await userWithRoles(store, ['Gamma', 'sql_lab']), PASSWORD);
    expect((await runSql(gamma)).status).toBe(403);
    const run = await runSql(analyst);
    expect(run.status).toBe(200);
    expect(((await run.json()) as { data: unknown[] }).data).toEqual([{ a: 1 }]);
    // SQL Lab's left pane: databases, schemas and tables (can_read on Database, held by sql_lab and,
    // as in Superset, by Gamma too; SQL Lab itself is what Gamma lacks).
    for (const path of [
      `/api/v1/database/${examplesId}/schemas/`,
      `/api/v1/database/${examplesId}/tables/?q=(schema_name:main)`,
    ]) {
      expect((await app.request(path, { token: analyst })).status, path).toBe(200);
    }
    // Query history and saved queries.
    expect((await app.request('/api/v1/query/', { token: analyst })).status).toBe(200);
    const saved = await app.request('/api/v1/saved_query/', {
      method: 'POST',
      token: analyst,
      json: { db_id: examplesId, label: `mine ${suffix()}`, sql: 'SELECT 1' },
    });
    expect(saved.status).toBe(201);
    // sql_lab alone grants no content.
    const sqlOnly = await app.login(await userWithRoles(store, ['sql_lab']), PASSWORD);
    expect((await app.request('/api/v1/chart/', { token: sqlOnly })).status).toBe(403);
    expect((await app.request('/api/v1/saved_query/', { token: sqlOnly })).status).toBe(200);
  });

  it('keeps sql_lab as defined: its permissions and name cannot be changed through the API', async () => {
    const role = await store.prisma.role.findUniqueOrThrow({ where: { name: 'sql_lab' } });
    const set = await app.request(`/api/v1/security/roles/${role.id}/permissions/`, {
      method: 'POST',
      json: { permission_view_menu_ids: [] },
    });
    expect(set.status).toBe(422);
    const rename = await app.request(`/api/v1/security/roles/${role.id}`, { method: 'PUT', json: { name: 'sqlz' } });
    expect(rename.status).toBe(422);
    expect(await rolePermissions(store, 'sql_lab')).toHaveLength(ROLE_PERMISSIONS.sql_lab.length);
  });

  it('creates Public empty: anonymous callers are asked to sign in', async () => {
    expect(await rolePermissions(store, 'Public')).toEqual([]);
    expect((await app.request('/api/v1/chart/', { token: null })).status).toBe(401);
    expect((await app.request('/api/v1/dashboard/', { token: null })).status).toBe(401);
    // The browser shell's question is answered with 401 too, so the client shows the login page.
    const shell = await app.request('/graphql', {
      method: 'POST',
      token: null,
      json: { query: '{ viewer { username } anonymousVisitor { permissions { name } } }' },
    });
    expect(shell.status).toBe(401);
  });

  it("gives anonymous visitors the Public role's permissions, for reads only", async () => {
    const wanted = await store.prisma.permission.findMany({
      where: {
        OR: [
          { name: 'can_read', viewMenu: 'Chart' },
          { name: 'can_write', viewMenu: 'Chart' },
        ],
      },
    });
    const set = await app.request(`/api/v1/security/roles/${publicId}/permissions/`, {
      method: 'POST',
      json: { permission_view_menu_ids: wanted.map((p) => p.id) },
    });
    expect(set.status).toBe(200);
    try {
      const charts = await app.request('/api/v1/chart/', { token: null });
      expect(charts.status).toBe(200);
      expect(((await charts.json()) as { count: number }).count).toBeGreaterThan(0);
      // Not granted to Public: refused with 403 (the visitor is known, the permission missing); the
      // browser client sends an anonymous visitor refused a page to the login page.
      expect((await app.request('/api/v1/dashboard/', { token: null })).status).toBe(403);
      // Writes by nobody in particular are not taken, even with can_write on Public.
      const write = await app.request('/api/v1/chart/', {
        method: 'POST',
        token: null,
        json: { slice_name: 'anon', viz_type: 'table', datasource_id: 1, datasource_type: 'table' },
      });
      expect(write.status).toBe(401);
      expect((await app.request('/api/v1/me/', { token: null })).status).toBe(401);
      // GraphQL reads through REST with the caller's (absent) credentials: the same rules.
      const gql = async (query: string) =>
        (await (await app.request('/graphql', { method: 'POST', token: null, json: { query } })).json()) as {
          data?: Record<string, { totalCount: number } | null>;
          errors?: { extensions?: { code?: string } }[];
        };
      expect((await gql('{ charts(first: 1) { totalCount } }')).data?.charts?.totalCount).toBeGreaterThan(0);
      expect((await gql('{ dashboards(first: 1) { totalCount } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      // The shell's question: no viewer, an anonymous visitor with Public's permissions.
      const shell = '{ viewer { username } anonymousVisitor { permissions { name viewMenu } } }';
      expect(await gql(shell)).toEqual({
        data: {
          viewer: null,
          anonymousVisitor: {
            permissions: [
              { name: 'can_read', viewMenu: 'Chart' },
              { name: 'can_write', viewMenu: 'Chart' },
            ],
          },
        },
      });
      const signedIn = await app.request('/graphql', { method: 'POST', json: { query: shell } });
      expect(await signedIn.json()).toEqual({ data: { viewer: { username: 'admin' }, anonymousVisitor: null } });
      // The name stays: Public cannot be renamed or deleted.
      const rename = await app.request(`/api/v1/security/roles/${publicId}`, { method: 'PUT', json: { name: 'Anon' } });
      expect(rename.status).toBe(422);
      expect((await app.request(`/api/v1/security/roles/${publicId}`, { method: 'DELETE' })).status).toBe(422);
    } finally {
      await app.request(`/api/v1/security/roles/${publicId}/permissions/`, {
        method: 'POST',
        json: { permission_view_menu_ids: [] },
      });
    }
    expect((await app.request('/api/v1/chart/', { token: null })).status).toBe(401);
  });
});

describe('PUBLIC_ROLE_LIKE', () => {
  it("copies the named role into Public at every start, keeping Public's data access grants", async () => {
    // One data dir for both starts (the app removes only the dirs it created itself).
    const dataDir = await mkdtemp(join(tmpdir(), 'chartroom-public-like-'));
    const first = await startTestApp({ examplesRows: 200, dataDir, config: { publicRoleLike: 'Gamma' } });
    const store = await openStore(first);
    let second: TestApp | undefined;
    try {
      const gamma = [...ROLE_PERMISSIONS.Gamma].sort();
      expect(await rolePermissions(store, 'Public')).toEqual(gamma);
      // Anonymous visitors now read as Gamma does: dashboards, and a chart's data (a read sent as POST).
      expect((await first.request('/api/v1/dashboard/', { token: null })).status).toBe(200);
      const chart = await store.prisma.chart.findFirstOrThrow({ orderBy: { id: 'asc' } });
      const data = await first.request(`/api/v1/chart/${chart.id}/data/`, { token: null });
      expect(data.status).toBe(200);
      // Owners' names, as beside every chart (no e-mail, roles or sign-in data); a user's account asks to sign in.
      const names = await first.request('/api/v1/security/users/', { token: null });
      expect(names.status).toBe(200);
      const listed = ((await names.json()) as { result: Record<string, unknown>[] }).result;
      expect(listed.length).toBeGreaterThan(0);
      for (const row of listed) expect(Object.keys(row).sort()).toEqual(['first_name', 'id', 'last_name', 'username']);
      expect((await first.request(`/api/v1/security/users/${listed[0]?.id}`, { token: null })).status).toBe(403);
      expect((await first.request('/api/v1/security/roles/', { token: null })).status).toBe(403);

      // An administrator grants Public one dataset and adds an unrelated permission.
      const dataset = await store.prisma.dataset.findFirstOrThrow({ orderBy: { id: 'asc' } });
      const datasetAccess = await store.prisma.permission.create({
        data: { name: 'datasource_access', viewMenu: `[test].[t_${suffix()}](id:${dataset.id})` },
      });
      const extra = await store.prisma.permission.findFirstOrThrow({ where: { name: 'can_write', viewMenu: 'Tag' } });
      const publicRole = await store.prisma.role.findUniqueOrThrow({ where: { name: 'Public' } });
      await store.prisma.rolePermission.createMany({
        data: [
          { roleId: publicRole.id, permissionId: datasetAccess.id },
          { roleId: publicRole.id, permissionId: extra.id },
        ],
      });
      await first.close();

      second = await startTestApp({ examplesRows: 200, dataDir, config: { publicRoleLike: 'Gamma' } });
      const after = await rolePermissions(store, 'Public');
      expect(after).toContain(`datasource_access:${datasetAccess.viewMenu}`);
      expect(after).not.toContain('can_write:Tag');
      expect(after).toEqual([...gamma, `datasource_access:${datasetAccess.viewMenu}`].sort());
    } finally {
      await second?.close();
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('refuses to start with Admin, Public itself or a role that does not exist', async () => {
    for (const [like, message] of [
      ['Admin', 'would let anonymous visitors administer'],
      ['Public', 'cannot name the Public role itself'],
      ['Nobody', 'names the role "Nobody", which does not exist'],
    ] as const) {
      await expect(startTestApp({ examplesRows: 50, config: { publicRoleLike: like } })).rejects.toThrow(message);
    }
  }, 180_000);
});

describe('Alpha and SQL Lab', () => {
  it('gives Alpha no SQL Lab, as Superset does: Alpha with sql_lab runs SQL', async () => {
    const app = await startTestApp({ examplesRows: 50 });
    const store = await openStore(app);
    try {
      const alphaPermissions = await rolePermissions(store, 'Alpha');
      for (const key of SQL_LAB_ONLY_PERMISSIONS) expect(alphaPermissions).not.toContain(key);
      // SQL Lab's extra views stay with Alpha.
      expect(alphaPermissions).toContain('can_read:Database');
      expect(alphaPermissions).toContain('can_csv:Superset');

      const examplesId = (await store.prisma.database.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
      const runSql = (token: string) =>
        app.request('/api/v1/sqllab/execute/', {
          method: 'POST',
          token,
          json: { database_id: examplesId, sql: 'SELECT 1 AS a', client_id: `r${suffix()}` },
        });
      const alpha = await app.login(await userWithRoles(store, ['Alpha']), PASSWORD);
      expect((await runSql(alpha)).status).toBe(403);
      expect((await app.request('/api/v1/saved_query/', { token: alpha })).status).toBe(403);
      expect((await app.request('/api/v1/query/', { token: alpha })).status).toBe(403);
      expect((await app.request('/api/v1/chart/', { token: alpha })).status).toBe(200);

      const alphaSql = await app.login(await userWithRoles(store, ['Alpha', 'sql_lab']), PASSWORD);
      expect((await runSql(alphaSql)).status).toBe(200);
      expect((await app.request('/api/v1/saved_query/', { token: alphaSql })).status).toBe(200);
    } finally {
      await store.close();
      await app.close();
    }
  }, 180_000);

  it('takes SQL Lab back from Alpha and Gamma of an existing store at the next start', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'chartroom-alpha-sqllab-'));
    const first = await startTestApp({ examplesRows: 50, dataDir });
    const store = await openStore(first);
    let second: TestApp | undefined;
    try {
      // What an earlier version stored: Alpha with every SQL Lab permission, and a Gamma granted one
      // by hand, plus a grant an administrator gave Alpha that no definition mentions.
      const sqlLabIds = (
        await store.prisma.permission.findMany({
          where: { OR: SQL_LAB_ONLY_PERMISSIONS.map((key) => splitPermissionKey(key)) },
        })
      ).map((p) => p.id);
      expect(sqlLabIds).toHaveLength(SQL_LAB_ONLY_PERMISSIONS.length);
      const alphaRole = await store.prisma.role.findUniqueOrThrow({ where: { name: 'Alpha' } });
      const gammaRole = await store.prisma.role.findUniqueOrThrow({ where: { name: 'Gamma' } });
      const dataset = await store.prisma.dataset.findFirstOrThrow({ orderBy: { id: 'asc' } });
      const datasetAccess = await store.prisma.permission.create({
        data: { name: 'datasource_access', viewMenu: `[test].[a_${suffix()}](id:${dataset.id})` },
      });
      await store.prisma.rolePermission.createMany({
        data: [
          ...sqlLabIds.map((permissionId) => ({ roleId: alphaRole.id, permissionId })),
          { roleId: gammaRole.id, permissionId: sqlLabIds[0] as number },
          { roleId: alphaRole.id, permissionId: datasetAccess.id },
        ],
      });
      expect(await rolePermissions(store, 'Alpha')).toContain('can_execute_sql_query:SQLLab');
      await first.close();

      second = await startTestApp({ examplesRows: 50, dataDir });
      const alpha = await rolePermissions(store, 'Alpha');
      for (const key of SQL_LAB_ONLY_PERMISSIONS) expect(alpha).not.toContain(key);
      expect(alpha).toEqual([...ROLE_PERMISSIONS.Alpha, `datasource_access:${datasetAccess.viewMenu}`].sort());
      expect(await rolePermissions(store, 'Gamma')).toEqual([...ROLE_PERMISSIONS.Gamma].sort());
      expect(await rolePermissions(store, 'sql_lab')).toEqual([...ROLE_PERMISSIONS.sql_lab].sort());
      const token = await second.login(await userWithRoles(store, ['Alpha']), PASSWORD);
      expect((await second.request('/api/v1/saved_query/', { token })).status).toBe(403);
    } finally {
      await second?.close();
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
