import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphQLServer, type GraphQLServer } from '../../gateway/src/graphql/server.ts';
import { openMetadataStore } from '../../gateway/src/metadata/store.ts';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../helpers/test-app.ts';
import { createRestrictedUser } from '../rest/restricted-role.ts';
import { addFixtureCharts, addUser } from './fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its own operation
type Data = Record<string, any>;

const CHART = `query($id: ID!) { node(id: $id) { ... on Chart { sliceName queryContext } } }`;
const CHART_DATA = `query($qc: JSON!) { chartData(queryContext: $qc) { results { colnames rowcount data isCached } } }`;
const SAVED_CHART_DATA = `query($id: ID!) { node(id: $id) { ... on Chart { data { results { colnames rowcount data } } } } }`;

/** The calls the in-process gateway answers through the service layer: chart show and chart data. */
const isDirectCall = (request: Request) =>
  /^\/api\/v1\/chart\/(\d+|data|\d+\/data\/?)$/.test(new URL(request.url).pathname);

type QueryContext = { datasource: { id: number; type: string }; queries: Record<string, unknown>[] } & Record<
  string,
  unknown
>;

describe('REST calls answered in process by the service layer', () => {
  let app: TestApp;
  let chartId: number;
  let gamma: string;
  let restricted: string;
  let saved: QueryContext;
  let directOnly: GraphQLServer;
  let overTransport: GraphQLServer;

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 200 });
    chartId = (await addFixtureCharts(app, 1)).chartIds[0] as number;
    const user = await addUser(app, 'Gamma');
    gamma = await app.login(user.username, user.password);
    const store = await openMetadataStore(app.chartroom.config, app.chartroom.log);
    try {
      // Gamma without all_datasource_access and without a grant: may read charts, not their dataset.
      const reader = await createRestrictedUser(store, 'reader-pass');
      restricted = await app.login(reader.username, 'reader-pass');
      const chart = await store.prisma.chart.findUniqueOrThrow({ where: { id: chartId } });
      saved = JSON.parse(chart.queryContext as string) as QueryContext;
    } finally {
      await store.close();
    }
    const { config, log } = app.chartroom;
    // The chart show never reaches this transport: it fails the test if it does.
    directOnly = createGraphQLServer({
      config,
      log,
      restFetch: (request) =>
        isDirectCall(request)
          ? Promise.reject(new Error(`${new URL(request.url).pathname} went over HTTP`))
          : app.chartroom.fetch(request),
      direct: app.chartroom.restDirect,
    });
    overTransport = createGraphQLServer({ config, log, restFetch: (request) => app.chartroom.fetch(request) });
  }, 120_000);
  afterAll(async () => {
    directOnly?.close();
    overTransport?.close();
    await app?.close();
  });

  it('answers the chart show exactly as the REST route, for Admin, Gamma, anonymous and unknown ids', async () => {
    const cases: [string | null, number][] = [
      [app.token, chartId],
      [gamma, chartId],
      [null, chartId],
      [app.token, 999_999],
    ];
    for (const [token, id] of cases) {
      const rest = await app.request(`/api/v1/chart/${id}`, { token });
      const direct = await app.chartroom.restDirect.getChart(
        { authorization: token ? `Bearer ${token}` : null, cookie: null },
        id,
      );
      expect(direct.status).toBe(rest.status);
      expect(JSON.parse(JSON.stringify(direct.body))).toEqual(await rest.json());
    }
  });

  it('gives GraphQL the same data as the REST transport, traced as the same call', async () => {
    const id = encodeGlobalID('Chart', chartId);
    for (const token of [app.token, gamma]) {
      const direct = await executeGraphQL<Data, Data>(
        app,
        CHART,
        { id },
        { fetch: directOnly.fetch, token, trace: true },
      );
      const viaRest = await executeGraphQL<Data, Data>(app, CHART, { id }, { fetch: overTransport.fetch, token });
      expect(direct.errors, JSON.stringify(direct.errors)).toBeUndefined();
      expect(direct.data).toEqual(viaRest.data);
      expect(direct.data?.node.queryContext).toBeTruthy();
      expect(direct.upstream?.calls.map((c) => `${c.method} ${c.path} ${c.status}`)).toContain(
        `GET /api/v1/chart/${chartId} 200`,
      );
    }
  });

  it('reads the browser session cookie as REST does', async () => {
    const login = await app.request('/api/v1/security/login', {
      method: 'POST',
      token: null,
      json: { username: 'admin', password: TEST_ADMIN_PASSWORD, provider: 'db', refresh: true },
    });
    const { refresh_token } = (await login.json()) as { refresh_token: string };
    const withCookie = await app.chartroom.restDirect.getChart(
      { authorization: null, cookie: `other=1; session=${refresh_token}` },
      chartId,
    );
    expect(withCookie.status).toBe(200);
    const wrongCookie = await app.chartroom.restDirect.getChart(
      { authorization: null, cookie: 'session=nope' },
      chartId,
    );
    expect(wrongCookie).toEqual({ status: 401, body: { message: 'Not authorized' } });
  });

  const credentialsOf = (token: string | null) => ({
    authorization: token ? `Bearer ${token}` : null,
    cookie: null,
  });
  const restChartData = async (token: string | null, body: unknown) => {
    const res = await app.request('/api/v1/chart/data', { method: 'POST', json: body, token });
    return { status: res.status, body: await res.json() };
  };

  it('answers chart data exactly as POST /api/v1/chart/data: rows, 403, 404, bad query, warehouse error', async () => {
    const firstQuery = saved.queries[0] as Record<string, unknown>;
    const cases: [string, string | null, unknown][] = [
      ['rows (Admin)', app.token, saved],
      ['rows (Gamma)', gamma, saved],
      ['rows (anonymous, Public grants nothing)', null, saved],
      ['no dataset grant', restricted, saved],
      ['unknown dataset', app.token, { ...saved, datasource: { id: 999_999, type: 'table' } }],
      ['bad query context', app.token, { ...saved, queries: 'all' }],
      ['unsupported datasource', app.token, { ...saved, datasource: { id: 1, type: 'query' } }],
      [
        'warehouse refuses the SQL',
        app.token,
        {
          ...saved,
          queries: [
            {
              ...firstQuery,
              metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(no_such_column_zz)', label: 'broken' }],
            },
          ],
        },
      ],
    ];
    const statuses: Record<string, number> = {};
    for (const [name, token, body] of cases) {
      // The first REST call fills the result cache, so that both answers below come from it alike.
      await restChartData(token, body);
      const direct = await app.chartroom.restDirect.chartData(credentialsOf(token), body as Record<string, unknown>);
      const rest = await restChartData(token, body);
      expect(direct, name).not.toBeNull();
      expect(direct?.status, name).toBe(rest.status);
      expect(JSON.parse(JSON.stringify(direct?.body)), name).toEqual(rest.body);
      statuses[name] = rest.status;
      if (name === 'warehouse refuses the SQL') expect(JSON.stringify(rest.body)).toMatch(/no_such_column_zz/i);
    }
    // The cases are what they say: each status is the one the case is about.
    expect(statuses).toEqual({
      'rows (Admin)': 200,
      'rows (Gamma)': 200,
      'rows (anonymous, Public grants nothing)': 401,
      'no dataset grant': 403,
      'unknown dataset': 404,
      'bad query context': 400,
      'unsupported datasource': 400,
      'warehouse refuses the SQL': 400,
    });
  });

  it("answers a saved chart's data exactly as GET /api/v1/chart/{id}/data/, forced or not", async () => {
    for (const [token, id, force] of [
      [app.token, chartId, false],
      [app.token, chartId, true],
      [restricted, chartId, false],
      [app.token, 999_999, false],
    ] as const) {
      await app.request(`/api/v1/chart/${id}/data/`, { token });
      const direct = await app.chartroom.restDirect.savedChartData(credentialsOf(token), id, force);
      const res = await app.request(`/api/v1/chart/${id}/data/${force ? '?force=true' : ''}`, { token });
      const rest = { status: res.status, body: await res.json() };
      expect(direct?.status).toBe(rest.status);
      const body = JSON.parse(JSON.stringify(direct?.body));
      if (force && rest.status === 200) {
        // A forced run computes anew: the rows are the same, the cache stamps are not.
        const rows = (b: { result: { data: unknown }[] }) => b.result.map((r) => r.data);
        expect(rows(body)).toEqual(rows(rest.body));
      } else {
        expect(body).toEqual(rest.body);
      }
    }
  });

  it('gives GraphQL chart data through the service, never over the transport, with the same errors', async () => {
    const id = encodeGlobalID('Chart', chartId);
    for (const token of [app.token, gamma]) {
      const adHoc = await executeGraphQL<Data, Data>(
        app,
        CHART_DATA,
        { qc: saved },
        { fetch: directOnly.fetch, token, trace: true },
      );
      const adHocRest = await executeGraphQL<Data, Data>(
        app,
        CHART_DATA,
        { qc: saved },
        { fetch: overTransport.fetch, token },
      );
      expect(adHoc.errors, JSON.stringify(adHoc.errors)).toBeUndefined();
      expect(adHoc.data).toEqual(adHocRest.data);
      expect(adHoc.data?.chartData.results[0].rowcount).toBeGreaterThan(0);
      expect(adHoc.upstream?.calls.map((c) => `${c.method} ${c.path} ${c.status}`)).toContain(
        'POST /api/v1/chart/data 200',
      );
      const savedData = await executeGraphQL<Data, Data>(
        app,
        SAVED_CHART_DATA,
        { id },
        { fetch: directOnly.fetch, token },
      );
      const savedRest = await executeGraphQL<Data, Data>(
        app,
        SAVED_CHART_DATA,
        { id },
        { fetch: overTransport.fetch, token },
      );
      expect(savedData.errors, JSON.stringify(savedData.errors)).toBeUndefined();
      expect(savedData.data).toEqual(savedRest.data);
    }
    for (const [token, qc] of [
      [restricted, saved],
      [app.token, { ...saved, datasource: { id: 999_999, type: 'table' } }],
      [app.token, { ...saved, queries: 'all' }],
    ] as const) {
      const direct = await executeGraphQL<Data, Data>(app, CHART_DATA, { qc }, { fetch: directOnly.fetch, token });
      const viaRest = await executeGraphQL<Data, Data>(app, CHART_DATA, { qc }, { fetch: overTransport.fetch, token });
      expect(direct.errors?.length).toBe(1);
      expect(direct.errors).toEqual(viaRest.errors);
    }
  });
});
