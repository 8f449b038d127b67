/** Superset's async job statuses, in the order a job goes through them. */
export type JobStatus = 'pending' | 'running' | 'done' | 'error';

export const FINAL_STATUSES: readonly JobStatus[] = ['done', 'error'];

export function isFinal(status: JobStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

export interface JobError {
  message: string;
}

/** One event of a channel's log, as `GET /api/v1/async_event/` answers it (Superset's keys). */
export interface AsyncEvent {
  /** Redis stream id form `<ms>-<seq>`, ordered within a channel. */
  id: string;
  channel_id: string;
  job_id: string;
  user_id: number | null;
  status: JobStatus;
  errors: JobError[];
  result_url: string | null;
}

/** The whole known state of one chart job (what `Subscription.chartJob` carries). */
export interface ChartJobState {
  jobId: string;
  channelId: string;
  userId: number | null;
  status: JobStatus;
  errors: JobError[];
  resultUrl: string | null;
  /** 0..1 where the runner knows it; null otherwise. */
  progress: number | null;
  /** Epoch ms after which a job that has not finished is reported failed. */
  deadlineAt: number;
  /** Jobs of the same chart and user share it; a newer one supersedes the older. */
  supersedeKey: string | null;
  updatedAt: number;
}

/** Asks whichever process runs a job to stop it. */
export interface JobCancelRequest {
  jobId: string;
  reason: string;
}

/**
 * The one typed topic map every event goes through: `pubsub.publish('chartJob', jobId, state)`.
 * The key scopes a topic (a job id, a channel id, or '*' for cluster-wide requests).
 */
export interface TopicMap {
  chartJob: ChartJobState;
  asyncEvents: AsyncEvent;
  jobCancel: JobCancelRequest;
  sqlLabQuery: SqlLabQueryChange;
}

/**
 * A SQL Lab query's row changed (status or progress), keyed by its client id. Only the news: the
 * subscriber reads the row itself, through the caller's own access rules.
 */
export interface SqlLabQueryChange {
  clientId: string;
  status: string;
  progress: number | null;
}

export type Topic = keyof TopicMap;

export function toAsyncEventBody(state: ChartJobState): Omit<AsyncEvent, 'id'> {
  return {
    channel_id: state.channelId,
    job_id: state.jobId,
    user_id: state.userId,
    status: state.status,
    errors: state.errors,
    result_url: state.resultUrl,
  };
}
