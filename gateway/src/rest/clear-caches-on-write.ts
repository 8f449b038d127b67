import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';

/** POSTs that read only: they run queries or checks and write no metadata. */
const READ_ONLY_POSTS = [
  /^\/api\/v1\/chart\/data\/?$/,
  /^\/datasource\/samples\/?$/,
  /^\/api\/v1\/database\/test_connection\/?$/,
  /^\/api\/v1\/database\/validate_parameters\/?$/,
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request can change metadata that the per-process caches hold (users, roles, datasets,
 * databases). Errs on the side of yes: an unneeded clear costs one reload, a missed one serves
 * stale metadata for the caches' TTL.
 */
export function mayWriteMetadata(method: string, path: string): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (method.toUpperCase() === 'POST' && READ_ONLY_POSTS.some((re) => re.test(path))) return false;
  return true;
}

/**
 * Clears the metadata caches after every request that may have written metadata (even a failed
 * one: a write can fail after part of it committed). The caches refuse to store a value whose
 * load began before the clear, so a read racing with the write cannot bring the old value back.
 */
export function clearCachesOnWrite(clear: () => void): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!mayWriteMetadata(c.req.method, c.req.path)) return next();
    try {
      await next();
    } finally {
      clear();
    }
  };
}
