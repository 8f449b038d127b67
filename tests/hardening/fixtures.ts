import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { createUser } from '../rest/fixtures.ts';

/** Who calls: no one, the three built-in roles, and two Alpha users, one owning the fixtures and one not. */
export const ACTORS = ['anonymous', 'Gamma', 'Alpha', 'Admin', 'owner', 'nonOwner'] as const;
export type Actor = (typeof ACTORS)[number];

export interface Caller {
  id: number | null;
  username: string | null;
  token: string | null;
}

export const tag = () => randomBytes(4).toString('hex');

/**
 * Signs in one user per actor (anonymous has no token); owner and nonOwner are Alpha users that also
 * hold sql_lab, so SQL Lab objects have an owner (bare Alpha has no SQL Lab, as in Superset).
 */
export async function signInActors(app: TestApp, store: MetadataStore): Promise<Record<Actor, Caller>> {
  const roleOf: Record<Exclude<Actor, 'anonymous'>, 'Admin' | 'Alpha' | 'Gamma'> = {
    Gamma: 'Gamma',
    Alpha: 'Alpha',
    Admin: 'Admin',
    owner: 'Alpha',
    nonOwner: 'Alpha',
  };
  const callers = { anonymous: { id: null, username: null, token: null } } as Record<Actor, Caller>;
  for (const [actor, role] of Object.entries(roleOf) as [Exclude<Actor, 'anonymous'>, 'Admin' | 'Alpha' | 'Gamma'][]) {
    const password = `${actor}-${tag()}-pw`;
    const sqlLab = actor === 'owner' || actor === 'nonOwner';
    const user = await createUser(store, { role, password, firstName: actor, sqlLab });
    callers[actor] = { id: user.id, username: user.username, token: await app.login(user.username, password) };
  }
  return callers;
}

/** One set of objects owned by one user, created through REST the way a user would. */
export interface FixtureSet {
  chartId: number;
  dashboardId: number;
  dashboardSlug: string;
  datasetId: number;
  databaseId: number;
  databaseTable: string;
  reportId: number;
  layerId: number;
  annotationId: number;
  filterSetId: number;
  filterStateKey: string;
  dashboardPermalinkKey: string;
  formDataKey: string;
  explorePermalinkKey: string;
  rlsId: number;
  cssTemplateId: number;
  /** A tag made by the owner, and the name of another tag the owner put on its chart. */
  tagId: number;
  chartTagName: string;
  roleId: number;
  userId: number;
  /** The owner's saved query and the owner's SQL Lab query (run through /api/v1/sqllab/execute). */
  examplesDatabaseId: number;
  savedQueryId: number;
  queryId: number;
  queryClientId: string;
  /** Spare ids for bulk deletes (`?q=!(id)`), so that single and bulk deletes each find their object. */
  spare: {
    chartId: number;
    dashboardId: number;
    datasetId: number;
    reportId: number;
    layerId: number;
    annotationId: number;
    rlsId: number;
    cssTemplateId: number;
    savedQueryId: number;
    tagId: number;
  };
}

