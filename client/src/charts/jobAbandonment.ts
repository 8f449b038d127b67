import { commitMutation, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { jobAbandonmentCancelMutation } from './__generated__/jobAbandonmentCancelMutation.graphql.ts';

/** How long a job may go unwatched before its client is taken to have left (StrictMode remounts at once). */
export const ABANDON_AFTER_MS = 1_000;

/**
 * A chart that stops watching its unfinished job (the page moved on, the chart was removed) cancels
 * it, so the warehouse stops working for nobody (an abort stops the chart without an error).
 * Watching is counted per job: a remount, or another view of the same job, keeps it alive.
 */
export function createJobAbandonment(cancel: (jobId: string) => void, delayMs = ABANDON_AFTER_MS) {
  const watchers = new Map<string, number>();
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    watch(jobId: string): void {
      watchers.set(jobId, (watchers.get(jobId) ?? 0) + 1);
      const timer = pending.get(jobId);
      if (timer !== undefined) {
        clearTimeout(timer);
        pending.delete(jobId);
      }
    },
    /** `finished`: the job ended (nothing to cancel). */
    unwatch(jobId: string, finished: boolean): void {
      const left = (watchers.get(jobId) ?? 1) - 1;
      if (left > 0) {
        watchers.set(jobId, left);
        return;
      }
      watchers.delete(jobId);
      if (finished) return;
      pending.set(
        jobId,
        setTimeout(() => {
          pending.delete(jobId);
          if (!watchers.has(jobId)) cancel(jobId);
        }, delayMs),
      );
    },
  };
}

const cancelMutation = graphql`
  mutation jobAbandonmentCancelMutation($jobId: ID!) {
    cancelChartJob(jobId: $jobId) {
      __typename
    }
  }
`;

const byEnvironment = new WeakMap<Environment, ReturnType<typeof createJobAbandonment>>();

/**
 * The abandonment of the charts drawn with one Relay environment: a job left unwatched is given up
 * through the `cancelChartJob` mutation (best effort: a job that ended first or a refusal changes nothing).
 */
export function jobAbandonmentFor(environment: Environment) {
  let abandonment = byEnvironment.get(environment);
  if (!abandonment) {
    abandonment = createJobAbandonment((jobId) => {
      commitMutation<jobAbandonmentCancelMutation>(environment, {
        mutation: cancelMutation,
        variables: { jobId },
        onError: () => {},
      });
    });
    byEnvironment.set(environment, abandonment);
  }
  return abandonment;
}
