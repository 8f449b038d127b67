import { fieldErrorMessage } from '../relay/errors.ts';

/** One query result as the chart job subscription delivers it. */
export interface JobQueryResult {
  readonly colnames: readonly string[];
  readonly coltypes: readonly number[];
  readonly data: unknown;
  readonly rowcount: number;
  readonly annotationData?: unknown;
}

/** What a chart waiting on an async job shows. */
export type ChartJobPhase =
  | { readonly phase: 'waiting'; readonly running: boolean }
  | { readonly phase: 'done'; readonly result: JobQueryResult | undefined }
  | { readonly phase: 'failed'; readonly message: string };

/** The subscription's `chartJob` payload (status as the GraphQL enum). */
export interface ChartJobPayload {
  readonly status: string;
  readonly errors: readonly { readonly message: string }[];
  readonly result:
    | { readonly ok: true; readonly value: { readonly results: readonly JobQueryResult[] } | null | undefined }
    | { readonly ok: false; readonly errors: readonly unknown[] };
}

export const JOB_FAILED_MESSAGE = 'The query failed without a message.';
export const JOB_STOPPED_MESSAGE = 'Updating chart was stopped';

/**
 * Spec 002 async flow: a job resolves on its done event (with the result fetched from result_url)
 * and rejects on its error event, whose messages are shown.
 */
export function chartJobPhase(payload: ChartJobPayload): ChartJobPhase {
  switch (payload.status) {
    case 'DONE': {
      if (!payload.result.ok) return { phase: 'failed', message: fieldErrorMessage(payload.result.errors) };
      return { phase: 'done', result: payload.result.value?.results[0] };
    }
    case 'ERROR':
      return {
        phase: 'failed',
        message: payload.errors.map((e) => e.message).join('\n') || JOB_FAILED_MESSAGE,
      };
    case 'RUNNING':
      return { phase: 'waiting', running: true };
    default:
      return { phase: 'waiting', running: false };
  }
}
