/** Caps concurrent queries on one database; waiters are served in arrival order. */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly max: number;

  constructor(max: number) {
    this.max = Math.max(1, max);
  }

  async acquire(signal?: AbortSignal): Promise<() => void> {
    if (this.active < this.max) {
      this.active++;
      return this.releaser();
    }
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const i = this.waiting.indexOf(grant);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
      };
      const grant = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(grant);
    });
    return this.releaser();
  }

  private releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    };
  }
}

export const DEFAULT_QUERY_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_CONCURRENT = 8;

/**
 * Runs `cancel` when the caller aborts or the timeout passes, and says which happened. The query
 * promise is then expected to reject; the caller maps that rejection to a QueryCancelledError.
 */
export function watchCancellation(
  options: { signal?: AbortSignal; timeoutMs?: number },
  cancel: () => void,
): { reason: () => 'timeout' | 'aborted' | null; dispose: () => void } {
  let reason: 'timeout' | 'aborted' | null = null;
  const timeoutMs = options.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  const timer = setTimeout(() => {
    reason = 'timeout';
    cancel();
  }, timeoutMs);
  const onAbort = () => {
    reason = 'aborted';
    cancel();
  };
  if (options.signal?.aborted) onAbort();
  else options.signal?.addEventListener('abort', onAbort, { once: true });
  return {
    reason: () => reason,
    dispose: () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    },
  };
}
