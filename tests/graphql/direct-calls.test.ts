import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphQLServer, type GraphQLServer } from '../../gateway/src/graphql/server.ts';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../helpers/test-app.ts';
import { addFixtureCharts, addUser } from './fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its own operation
type Data = Record<string, any>;

const CHART = `query($id: ID!) { node(id: $id) { ... on Chart { sliceName queryContext } } }`;

/** The chart show call, which the in-process gateway answers through the service layer. */
const isChartShow = (request: Request) => /^\/api\/v1\/chart\/\d+$/.test(new URL(request.url).pathname);

describe('REST calls answered in process by the service layer', () => {
  let app: TestApp;
  let chartId: number;
  let gamma: string;
  let directOnly: GraphQLServer;
  let overTransport: GraphQLServer;

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 200 });
    chartId = (await addFixtureCharts(app, 1)).chartIds[0] as number;
    const user = await addUser(app, 'Gamma');
    gamma = await app.login(user.username, user.password);
    const { config, log } = app.chartroom;
    // The chart show never reaches this transport: it fails the test if it does.
    directOnly = createGraphQLServer({
      config,
      log,
      restFetch: (request) =>
        isChartShow(request) ? Promise.reject(new Error('chart show went over HTTP')) : app.chartroom.fetch(request),
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
});
