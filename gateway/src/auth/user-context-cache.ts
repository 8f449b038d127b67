import { createReadThroughCache } from '../cache/read-through-cache.ts';
import type { MetadataStore } from '../metadata/store.ts';
import { loadUserContext, type UserContext } from './user-context.ts';

/**
 * How long a user's roles and permissions are reused without reading the metadata store again.
 * A change made through this gateway applies at once (its writes clear the cache); one made on
 * another gateway or straight in the database applies within this time.
 */
export const USER_CONTEXT_TTL_MS = 2_000;

export interface UserContextCache {
  /** The user with roles and permissions; null when unknown or deactivated (also cached briefly). */
  get(userId: number): Promise<UserContext | null>;
  invalidate(userId: number): void;
  clear(): void;
}

export function createUserContextCache(
  store: MetadataStore,
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): UserContextCache {
  const cache = createReadThroughCache<number, UserContext | null>({
    ttlMs: options.ttlMs ?? USER_CONTEXT_TTL_MS,
    maxEntries: options.maxEntries ?? 10_000,
    ...(options.now ? { now: options.now } : {}),
  });
  const load = (userId: number) => loadUserContext(store, userId);
  return {
    get: (userId) => cache.get(userId, load),
    invalidate: (userId) => cache.invalidate(userId),
    clear: () => cache.clear(),
  };
}
