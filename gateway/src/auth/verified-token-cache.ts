/**
 * Remembers tokens whose signature already checked out, until they expire. An HS256 check through
 * WebCrypto costs about a millisecond of thread-pool round trip, paid on every API request; the
 * same bearer token comes back request after request. Only successes are kept, keyed by the exact
 * token text (and the type it was checked as), so a hit means this very string passed before.
 */
export interface VerifiedTokenCache<T> {
  get(key: string): T | undefined;
  /** Keeps `value` until `expiresAtMs` (epoch ms; the token's `exp`). */
  set(key: string, value: T, expiresAtMs: number): void;
  readonly size: number;
}

export function createVerifiedTokenCache<T>(
  options: { maxEntries?: number; now?: () => number } = {},
): VerifiedTokenCache<T> {
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T; expiresAtMs: number }>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (now() >= hit.expiresAtMs) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key, value, expiresAtMs) {
      if (!Number.isFinite(expiresAtMs) || expiresAtMs <= now()) return;
      entries.delete(key);
      entries.set(key, { value, expiresAtMs });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
