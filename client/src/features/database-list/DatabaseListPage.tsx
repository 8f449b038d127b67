import { Heading, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { ListSkeleton } from '../../components/list/ListSkeleton.tsx';
import { useListUrl } from '../../components/list/useListUrl.ts';
import type { DatabaseListPageQuery } from './__generated__/DatabaseListPageQuery.graphql.ts';
import { DatabaseListTable } from './components/DatabaseListTable.tsx';
import { databaseColumns, databaseDefaultSort, databaseNouns } from './databaseListOptions.ts';
import { databaseListStateFromUrl } from './route.ts';

export const databaseListPageQuery = graphql`
  query DatabaseListPageQuery(
    $first: Int!
    $search: String
    $orderBy: DatabaseOrder
    $allowFileUpload: Boolean
    $filters: [DatabaseFilter!]
  ) {
    ...DatabaseListTable_query
      @arguments(first: $first, search: $search, orderBy: $orderBy, allowFileUpload: $allowFileUpload, filters: $filters)
  }
`;

function DatabaseListContent({ queryRef }: { queryRef: PreloadedQuery<DatabaseListPageQuery> }) {
  const data = usePreloadedQuery<DatabaseListPageQuery>(databaseListPageQuery, queryRef);
  const url = useListUrl(databaseListStateFromUrl, databaseDefaultSort);
  return <DatabaseListTable query={data} initial={url.initial} onApplied={url.onApplied} />;
}

export function DatabaseListPage() {
  const queryRef = useLoaderData() as PreloadedQuery<DatabaseListPageQuery>;
  return (
    <Stack gap="5" maxW="7xl" mx="auto">
      <title>Databases · Chartroom</title>
      <Heading as="h1" size="xl">
        Databases
      </Heading>
      <Suspense
        fallback={
          <ListSkeleton noun={databaseNouns[1]} columns={databaseColumns} search={queryRef.variables.search ?? ''} />
        }
      >
        <DatabaseListContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
