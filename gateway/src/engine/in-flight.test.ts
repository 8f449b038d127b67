import { describe, expect, it } from 'vitest';
import { InFlight } from './in-flight.ts';

describe('InFlight', () => {
  it('shares one run between identical callers', async () => {
    const inFlight = new InFlight<number>();
    let runs = 0;
    const fn = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 20));
      return 42;
    };
    expect(await Promise.all([inFlight.run('k', undefined, fn), inFlight.run('k', undefined, fn)])).toEqual([42, 42]);
    expect(runs).toBe(1);
  });

  it('starts nothing for a caller whose signal is already aborted, and leaves no unhandled rejection', async () => {
    const inFlight = new InFlight<number>();
    let started = false;
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const controller = new AbortController();
      controller.abort(new Error('The query was cancelled.'));
      await expect(
        inFlight.run('k', controller.signal, async () => {
          started = true;
          return 1;
        }),
      ).rejects.toThrow('The query was cancelled.');
      // The last waiter leaving mid-run aborts the run; its failure is nobody's to handle.
      const leaving = new AbortController();
      const run = inFlight.run(
        'k2',
        leaving.signal,
        (signal) =>
          new Promise<number>((_resolve, reject) =>
            signal.addEventListener('abort', () => reject(new Error('aborted'))),
          ),
      );
      leaving.abort(new Error('left'));
      await expect(run).rejects.toThrow('left');
      await new Promise((r) => setTimeout(r, 20));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(started).toBe(false);
    expect(unhandled).toEqual([]);
    expect(inFlight.size).toBe(0);
  });
});
