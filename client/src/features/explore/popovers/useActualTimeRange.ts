import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useActualTimeRangeQuery } from './__generated__/useActualTimeRangeQuery.graphql.ts';

export type ActualTimeRange =
  | { readonly status: 'loading' }
  | { readonly status: 'ok'; readonly since: string; readonly until: string }
  | { readonly status: 'error'; readonly message: string };

const query = graphql`
  query useActualTimeRangeQuery($expression: String!) {
    timeRange(expression: $expression) {
      since
      until
    }
  }
`;

/** The server's evaluation of a time range (500 ms after the last change), or its error message. */
export function useActualTimeRange(expression: string): ActualTimeRange {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<ActualTimeRange>({ status: 'loading' });
  useEffect(() => {
    setState({ status: 'loading' });
    let cancelled = false;
    const timer = setTimeout(() => {
      fetchQuery<useActualTimeRangeQuery>(environment, query, { expression }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => {
          if (cancelled) return;
          if (!data) return setState({ status: 'error', message: 'Network error.' });
          setState({ status: 'ok', since: data.timeRange.since ?? '', until: data.timeRange.until ?? '' });
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          const errors = (error as { errors?: readonly { message: string }[] }).errors;
          setState({ status: 'error', message: errors?.[0]?.message ?? (error as Error).message ?? 'Network error.' });
        });
    }, 500);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [environment, expression]);
  return state;
}
