import type { IncomingMessage } from 'node:http';
import { serve } from '@hono/node-server';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { withClientAddress } from './rest/auth/client-address.ts';
import { createChartroom } from './server.ts';

const config = loadConfig();
const log = createLogger(config.logLevel);

try {
  const chartroom = await createChartroom(config, { log });
  // The socket's address, for per-address login limits (a client cannot set it: the header is replaced).
  const fetch = (request: Request, env: unknown) =>
    chartroom.fetch(
      withClientAddress(request, (env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress),
    );
  const server = serve({ fetch, port: config.port }, (info) => {
    log.info(`Chartroom is listening on http://localhost:${info.port}`);
  });
  server.on('upgrade', chartroom.upgrade);
  const shutdown = (signal: string) => {
    log.info({ signal }, 'shutting down');
    server.close();
    chartroom.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  log.fatal({ err: error }, `Chartroom could not start: ${error instanceof Error ? error.message : String(error)}`);
  // A distinct code for "Redis is not there yet" (RedisStartupError), so supervisors can tell it apart.
  const code = (error as { exitCode?: unknown }).exitCode;
  process.exit(typeof code === 'number' ? code : 1);
}
