import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createGraphQLServer, type GraphQLServer } from '../../gateway/src/graphql/server.ts';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, openStore } from './fixtures.ts';

type Server = ReturnType<typeof serve>;

async function listen(
  fetch: (request: Request) => Promise<Response>,
  upgrade: Server['listeners'],
): Promise<{
  server: Server;
  base: string;
}> {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  server.on('upgrade', upgrade as never);
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A graphql-ws conversation: the viewer's username, or how the upgrade was refused. */
function askOverWebSocket(
  base: string,
  headers: Record<string, string>,
  path = '/graphql',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}${path}`, 'graphql-transport-ws', { headers });
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string; payload?: unknown };
      if (message.type === 'connection_ack') {
        ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ viewer { username } }' } }));
      } else if (message.type === 'next') {
        ws.close();
        resolve({ status: 101, body: JSON.stringify(message.payload) });
      }
    });
    ws.on('error', reject);
  });
}

// The origin check does not depend on the metadata store: one store is enough.
describe.each(METADATA_BACKENDS)('security: Origin of the GraphQL WebSocket and SSE transports (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let main: { server: Server; base: string };
  let withList: { server: Server; base: string; graphql: GraphQLServer };
  let cookie: string;
  let username: string;
  const allowed = 'https://portal.example.com';

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    main = await listen(app.chartroom.fetch, app.chartroom.upgrade as never);
    // A second gateway on the same REST surface, configured with an allow-list.
    const graphql = createGraphQLServer({
      config: { ...app.chartroom.config, allowedOrigins: [allowed] },
      log: app.chartroom.log,
      restFetch: app.chartroom.fetch,
    });
    withList = { ...(await listen(graphql.fetch, graphql.handleUpgrade as never)), graphql };
    const user = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    username = user.username;
    const csrf = await app.request('/api/v1/security/csrf_token/', { token: null });
    const seed = csrf.headers.get('set-cookie')?.split(';')[0] ?? '';
    const { result } = (await csrf.json()) as { result: string };
    const login = await app.request('/login/', {
      method: 'POST',
      token: null,
      json: { username, password: 'gamma-pass' },
      headers: { cookie: seed, 'x-csrftoken': result },
    });
    expect(login.status).toBe(200);
    cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  }, 120_000);
  afterAll(async () => {
    withList?.graphql.close();
    await new Promise<void>((resolve) => (withList ? withList.server.close(() => resolve()) : resolve()));
    await new Promise<void>((resolve) => (main ? main.server.close(() => resolve()) : resolve()));
    await store?.close();
    await app?.close();
  });

  it('refuses a WebSocket from another site with the visitor cookie, and serves its own pages', async () => {
    for (const origin of ['https://evil.example', 'null', `http://127.0.0.1.evil.example`]) {
      const refused = await askOverWebSocket(main.base, { cookie, origin });
      expect(refused.status, origin).toBe(403);
      expect(refused.body).not.toContain(username);
    }
    const own = await askOverWebSocket(main.base, { cookie, origin: main.base });
    expect(own.status).toBe(101);
    expect(JSON.parse(own.body)).toEqual({ data: { viewer: { username } } });
    // Non-browser clients send no Origin.
    expect((await askOverWebSocket(main.base, { cookie })).body).toContain(username);
    // The async-events socket rides on the cookie as well.
    const events = await askOverWebSocket(
      main.base,
      { cookie, origin: 'https://evil.example' },
      '/api/v1/async_event/ws',
    );
    expect(events).toEqual({
      status: 403,
      body: 'This origin may not use the live transports (WebSocket, server-sent events)',
    });
  });

  it('refuses server-sent events from another site, and serves its own pages', async () => {
    const sse = (base: string, origin: string) =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: {
          cookie,
          origin,
          accept: 'text/event-stream',
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
        },
        body: JSON.stringify({ query: '{ viewer { username } }' }),
      });
    const refused = await sse(main.base, 'https://evil.example');
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain(username);
    const own = await sse(main.base, main.base);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(username);
  });

  it('accepts the origins of CHARTROOM_ALLOWED_ORIGINS and no other', async () => {
    const ws = await askOverWebSocket(withList.base, { cookie, origin: allowed });
    expect(ws.body).toContain(username);
    expect((await askOverWebSocket(withList.base, { cookie, origin: 'https://other.example.com' })).status).toBe(403);
    expect((await askOverWebSocket(withList.base, { cookie, origin: 'http://portal.example.com' })).status).toBe(403);
    const sse = await fetch(`${withList.base}/graphql`, {
      method: 'POST',
      headers: { cookie, origin: allowed, accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { username } }' }),
    });
    expect(sse.status).toBe(200);
    expect(await sse.text()).toContain(username);
  });
});
