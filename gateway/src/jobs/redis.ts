import { Redis } from 'ioredis';

/** Redis does not answer: requests that need it answer 503 with this message, and recover when it is back. */
export class RedisUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('Redis is unavailable: async queries and live updates are paused until it is back. Try again shortly.', {
      cause,
    });
    this.name = 'RedisUnavailableError';
  }
}

/** Thrown at start in scale-out mode; main.ts exits with EXIT_REDIS_UNAVAILABLE. */
export class RedisStartupError extends Error {
  readonly exitCode = EXIT_REDIS_UNAVAILABLE;
  constructor(url: string, cause: unknown) {
    super(
      `Redis at ${describeRedisUrl(url)} does not answer (${cause instanceof Error ? cause.message : String(cause)}). ` +
        'REDIS_URL is set, so Chartroom runs in scale-out mode and cannot start without it: start Redis or unset REDIS_URL.',
      { cause },
    );
    this.name = 'RedisStartupError';
  }
}

/** Distinct from 1 (any other start failure) so that supervisors can tell "wait for Redis" apart. */
export const EXIT_REDIS_UNAVAILABLE = 3;

/** Host, port and db only: never a password in a message or a log line. */
export function describeRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '6379'}${u.pathname && u.pathname !== '/' ? u.pathname : ''}`;
  } catch {
    return '(unparseable REDIS_URL)';
  }
}

/**
 * A connection that fails fast while Redis is away (no offline queue, one retry per command) and
 * keeps reconnecting in the background, so callers can answer 503 and recover on their own.
 */
export function createRedis(url: string, options: { subscriber?: boolean; name?: string } = {}): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: options.subscriber ?? false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(100 * times, 1_000),
    connectionName: options.name,
  });
  // ioredis logs unhandled 'error' events loudly; the callers see failures through their commands.
  redis.on('error', () => {});
  return redis;
}

/** createRedis, connected (throws RedisStartupError when Redis does not answer). */
export async function openRedis(url: string, options: { subscriber?: boolean; name?: string } = {}): Promise<Redis> {
  const redis = createRedis(url, options);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new RedisStartupError(url, error);
  }
  return redis;
}

/** Checks at start that Redis answers; throws RedisStartupError with a clear message otherwise. */
export async function assertRedisReachable(url: string, timeoutMs = 3_000): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new RedisStartupError(url, error);
  } finally {
    redis.disconnect();
  }
}

/** Runs a Redis command, turning connection failures into RedisUnavailableError. */
export async function withRedis<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isConnectionError(error)) throw new RedisUnavailableError(error);
    throw error;
  }
}

function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const m = error.message;
  return (
    /Connection is closed|Stream isn't writeable|enableOfflineQueue|ECONNREFUSED|ECONNRESET|ETIMEDOUT|max retries|Reached the max retries|connect ETIMEDOUT|MaxRetriesPerRequestError/i.test(
      m,
    ) || error.name === 'MaxRetriesPerRequestError'
  );
}
