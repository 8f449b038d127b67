import { Heading, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { ListSkeleton } from '../../components/list/ListSkeleton.tsx';
import { useListUrl } from '../../components/list/useListUrl.ts';
import type { DatasetListPageQuery } from './__generated__/DatasetListPageQuery.graphql.ts';
import { DatasetListTable } from './components/DatasetListTable.tsx';
import { datasetColumns, datasetDefaultSort, datasetNouns } from './datasetListOptions.ts';
import { datasetListStateFromUrl } from './route.ts';

export const datasetListPageQuery = graphql`
  query DatasetListPageQuery(
    $first: Int!
    $search: String
    $orderBy: DatasetOrder
    $kind: DatasetKind
    $databaseId: ID
    $schema: String
    $certified: Boolean
    $ownedByMe: Boolean
    $filters: [DatasetFilter!]
  ) {
    ...DatasetListTable_query
      @arguments(
        first: $first
        search: $search
        orderBy: $orderBy
        kind: $kind
        databaseId: $databaseId
        schema: $schema
        certified: $certified
        ownedByMe: $ownedByMe
        filters: $filters
      )
    databases(first: 100) {
      edges {
        node {
          databaseId
          databaseName
        }
      }
    }
  }
`;

function DatasetListContent({ queryRef }: { queryRef: PreloadedQuery<DatasetListPageQuery> }) {
  const data = usePreloadedQuery<DatasetListPageQuery>(datasetListPageQuery, queryRef);
  const url = useListUrl(datasetListStateFromUrl, datasetDefaultSort);
  const databases = data.databases.edges.map(({ node }) => ({
    value: String(node.databaseId),
    label: node.databaseName,
  }));
  return <DatasetListTable query={data} databases={databases} {...url} />;
}

export function DatasetListPage() {
  const queryRef = useLoaderData() as PreloadedQuery<DatasetListPageQuery>;
  return (
    <Stack gap="5" maxW="7xl" mx="auto">
      <title>Datasets · Chartroom</title>
      <Heading as="h1" size="xl">
        Datasets
      </Heading>
      <Suspense
        fallback={
          <ListSkeleton
            noun={datasetNouns[1]}
            columns={datasetColumns}
            search={queryRef.variables.search ?? ''}
            selectable
          />
        }
      >
        <DatasetListContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
