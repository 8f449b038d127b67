import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHART_FILTERS,
  DASHBOARD_FILTERS,
  DATABASE_FILTERS,
  DATASET_FILTERS,
  REPORT_FILTERS,
} from '../../gateway/src/graphql/list-filter-specs.ts';
import { enumName, type ResourceFilterSpec } from '../../gateway/src/graphql/list-filters.ts';
import { openMetadataStore } from '../../gateway/src/metadata/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { addFixtureCharts, addUser, type ChartFixture } from './fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its own operation
type Data = Record<string, any>;

describe('GraphQL typed list filters', () => {
  let app: TestApp;
  let fixture: ChartFixture;
  let gamma: { id: number; username: string; password: string };
  let gammaToken: string;

  const run = async (query: string, variables?: Record<string, unknown>, token?: string) => {
    const result = await executeGraphQL<Data, Record<string, unknown>>(app, query, variables, {
      trace: true,
      ...(token ? { token } : {}),
    });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return { data: result.data as Data, upstream: result.upstream };
  };

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 200 });
    fixture = await addFixtureCharts(app, 5);
    gamma = await addUser(app, 'Gamma');
    gammaToken = await app.login(gamma.username, gamma.password);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ['chart', 'Chart', CHART_FILTERS],
    ['dashboard', 'Dashboard', DASHBOARD_FILTERS],
    ['dataset', 'Dataset', DATASET_FILTERS],
    ['database', 'Database', DATABASE_FILTERS],
    ['report', 'Report', REPORT_FILTERS],
  ] as [string, string, ResourceFilterSpec][])(
    'offers on %s exactly the columns and operators REST _info lists',
    async (resource, name, spec) => {
      const res = await app.request(`/api/v1/${resource}/_info?q=(keys:!(filters))`);
      expect(res.status).toBe(200);
      const info = (await res.json()) as { filters: Record<string, { operator: string }[]> };
      const rest = Object.fromEntries(
        Object.entries(info.filters).map(([column, ops]) => [column, ops.map((o) => o.operator).sort()]),
      );
      const ours = Object.fromEntries(Object.entries(spec).map(([column, c]) => [column, [...c.operators].sort()]));
      expect(ours).toEqual(rest);

      // And the schema's enums spell exactly those.
      const { data } = await run(`{ columns: __type(name: "${name}FilterColumn") { enumValues { name } }
        operators: __type(name: "${name}FilterOperator") { enumValues { name } } }`);
      expect(data.columns.enumValues.map((v: Data) => v.name).sort()).toEqual(Object.keys(rest).map(enumName).sort());
      const allOps = [...new Set(Object.values(rest).flat())].map(enumName).sort();
      expect(data.operators.enumValues.map((v: Data) => v.name).sort()).toEqual(allOps);
    },
  );

  const CHARTS = `query($filters: [ChartFilter!]) { charts(first: 50, filters: $filters) { totalCount edges { node { chartId } } } }`;

  it('sends chart filters to REST as rison filters and returns what REST matched', async () => {
    const [a, b] = fixture.chartIds;
    const { data, upstream } = await run(CHARTS, {
      filters: [
        { column: 'SLICE_NAME', operator: 'SW', value: fixture.token },
        { column: 'ID', operator: 'IN', value: [a, b] },
      ],
    });
    expect(data.charts.totalCount).toBe(2);
    expect(data.charts.edges.map((e: Data) => e.node.chartId).sort()).toEqual([a, b].sort());
    const list = upstream?.calls.find((c) => c.path.startsWith('/api/v1/chart/?'));
    expect(decodeURIComponent(list?.path ?? '')).toContain(
      `filters:!((col:slice_name,opr:sw,value:${fixture.token}),(col:id,opr:in,value:!(${a},${b})))`,
    );

    const notIn = await run(CHARTS, {
      filters: [
        { column: 'SLICE_NAME', operator: 'CT', value: fixture.token.toUpperCase() },
        { column: 'ID', operator: 'NOT_IN', value: [a] },
      ],
    });
    expect(notIn.data.charts.totalCount).toBe(4);
    const byOwner = await run(CHARTS, {
      filters: [
        { column: 'OWNERS', operator: 'REL_M_M', value: fixture.owner.id },
        { column: 'VIZ_TYPE', operator: 'NEQ', value: 'no_such_viz' },
      ],
    });
    expect(byOwner.data.charts.totalCount).toBe(5);
    const byOwnerGlobalId = await run(CHARTS, {
      filters: [{ column: 'OWNERS', operator: 'REL_M_M', value: encodeGlobalID('User', fixture.owner.id) }],
    });
    expect(byOwnerGlobalId.data.charts.totalCount).toBe(5);
  });

  it('refuses an operator the column does not take, and a malformed value, before calling REST', async () => {
    const wrongPair = await executeGraphQL<Data, Record<string, unknown>>(
      app,
      CHARTS,
      { filters: [{ column: 'VIZ_TYPE', operator: 'GT', value: 'x' }] },
      { trace: true },
    );
    expect(wrongPair.errors?.[0]).toMatchObject({
      message: 'Filter operation: GT not allowed on column: VIZ_TYPE',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(wrongPair.upstream?.calls.some((c) => c.path.startsWith('/api/v1/chart/?'))).toBe(false);

    const badValue = await executeGraphQL<Data, Record<string, unknown>>(app, CHARTS, {
      filters: [{ column: 'ID', operator: 'IN', value: 3 }],
    });
    expect(badValue.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(badValue.errors?.[0]?.message).toContain('Filter value for operator IN');

    const unknownColumn = await executeGraphQL<Data, Record<string, unknown>>(app, CHARTS, {
      filters: [{ column: 'PASSWORD', operator: 'EQ', value: 'x' }],
    });
    expect(unknownColumn.errors?.[0]?.message).toContain('PASSWORD');
  });

  it('filters dashboards, datasets, databases and reports through their own inputs', async () => {
    const dashboards = await run(
      `query($f: [DashboardFilter!]) { all: dashboards { totalCount } some: dashboards(filters: $f) { totalCount edges { node { published } } } }`,
      { f: [{ column: 'PUBLISHED', operator: 'EQ', value: true }] },
    );
    expect(dashboards.data.some.edges.every((e: Data) => e.node.published === true)).toBe(true);
    const restPublished = await app.request('/api/v1/dashboard/?q=(filters:!((col:published,opr:eq,value:!t)))');
    expect(dashboards.data.some.totalCount).toBe(((await restPublished.json()) as { count: number }).count);

    const datasets = await run(
      `query($f: [DatasetFilter!]) { datasets(first: 100, filters: $f) { totalCount edges { node { tableName } } } }`,
      { f: [{ column: 'SQL', operator: 'DATASET_IS_NULL_OR_EMPTY', value: true }] },
    );
    const restPhysical = await app.request(
      '/api/v1/dataset/?q=(filters:!((col:sql,opr:dataset_is_null_or_empty,value:!t)))',
    );
    expect(datasets.data.datasets.totalCount).toBe(((await restPhysical.json()) as { count: number }).count);
    expect(datasets.data.datasets.totalCount).toBeGreaterThan(0);

    const databases = await run(
      `query($f: [DatabaseFilter!]) { databases(filters: $f) { totalCount edges { node { databaseName } } } }`,
      { f: [{ column: 'DATABASE_NAME', operator: 'EQ', value: 'no database has this name' }] },
    );
    expect(databases.data.databases.totalCount).toBe(0);

    const reports = await run(`query($f: [ReportFilter!]) { reports(filters: $f) { totalCount } }`, {
      f: [{ column: 'ACTIVE', operator: 'EQ', value: true }],
    });
    expect(reports.data.reports.totalCount).toBe(0);
    expect(decodeURIComponent(reports.upstream?.calls[0]?.path ?? '')).toContain('(col:active,opr:eq,value:!t)');
  });

  it('filters the datasets of a database', async () => {
    const first = await run('{ datasets(first: 1) { edges { node { tableName database { databaseId } } } } }');
    const { tableName, database } = first.data.datasets.edges[0].node;
    const nested = await run(
      `query($id: ID!, $f: [DatasetFilter!]) { node(id: $id) { ... on Database { datasets(filters: $f) { totalCount edges { node { tableName } } } } } }`,
      {
        id: encodeGlobalID('Database', database.databaseId),
        f: [{ column: 'TABLE_NAME', operator: 'EQ', value: tableName }],
      },
    );
    expect(nested.data.node.datasets.edges.map((e: Data) => e.node.tableName)).toContain(tableName);
    expect(nested.data.node.datasets.edges.every((e: Data) => e.node.tableName === tableName)).toBe(true);
  });

  it('orders databases and reports by the REST order columns', async () => {
    const desc = await run(
      `{ databases(first: 50, orderBy: { field: DATABASE_NAME, direction: DESC }) { edges { node { databaseName } } } }`,
    );
    const res = await app.request('/api/v1/database/?q=(order_column:database_name,order_direction:desc,page_size:50)');
    const rest = (await res.json()) as { result: { database_name: string }[] };
    expect(desc.data.databases.edges.map((e: Data) => e.node.databaseName)).toEqual(
      rest.result.map((r) => r.database_name),
    );
    const reports = await run(`{ reports(orderBy: { field: LAST_EVAL, direction: DESC }) { totalCount } }`);
    expect(decodeURIComponent(reports.upstream?.calls[0]?.path ?? '')).toContain(
      'order_column:last_eval_dttm,order_direction:desc',
    );
  });

  const USERS = `query($f: [UserFilter!], $search: String) {
    users(first: 50, filters: $f, search: $search, orderBy: { field: USERNAME, direction: ASC }) {
      totalCount edges { node { userId username email } } } }`;

  it('lists users with filters: full rows for Admin, names only for Gamma', async () => {
    const admin = await run(USERS, { f: [{ column: 'USERNAME', operator: 'EQ', value: gamma.username }] });
    expect(admin.data.users.totalCount).toBe(1);
    expect(admin.data.users.edges[0].node).toMatchObject({ userId: gamma.id, username: gamma.username });
    const asGamma = await run(
      USERS,
      { f: [{ column: 'ID', operator: 'IN', value: [gamma.id] }], search: gamma.username.slice(0, 8) },
      gammaToken,
    );
    expect(asGamma.data.users.edges).toEqual([{ node: { userId: gamma.id, username: gamma.username, email: null } }]);
    const byRole = await run(`{ users(first: 100) { totalCount } }`);
    const restAll = await app.request('/api/v1/security/users/?q=(page_size:1)');
    expect(byRole.data.users.totalCount).toBe(((await restAll.json()) as { count: number }).count);
  });

  it('pages and filters the filter sets of a dashboard', async () => {
    const store = await openMetadataStore(app.chartroom.config, app.chartroom.log);
    const dashboard = await store.prisma.dashboard.findFirstOrThrow({ orderBy: { id: 'asc' } });
    await store.close();
    const dashboardId = encodeGlobalID('Dashboard', dashboard.id);
    const names = [`${fixture.token} Q1 sales`, `${fixture.token} Q2 sales`, `${fixture.token} costs`];
    for (const name of names) {
      const { data } = await run(
        `mutation($d: ID!, $input: FilterSetFieldsInput!) { createFilterSet(dashboardId: $d, input: $input) { __typename } }`,
        { d: dashboardId, input: { name, ownerType: 'User', jsonMetadata: { nativeFilters: {}, dataMask: {} } } },
      );
      expect(data.createFilterSet.__typename).toBe('FilterSetPayload');
    }
    const SETS = `query($d: ID!, $f: [FilterSetFilter!], $first: Int, $after: String) {
      filterSets(dashboardId: $d, filters: $f, first: $first, after: $after) {
        totalCount pageInfo { hasNextPage endCursor } edges { node { name } } } }`;
    const sales = await run(SETS, {
      d: dashboardId,
      f: [
        { column: 'NAME', operator: 'CT', value: 'SALES' },
        { column: 'NAME', operator: 'SW', value: fixture.token },
      ],
      first: 1,
    });
    expect(sales.data.filterSets.totalCount).toBe(2);
    expect(sales.data.filterSets.edges.map((e: Data) => e.node.name)).toEqual([names[0]]);
    expect(sales.data.filterSets.pageInfo.hasNextPage).toBe(true);
    const next = await run(SETS, {
      d: dashboardId,
      f: [
        { column: 'NAME', operator: 'CT', value: 'sales' },
        { column: 'NAME', operator: 'SW', value: fixture.token },
      ],
      first: 5,
      after: sales.data.filterSets.pageInfo.endCursor,
    });
    expect(next.data.filterSets.edges.map((e: Data) => e.node.name)).toEqual([names[1]]);
    // Gamma cannot see the admin's private sets.
    const gammaSets = await executeGraphQL<Data, Record<string, unknown>>(
      app,
      SETS,
      { d: dashboardId, f: [{ column: 'NAME', operator: 'SW', value: fixture.token }] },
      { token: gammaToken },
    );
    expect(gammaSets.data?.filterSets?.totalCount ?? 0).toBe(0);
  });
});
