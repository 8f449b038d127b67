import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useChartJobSubscription } from './__generated__/useChartJobSubscription.graphql.ts';
import { type ChartJobPhase, chartJobPhase, JOB_STOPPED_MESSAGE } from './chartJobState.ts';
import { jobAbandonmentFor } from './jobAbandonment.ts';

const subscription = graphql`
  subscription useChartJobSubscription($jobId: ID!) {
    chartJob(jobId: $jobId) {
      jobId
      status
      errors {
        message
      }
      result @catch(to: RESULT) {
        results {
          colnames
          coltypes
          data
          rowcount
          annotationData
        }
      }
    }
  }
`;

/**
 * Follows an async chart job (the `job` of a chart's data when the result was not cached) through
 * `Subscription.chartJob`, which starts with the job's current state, so a job that ended before the
 * subscription opened is still heard. Its done state carries the result the gateway read from result_url.
 */
export function useChartJob(jobId: string): ChartJobPhase {
  const [phase, setPhase] = useState<{ jobId: string; value: ChartJobPhase } | null>(null);
  const finished = useRef<{ jobId: string; final: boolean }>({ jobId, final: false });
  const config = useMemo<GraphQLSubscriptionConfig<useChartJobSubscription>>(() => {
    finished.current = { jobId, final: false };
    const done = () => {
      if (finished.current.jobId === jobId) finished.current.final = true;
    };
    let final = false;
    return {
      subscription,
      variables: { jobId },
      onNext: (response) => {
        if (!response?.chartJob) return;
        const next = chartJobPhase(response.chartJob);
        final = next.phase !== 'waiting';
        if (final) done();
        setPhase({ jobId, value: next });
      },
      onError: (error) => {
        final = true;
        done();
        setPhase({ jobId, value: { phase: 'failed', message: error.message } });
      },
      onCompleted: () => {
        if (!final) setPhase({ jobId, value: { phase: 'failed', message: JOB_STOPPED_MESSAGE } });
      },
    };
  }, [jobId]);
  useSubscription(config);
  // Leaving before the job ends cancels it (after a moment, so that a remount keeps it).
  const abandonment = jobAbandonmentFor(useRelayEnvironment());
  useEffect(() => {
    abandonment.watch(jobId);
    return () => abandonment.unwatch(jobId, finished.current.jobId === jobId && finished.current.final);
  }, [abandonment, jobId]);
  return phase && phase.jobId === jobId ? phase.value : { phase: 'waiting', running: false };
}
