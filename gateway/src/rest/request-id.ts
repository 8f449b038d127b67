import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, RestServices } from './context.ts';

const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

/**
 * Gives every request an id (the caller's `x-request-id` when it is sane, a new UUID otherwise),
 * a logger that stamps it on every line, and the id in the response headers; logs one line per
 * request when it ends.
 */
export function requestContext(services: RestServices): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
    const log = services.log.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('services', services);
    c.set('user', null);
    const started = performance.now();
    await next();
    c.res.headers.set('x-request-id', requestId);
    log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  };
}
