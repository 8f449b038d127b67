import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';

const EXAMPLES_DATABASE = 'examples';

/**
 * `GET /health`: 200 once the metadata store and the examples warehouse both answer (and Redis, in
 * scale-out mode); 503 naming the part that does not (never the driver's message with a host or
 * user in it beyond the log). In scale-out mode the answer also names the state of each shared piece.
 */
export function mountHealth(app: Hono<AppEnv>): void {
  app.get('/health', async (c) => {
    const { store, connectors, redisHealthy } = c.get('services');
    const log = c.get('log');
    const scaleOut = redisHealthy !== null;
    try {
      await store.prisma.$queryRawUnsafe('SELECT 1');
    } catch (error) {
      log.error({ err: error }, 'health: metadata store does not answer');
      return c.json(
        {
          status: 'unavailable',
          failing: 'metadata',
          message: 'The metadata store does not answer',
          ...(scaleOut ? { metadata: 'unavailable', redis: (await redisHealthy()) ? 'ok' : 'unavailable' } : {}),
        },
        503,
      );
    }
    if (redisHealthy && !(await redisHealthy())) {
      return c.json(
        {
          status: 'unavailable',
          failing: 'redis',
          message: 'Redis does not answer: async queries, the shared cache and live updates are paused',
          metadata: 'ok',
          redis: 'unavailable',
        },
        503,
      );
    }
    try {
      const database = await store.prisma.database.findUnique({ where: { databaseName: EXAMPLES_DATABASE } });
      if (!database) {
        return c.json(
          {
            status: 'unavailable',
            failing: 'warehouse',
            message: 'The examples database is not registered',
            ...(scaleOut ? { metadata: 'ok', redis: 'ok' } : {}),
          },
          503,
        );
      }
      await connectors.get(database).testConnection();
    } catch (error) {
      log.error({ err: error }, 'health: examples warehouse does not answer');
      return c.json(
        {
          status: 'unavailable',
          failing: 'warehouse',
          message: 'The examples warehouse does not answer',
          ...(scaleOut ? { metadata: 'ok', redis: 'ok' } : {}),
        },
        503,
      );
    }
    return c.json(scaleOut ? { status: 'ok', metadata: 'ok', redis: 'ok' } : { status: 'ok' });
  });
}
