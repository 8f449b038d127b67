import type { Context } from 'hono';
import type { ServiceContext } from '../services/context.ts';
import type { AppEnv } from './context.ts';
import { listContext } from './list/handlers.ts';

/** The service context of a REST request: its signed-in user (401 without one) and the metadata store. */
export function serviceContext(c: Context<AppEnv>): ServiceContext {
  const services = c.get('services');
  return { ...listContext(c), now: () => services.now(), log: c.get('log') };
}
