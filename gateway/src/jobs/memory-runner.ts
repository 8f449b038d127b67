import type { ChartJobPayload } from './chart-job.ts';
import type { JobProcessor, JobRunner } from './runner.ts';

export const DEFAULT_JOB_CONCURRENCY = 4;

/** In process: a FIFO queue drained by `concurrency` slots; each job can be aborted where it is. */
export function createMemoryRunner(processor: JobProcessor, concurrency = DEFAULT_JOB_CONCURRENCY): JobRunner {
  const queue: ChartJobPayload[] = [];
  const running = new Map<string, AbortController>();
  let closed = false;

  const drain = () => {
    while (!closed && running.size < concurrency && queue.length) {
      const payload = queue.shift() as ChartJobPayload;
      const controller = new AbortController();
      running.set(payload.jobId, controller);
      processor(payload, controller.signal)
        .catch(() => {})
        .finally(() => {
          running.delete(payload.jobId);
          drain();
        });
    }
  };

  return {
    kind: 'in-process',
    async submit(payload) {
      if (closed) throw new Error('The job runner is closed.');
      queue.push(payload);
      drain();
    },
    async cancel(jobId, reason) {
      const i = queue.findIndex((p) => p.jobId === jobId);
      if (i >= 0) queue.splice(i, 1);
      running.get(jobId)?.abort(new Error(reason));
    },
    async close() {
      closed = true;
      queue.length = 0;
      for (const c of running.values()) c.abort(new Error('The server is shutting down.'));
    },
  };
}
