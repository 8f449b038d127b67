import { Heading, Stack } from '@chakra-ui/react';
import { Suspense, useCallback } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router';
import type { ChartListPageQuery } from './__generated__/ChartListPageQuery.graphql.ts';
import { ChartListSkeleton } from './components/ChartListSkeleton.tsx';
import { ChartListTable } from './components/ChartListTable.tsx';

export const chartListPageQuery = graphql`
  query ChartListPageQuery($first: Int!, $search: String) {
    ...ChartListTable_query @arguments(first: $first, search: $search)
  }
`;

function ChartListContent({
  queryRef,
  initialSearch,
}: {
  queryRef: PreloadedQuery<ChartListPageQuery>;
  initialSearch: string;
}) {
  const data = usePreloadedQuery<ChartListPageQuery>(chartListPageQuery, queryRef);
  const [, setSearchParams] = useSearchParams();
  const onSearchApplied = useCallback(
    (search: string) => setSearchParams(search ? { search } : {}, { replace: true }),
    [setSearchParams],
  );
  return <ChartListTable query={data} initialSearch={initialSearch} onSearchApplied={onSearchApplied} />;
}

export function ChartListPage() {
  const queryRef = useLoaderData() as PreloadedQuery<ChartListPageQuery>;
  const initialSearch = queryRef.variables.search ?? '';
  return (
    <Stack gap="5" maxW="7xl" mx="auto">
      <title>Charts · Chartroom</title>
      <Heading as="h1" size="xl">
        Charts
      </Heading>
      <Suspense fallback={<ChartListSkeleton search={initialSearch} />}>
        <ChartListContent queryRef={queryRef} initialSearch={initialSearch} />
      </Suspense>
    </Stack>
  );
}
