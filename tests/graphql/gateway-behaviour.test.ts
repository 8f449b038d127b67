import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphQLServer } from '../../gateway/src/graphql/server.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { graphql } from './__generated__/gql.ts';
import { executeGraphQL } from './graphql-client.ts';

const FirstCharts = graphql(`
  query FirstChartsAnonymous {
    charts(first: 5) { edges { node { id sliceName } } }
  }
`);

const DeepChart = graphql(`
  query DeepChart {
    charts(first: 2) { edges { node { dataset { owners { username } } data { results { colnames } } } } }
  }
`);

const ChartById = graphql(`
  query ChartById($id: ID!) { node(id: $id) { id } }
`);

const ChartsAfter = graphql(`
  query ChartsAfter($after: String) { charts(first: 2, after: $after) { totalCount } }
`);

describe.each(METADATA_BACKENDS)('GraphQL gateway behaviour on %s', (store) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ store });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers an anonymous request with HTTP 401 and a JSON error the client can act on', async () => {
    const result = await executeGraphQL(app, FirstCharts, {}, { token: null });
    expect(result.status).toBe(401);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(result.errors?.[0]?.message).toBeTruthy();
  });

  it('answers a bad token with 401 too', async () => {
    const result = await executeGraphQL(app, FirstCharts, {}, { token: 'not-a-token' });
    expect(result.status).toBe(401);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an operation deeper than the limit with a clear error, before any REST call', async () => {
    const shallow = createGraphQLServer({
      config: app.chartroom.config,
      log: app.chartroom.log,
      restFetch: app.chartroom.fetch,
      maxDepth: 4,
    });
    const result = await executeGraphQL(app, DeepChart, {}, { fetch: shallow.fetch, trace: true });
    expect(result.data).toBeUndefined();
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]?.message).toBe('Operation "DeepChart" is nested 6 levels deep; the maximum is 4.');
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_DEEP', depth: 6, maxDepth: 4 });
  });

  it('lets the same operation through under the default limit', async () => {
    const result = await executeGraphQL(app, DeepChart, {}, { trace: true });
    expect(result.errors).toBeUndefined();
    expect(result.data?.charts.edges.length).toBeGreaterThan(0);
  });

  it('refuses an operation that would cost too much, before any REST call', async () => {
    const page = 'charts(first: 100) { edges { node { sliceName data { results { rowcount } } } } }';
    const query = `query Greedy { ${Array.from({ length: 4 }, (_, i) => `p${i}: ${page}`).join(' ')} }`;
    const result = await executeGraphQL(app, query, {}, { trace: true });
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', maxCost: 5000 });
    expect(result.errors?.[0]?.message).toMatch(/^The operation would cost \d+ points; the maximum is 5000/);
    expect(result.upstream?.count ?? 0).toBe(0);
  });

  it('turns malformed ids and cursors into BAD_USER_INPUT errors', async () => {
    const badId = await executeGraphQL(app, ChartById, { id: 'bm90LWFuLWlk' });
    expect(badId.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badKey = await executeGraphQL(app, ChartById, { id: Buffer.from('Chart:abc').toString('base64') });
    expect(badKey.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badCursor = await executeGraphQL(app, ChartsAfter, { after: 'nope' });
    expect(badCursor.errors?.[0]).toMatchObject({
      message: 'Invalid cursor in "after": nope',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('masks unexpected errors (REST unreachable) and still reports the failed call in the trace', async () => {
    const unreachable = createGraphQLServer({
      config: app.chartroom.config,
      log: app.chartroom.log,
      restFetch: (request) => {
        const url = new URL(request.url);
        return fetch(new Request(new URL(url.pathname + url.search, 'http://127.0.0.1:9'), request));
      },
    });
    const result = await executeGraphQL(app, FirstCharts, {}, { fetch: unreachable.fetch, trace: true });
    expect(result.errors?.[0]?.message).toBe('Unexpected error.');
    expect(result.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(JSON.stringify(result.errors)).not.toContain('127.0.0.1');
    expect(result.upstream?.calls[0]).toMatchObject({ method: 'GET', status: 0 });
  });

  it('adds no trace unless asked', async () => {
    const result = await executeGraphQL(app, FirstCharts);
    expect(result.status).toBe(200);
    expect(result.upstream).toBeUndefined();
  });

  it('serves GraphiQL with the example operations', async () => {
    const res = await app.chartroom.fetch(
      new Request('http://localhost/graphql', { headers: { accept: 'text/html' } }),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Chartroom GraphQL');
    expect(html).toContain('charts(first: 5) { edges { node { id sliceName } } }');
  });
});
