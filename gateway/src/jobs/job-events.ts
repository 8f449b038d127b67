import type { EventLog } from './event-log.ts';
import { type ChartJobState, toAsyncEventBody } from './events.ts';
import type { JobPatch, JobStore } from './job-store.ts';
import type { PubSub } from './pubsub.ts';

/**
 * Every change of a job goes through here: the state store decides (a finished job stays
 * finished), a status change is appended to the channel's event log, and both topics hear it.
 */
export interface JobEvents {
  readonly store: JobStore;
  readonly log: EventLog;
  readonly pubsub: PubSub;
  /** Records a new pending job and announces it. */
  start(state: ChartJobState): Promise<void>;
  /** The new state, or null when the job is unknown or had already finished. */
  transition(jobId: string, patch: JobPatch): Promise<ChartJobState | null>;
}

export function createJobEvents(store: JobStore, log: EventLog, pubsub: PubSub): JobEvents {
  const announce = async (state: ChartJobState, statusChanged: boolean) => {
    if (statusChanged) {
      const event = await log.append(toAsyncEventBody(state));
      await pubsub.publish('asyncEvents', state.channelId, event);
    }
    await pubsub.publish('chartJob', state.jobId, state);
  };
  return {
    store,
    log,
    pubsub,
    async start(state) {
      await store.create(state);
      await announce(state, true);
    },
    async transition(jobId, patch) {
      const before = await store.get(jobId);
      const after = await store.update(jobId, patch);
      if (!after) return null;
      await announce(after, before?.status !== after.status);
      return after;
    },
  };
}
