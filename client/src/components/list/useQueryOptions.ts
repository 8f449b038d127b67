import { useEffect, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { formatMessage, toastError } from '../toaster.ts';
import type { ListFilterOption } from './ListFilterSelect.tsx';

/**
 * Options of a list filter read through a GraphQL query of their own, so that a refusal costs the
 * filter its choices, not the list. Read on every mount (the choices change as content does). Empty
 * while loading; a failure says so and leaves no choices. `variables` must be stable between renders
 * (a constant or memoised); `read` a pure function.
 */
export function useQueryOptions<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: Q['variables'],
  read: (data: Q['response']) => ListFilterOption[],
): readonly ListFilterOption[] {
  const environment = useRelayEnvironment();
  const [options, setOptions] = useState<readonly ListFilterOption[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reader is a pure function; query and variables decide
  useEffect(() => {
    const subscription = fetchQuery<Q>(environment, query, variables).subscribe({
      next: (data) => setOptions(read(data)),
      error: (error: Error) =>
        toastError(formatMessage('An error occurred while fetching %ss: %s', 'filter option', error.message)),
    });
    return () => subscription.unsubscribe();
  }, [environment, query, variables]);
  return options;
}
