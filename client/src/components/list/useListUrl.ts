import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type ListQueryState, type ListSort, listStateToSearchParams } from './listState.ts';
import type { ListView } from './ViewToggle.tsx';

/**
 * A list page's state as it lives in the URL: the initial state read from it, and callbacks that
 * write the applied state and the view back (replacing the entry, so Back leaves the list).
 */
export function useListUrl(fromUrl: (url: URL) => ListQueryState, defaultSort: ListSort) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: ListView = searchParams.get('view') === 'card' ? 'card' : 'table';
  const initial = fromUrl(new URL(`http://list/?${searchParams}`));
  const onApplied = useCallback(
    (state: ListQueryState) =>
      setSearchParams((current) => listStateToSearchParams(state, defaultSort, current), { replace: true }),
    [setSearchParams, defaultSort],
  );
  const onViewChange = useCallback(
    (next: ListView) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === 'card') params.set('view', 'card');
          else params.delete('view');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { initial, onApplied, view, onViewChange };
}
