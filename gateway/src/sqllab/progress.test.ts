import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryPubSub } from '../jobs/pubsub.ts';
import { createLogger } from '../logger.ts';
import { announceQueryChange, followQuery, PROGRESS_RECHECK_MS } from './progress.ts';

interface Row {
  status: string;
  progress: number | null;
  changed_on: string;
}

/** A query row the test changes by hand, counting how often it is read. */
function fakeRow(initial: Row) {
  let row: Row | null = { ...initial };
  let reads = 0;
  let stamp = 0;
  return {
    read: async () => {
      reads++;
      return row ? { ...row } : null;
    },
    set: (patch: Partial<Row>) => {
      if (row) row = { ...row, ...patch, changed_on: `t${++stamp}` };
    },
    remove: () => {
      row = null;
    },
    get reads() {
      return reads;
    },
  };
}

const lines: string[] = [];
const log = createLogger('info', { write: (line: string) => void lines.push(line) });

/** Lets pending promise callbacks run (fake timers do not move on their own). */
const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

describe('followQuery', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the row once, then only when a change is announced: no polling while nothing happens', async () => {
    vi.useFakeTimers();
    const pubsub = createMemoryPubSub();
    const row = fakeRow({ status: 'running', progress: 0, changed_on: 't0' });
    const stop = new AbortController();
    const seen: Row[] = [];
    const done = (async () => {
      for await (const q of followQuery(pubsub, 'c1', row.read, stop.signal)) seen.push(q);
    })();
    await settle();
    expect(seen.map((q) => q.status)).toEqual(['running']);
    expect(row.reads).toBe(1);

    // A query that runs for 20 s without news costs no read (a 400 ms poll would have read 50 times).
    row.set({ progress: 10 });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(row.reads).toBe(1);
    expect(seen).toHaveLength(1);

    row.set({ progress: 50 });
    await announceQueryChange(pubsub, log, { clientId: 'c1', status: 'running', progress: 50 });
    await settle();
    expect(seen.map((q) => q.progress)).toEqual([0, 50]);
    expect(row.reads).toBe(2);

    // Another query's news does not wake this subscriber.
    await announceQueryChange(pubsub, log, { clientId: 'c2', status: 'success', progress: 100 });
    await settle();
    expect(row.reads).toBe(2);

    row.set({ status: 'success', progress: 100 });
    await announceQueryChange(pubsub, log, { clientId: 'c1', status: 'success', progress: 100 });
    await done;
    expect(seen.map((q) => `${q.status} ${q.progress}`)).toEqual(['running 0', 'running 50', 'success 100']);
    expect(row.reads).toBe(3);
  });

  it('hears a change made between subscribing and the first read', async () => {
    const pubsub = createMemoryPubSub();
    const row = fakeRow({ status: 'running', progress: 0, changed_on: 't0' });
    let first = true;
    const read = async () => {
      const now = await row.read();
      if (first) {
        first = false;
        // The query finishes right after the first read: its announcement must still be heard.
        row.set({ status: 'failed' });
        await announceQueryChange(pubsub, log, { clientId: 'c1', status: 'failed' });
      }
      return now;
    };
    const seen: string[] = [];
    for await (const q of followQuery(pubsub, 'c1', read, new AbortController().signal)) seen.push(q.status);
    expect(seen).toEqual(['running', 'failed']);
  });

  it('reads again after a long silence (a lost publication) and ends on a final state', async () => {
    vi.useFakeTimers();
    const pubsub = createMemoryPubSub();
    const row = fakeRow({ status: 'pending', progress: null, changed_on: 't0' });
    const seen: string[] = [];
    const done = (async () => {
      for await (const q of followQuery(pubsub, 'c1', row.read, new AbortController().signal)) seen.push(q.status);
    })();
    await settle();
    row.set({ status: 'timed_out' });
    await vi.advanceTimersByTimeAsync(PROGRESS_RECHECK_MS - 1);
    expect(seen).toEqual(['pending']);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(seen).toEqual(['pending', 'timed_out']);
    expect(row.reads).toBe(2);
  });

  it('ends when the row can no longer be read, or when the subscriber leaves', async () => {
    const pubsub = createMemoryPubSub();
    const row = fakeRow({ status: 'running', progress: 0, changed_on: 't0' });
    const seen: string[] = [];
    const done = (async () => {
      for await (const q of followQuery(pubsub, 'c1', row.read, new AbortController().signal)) seen.push(q.status);
    })();
    await settle();
    row.remove();
    await announceQueryChange(pubsub, log, { clientId: 'c1', status: 'running' });
    await done;
    expect(seen).toEqual(['running']);

    const leave = new AbortController();
    const other = fakeRow({ status: 'running', progress: 0, changed_on: 't0' });
    const left = (async () => {
      for await (const _ of followQuery(pubsub, 'c3', other.read, leave.signal)) leave.abort();
    })();
    await left;
    expect(other.reads).toBe(1);
  });

  it('a publication that fails is logged, never thrown into the query run', async () => {
    lines.length = 0;
    const broken = {
      publish: async () => {
        throw new Error('Redis is unavailable: connection refused');
      },
      subscribe: () => {
        throw new Error('unused');
      },
      close: async () => {},
    };
    await expect(announceQueryChange(broken, log, { clientId: 'c1', status: 'running' })).resolves.toBeUndefined();
    expect(lines.map((l) => JSON.parse(l) as { msg: string; message: string })).toEqual([
      expect.objectContaining({
        msg: 'sql lab progress was not published',
        message: 'Redis is unavailable: connection refused',
      }),
    ]);
  });
});
