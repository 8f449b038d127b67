import { Heading, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { ListSkeleton } from '../../components/list/ListSkeleton.tsx';
import { useListUrl } from '../../components/list/useListUrl.ts';
import type { RolesListPageQuery } from './__generated__/RolesListPageQuery.graphql.ts';
import { roleColumns, roleDefaultSort, roleNouns } from './adminListOptions.ts';
import { RolesTable } from './components/RolesTable.tsx';
import { rolesListStateFromUrl } from './route.ts';

export const rolesListPageQuery = graphql`
  query RolesListPageQuery($first: Int!, $search: String) {
    ...RolesTable_query @arguments(first: $first, search: $search)
    permissionResources {
      id
      name
      viewMenu
    }
  }
`;

function RolesListContent({ queryRef }: { queryRef: PreloadedQuery<RolesListPageQuery> }) {
  const data = usePreloadedQuery<RolesListPageQuery>(rolesListPageQuery, queryRef);
  const url = useListUrl(rolesListStateFromUrl, roleDefaultSort);
  return (
    <RolesTable query={data} catalogue={data.permissionResources} initial={url.initial} onApplied={url.onApplied} />
  );
}

/** `/roles/list/`: Superset's role list (Settings > List Roles), Admin only. */
export function RolesListPage() {
  const queryRef = useLoaderData() as PreloadedQuery<RolesListPageQuery>;
  return (
    <Stack gap="5" maxW="7xl" mx="auto">
      <title>Roles · Chartroom</title>
      <Heading as="h1" size="xl">
        Roles
      </Heading>
      <Suspense
        fallback={<ListSkeleton noun={roleNouns[1]} columns={roleColumns} search={queryRef.variables.search ?? ''} />}
      >
        <RolesListContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
