import type { Context } from 'hono';
import type { Database } from '../../metadata/index.ts';
import type { SqlLabDeps } from '../../sqllab/execute.ts';
import { createRunningQueries } from '../../sqllab/running.ts';
import type { AppEnv, RestServices } from '../context.ts';
import { NotFoundError } from '../errors.ts';

/** Superset's SQL_MAX_ROW: no SQL Lab result holds more rows. */
export const SQL_MAX_ROW = 100_000;

const perApp = new WeakMap<RestServices, SqlLabDeps>();

/** SQL Lab's dependencies for one REST app (one registry of running queries per app). */
export function sqlLabDeps(c: Context<AppEnv>): SqlLabDeps {
  const services = c.get('services');
  let deps = perApp.get(services);
  if (!deps) {
    const running = createRunningQueries();
    deps = {
      prisma: services.store.prisma,
      cache: services.cache,
      log: services.log,
      running,
      pubsub: services.pubsub,
      connectorFor: async (databaseId) => services.connectors.get(await sqlLabDatabase(services, databaseId)),
    };
    perApp.set(services, deps);
  }
  return deps;
}

/** A database SQL Lab may use: it exists and is exposed in SQL Lab (others are not found here). */
export async function sqlLabDatabase(services: RestServices, id: number): Promise<Database> {
  const database = await services.store.prisma.database.findUnique({ where: { id } });
  if (!database) throw new NotFoundError('The database was not found.');
  if (!database.exposeInSqllab) throw new NotFoundError('The database is not exposed in SQL Lab.');
  return database;
}
