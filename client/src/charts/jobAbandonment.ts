import { fetchWithCsrf } from '../relay/csrf.ts';

/** How long a job may go unwatched before its client is taken to have left (StrictMode remounts at once). */
export const ABANDON_AFTER_MS = 1_000;

/**
 * A chart that stops watching its unfinished job (the page moved on, the chart was removed) cancels
 * it, so the warehouse stops working for nobody; spec 000: "an abort stops the chart without an
 * error". Watching is counted per job: a remount, or another view of the same job, keeps it alive.
 */
export function createJobAbandonment(cancel: (jobId: string) => void, delayMs = ABANDON_AFTER_MS) {
  const watchers = new Map<string, number>();
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    watch(jobId: string): void {
      watchers.set(jobId, (watchers.get(jobId) ?? 0) + 1);
      const timer = pending.get(jobId);
      if (timer !== undefined) {
        clearTimeout(timer);
        pending.delete(jobId);
      }
    },
    /** `finished`: the job ended (nothing to cancel). */
    unwatch(jobId: string, finished: boolean): void {
      const left = (watchers.get(jobId) ?? 1) - 1;
      if (left > 0) {
        watchers.set(jobId, left);
        return;
      }
      watchers.delete(jobId);
      if (finished) return;
      pending.set(
        jobId,
        setTimeout(() => {
          pending.delete(jobId);
          if (!watchers.has(jobId)) cancel(jobId);
        }, delayMs),
      );
    },
  };
}

/** The browser's: REST's DELETE /api/v1/async_event/job/<id> with the session cookie (best effort). */
export const jobAbandonment = createJobAbandonment((jobId) => {
  void fetchWithCsrf(`/api/v1/async_event/job/${encodeURIComponent(jobId)}`, { method: 'DELETE' }).catch(() => {});
});
