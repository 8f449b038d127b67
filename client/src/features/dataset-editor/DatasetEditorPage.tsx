import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { DatasetEditorPageQuery } from './__generated__/DatasetEditorPageQuery.graphql.ts';
import { DatasetEditor } from './components/DatasetEditor.tsx';

export const datasetEditorPageQuery = graphql`
  query DatasetEditorPageQuery($id: ID!) {
    node(id: $id) {
      ... on Dataset @alias(as: "dataset") {
        ...DatasetEditor_dataset
      }
    }
  }
`;

function DatasetEditorContent({ queryRef }: { queryRef: PreloadedQuery<DatasetEditorPageQuery> }) {
  const { node } = usePreloadedQuery<DatasetEditorPageQuery>(datasetEditorPageQuery, queryRef);
  if (!node?.dataset) {
    return (
      <Stack gap="3">
        <title>Dataset not found · Chartroom</title>
        <Heading as="h1" size="lg">
          Dataset not found
        </Heading>
        <Text>There is no dataset with this id, or you may not view it.</Text>
      </Stack>
    );
  }
  return <DatasetEditor dataset={node.dataset} />;
}

/** Reserves the editor's frame while the dataset loads, so nothing jumps when it arrives. */
function EditorSkeleton() {
  return (
    <Stack gap="4" role="status" aria-label="Loading dataset" aria-busy="true">
      <Skeleton h="9" w="72" />
      <Skeleton h="10" w="full" />
      <Skeleton h="96" w="full" />
    </Stack>
  );
}

export function DatasetEditorPage() {
  const queryRef = useLoaderData() as PreloadedQuery<DatasetEditorPageQuery>;
  return (
    <Stack gap="5" maxW="7xl" mx="auto">
      <Suspense fallback={<EditorSkeleton />}>
        <DatasetEditorContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
