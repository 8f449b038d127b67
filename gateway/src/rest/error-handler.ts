import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { RedisUnavailableError } from '../jobs/redis.ts';
import { isMetadataUnavailable, METADATA_UNAVAILABLE } from '../metadata/errors.ts';
import type { AppEnv } from './context.ts';
import { HttpError } from './errors.ts';

/**
 * Two kinds of error: expected ones (HttpError) answer their status and message; anything else is
 * logged with its stack and masked, so that no internals (SQL, paths, secrets) reach the client.
 */
export const onError: ErrorHandler<AppEnv> = (error, c) => {
  const log = c.get('log');
  if (error instanceof HttpError) {
    log?.info({ status: error.status, message: error.message }, 'request refused');
    return withRequestId(c, c.json({ message: error.body }, error.status));
  }
  // Redis (cache, queue, events in scale-out) is away: a clear 503; requests succeed again once it is back.
  if (error instanceof RedisUnavailableError) {
    log?.warn({ message: error.message }, 'request refused: Redis is unavailable');
    return withRequestId(c, c.json({ message: error.message }, 503));
  }
  // The metadata store (PostgreSQL) is restarting or away: a clear 503; its pool reconnects once it is back.
  if (isMetadataUnavailable(error)) {
    log?.warn({ err: error }, 'request refused: the metadata store is unavailable');
    return withRequestId(c, c.json({ message: METADATA_UNAVAILABLE }, 503));
  }
  // The disk under the data or temporary directory is full (or read-only): say so, not "internal error".
  if (isDiskFull(error)) {
    log?.error({ err: error }, 'request refused: no disk space left');
    return withRequestId(c, c.json({ message: DISK_FULL }, 503));
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own refusals (e.g. a body larger than the limit).
    return withRequestId(c, c.json({ message: error.message || 'Bad request' }, error.status));
  }
  const requestId = c.get('requestId') ?? 'unknown';
  log?.error({ err: error }, 'unexpected error');
  return withRequestId(c, c.json({ message: `Internal server error (request id ${requestId})` }, 500));
};

const DISK_FULL = 'The server has no disk space left for this request. Try again later or tell an administrator.';
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS']);
const isDiskFull = (error: unknown) => DISK_FULL_CODES.has(String((error as { code?: unknown } | null)?.code ?? ''));

export const onNotFound: NotFoundHandler<AppEnv> = (c) => c.json({ message: 'Not found' }, 404);

function withRequestId(c: Context<AppEnv>, res: Response): Response {
  const id = c.get('requestId');
  if (id) res.headers.set('x-request-id', id);
  return res;
}
