import type { RowBatches } from './connector.ts';

/**
 * Row batches over a pull function, with `release` run exactly once: at the end, on an error, or
 * on `return()`, even when no batch was read (a plain async generator skips its `finally` then).
 */
export function rowBatches(pull: () => Promise<unknown[][] | null>, release: () => Promise<void> | void): RowBatches {
  let finished = false;
  // return() while a pull is running waits for it: the driver must not lose its connection mid-read.
  let inflight: Promise<unknown> | null = null;
  const finish = async () => {
    if (finished) return;
    finished = true;
    await release();
  };
  const done = { done: true, value: undefined } as const;
  const batches: RowBatches = {
    async next() {
      if (finished) return done;
      let batch: unknown[][] | null;
      try {
        const p = pull();
        inflight = p;
        batch = await p;
      } catch (e) {
        await finish();
        throw e;
      } finally {
        inflight = null;
      }
      if (batch === null) {
        await finish();
        return done;
      }
      return { done: false, value: batch };
    },
    async return() {
      if (inflight) await inflight.catch(() => {});
      await finish();
      return done;
    },
    [Symbol.asyncIterator]() {
      return batches;
    },
  };
  return batches;
}
