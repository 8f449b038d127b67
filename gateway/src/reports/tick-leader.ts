import type { ResultCache } from '../engine/cache.ts';
import type { TickLeader } from './scheduler.ts';

/** How long a led tick is remembered (a node whose clock lags a little must not lead it again). */
const TICK_MEMORY_S = 3600;

/**
 * Scale-out: the tick is led through the shared cache's run-once lock (the Redis lock of
 * `redis-run-once.ts`): one node takes the lock and queues the runs, the others wait for it and
 * find the tick marked done. A node arriving after the leader finished sees the mark and does
 * nothing. Should two nodes still both lead (Redis away mid-tick), the queue's job ids keep each
 * run single.
 */
export function cacheTickLeader(cache: ResultCache): TickLeader {
  return async (key, work) => {
    if (await cache.get(key)) return false;
    let led = false;
    const compute = async () => {
      led = true;
      await work();
      const entry = { payload: { led: true }, cachedAt: Date.now() };
      await cache.set(key, entry, TICK_MEMORY_S);
      return entry;
    };
    if (cache.runOnce) await cache.runOnce(key, new AbortController().signal, compute);
    else await compute();
    return led;
  };
}
