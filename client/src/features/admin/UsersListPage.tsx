import { Heading, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { ListSkeleton } from '../../components/list/ListSkeleton.tsx';
import { useListUrl } from '../../components/list/useListUrl.ts';
import type { UsersListPageQuery } from './__generated__/UsersListPageQuery.graphql.ts';
import { userColumns, userDefaultSort, userNouns } from './adminListOptions.ts';
import { UsersTable } from './components/UsersTable.tsx';
import { usersListStateFromUrl } from './route.ts';

export const usersListPageQuery = graphql`
  query UsersListPageQuery($first: Int!, $search: String, $orderBy: UserOrder) {
    ...UsersTable_query @arguments(first: $first, search: $search, orderBy: $orderBy)
    viewer {
      userId
    }
    roles(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

function UsersListContent({ queryRef }: { queryRef: PreloadedQuery<UsersListPageQuery> }) {
  const data = usePreloadedQuery<UsersListPageQuery>(usersListPageQuery, queryRef);
  const url = useListUrl(usersListStateFromUrl, userDefaultSort);
  const roles = data.roles.edges.map((e) => ({ id: e.node.id, name: e.node.name }));
  return (
    <UsersTable
      query={data}
      roles={roles}
      viewerUserId={data.viewer?.userId ?? null}
      initial={url.initial}
      onApplied={url.onApplied}
    />
  );
}

/** `/users/list/`: Superset's user list (Settings > List Users), Admin only. */
export function UsersListPage() {
  const queryRef = useLoaderData() as PreloadedQuery<UsersListPageQuery>;
  return (
    <Stack gap="5" maxW="7xl" mx="auto">
      <title>Users · Chartroom</title>
      <Heading as="h1" size="xl">
        Users
      </Heading>
      <Suspense
        fallback={<ListSkeleton noun={userNouns[1]} columns={userColumns} search={queryRef.variables.search ?? ''} />}
      >
        <UsersListContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
