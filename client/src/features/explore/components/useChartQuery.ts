import { buildQueryContext, type ChartFormData } from '@chartroom/viz';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { ExploreFormData } from '../state/exploreState.ts';
import type { useChartQueryQuery } from './__generated__/useChartQueryQuery.graphql.ts';
import { type ChartStatus, NETWORK_ERROR } from './chartStatus.ts';

const query = graphql`
  query useChartQueryQuery($queryContext: JSON!, $force: Boolean) {
    chartData(queryContext: $queryContext, force: $force) {
      job {
        jobId
      }
      results {
        colnames
        coltypes
        data
        rowcount
        annotationData
        query
        isCached
        error
      }
    }
  }
`;

function errorMessage(error: unknown): string {
  const errors = (error as { errors?: readonly { message?: string }[] }).errors;
  return errors?.[0]?.message ?? (error instanceof Error && error.message ? error.message : NETWORK_ERROR);
}

/**
 * Runs the form's query each time `runId` changes (Run / Update chart), through the root
 * `chartData` field; leaving or stopping unsubscribes, which cancels the request.
 */
export function useChartQuery(formData: ExploreFormData | null, runId: number, force: boolean) {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<ChartStatus>({ status: 'empty' });
  const [stopper, setStopper] = useState<(() => void) | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a query runs on Run only, not on every form change
  useEffect(() => {
    if (!formData || runId === 0) return;
    let queryContext: unknown;
    try {
      queryContext = buildQueryContext(formData as unknown as ChartFormData);
    } catch (error) {
      setState({ status: 'failed', message: (error as Error).message });
      return;
    }
    setState({ status: 'loading', startedAt: Date.now() });
    const subscription = fetchQuery<useChartQueryQuery>(
      environment,
      query,
      { queryContext, force },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (data) => {
        const answer = data.chartData;
        if (answer.job) return setState({ status: 'waiting', jobId: answer.job.jobId });
        const first = answer.results[0];
        if (!first) return setState({ status: 'failed', message: 'The query returned no result.' });
        if (first.error) return setState({ status: 'failed', message: first.error });
        setState({
          status: 'success',
          jobId: null,
          result: {
            colnames: first.colnames,
            coltypes: first.coltypes,
            data: first.data,
            rowcount: first.rowcount,
            annotationData: first.annotationData,
            query: first.query ?? null,
            isCached: first.isCached,
          },
        });
      },
      error: (error: unknown) => setState({ status: 'failed', message: errorMessage(error) }),
    });
    setStopper(() => () => {
      subscription.unsubscribe();
      setState({ status: 'stopped' });
    });
    return () => subscription.unsubscribe();
  }, [environment, runId]);
  return { state, stop: state.status === 'loading' ? stopper : null };
}
