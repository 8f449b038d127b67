import { useState } from 'react';
import { listPageSize } from './listState.ts';

interface Connection<E> {
  readonly edges: readonly E[];
  readonly totalCount: number;
}

export interface PagingControls {
  readonly hasNext: boolean;
  readonly hasPrevious: boolean;
  readonly isLoadingNext: boolean;
  readonly isLoadingPrevious: boolean;
  readonly loadNext: (count: number, options?: { onComplete?: (error: Error | null) => void }) => unknown;
  readonly loadPrevious: (count: number) => unknown;
}

/**
 * One page-sized window over a Relay connection that keeps every page fetched so far: paging back
 * costs no request, paging forward fetches only what is missing.
 */
export function useListPaging<E>(connection: Connection<E>, controls: PagingControls) {
  const [offset, setOffset] = useState(0);
  const { edges, totalCount } = connection;
  const page = edges.slice(offset, offset + listPageSize);

  const onNext = () => {
    const nextOffset = offset + listPageSize;
    const missing = nextOffset + listPageSize - edges.length;
    if (missing > 0 && controls.hasNext) {
      controls.loadNext(missing, { onComplete: (error) => (error ? undefined : setOffset(nextOffset)) });
    } else if (nextOffset < edges.length) {
      setOffset(nextOffset);
    }
  };

  const onPrevious = () => {
    if (offset > 0) setOffset(Math.max(0, offset - listPageSize));
    else if (controls.hasPrevious) controls.loadPrevious(listPageSize);
  };

  return {
    page,
    from: offset + 1,
    to: offset + page.length,
    totalCount,
    canPrevious: offset > 0 || controls.hasPrevious,
    canNext: offset + listPageSize < edges.length || controls.hasNext,
    loading: controls.isLoadingNext || controls.isLoadingPrevious,
    onNext,
    onPrevious,
    reset: () => setOffset(0),
  };
}