async function post<T = { id: number }>(app: TestApp, path: string, body: unknown, token: string): Promise<T> {
  const res = await app.request(path, { method: 'POST', json: body, token });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`fixture ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** A SQLite file with one table, registered as a database by the admin (file databases are Admin-only). */
export function scratchSqliteFile(table: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'chartroom-hardening-')), 'warehouse.db');
  const db = new Database(file);
  db.exec(`CREATE TABLE ${table} (id INTEGER, name TEXT); INSERT INTO ${table} VALUES (1, 'a'), (2, 'b');`);
  db.close();
  return file;
}

/**
 * Objects owned by `owner` (an Alpha user): chart, unpublished dashboard, virtual dataset, report,
 * annotation layer with an annotation, filter set, filter state, permalinks; and the admin-only
 * objects (database, RLS rule, role, user) made by the admin.
 */
export async function createFixtureSet(
  app: TestApp,
  store: MetadataStore,
  owner: Caller,
  adminToken: string,
): Promise<FixtureSet> {
  const t = tag();
  const token = owner.token as string;
  const examples = await store.prisma.database.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const dataset = async (name: string) =>
    (
      await post(
        app,
        '/api/v1/dataset/',
        { database: examples.id, table_name: name, sql: 'SELECT 1 AS a, 2 AS b' },
        token,
      )
    ).id;
  const datasetId = await dataset(`hd_ds_${t}`);
  const chart = async (name: string) =>
    (
      await post(
        app,
        '/api/v1/chart/',
        { slice_name: name, viz_type: 'table', datasource_id: datasetId, datasource_type: 'table', params: '{}' },
        token,
      )
    ).id;
  const chartId = await chart(`hd chart ${t}`);
  const dashboardSlug = `hd-${t}`;
  const dashboard = async (title: string, slug?: string) =>
    (
      await post(
        app,
        '/api/v1/dashboard/',
        { dashboard_title: title, ...(slug ? { slug } : {}), published: false },
        token,
      )
    ).id;
  const dashboardId = await dashboard(`hd board ${t}`, dashboardSlug);
  const report = async (name: string) =>
    (
      await post(
        app,
        '/api/v1/report/',
        {
          type: 'Report',
          name,
          crontab: '0 9 * * 1',
          chart: chartId,
          recipients: [{ type: 'Email', recipient_config_json: { target: 'hd@example.com' } }],
        },
        token,
      )
    ).id;
  const reportId = await report(`hd report ${t}`);
  const layer = async (name: string) => (await post(app, '/api/v1/annotation_layer/', { name }, token)).id;
  const layerId = await layer(`hd layer ${t}`);
  const annotation = async (name: string) =>
    (
      await post(
        app,
        `/api/v1/annotation_layer/${layerId}/annotation/`,
        { short_descr: name, start_dttm: '2024-01-01T00:00:00', end_dttm: '2024-01-02T00:00:00' },
        token,
      )
    ).id;
  const annotationId = await annotation(`hd note ${t}`);
  const metadata = JSON.stringify({ nativeFilters: {}, dataMask: {} });
  const filterSetId = (
    await post(
      app,
      `/api/v1/dashboard/${dashboardId}/filtersets`,
      { name: `hd set ${t}`, json_metadata: metadata, owner_type: 'User', owner_id: owner.id },
      token,
    )
  ).id;
  const filterStateKey = (
    await post<{ key: string }>(app, `/api/v1/dashboard/${dashboardId}/filter_state`, { value: '{"a":1}' }, token)
  ).key;
  const dashboardPermalinkKey = (
    await post<{ key: string }>(app, `/api/v1/dashboard/${dashboardId}/permalink`, {}, token)
  ).key;
  const formDataKey = (
    await post<{ key: string }>(
      app,
      '/api/v1/explore/form_data',
      {
        datasource_id: datasetId,
        datasource_type: 'table',
        chart_id: chartId,
        form_data: JSON.stringify({ viz_type: 'table', datasource: `${datasetId}__table` }),
      },
      token,
    )
  ).key;
  const explorePermalinkKey = (
    await post<{ key: string }>(
      app,
      '/api/v1/explore/permalink',
      { formData: { datasource: `${datasetId}__table`, viz_type: 'table' } },
      token,
    )
  ).key;

  const databaseTable = `hd_t_${t}`;
  const databaseId = (
    await post(
      app,
      '/api/v1/database/',
      { database_name: `hd db ${t}`, sqlalchemy_uri: `sqlite:///${scratchSqliteFile(databaseTable)}` },
      adminToken,
    )
  ).id;
  const gammaRole = await store.prisma.role.findUniqueOrThrow({ where: { name: 'Gamma' } });
  const rls = async (name: string) =>
    (
      await post(
        app,
        '/api/v1/rowlevelsecurity/',
        { name, filter_type: 'Regular', tables: [datasetId], roles: [gammaRole.id], clause: '1=1' },
        adminToken,
      )
    ).id;
  const rlsId = await rls(`hd rls ${t}`);
  const cssTemplate = async (name: string) =>
    (await post(app, '/api/v1/css_template/', { template_name: name, css: '.x { color: red; }' }, adminToken)).id;
  const cssTemplateId = await cssTemplate(`hd css ${t}`);
  const newTag = async (name: string) => (await post(app, '/api/v1/tag/', { name }, token)).id;
  const tagId = await newTag(`hd tag ${t}`);
  const chartTagName = `hd chart tag ${t}`;
  await post(app, `/api/v1/tag/chart/${chartId}/`, { properties: { tags: [chartTagName] } }, token);
  const roleId = (await post(app, '/api/v1/security/roles/', { name: `hd role ${t}` }, adminToken)).id;
  const userId = (await createUser(store, { role: 'Gamma', password: `spare-${t}` })).id;
  const savedQuery = async (label: string) =>
    (await post(app, '/api/v1/saved_query/', { db_id: examples.id, label, sql: 'SELECT 1 AS a' }, token)).id;
  const savedQueryId = await savedQuery(`hd saved ${t}`);
  const queryClientId = `hd_${t}`;
  const queryId = (
    await post<{ query_id: number }>(
      app,
      '/api/v1/sqllab/execute/',
      { database_id: examples.id, sql: 'SELECT 1 AS a', client_id: queryClientId },
      token,
    )
  ).query_id;

  return {
    chartId,
    dashboardId,
    dashboardSlug,
    datasetId,
    databaseId,
    databaseTable,
    reportId,
    layerId,
    annotationId,
    filterSetId,
    filterStateKey,
    dashboardPermalinkKey,
    formDataKey,
    explorePermalinkKey,
    rlsId,
    cssTemplateId,
    tagId,
    chartTagName,
    roleId,
    userId,
    examplesDatabaseId: examples.id,
    savedQueryId,
    queryId,
    queryClientId,
    spare: {
      chartId: await chart(`hd chart spare ${t}`),
      dashboardId: await dashboard(`hd board spare ${t}`),
      datasetId: await dataset(`hd_ds_spare_${t}`),
      reportId: await report(`hd report spare ${t}`),
      layerId: await layer(`hd layer spare ${t}`),
      annotationId: await annotation(`hd note spare ${t}`),
      rlsId: await rls(`hd rls spare ${t}`),
      cssTemplateId: await cssTemplate(`hd css spare ${t}`),
      tagId: await newTag(`hd tag spare ${t}`),
      savedQueryId: await savedQuery(`hd saved spare ${t}`),
    },
  };
}
