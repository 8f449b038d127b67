import type { ChartJobPayload } from './chart-job.ts';

/** Executes jobs somewhere: a pool in this process, or BullMQ workers anywhere. */
export interface JobRunner {
  readonly kind: 'in-process' | 'bullmq';
  submit(payload: ChartJobPayload): Promise<void>;
  /** Stops the job wherever it runs or waits; a no-op for unknown or finished jobs. */
  cancel(jobId: string, reason: string): Promise<void>;
  close(): Promise<void>;
}

export type JobProcessor = (payload: ChartJobPayload, signal: AbortSignal) => Promise<void>;
