import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger.ts';
import { type AsyncTokenService, createAsyncTokenService } from './async-token.ts';
import { createBullmqRunner } from './bullmq-runner.ts';
import { type ChartJobExecutor, runChartJob } from './chart-job.ts';
import { EVENTS_PER_READ } from './event-log.ts';
import { type AsyncEvent, type ChartJobState, isFinal } from './events.ts';
import type { JobInfrastructure } from './infrastructure.ts';
import { createMemoryRunner } from './memory-runner.ts';
import { createResultStore, type ResultStore } from './result-store.ts';
import type { JobRunner } from './runner.ts';
import type { JobsSettings } from './settings.ts';

export interface SubmitChartJob {
  channelId: string;
  userId: number | null;
  body: unknown;
  /** The chart the query belongs to, when known: a newer job of the same chart and user supersedes this one. */
  chartId: number | null;
}

/** The async-query service of a gateway. */
export interface Jobs {
  readonly mode: 'in-process' | 'redis';
  readonly tokens: AsyncTokenService;
  readonly results: ResultStore;
  readonly infrastructure: JobInfrastructure;
  /** Queues the job and returns its pending state (the 202 body's source). */
  submit(input: SubmitChartJob): Promise<ChartJobState>;
  get(jobId: string): Promise<ChartJobState | null>;
  /** Ends the job as an error with `reason` and stops it wherever it runs. */
  cancel(jobId: string, reason: string): Promise<ChartJobState | null>;
  /** The job's current state first, then each change, ending after a final one (or when `signal` aborts). */
  watch(jobId: string, signal: AbortSignal): AsyncIterable<ChartJobState>;
  /** The channel's events after `lastId`, then live ones, until `signal` aborts. */
  channelEvents(channelId: string, lastId: string | null, signal: AbortSignal): AsyncIterable<AsyncEvent>;
  close(): Promise<void>;
}

export interface JobsDeps {
  settings: JobsSettings;
  infrastructure: JobInfrastructure;
  /** Runs jobs in this process when there is no Redis (workers call it themselves otherwise). */
  execute: ChartJobExecutor;
  secretMaterial: () => Promise<string>;
  log: Logger;
}

export const SUPERSEDED_MESSAGE = 'Superseded by a newer request for the same chart.';

export function createJobs(deps: JobsDeps): Jobs {
  const { settings, infrastructure, log } = deps;
  const { events, pubsub } = infrastructure;
  const results = createResultStore(infrastructure.cache);
  const deadlines = new Map<string, NodeJS.Timeout>();

  const fail = async (jobId: string, message: string) => {
    const state = await events.transition(jobId, { status: 'error', errors: [{ message }] }).catch((err) => {
      log.warn({ err, jobId }, 'could not record the end of a job');
      return null;
    });
    return state;
  };

  const runner: JobRunner =
    infrastructure.mode === 'redis' && settings.redisUrl
      ? createBullmqRunner(
          { redisUrl: settings.redisUrl, prefix: `${settings.redisPrefix}bull`, queueName: settings.queueName },
          pubsub,
          (jobId, message) => void fail(jobId, message),
          log,
        )
      : createMemoryRunner(
          (payload, signal) => runChartJob(payload, { events, results, execute: deps.execute, log }, signal),
          settings.concurrency,
        );

  const armDeadline = (jobId: string) => {
    const timer = setTimeout(() => {
      deadlines.delete(jobId);
      void (async () => {
        const state = await fail(
          jobId,
          `The query did not finish within ${Math.round(settings.deadlineMs / 1000)} seconds.`,
        );
        if (state) await runner.cancel(jobId, 'deadline').catch(() => {});
      })();
    }, settings.deadlineMs);
    timer.unref();
    deadlines.set(jobId, timer);
  };

  const jobs: Jobs = {
    mode: infrastructure.mode,
    tokens: createAsyncTokenService(deps.secretMaterial),
    results,
    infrastructure,
    async submit(input) {
      const now = Date.now();
      const state: ChartJobState = {
        jobId: randomUUID(),
        channelId: input.channelId,
        userId: input.userId,
        status: 'pending',
        errors: [],
        resultUrl: null,
        progress: null,
        deadlineAt: now + settings.deadlineMs,
        supersedeKey: input.chartId !== null ? `${input.userId ?? 'anonymous'}:${input.chartId}` : null,
        updatedAt: now,
      };
      await events.start(state);
      if (state.supersedeKey) {
        const previous = await events.store.supersede(state.supersedeKey, state.jobId);
        if (previous && previous !== state.jobId) await jobs.cancel(previous, SUPERSEDED_MESSAGE);
      }
      armDeadline(state.jobId);
      try {
        await runner.submit({ jobId: state.jobId, channelId: state.channelId, userId: state.userId, body: input.body });
      } catch (error) {
        await fail(state.jobId, 'The job could not be queued.');
        throw error;
      }
      return state;
    },
    get: (jobId) => events.store.get(jobId),
    async cancel(jobId, reason) {
      const state = await fail(jobId, reason);
      await runner.cancel(jobId, reason);
      return state;
    },
    watch(jobId, signal) {
      return watchJob(jobId, signal);
    },
    channelEvents(channelId, lastId, signal) {
      return followChannel(channelId, lastId, signal);
    },
    async close() {
      for (const t of deadlines.values()) clearTimeout(t);
      deadlines.clear();
      await runner.close();
    },
  };

  async function* watchJob(jobId: string, signal: AbortSignal): AsyncIterable<ChartJobState> {
    const inner = new AbortController();
    const stop = () => inner.abort();
    signal.addEventListener('abort', stop, { once: true });
    try {
      const live = pubsub.subscribe('chartJob', jobId, inner.signal);
      await live.ready;
      const current = await events.store.get(jobId);
      if (!current) return;
      yield current;
      if (isFinal(current.status)) return;
      let last = current.updatedAt;
      for await (const state of live) {
        if (state.updatedAt < last) continue;
        last = state.updatedAt;
        yield state;
        if (isFinal(state.status)) return;
      }
    } finally {
      signal.removeEventListener('abort', stop);
      inner.abort();
    }
  }

  async function* followChannel(
    channelId: string,
    lastId: string | null,
    signal: AbortSignal,
  ): AsyncIterable<AsyncEvent> {
    const inner = new AbortController();
    const stop = () => inner.abort();
    signal.addEventListener('abort', stop, { once: true });
    try {
      const live = pubsub.subscribe('asyncEvents', channelId, inner.signal);
      await live.ready;
      let cursor = lastId;
      // The backlog first, page by page; live events already seen there are skipped by id.
      for (;;) {
        const page = await events.log.read(channelId, cursor, EVENTS_PER_READ);
        for (const e of page) yield e;
        if (page.length) cursor = (page[page.length - 1] as AsyncEvent).id;
        if (page.length < EVENTS_PER_READ) break;
      }
      // Only what the backlog already gave is skipped: live events from several workers may arrive
      // out of stream-id order (XADD on one node, PUBLISH a moment later), and none may be lost.
      const backlogEnd = cursor;
      for await (const e of live) {
        if (backlogEnd && !isAfter(e.id, backlogEnd)) continue;
        yield e;
      }
    } finally {
      signal.removeEventListener('abort', stop);
      inner.abort();
    }
  }

  return jobs;
}

function isAfter(id: string, cursor: string): boolean {
  const [am = 0n, as = 0n] = id.split('-').map(BigInt);
  const [bm = 0n, bs = 0n] = cursor.split('-').map(BigInt);
  return am === bm ? as > bs : am > bm;
}
