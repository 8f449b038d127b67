import { useCallback, useEffect, useRef, useState } from 'react';
import { commitMutation, fetchQuery, graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import type { useQueryRunProgressSubscription } from './__generated__/useQueryRunProgressSubscription.graphql.ts';
import type { useQueryRunResultsQuery } from './__generated__/useQueryRunResultsQuery.graphql.ts';
import type { useQueryRunStartMutation } from './__generated__/useQueryRunStartMutation.graphql.ts';
import type { useQueryRunStopMutation } from './__generated__/useQueryRunStopMutation.graphql.ts';
import { isFinal, type QuerySnapshot, runStateOf } from './queryRunState.ts';
import type { RunState } from './runState.ts';

const progressSubscription = graphql`
  subscription useQueryRunProgressSubscription($clientId: String!) {
    sqlLabQueryProgress(clientId: $clientId) {
      ...useQueryRun_snapshot @relay(mask: false)
    }
  }
`;

graphql`
  fragment useQueryRun_snapshot on SqlLabQuery {
    id
    clientId
    status
    progress
    startTime
    durationMs
    errorMessage
    errorLine
    rows
    limit
    limitReached
    csvUrl
  }
`;

const resultsQuery = graphql`
  query useQueryRunResultsQuery($clientId: String!) {
    sqlLabQuery(clientId: $clientId) {
      ...useQueryRun_snapshot @relay(mask: false)
      results {
        columns {
          name
        }
        rows
      }
    }
  }
`;

const startMutation = graphql`
  mutation useQueryRunStartMutation($input: RunSqlLabQueryInput!) {
    runSqlLabQuery(input: $input) {
      __typename
      ... on RunSqlLabQueryPayload {
        query {
          ...useQueryRun_snapshot @relay(mask: false)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const stopMutation = graphql`
  mutation useQueryRunStopMutation($clientId: String!) {
    stopSqlLabQuery(clientId: $clientId) {
      __typename
      ... on StopSqlLabQueryPayload {
        query {
          ...useQueryRun_snapshot @relay(mask: false)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export interface RunRequest {
  readonly databaseId: number;
  readonly sql: string;
  readonly schema: string;
  readonly queryLimit: number;
  readonly tabName: string;
  readonly tabId: string;
  /** Lines above the run SQL in the editor, to place the database's error line. */
  readonly lineShift: number;
}

/** A fresh client id: letters and digits, as the REST API accepts them. */
function newClientId(): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, 16);
}

/**
 * Runs a tab's SQL as an async SQL Lab query and follows it over the progress subscription until it
 * ends; `follow(clientId)` picks up a query started before a reload or in another browser tab.
 */
export function useQueryRun(onStarted: (clientId: string, tabId: string) => void) {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<RunState>({ status: 'idle' });
  const following = useRef<{ clientId: string; dispose: () => void } | null>(null);
  const lineShift = useRef(0);

  const stopFollowing = useCallback(() => {
    following.current?.dispose();
    following.current = null;
  }, []);

  const loadResults = useCallback(
    (clientId: string) => {
      fetchQuery<useQueryRunResultsQuery>(environment, resultsQuery, { clientId }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => {
          if (following.current?.clientId !== clientId && following.current !== null) return;
          const query = data?.sqlLabQuery;
          if (!query) {
            setState({ status: 'failed', message: 'The query was not found.', line: null, elapsedMs: 0 });
            return;
          }
          setState(runStateOf(query as QuerySnapshot, query.results ?? null, lineShift.current));
        })
        .catch((error: Error) => setState({ status: 'failed', message: error.message, line: null, elapsedMs: 0 }));
    },
    [environment],
  );

  const follow = useCallback(
    (clientId: string, shift = 0) => {
      stopFollowing();
      lineShift.current = shift;
      setState((current) =>
        current.status === 'running' && current.queryId === clientId
          ? current
          : { status: 'running', queryId: clientId, startedAt: Date.now(), progress: 0 },
      );
      const subscription = requestSubscription<useQueryRunProgressSubscription>(environment, {
        subscription: progressSubscription,
        variables: { clientId },
        onNext: (response) => {
          const query = response?.sqlLabQueryProgress;
          if (!query || following.current?.clientId !== clientId) return;
          if (query.status === 'SUCCESS') loadResults(clientId);
          else if (isFinal(query.status) || query.status === 'RUNNING' || query.status === 'PENDING') {
            setState(runStateOf(query as QuerySnapshot, null, lineShift.current));
          }
        },
        onError: (error) => {
          if (following.current?.clientId !== clientId) return;
          setState({ status: 'failed', message: error.message, line: null, elapsedMs: 0 });
        },
      });
      following.current = { clientId, dispose: () => subscription.dispose() };
    },
    [environment, loadResults, stopFollowing],
  );

  const run = useCallback(
    (request: RunRequest) => {
      const clientId = newClientId();
      stopFollowing();
      setState({ status: 'running', queryId: clientId, startedAt: Date.now(), progress: 0 });
      commitMutation<useQueryRunStartMutation>(environment, {
        mutation: startMutation,
        variables: {
          input: {
            databaseId: request.databaseId,
            sql: request.sql,
            schema: request.schema || null,
            queryLimit: request.queryLimit,
            runAsync: true,
            clientId,
            tab: request.tabName,
            sqlEditorId: request.tabId,
          },
        },
        onCompleted: (response) => {
          const result = response.runSqlLabQuery;
          if (result.__typename === 'RunSqlLabQueryPayload') {
            onStarted(clientId, request.tabId);
            follow(clientId, request.lineShift);
          } else {
            const message = ('message' in result && result.message) || 'The query was refused.';
            setState({ status: 'failed', message, line: null, elapsedMs: 0 });
          }
        },
        onError: (error) => setState({ status: 'failed', message: error.message, line: null, elapsedMs: 0 }),
      });
    },
    [environment, follow, onStarted, stopFollowing],
  );

  const stop = useCallback(() => {
    const clientId = following.current?.clientId;
    if (!clientId) return;
    commitMutation<useQueryRunStopMutation>(environment, {
      mutation: stopMutation,
      variables: { clientId },
      onCompleted: (response) => {
        const result = response.stopSqlLabQuery;
        if (result.__typename !== 'StopSqlLabQueryPayload' || !result.query) return;
        // It may have ended on its own just before the stop arrived.
        if (result.query.status === 'SUCCESS') loadResults(clientId);
        else setState(runStateOf(result.query as QuerySnapshot, null, lineShift.current));
      },
    });
  }, [environment, loadResults]);

  const reset = useCallback(() => {
    stopFollowing();
    setState({ status: 'idle' });
  }, [stopFollowing]);

  useEffect(() => stopFollowing, [stopFollowing]);

  return { state, run, stop, follow, reset };
}
