import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';

const EXAMPLES_DATABASE = 'examples';

/**
 * `GET /health`: 200 once the metadata store and the examples warehouse both answer; 503 naming
 * the part that does not (never the driver's message with a host or user in it beyond the log).
 */
export function mountHealth(app: Hono<AppEnv>): void {
  app.get('/health', async (c) => {
    const { store, connectors } = c.get('services');
    const log = c.get('log');
    try {
      await store.prisma.$queryRawUnsafe('SELECT 1');
    } catch (error) {
      log.error({ err: error }, 'health: metadata store does not answer');
      return c.json({ status: 'unavailable', failing: 'metadata', message: 'The metadata store does not answer' }, 503);
    }
    try {
      const database = await store.prisma.database.findUnique({ where: { databaseName: EXAMPLES_DATABASE } });
      if (!database) {
        return c.json(
          { status: 'unavailable', failing: 'warehouse', message: 'The examples database is not registered' },
          503,
        );
      }
      await connectors.get(database).testConnection();
    } catch (error) {
      log.error({ err: error }, 'health: examples warehouse does not answer');
      return c.json(
        { status: 'unavailable', failing: 'warehouse', message: 'The examples warehouse does not answer' },
        503,
      );
    }
    return c.json({ status: 'ok' });
  });
}
