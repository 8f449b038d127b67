import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphQLServer, type GraphQLServer } from '../../gateway/src/graphql/server.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { graphql } from './__generated__/gql.ts';
import { executeGraphQL, queryData } from './graphql-client.ts';

const ChartsOverHttp = graphql(`
  query ChartsOverHttp {
    charts(first: 3) {
      totalCount
      edges { node { id sliceName owners { username } dataset { tableName } data { results { rowcount colnames } } } }
    }
  }
`);

const ViewerOverHttp = graphql(`
  query ViewerOverHttp { viewer { username } }
`);

// REST_UPSTREAM_URL: the gateway reaches REST over a real socket instead of in process. The transport
// below is what the composition passes then (same signature, URL rebased onto the upstream).
describe('GraphQL over an HTTP REST upstream', () => {
  let app: TestApp;
  let server: ReturnType<typeof serve>;
  let overHttp: GraphQLServer;

  beforeAll(async () => {
    app = await startTestApp();
    server = serve({ fetch: app.chartroom.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    overHttp = createGraphQLServer({
      config: app.chartroom.config,
      log: app.chartroom.log,
      restFetch: (request) => {
        const url = new URL(request.url);
        return fetch(new Request(new URL(url.pathname + url.search, base), request));
      },
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await app?.close();
  });

  it('answers exactly as the in-process transport does, with the same REST calls', async () => {
    const viaHttp = await executeGraphQL(app, ChartsOverHttp, {}, { fetch: overHttp.fetch, trace: true });
    const inProcess = await executeGraphQL(app, ChartsOverHttp, {}, { trace: true });
    expect(viaHttp.errors).toBeUndefined();
    expect(viaHttp.data).toEqual(inProcess.data);
    expect(viaHttp.data?.charts.edges).toHaveLength(3);
    expect(viaHttp.upstream?.calls.map((c) => `${c.method} ${c.path} ${c.status}`).sort()).toEqual(
      inProcess.upstream?.calls.map((c) => `${c.method} ${c.path} ${c.status}`).sort(),
    );
  });

  it('forwards the caller credentials: anonymous is 401, the token is the caller', async () => {
    const anonymous = await executeGraphQL(app, ChartsOverHttp, {}, { fetch: overHttp.fetch, token: null });
    expect(anonymous.status).toBe(401);
    const data = await queryData(app, ViewerOverHttp, {}, { fetch: overHttp.fetch });
    expect(data.viewer?.username).toBe('admin');
  });
});
