import type { Hono } from 'hono';
import { EXAMPLES_DATABASE_UUID } from '../examples/examples-warehouse.ts';
import type { AppEnv } from './context.ts';

export type WarehouseHealth = 'ok' | 'unavailable' | 'not registered';

/** A warehouse check that hangs must not hold the health answer (load balancers time out). */
const WAREHOUSE_CHECK_MS = 2_000;

/**
 * `GET /health`: 200 while what the gateway itself needs answers (the metadata store, and Redis in
 * scale-out mode); 503 naming the part that does not (never the driver's message beyond the log).
 * Warehouses are information, not a reason to take a gateway out of the load balancer: the
 * examples warehouse's state is reported under `warehouses.examples`, and a database that does
 * not answer only fails its own charts.
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
    let examples: WarehouseHealth = 'not registered';
    const database = await store.prisma.database.findUnique({ where: { uuid: EXAMPLES_DATABASE_UUID } });
    if (database) {
      try {
        await withTimeout(connectors.get(database).testConnection(), WAREHOUSE_CHECK_MS);
        examples = 'ok';
      } catch (error) {
        log.warn({ err: error }, 'health: examples warehouse does not answer');
        examples = 'unavailable';
      }
    }
    return c.json({
      status: 'ok',
      ...(scaleOut ? { metadata: 'ok', redis: 'ok' } : {}),
      warehouses: { examples },
    });
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
