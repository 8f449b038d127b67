import type { Logger } from '../logger.ts';
import type { PrismaClient } from '../metadata/index.ts';
import type { RequestUser } from '../rest/context.ts';

/**
 * What a service function needs from its caller: who asks (authorisation is the service's job) and
 * the metadata store. REST routes, GraphQL resolvers and workers each build one per request.
 */
export interface ServiceContext {
  user: RequestUser;
  prisma: PrismaClient;
  provider: 'sqlite' | 'postgresql';
  /** Feature flags of the running app (some narrow what users may see). */
  featureFlags?: ReadonlySet<string>;
  /** The current time (humanised ages and save times are relative to it). */
  now(): Date;
  /** Where best-effort side effects (the activity log) report their failures; absent: not recorded. */
  log?: Logger;
}
