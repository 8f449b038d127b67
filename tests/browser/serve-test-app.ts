import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { startTestApp, type TestApp, type TestAppOptions } from '../helpers/test-app.ts';

export interface ServedApp extends TestApp {
  baseUrl: string;
}

/** The in-process app behind a real HTTP port on loopback, for the browser. */
export async function serveTestApp(options: TestAppOptions = {}): Promise<ServedApp> {
  const app = await startTestApp(options);
  const server = serve({ fetch: app.chartroom.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  // WebSockets (GraphQL subscriptions, async events) as main.ts wires them.
  server.on('upgrade', app.chartroom.upgrade);
  const { port } = server.address() as AddressInfo;
  return {
    ...app,
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    },
  };
}
