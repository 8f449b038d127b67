import { describe, expect, it } from 'vitest';
import { createMemoryResultCache } from './cache.ts';
import { InFlight } from './in-flight.ts';

describe('createMemoryResultCache', () => {
  it('stores, expires and deletes entries', async () => {
    const cache = createMemoryResultCache();
    await cache.set('a', { payload: { x: 1 }, cachedAt: 1 }, 0);
    expect(await cache.get('a')).toEqual({ payload: { x: 1 }, cachedAt: 1 });
    await cache.set('b', { payload: { x: 2 }, cachedAt: 1 }, 0.05);
    await new Promise((r) => setTimeout(r, 120));
    expect(await cache.get('b')).toBeUndefined();
    await cache.delete('a');
    expect(await cache.get('a')).toBeUndefined();
  });

  it('is bounded in megabytes: old entries are evicted, oversized ones not kept', async () => {
    const cache = createMemoryResultCache({ maxMb: 0.1 }); // ~104 KB
    const big = 'x'.repeat(20_000); // ~40 KB as UTF-16
    await cache.set('1', { payload: { big }, cachedAt: 1 }, 0);
    await cache.set('2', { payload: { big }, cachedAt: 1 }, 0);
    await cache.set('3', { payload: { big }, cachedAt: 1 }, 0);
    expect(await cache.get('1')).toBeUndefined();
    expect(await cache.get('3')).toBeDefined();
    await cache.set('huge', { payload: { big: big.repeat(5) }, cachedAt: 1 }, 0);
    expect(await cache.get('huge')).toBeUndefined();
  });
});

describe('InFlight', () => {
  it('runs identical concurrent work once', async () => {
    const inflight = new InFlight<number>();
    let calls = 0;
    const work = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 20));
      return 42;
    };
    const results = await Promise.all([inflight.run('k', undefined, work), inflight.run('k', undefined, work)]);
    expect(results).toEqual([42, 42]);
    expect(calls).toBe(1);
    await inflight.run('k', undefined, work);
    expect(calls).toBe(2);
  });

  it('cancels the shared run only when every waiter has gone', async () => {
    const inflight = new InFlight<string>();
    let aborted = false;
    const work = (signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        const t = setTimeout(() => resolve('done'), 100);
        signal.addEventListener('abort', () => {
          aborted = true;
          clearTimeout(t);
          reject(new Error('cancelled'));
        });
      });
    const a = new AbortController();
    const b = new AbortController();
    const pa = inflight.run('k', a.signal, work);
    const pb = inflight.run('k', b.signal, work);
    a.abort();
    await expect(pa).rejects.toThrow();
    expect(aborted).toBe(false);
    await expect(pb).resolves.toBe('done');

    const c = new AbortController();
    const pc = inflight.run('k2', c.signal, work);
    c.abort();
    await expect(pc).rejects.toThrow();
    expect(aborted).toBe(true);
    expect(inflight.size).toBe(0);
  });
});
