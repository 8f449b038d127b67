import { useEffect, useRef, useState, useTransition } from 'react';
import { type ListQueryState, listPageSize, listStateKey } from './listState.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

const searchDelayMs = 300;

export interface UseListQueryOptions {
  readonly initial: ListQueryState;
  /** The resource's refetch variables for a state (search, sort and filters as GraphQL arguments). */
  readonly toVariables: (state: ListQueryState) => Record<string, unknown>;
  // Method syntax on purpose: lists typed for 'store-or-network' alone still fit (parameters are bivariant).
  refetch(variables: Record<string, unknown>, options: { fetchPolicy: 'store-or-network' | 'network-only' }): unknown;
  /** Called with each state once it is sent, so the page can keep it in the URL. */
  readonly onApplied?: (state: ListQueryState) => void;
  /** Called before each refetch, e.g. to go back to the first page. */
  readonly onReset?: () => void;
}

/**
 * The search, sort and filters of a list. Typing refetches once it pauses; sort and filters at once.
 * Refetches run in a transition: the current rows (and the focused search box) stay until the new
 * page is there.
 */
export function useListQuery({ initial, toVariables, refetch, onApplied, onReset }: UseListQueryOptions) {
  const [state, setState] = useState<ListQueryState>(initial);
  const [isRefetching, startTransition] = useTransition();
  const debouncedSearch = useDebouncedValue(state.search.trim(), searchDelayMs);
  const applied = useRef(initial);
  const effective: ListQueryState = { ...state, search: debouncedSearch };
  const effectiveKey = listStateKey(effective);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the effective state
  useEffect(() => {
    if (effectiveKey === listStateKey(applied.current)) return;
    applied.current = effective;
    onApplied?.(effective);
    startTransition(() => {
      onReset?.();
      refetch(
        { ...toVariables(effective), first: listPageSize, after: null, last: null, before: null },
        { fetchPolicy: 'store-or-network' },
      );
    });
  }, [effectiveKey]);

  return {
    state,
    applied: applied.current,
    isRefetching,
    setSearch: (search: string) => setState((current) => ({ ...current, search })),
    setSort: (field: string, direction: 'ASC' | 'DESC') =>
      setState((current) => ({ ...current, sort: { field, direction } })),
    setFilter: (name: string, value: string) =>
      setState((current) => ({ ...current, filters: { ...current.filters, [name]: value } })),
    clearFilters: () => setState((current) => ({ ...current, search: '', filters: {} })),
    /**
     * Fetches the applied list again from the first page. Cursors are offsets: once rows are deleted,
     * the pages after the loaded ones have shifted, so they are read afresh rather than continued.
     */
    reload: () =>
      startTransition(() => {
        onReset?.();
        refetch(
          { ...toVariables(applied.current), first: listPageSize, after: null, last: null, before: null },
          { fetchPolicy: 'network-only' },
        );
      }),
  };
}
