import { Heading, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { ListSkeleton } from '../../components/list/ListSkeleton.tsx';
import { useListUrl } from '../../components/list/useListUrl.ts';
import type { DashboardListPageQuery } from './__generated__/DashboardListPageQuery.graphql.ts';
import { DashboardListTable } from './components/DashboardListTable.tsx';
import { dashboardColumns, dashboardDefaultSort, dashboardNouns } from './dashboardListOptions.ts';
import { dashboardListStateFromUrl } from './route.ts';

export const dashboardListPageQuery = graphql`
  query DashboardListPageQuery(
    $first: Int!
    $search: String
    $orderBy: DashboardOrder
    $published: Boolean
    $certified: Boolean
    $favorite: Boolean
    $filters: [DashboardFilter!]
  ) {
    ...DashboardListTable_query
      @arguments(
        first: $first
        search: $search
        orderBy: $orderBy
        published: $published
        certified: $certified
        favorite: $favorite
        filters: $filters
      )
  }
`;

function DashboardListContent({ queryRef }: { queryRef: PreloadedQuery<DashboardListPageQuery> }) {
  const data = usePreloadedQuery<DashboardListPageQuery>(dashboardListPageQuery, queryRef);
  const url = useListUrl(dashboardListStateFromUrl, dashboardDefaultSort);
  return <DashboardListTable query={data} {...url} />;
}

export function DashboardListPage() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardListPageQuery>;
  return (
    <Stack gap="5" maxW="7xl" mx="auto">
      <title>Dashboards · Chartroom</title>
      <Heading as="h1" size="xl">
        Dashboards
      </Heading>
      <Suspense
        fallback={
          <ListSkeleton
            noun={dashboardNouns[1]}
            columns={dashboardColumns}
            search={queryRef.variables.search ?? ''}
            selectable
          />
        }
      >
        <DashboardListContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
