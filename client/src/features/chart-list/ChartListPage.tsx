import { Heading, HStack, Stack } from '@chakra-ui/react';
import { Suspense, useCallback } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router';
import { ListSkeleton } from '../../components/list/ListSkeleton.tsx';
import { type ListQueryState, listStateToSearchParams } from '../../components/list/listState.ts';
import type { ListView } from '../../components/list/ViewToggle.tsx';
import type { ChartListPageQuery } from './__generated__/ChartListPageQuery.graphql.ts';
import { chartColumns, chartDefaultSort, chartNouns } from './chartListOptions.ts';
import { ChartListTable } from './components/ChartListTable.tsx';
import { chartListStateFromUrl } from './route.ts';

export const chartListPageQuery = graphql`
  query ChartListPageQuery(
    $first: Int!
    $search: String
    $orderBy: ChartOrder
    $isCertified: Boolean
    $isFavorite: Boolean
    $filters: [ChartFilter!]
  ) {
    ...ChartListTable_query
      @arguments(
        first: $first
        search: $search
        orderBy: $orderBy
        isCertified: $isCertified
        isFavorite: $isFavorite
        filters: $filters
      )
  }
`;

function ChartListContent({ queryRef }: { queryRef: PreloadedQuery<ChartListPageQuery> }) {
  const data = usePreloadedQuery<ChartListPageQuery>(chartListPageQuery, queryRef);
  const [searchParams, setSearchParams] = useSearchParams();
  const view: ListView = searchParams.get('view') === 'card' ? 'card' : 'table';
  const initial = chartListStateFromUrl(new URL(`http://x/?${searchParams}`));
  const onApplied = useCallback(
    (state: ListQueryState) =>
      setSearchParams((current) => listStateToSearchParams(state, chartDefaultSort, current), { replace: true }),
    [setSearchParams],
  );
  const onViewChange = (next: ListView) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'card') params.set('view', 'card');
        else params.delete('view');
        return params;
      },
      { replace: true },
    );
  return (
    <ChartListTable query={data} initial={initial} onApplied={onApplied} view={view} onViewChange={onViewChange} />
  );
}

export function ChartListPage() {
  const queryRef = useLoaderData() as PreloadedQuery<ChartListPageQuery>;
  return (
    <Stack gap="5" maxW="7xl" mx="auto">
      <title>Charts · Chartroom</title>
      <HStack justify="space-between">
        <Heading as="h1" size="xl">
          Charts
        </Heading>
      </HStack>
      <Suspense
        fallback={<ListSkeleton noun={chartNouns[1]} columns={chartColumns} search={queryRef.variables.search ?? ''} />}
      >
        <ChartListContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
