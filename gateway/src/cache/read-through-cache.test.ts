import { describe, expect, it } from 'vitest';
import { createReadThroughCache } from './read-through-cache.ts';

function counter() {
  const calls: string[] = [];
  let version = 0;
  return {
    calls,
    bump: () => {
      version += 1;
    },
    load: async (key: string) => {
      calls.push(key);
      return `${key}@${version}`;
    },
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createReadThroughCache', () => {
  it('serves a loaded value until the TTL ends, then loads again', async () => {
    let clock = 1000;
    const cache = createReadThroughCache<string, string>({ ttlMs: 500, maxEntries: 10, now: () => clock });
    const source = counter();
    expect(await cache.get('a', source.load)).toBe('a@0');
    source.bump();
    clock += 499;
    expect(await cache.get('a', source.load)).toBe('a@0');
    clock += 1;
    expect(await cache.get('a', source.load)).toBe('a@1');
    expect(source.calls).toEqual(['a', 'a']);
  });

  it('invalidate and clear take effect at once', async () => {
    const cache = createReadThroughCache<string, string>({ ttlMs: 60_000, maxEntries: 10 });
    const source = counter();
    await cache.get('a', source.load);
    await cache.get('b', source.load);
    source.bump();
    cache.invalidate('a');
    expect(await cache.get('a', source.load)).toBe('a@1');
    expect(await cache.get('b', source.load)).toBe('b@0');
    source.bump();
    cache.clear();
    expect(await cache.get('a', source.load)).toBe('a@2');
    expect(await cache.get('b', source.load)).toBe('b@2');
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createReadThroughCache<string, number>({ ttlMs: 60_000, maxEntries: 10 });
    const gate = deferred<number>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const all = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    gate.resolve(7);
    expect(await all).toEqual([7, 7, 7]);
    expect(loads).toBe(1);
  });

  it('does not store a value whose load started before an invalidation', async () => {
    const cache = createReadThroughCache<string, string>({ ttlMs: 60_000, maxEntries: 10 });
    const slow = deferred<string>();
    const racing = cache.get('k', () => slow.promise);
    cache.invalidate('k');
    // A read after the write does not join the stale load.
    const fresh = cache.get('k', async () => 'new');
    slow.resolve('old');
    expect(await racing).toBe('old');
    expect(await fresh).toBe('new');
    expect(await cache.get('k', async () => 'unused')).toBe('new');

    const slow2 = deferred<string>();
    const racing2 = cache.get('j', () => slow2.promise);
    cache.clear();
    slow2.resolve('old');
    await racing2;
    expect(await cache.get('j', async () => 'reloaded')).toBe('reloaded');
  });

  it('does not cache failures', async () => {
    const cache = createReadThroughCache<string, string>({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = createReadThroughCache<number, number>({ ttlMs: 60_000, maxEntries: 3 });
    for (const k of [1, 2, 3, 4]) await cache.get(k, async (x) => x);
    expect(cache.size).toBe(3);
    expect(await cache.get(1, async () => -1)).toBe(-1);
    expect(await cache.get(4, async () => -4)).toBe(4);
  });

  it('caches nothing with a TTL of 0', async () => {
    const cache = createReadThroughCache<string, string>({ ttlMs: 0, maxEntries: 3 });
    const source = counter();
    await cache.get('a', source.load);
    await cache.get('a', source.load);
    expect(source.calls).toEqual(['a', 'a']);
  });

  it('refuses nonsensical options', () => {
    expect(() => createReadThroughCache({ ttlMs: -1, maxEntries: 3 })).toThrow('ttlMs');
    expect(() => createReadThroughCache({ ttlMs: 10, maxEntries: 0 })).toThrow('maxEntries');
  });
});
