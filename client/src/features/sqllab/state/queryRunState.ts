import type { Row } from './rows.ts';
import type { RunState } from './runState.ts';

/** The fields of a SQL Lab query the result pane needs, as GraphQL answers them. */
export interface QuerySnapshot {
  readonly clientId: string;
  readonly status: string;
  readonly progress: number;
  readonly startTime: string;
  readonly durationMs: number | null;
  readonly errorMessage: string | null;
  readonly errorLine: number | null;
  readonly rows: number | null;
  readonly limit: number | null;
  readonly limitReached: boolean;
  readonly csvUrl: string | null;
}

export interface ResultsSnapshot {
  readonly columns: readonly { readonly name: string }[];
  readonly rows: unknown;
}

/**
 * The pane's state for a query as the server last reported it. `lineShift` moves the database's
 * line (counted in the SQL that ran) to the editor's line when only a statement or a selection ran.
 */
export function runStateOf(query: QuerySnapshot, results: ResultsSnapshot | null, lineShift = 0): RunState {
  const elapsedMs = query.durationMs ?? 0;
  switch (query.status) {
    case 'PENDING':
    case 'RUNNING':
      return {
        status: 'running',
        queryId: query.clientId,
        startedAt: Date.parse(query.startTime),
        progress: query.progress,
      };
    case 'STOPPED':
      return { status: 'stopped', elapsedMs };
    case 'SUCCESS': {
      if (!results) {
        return {
          status: 'failed',
          message: 'The results of this query are no longer kept: run it again.',
          line: null,
          elapsedMs,
        };
      }
      const rows = (Array.isArray(results.rows) ? results.rows : []) as Row[];
      return {
        status: 'success',
        queryId: query.clientId,
        columns: results.columns.map((c) => c.name),
        rows,
        rowCount: query.rows ?? rows.length,
        limitReached: query.limitReached,
        limit: query.limit,
        elapsedMs,
        csvUrl: query.csvUrl,
      };
    }
    case 'TIMED_OUT':
      return {
        status: 'failed',
        message: query.errorMessage ?? 'The query exceeded the time limit and was stopped.',
        line: null,
        elapsedMs,
      };
    default:
      return {
        status: 'failed',
        message: query.errorMessage ?? 'The query failed without a message from the database.',
        line: query.errorLine === null ? null : query.errorLine + lineShift,
        elapsedMs,
      };
  }
}

/** Whether the server will report anything more about this query. */
export function isFinal(status: string): boolean {
  return status === 'SUCCESS' || status === 'FAILED' || status === 'STOPPED' || status === 'TIMED_OUT';
}
