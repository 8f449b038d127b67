import type { Redis } from 'ioredis';

/** Failed logins allowed per window: per account (guessing one password) and per client address (spraying). */
export const LOGIN_LIMITS = { perUser: 10, perAddress: 50, windowMs: 15 * 60_000 } as const;

/** Counts events per key in fixed windows; shared by every gateway when it lives in Redis. */
export interface AttemptCounter {
  /** The count and the milliseconds left in the key's window (0 and 0 when none). */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  add(key: string, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

export function memoryAttemptCounter(now: () => number = Date.now): AttemptCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  return {
    async peek(key) {
      const w = live(key);
      return w ? { count: w.count, resetInMs: w.resetAt - now() } : { count: 0, resetInMs: 0 };
    },
    async add(key, windowMs) {
      const w = live(key);
      if (w) w.count++;
      else windows.set(key, { count: 1, resetAt: now() + windowMs });
      // Old windows go when the map grows (an attacker cycling names must not grow it for ever).
      if (windows.size > 100_000) for (const k of windows.keys()) live(k);
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

export function redisAttemptCounter(redis: Redis, prefix: string): AttemptCounter {
  const k = (key: string) => `${prefix}login-failures:${key}`;
  return {
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(k(key)), redis.pttl(k(key))]);
      return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
    },
    async add(key, windowMs) {
      // The window starts with the first failure (PX NX); later failures only count.
      await redis.multi().set(k(key), '0', 'PX', windowMs, 'NX').incr(k(key)).exec();
    },
    async clear(key) {
      await redis.del(k(key));
    },
  };
}

export interface LoginThrottle {
  /** Seconds until another attempt is allowed, or null when it is allowed now. */
  retryAfter(username: string, address: string): Promise<number | null>;
  failed(username: string, address: string): Promise<void>;
  succeeded(username: string): Promise<void>;
}

/**
 * Login attempts limited per account and per client address. Only failures count, so users who
 * type their password right are never slowed down; a success clears the account's count.
 */
export function createLoginThrottle(counter: AttemptCounter, limits = LOGIN_LIMITS): LoginThrottle {
  const userKey = (username: string) => `user:${username.toLowerCase()}`;
  const addressKey = (address: string) => `address:${address}`;
  return {
    async retryAfter(username, address) {
      const [user, client] = await Promise.all([counter.peek(userKey(username)), counter.peek(addressKey(address))]);
      const waits = [
        user.count >= limits.perUser ? user.resetInMs : 0,
        client.count >= limits.perAddress ? client.resetInMs : 0,
      ];
      const wait = Math.max(...waits);
      return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : null;
    },
    async failed(username, address) {
      await Promise.all([
        counter.add(userKey(username), limits.windowMs),
        counter.add(addressKey(address), limits.windowMs),
      ]);
    },
    async succeeded(username) {
      await counter.clear(userKey(username));
    },
  };
}
