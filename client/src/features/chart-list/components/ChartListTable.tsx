import { EmptyState, HStack, Stack, Table } from '@chakra-ui/react';
import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useDebouncedValue } from '../state/useDebouncedValue.ts';
import type { ChartListTable_query$key } from './__generated__/ChartListTable_query.graphql.ts';
import type { ChartListTableRefetchQuery } from './__generated__/ChartListTableRefetchQuery.graphql.ts';
import { ChartListColumns } from './ChartListColumns.tsx';
import { ChartListPagination } from './ChartListPagination.tsx';
import { ChartListRow } from './ChartListRow.tsx';
import { ChartSearchBox } from './ChartSearchBox.tsx';

import { chartListPageSize } from './pageSize.ts';

const searchDelayMs = 300;

export interface ChartListTableProps {
  readonly query: ChartListTable_query$key;
  readonly initialSearch: string;
  /** Called with the search once it is sent, so the page can keep it in the URL. */
  readonly onSearchApplied?: (search: string) => void;
}

export function ChartListTable({ query, initialSearch, onSearchApplied }: ChartListTableProps) {
  const { data, loadNext, loadPrevious, hasNext, hasPrevious, isLoadingNext, isLoadingPrevious, refetch } =
    usePaginationFragment<ChartListTableRefetchQuery, ChartListTable_query$key>(
      graphql`
        fragment ChartListTable_query on Query
        @refetchable(queryName: "ChartListTableRefetchQuery")
        @argumentDefinitions(
          first: { type: "Int", defaultValue: 25 }
          after: { type: "String" }
          last: { type: "Int" }
          before: { type: "String" }
          search: { type: "String" }
        ) {
          charts(
            first: $first
            after: $after
            last: $last
            before: $before
            search: $search
            orderBy: { field: CHANGED_ON, direction: DESC }
          ) @connection(key: "ChartListTable_charts", filters: ["search", "orderBy"]) {
            totalCount
            edges {
              node {
                id
                ...ChartListRow_chart
              }
            }
          }
        }
      `,
      query,
    );
  const [isSearching, startTransition] = useTransition();
  const [search, setSearch] = useState(initialSearch);
  const debouncedSearch = useDebouncedValue(search.trim(), searchDelayMs);
  const appliedSearch = useRef(initialSearch.trim());
  // The connection holds every page fetched so far; the table shows one window of it.
  const [offset, setOffset] = useState(0);

  useEffect(() => {
    if (debouncedSearch === appliedSearch.current) return;
    appliedSearch.current = debouncedSearch;
    onSearchApplied?.(debouncedSearch);
    // A transition keeps the current rows (and the focused search box) while the new page loads.
    startTransition(() => {
      setOffset(0);
      refetch(
        { search: debouncedSearch || null, first: chartListPageSize, after: null, last: null, before: null },
        { fetchPolicy: 'store-or-network' },
      );
    });
  }, [debouncedSearch, onSearchApplied, refetch]);

  const { edges, totalCount } = data.charts;
  const page = edges.slice(offset, offset + chartListPageSize);
  const loading = isLoadingNext || isLoadingPrevious || isSearching;

  const onNext = () => {
    const nextOffset = offset + chartListPageSize;
    const missing = nextOffset + chartListPageSize - edges.length;
    if (missing > 0 && hasNext) {
      loadNext(missing, { onComplete: (error) => (error ? undefined : setOffset(nextOffset)) });
    } else if (nextOffset < edges.length) {
      setOffset(nextOffset);
    }
  };

  const onPrevious = () => {
    if (offset > 0) setOffset(Math.max(0, offset - chartListPageSize));
    else if (hasPrevious) loadPrevious(chartListPageSize);
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" minH="10" wrap="wrap">
        <ChartSearchBox value={search} onChange={setSearch} />
        <ChartListPagination
          from={offset + 1}
          to={offset + page.length}
          totalCount={totalCount}
          canPrevious={offset > 0 || hasPrevious}
          canNext={offset + chartListPageSize < edges.length || hasNext}
          loading={loading}
          onPrevious={onPrevious}
          onNext={onNext}
        />
      </HStack>
      {page.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderRadius="md">
          <EmptyState.Content>
            <EmptyState.Title>
              {appliedSearch.current ? 'No charts match your search' : 'No charts yet'}
            </EmptyState.Title>
            <EmptyState.Description>
              {appliedSearch.current
                ? `Nothing is named like “${appliedSearch.current}”. Try another search.`
                : 'Charts saved from Explore appear here.'}
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Table.Root
          size="md"
          tableLayout="fixed"
          interactive
          aria-label="Charts"
          aria-busy={loading}
          opacity={loading ? 0.6 : 1}
          transition="opacity 0.15s"
        >
          <ChartListColumns />
          <Table.Body>
            {page.map(({ node }) => (
              <ChartListRow key={node.id} chart={node} />
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
