import type { ChartJobState } from './events.ts';
import { isFinal } from './events.ts';

export type JobPatch = Partial<Pick<ChartJobState, 'status' | 'errors' | 'resultUrl' | 'progress'>>;

/** Job states are kept for a day: long enough for any late subscriber, short enough to forget. */
export const JOB_STATE_TTL_S = 86_400;

/** The current state of every job; a finished job never changes again (its first end wins). */
export interface JobStore {
  create(state: ChartJobState): Promise<void>;
  get(jobId: string): Promise<ChartJobState | null>;
  /** The state after the patch; null when the job is unknown or already finished. */
  update(jobId: string, patch: JobPatch): Promise<ChartJobState | null>;
  /** Records `jobId` as the newest job of `key`; returns the job it replaces, if any. */
  supersede(key: string, jobId: string): Promise<string | null>;
}

export function applyPatch(state: ChartJobState, patch: JobPatch): ChartJobState {
  return { ...state, ...patch, updatedAt: Date.now() };
}

export function createMemoryJobStore(): JobStore {
  const states = new Map<string, ChartJobState>();
  const latest = new Map<string, string>();
  // Forget old jobs, as the Redis TTL does.
  const forget = (jobId: string) => setTimeout(() => states.delete(jobId), JOB_STATE_TTL_S * 1000).unref();
  return {
    async create(state) {
      states.set(state.jobId, structuredClone(state));
      forget(state.jobId);
    },
    async get(jobId) {
      const s = states.get(jobId);
      return s ? structuredClone(s) : null;
    },
    async update(jobId, patch) {
      const s = states.get(jobId);
      if (!s || isFinal(s.status)) return null;
      const next = applyPatch(s, patch);
      states.set(jobId, next);
      return structuredClone(next);
    },
    async supersede(key, jobId) {
      const previous = latest.get(key) ?? null;
      latest.set(key, jobId);
      return previous;
    },
  };
}
