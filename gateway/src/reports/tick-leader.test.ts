import { describe, expect, it } from 'vitest';
import { createMemoryResultCache } from '../engine/cache.ts';
import { localTickLeader } from './scheduler.ts';
import { cacheTickLeader } from './tick-leader.ts';

describe('tick leaders', () => {
  it('a tick is led once, by whichever node comes first, through the shared cache', async () => {
    const cache = createMemoryResultCache();
    const nodeA = cacheTickLeader(cache);
    const nodeB = cacheTickLeader(cache);
    let runs = 0;
    const work = async () => {
      runs++;
    };
    expect(await nodeA('report-tick:1', work)).toBe(true);
    expect(await nodeB('report-tick:1', work)).toBe(false);
    expect(await nodeB('report-tick:2', work)).toBe(true);
    expect(runs).toBe(2);
  });

  it('in process, a tick key is led once', async () => {
    const lead = localTickLeader();
    let runs = 0;
    const work = async () => {
      runs++;
    };
    expect(await lead('report-tick:5', work)).toBe(true);
    expect(await lead('report-tick:5', work)).toBe(false);
    expect(runs).toBe(1);
  });
});
