/**
 * Identical queries running at the same moment share one execution, whoever asked for them. The
 * shared run is cancelled only when every caller waiting on it has gone away.
 */
export class InFlight<T> {
  private readonly running = new Map<string, { promise: Promise<T>; waiters: number; controller: AbortController }>();

  async run(key: string, signal: AbortSignal | undefined, fn: (signal: AbortSignal) => Promise<T>): Promise<T> {
    // A caller already gone (a cancelled or superseded job) starts nothing.
    if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('The query was cancelled.');
    let job = this.running.get(key);
    if (!job) {
      const controller = new AbortController();
      const created = {
        promise: fn(controller.signal).finally(() => {
          if (this.running.get(key) === created) this.running.delete(key);
        }),
        waiters: 0,
        controller,
      };
      // Every waiter may leave before it ends: its failure must not be an unhandled rejection (a crash).
      created.promise.catch(() => {});
      this.running.set(key, created);
      job = created;
    }
    const current = job;
    current.waiters++;
    if (!signal) return current.promise.finally(() => current.waiters--);
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const leave = () => {
        if (settled) return;
        settled = true;
        current.waiters--;
        signal.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        leave();
        if (current.waiters === 0) {
          current.controller.abort(signal.reason);
          if (this.running.get(key) === current) this.running.delete(key);
        }
        reject(signal.reason instanceof Error ? signal.reason : new Error('The query was cancelled.'));
      };
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      current.promise.then(
        (v) => {
          leave();
          resolve(v);
        },
        (e) => {
          leave();
          reject(e);
        },
      );
    });
  }

  get size(): number {
    return this.running.size;
  }
}
