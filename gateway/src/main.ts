import { serve } from '@hono/node-server';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { createChartroom } from './server.ts';

const config = loadConfig();
const log = createLogger(config.logLevel);

try {
  const chartroom = await createChartroom(config, { log });
  const server = serve({ fetch: chartroom.fetch, port: config.port }, (info) => {
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
