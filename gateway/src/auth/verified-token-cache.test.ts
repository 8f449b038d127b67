import { describe, expect, it } from 'vitest';
import { createVerifiedTokenCache } from './verified-token-cache.ts';

describe('createVerifiedTokenCache', () => {
  it('answers a token until its expiry, then forgets it', () => {
    let clock = 10_000;
    const cache = createVerifiedTokenCache<number>({ now: () => clock });
    cache.set('t', 1, 12_000);
    expect(cache.get('t')).toBe(1);
    clock = 11_999;
    expect(cache.get('t')).toBe(1);
    clock = 12_000;
    expect(cache.get('t')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep an already expired token', () => {
    const cache = createVerifiedTokenCache<number>({ now: () => 5_000 });
    cache.set('old', 1, 5_000);
    cache.set('nan', 1, Number.NaN);
    expect(cache.get('old')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries tokens', () => {
    const cache = createVerifiedTokenCache<number>({ maxEntries: 2, now: () => 0 });
    cache.set('a', 1, 100);
    cache.set('b', 2, 100);
    cache.set('c', 3, 100);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
  });
});
