import { Heading, SegmentGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { DatasetAddPageQuery } from './__generated__/DatasetAddPageQuery.graphql.ts';
import type { DatabaseOption } from './components/DatabaseSelect.tsx';
import { DatasetFromSqlForm } from './components/DatasetFromSqlForm.tsx';
import { DatasetFromTableForm } from './components/DatasetFromTableForm.tsx';

export const datasetAddPageQuery = graphql`
  query DatasetAddPageQuery {
    databases(first: 100) {
      edges {
        node {
          id
          databaseName
          backend
        }
      }
    }
  }
`;

type Mode = 'table' | 'sql';

function DatasetAddContent({ queryRef, mode }: { queryRef: PreloadedQuery<DatasetAddPageQuery>; mode: Mode }) {
  const data = usePreloadedQuery<DatasetAddPageQuery>(datasetAddPageQuery, queryRef);
  const databases: DatabaseOption[] = data.databases.edges.map(({ node }) => ({
    id: node.id,
    name: node.databaseName,
  }));
  if (databases.length === 0) {
    return <Text>Connect a database first (+ &gt; Database connection); its tables then become datasets.</Text>;
  }
  return mode === 'table' ? (
    <DatasetFromTableForm databases={databases} />
  ) : (
    <DatasetFromSqlForm databases={databases} />
  );
}

/** New dataset: a table of a connected database, or a SQL query (a virtual dataset). */
export function DatasetAddPage() {
  const queryRef = useLoaderData() as PreloadedQuery<DatasetAddPageQuery>;
  const [mode, setMode] = useState<Mode>('table');
  return (
    <Stack gap="5" maxW="4xl" mx="auto">
      <title>New dataset · Chartroom</title>
      <Heading as="h1" size="xl">
        New dataset
      </Heading>
      <SegmentGroup.Root
        value={mode}
        onValueChange={(details) => setMode(details.value === 'sql' ? 'sql' : 'table')}
        aria-label="Create the dataset from"
        alignSelf="flex-start"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          items={[
            { value: 'table', label: 'From a table' },
            { value: 'sql', label: 'From SQL' },
          ]}
        />
      </SegmentGroup.Root>
      <Suspense fallback={<Skeleton h="80" w="full" aria-label="Loading databases" />}>
        <DatasetAddContent queryRef={queryRef} mode={mode} />
      </Suspense>
    </Stack>
  );
}
