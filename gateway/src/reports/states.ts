/** Superset's ReportState values, as the execution log and `last_state` carry them. */
export const REPORT_STATES = ['Success', 'Working', 'Error', 'Not triggered', 'On Grace'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const STILL_WORKING_MESSAGE = 'Report Schedule is still working, refusing to re-compute.';
export const WORKING_TIMEOUT_MESSAGE = 'Report Schedule reached a working timeout.';

export interface ReportStatus {
  type: string;
  lastState: string;
  /** Seconds a run may stay Working before the next one declares it dead. */
  workingTimeout: number;
  /** Seconds after a sent alert during which it does not send again. */
  gracePeriod: number;
}

export type RunDecision =
  | { kind: 'run' }
  | { kind: 'grace' }
  | { kind: 'refuse'; state: 'Working' | 'Error'; message: string };

/**
 * Superset's ReportScheduleStateMachine, the choice part: a run still Working refuses the next one
 * (Working "still working"), or ends in Error once `working_timeout` is over; an alert that sent
 * within its `grace_period` logs On Grace; everything else runs.
 */
export function decideRun(
  status: ReportStatus,
  history: { lastWorkingStart: Date | null; lastSuccessEnd: Date | null },
  now: Date,
): RunDecision {
  if (status.lastState === 'Working') {
    const started = history.lastWorkingStart?.getTime() ?? 0;
    if (now.getTime() - started >= status.workingTimeout * 1000) {
      return { kind: 'refuse', state: 'Error', message: WORKING_TIMEOUT_MESSAGE };
    }
    return { kind: 'refuse', state: 'Working', message: STILL_WORKING_MESSAGE };
  }
  if (
    status.type === 'Alert' &&
    (status.lastState === 'Success' || status.lastState === 'On Grace') &&
    history.lastSuccessEnd &&
    now.getTime() < history.lastSuccessEnd.getTime() + status.gracePeriod * 1000
  ) {
    return { kind: 'grace' };
  }
  return { kind: 'run' };
}
