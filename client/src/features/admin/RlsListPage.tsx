import { Heading, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { ListSkeleton } from '../../components/list/ListSkeleton.tsx';
import { useListUrl } from '../../components/list/useListUrl.ts';
import type { RlsListPageQuery } from './__generated__/RlsListPageQuery.graphql.ts';
import { rlsColumns, rlsDefaultSort, rlsNouns } from './adminListOptions.ts';
import { RlsTable } from './components/RlsTable.tsx';
import { rlsListStateFromUrl } from './route.ts';

export const rlsListPageQuery = graphql`
  query RlsListPageQuery($first: Int!, $search: String) {
    ...RlsTable_query @arguments(first: $first, search: $search)
  }
`;

function RlsListContent({ queryRef }: { queryRef: PreloadedQuery<RlsListPageQuery> }) {
  const data = usePreloadedQuery<RlsListPageQuery>(rlsListPageQuery, queryRef);
  const url = useListUrl(rlsListStateFromUrl, rlsDefaultSort);
  return <RlsTable query={data} initial={url.initial} onApplied={url.onApplied} />;
}

/** `/rowlevelsecurity/list/`: Superset's Row Level Security list (Settings > Security), Admin only. */
export function RlsListPage() {
  const queryRef = useLoaderData() as PreloadedQuery<RlsListPageQuery>;
  return (
    <Stack gap="5" maxW="7xl" mx="auto">
      <title>Row Level Security · Chartroom</title>
      <Heading as="h1" size="xl">
        Row Level Security
      </Heading>
      <Text color="fg.muted">
        A rule adds its SQL clause to every query of its datasets. Regular rules apply to the roles they name, Base
        rules to everyone else. Rules sharing a group key are ORed; the rest are ANDed.
      </Text>
      <Suspense
        fallback={<ListSkeleton noun={rlsNouns[1]} columns={rlsColumns} search={queryRef.variables.search ?? ''} />}
      >
        <RlsListContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
