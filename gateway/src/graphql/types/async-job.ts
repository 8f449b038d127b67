import { builder } from '../builder.ts';
import { ChartroomError } from '../errors.ts';
import type { RestChartDataResponse } from '../rest-types.ts';
import { ChartDataRef, type PendingChartJob } from './chart-data.ts';

/** The REST shape of `GET /api/v1/async_event/job/{id}/stream` (and of a 202's job, renamed). */
type RestChartJobState = PendingChartJob;

/** Where finished jobs' results live (REST's `result_url`); nothing else is fetched on a job's word. */
const RESULT_URL = /^\/api\/v1\/chart\/data\/[A-Za-z0-9_-]+$/;

interface RestAsyncEvent {
  id: string;
  channel_id: string;
  job_id: string;
  user_id: number | null;
  status: RestChartJobState['status'];
  errors: { message: string }[];
  result_url: string | null;
}

/** Parses server-sent events as they arrive; an `error` event ends the stream with its message. */
async function* readSse<T>(body: ReadableStream<Uint8Array>, event: string): AsyncGenerator<T> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      let name = 'message';
      let data = '';
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) name = line.slice(6).trim();
        else if (line.startsWith('data:')) data += line.slice(5).trim();
      }
      if (name === 'error') {
        const message = (JSON.parse(data || '{}') as { message?: string }).message ?? 'The event stream stopped.';
        throw new ChartroomError('UPSTREAM_ERROR', message);
      }
      if (name === event && data) yield JSON.parse(data) as T;
    }
  }
}

/** Follows a REST event stream for as long as the subscription lives. */
export async function* follow<T>(open: (signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>, event: string) {
  const controller = new AbortController();
  try {
    yield* readSse<T>(await open(controller.signal), event);
  } finally {
    controller.abort();
  }
}

const JobStatusRef = builder.enumType('ChartJobStatus', {
  description: 'Where an async chart job is: queued, running, finished with a result, or failed.',
  values: {
    PENDING: { value: 'pending', description: 'Queued.' },
    RUNNING: { value: 'running', description: 'A worker runs it.' },
    DONE: { value: 'done', description: 'Finished; `resultUrl` holds the result.' },
    ERROR: { value: 'error', description: 'Failed, cancelled or superseded; `errors` says why.' },
  } as const,
});

const JobErrorRef = builder.objectRef<{ message: string }>('ChartJobError').implement({
  description: 'Why a job failed.',
  fields: (t) => ({ message: t.exposeString('message', { description: 'The message to show.' }) }),
});

const ChartJobRef = builder.objectRef<RestChartJobState>('ChartJob').implement({
  description: 'The state of one async chart-data job (GLOBAL_ASYNC_QUERIES).',
  fields: (t) => ({
    jobId: t.exposeID('jobId', { description: 'The job id of the 202 answer of POST /api/v1/chart/data.' }),
    channelId: t.exposeString('channelId', { description: "The async channel of the job's client." }),
    status: t.field({ type: JobStatusRef, description: 'Where the job is.', resolve: (s) => s.status }),
    errors: t.field({ type: [JobErrorRef], description: 'Why it failed (empty otherwise).', resolve: (s) => s.errors }),
    resultUrl: t.exposeString('resultUrl', {
      nullable: true,
      description: 'GET this (REST) for the result once the job is done.',
    }),
    progress: t.exposeFloat('progress', { nullable: true, description: 'From 0 to 1 where known.' }),
    result: t.field({
      type: ChartDataRef,
      nullable: true,
      description: 'Once the job is done: its result, read from `resultUrl` (null before).',
      resolve: async (s, _args, ctx) => {
        if (s.status !== 'done' || !s.resultUrl) return null;
        if (!RESULT_URL.test(s.resultUrl)) {
          throw new ChartroomError('UPSTREAM_ERROR', 'The job finished with an unexpected result address.');
        }
        const response = await ctx.rest.get<RestChartDataResponse>(s.resultUrl);
        return { results: response.result };
      },
    }),
  }),
});

builder.objectField(ChartDataRef, 'job', (t) =>
  t.field({
    type: ChartJobRef,
    nullable: true,
    description:
      'With GLOBAL_ASYNC_QUERIES, when the result was not cached: the job computing it (`results` is empty); ' +
      'follow it with `Subscription.chartJob`, whose done state carries the result. Null otherwise.',
    resolve: (d) => d.job ?? null,
  }),
);

const AsyncEventRef = builder.objectRef<RestAsyncEvent>('AsyncEvent').implement({
  description: "One event of the caller's async channel, as GET /api/v1/async_event/ lists them.",
  fields: (t) => ({
    id: t.exposeString('id', { description: 'Stream id; pass it as `lastId` to resume after it.' }),
    channelId: t.exposeString('channel_id', { description: 'The channel.' }),
    jobId: t.exposeID('job_id', { description: 'The job.' }),
    userId: t.exposeInt('user_id', { nullable: true, description: 'The REST id of the job owner.' }),
    status: t.field({ type: JobStatusRef, description: 'The job status.', resolve: (e) => e.status }),
    errors: t.field({ type: [JobErrorRef], description: 'Why it failed.', resolve: (e) => e.errors }),
    resultUrl: t.exposeString('result_url', { nullable: true, description: 'Where the result is, once done.' }),
  }),
});

builder.subscriptionType({ description: 'Live updates, over server-sent events or WebSocket (graphql-ws).' });

builder.subscriptionField('chartJob', (t) =>
  t.field({
    type: ChartJobRef,
    description:
      "A job's current state first (so a late subscriber still hears the end), then every change until it ends.",
    args: { jobId: t.arg.id({ required: true, description: 'The job id.' }) },
    subscribe: (_root, { jobId }, ctx) =>
      follow<RestChartJobState>(
        (signal) => ctx.rest.stream(`/api/v1/async_event/job/${encodeURIComponent(String(jobId))}/stream`, signal),
        'chart_job',
      ),
    resolve: (state) => state,
  }),
);

builder.subscriptionField('asyncEvents', (t) =>
  t.field({
    type: AsyncEventRef,
    description: "The events of the caller's async channel (async-token cookie) after `lastId`, then live ones.",
    args: { lastId: t.arg.string({ required: false, description: 'Resume after this event id.' }) },
    subscribe: (_root, { lastId }, ctx) =>
      follow<RestAsyncEvent>(
        (signal) =>
          ctx.rest.stream(
            `/api/v1/async_event/stream${lastId ? `?last_id=${encodeURIComponent(lastId)}` : ''}`,
            signal,
          ),
        'async_event',
      ),
    resolve: (event) => event,
  }),
);
