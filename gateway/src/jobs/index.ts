export {
  ASYNC_TOKEN_COOKIE,
  type AsyncTokenClaims,
  type AsyncTokenService,
  createAsyncTokenService,
} from './async-token.ts';
export { type JobWorker, startJobWorker } from './bullmq-worker.ts';
export { type ChartJobExecutor, type ChartJobPayload, runChartJob } from './chart-job.ts';
export { EVENTS_PER_READ, type EventLog, isStreamId } from './event-log.ts';
export type { AsyncEvent, ChartJobState, JobError, JobStatus, SqlLabQueryChange, Topic, TopicMap } from './events.ts';
export { type JobInfrastructure, openJobInfrastructure } from './infrastructure.ts';
export { createJobs, type Jobs, type JobsDeps, SUPERSEDED_MESSAGE, type SubmitChartJob } from './jobs.ts';
export type { PubSub, Subscription } from './pubsub.ts';
export {
  assertRedisReachable,
  EXIT_REDIS_UNAVAILABLE,
  RedisStartupError,
  RedisUnavailableError,
} from './redis.ts';
export { createResultStore, type ResultLookup, type ResultStore, resultUrlOf } from './result-store.ts';
export { type JobsSettings, loadJobsSettings } from './settings.ts';
export { ASYNC_EVENTS_WS_PATH, createAsyncEventsSocket } from './ws-events.ts';
