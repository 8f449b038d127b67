import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useAdvancedDataTypeConvertQuery } from './__generated__/useAdvancedDataTypeConvertQuery.graphql.ts';
import type { useAdvancedDataTypeFlagsQuery } from './__generated__/useAdvancedDataTypeFlagsQuery.graphql.ts';

/** How long typing must pause before the values are sent to the server (Superset's 600 ms). */
export const ADVANCED_TYPE_DEBOUNCE_MS = 600;

export type AdvancedTypeState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ok'; readonly displayValue: string; readonly operators: readonly string[] }
  | { readonly status: 'error'; readonly message: string; readonly operators: readonly string[] };

const flagsQuery = graphql`
  query useAdvancedDataTypeFlagsQuery {
    featureFlags
  }
`;

const convertQuery = graphql`
  query useAdvancedDataTypeConvertQuery($type: String!, $values: [String!]!) {
    advancedDataTypeConvert(type: $type, values: $values) {
      displayValue
      errorMessage
      validFilterOperators
    }
  }
`;

/** Whether the server runs with ENABLE_ADVANCED_DATA_TYPES (null until it answered). */
export function useAdvancedDataTypesEnabled(): boolean | null {
  const environment = useRelayEnvironment();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  useEffect(() => {
    const subscription = fetchQuery<useAdvancedDataTypeFlagsQuery>(environment, flagsQuery, {}).subscribe({
      next: (data) => setEnabled(data.featureFlags.includes('ENABLE_ADVANCED_DATA_TYPES')),
      error: () => setEnabled(false),
    });
    return () => subscription.unsubscribe();
  }, [environment]);
  return enabled;
}

/**
 * The server's reading of filter values typed for a column with an advanced data type
 * (internet_address, port), 600 ms after the last change: its display value and operators, or its
 * error message. `type` null: nothing is asked.
 */
export function useAdvancedDataType(type: string | null, values: readonly string[]): AdvancedTypeState {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<AdvancedTypeState>({ status: 'idle' });
  const key = JSON.stringify(values);
  useEffect(() => {
    if (!type) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading' });
    let cancelled = false;
    const timer = setTimeout(() => {
      const list = JSON.parse(key) as string[];
      fetchQuery<useAdvancedDataTypeConvertQuery>(
        environment,
        convertQuery,
        { type, values: list.length ? list : [''] },
        { fetchPolicy: 'network-only' },
      )
        .toPromise()
        .then((data) => {
          if (cancelled) return;
          const answer = data?.advancedDataTypeConvert;
          if (!answer) return setState({ status: 'error', message: 'Failed to retrieve advanced type', operators: [] });
          setState(
            answer.errorMessage
              ? { status: 'error', message: answer.errorMessage, operators: answer.validFilterOperators }
              : { status: 'ok', displayValue: answer.displayValue, operators: answer.validFilterOperators },
          );
        })
        .catch(() => {
          if (!cancelled) setState({ status: 'error', message: 'Failed to retrieve advanced type', operators: [] });
        });
    }, ADVANCED_TYPE_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [environment, type, key]);
  return state;
}
