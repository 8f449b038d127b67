import type { Logger } from '../logger.ts';
import type { JobEvents } from './job-events.ts';
import { type ResultStore, resultUrlOf } from './result-store.ts';

/** What a runner carries from the gateway to whoever executes the job (JSON-safe). */
export interface ChartJobPayload {
  jobId: string;
  channelId: string;
  userId: number | null;
  /** The query context, as posted. */
  body: unknown;
}

export interface ChartDataResponseLike {
  result: Record<string, unknown>[];
}

/**
 * Runs the chart-data request as the job's user; throws the engine's or REST's expected errors,
 * whose message is what the client is told. Supplied by the composition (server.ts, worker.ts).
 */
export type ChartJobExecutor = (payload: ChartJobPayload, signal: AbortSignal) => Promise<ChartDataResponseLike>;

export interface ChartJobDeps {
  events: JobEvents;
  results: ResultStore;
  execute: ChartJobExecutor;
  log: Logger;
}

const DEFAULT_RESULT_TTL_S = 86_400;

function messageOf(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) {
    const reason = signal.reason;
    return reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : 'The job was cancelled.';
  }
  return error instanceof Error ? error.message : String(error);
}

/** Runs one job to its end and tells the channel; never throws for the query's own failures. */
export async function runChartJob(payload: ChartJobPayload, deps: ChartJobDeps, signal: AbortSignal): Promise<void> {
  const { events } = deps;
  const running = await events.transition(payload.jobId, { status: 'running', progress: 0 });
  // Unknown (expired) or already finished (cancelled, past its deadline): nothing to run.
  if (!running) return;
  try {
    const response = await deps.execute(payload, signal);
    if (signal.aborted) throw signal.reason;
    const ttl = Math.max(...response.result.map((r) => Number(r.cache_timeout) || 0), 0) || DEFAULT_RESULT_TTL_S;
    const cacheKey = await deps.results.put(payload.userId, response, ttl);
    await events.transition(payload.jobId, { status: 'done', progress: 1, resultUrl: resultUrlOf(cacheKey) });
  } catch (error) {
    const message = messageOf(error, signal);
    deps.log.info({ jobId: payload.jobId, message }, 'chart job failed');
    await events.transition(payload.jobId, { status: 'error', errors: [{ message }] });
  }
}
