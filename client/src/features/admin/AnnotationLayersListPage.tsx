import { Heading, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { ListSkeleton } from '../../components/list/ListSkeleton.tsx';
import { useListUrl } from '../../components/list/useListUrl.ts';
import type { AnnotationLayersListPageQuery } from './__generated__/AnnotationLayersListPageQuery.graphql.ts';
import { annotationLayerColumns, annotationLayerDefaultSort, annotationLayerNouns } from './adminListOptions.ts';
import { AnnotationLayersTable } from './components/AnnotationLayersTable.tsx';
import { annotationLayersListStateFromUrl } from './route.ts';

export const annotationLayersListPageQuery = graphql`
  query AnnotationLayersListPageQuery($first: Int!, $search: String) {
    ...AnnotationLayersTable_query @arguments(first: $first, search: $search)
    viewer {
      permissions {
        name
        viewMenu
      }
    }
  }
`;

function AnnotationLayersListContent({ queryRef }: { queryRef: PreloadedQuery<AnnotationLayersListPageQuery> }) {
  const data = usePreloadedQuery<AnnotationLayersListPageQuery>(annotationLayersListPageQuery, queryRef);
  const url = useListUrl(annotationLayersListStateFromUrl, annotationLayerDefaultSort);
  const canWrite = (data.viewer?.permissions ?? []).some((p) => p.name === 'can_write' && p.viewMenu === 'Annotation');
  return <AnnotationLayersTable query={data} canWrite={canWrite} initial={url.initial} onApplied={url.onApplied} />;
}

/** `/annotationlayer/list/`: Superset's Annotation Layers (Settings > Manage). */
export function AnnotationLayersListPage() {
  const queryRef = useLoaderData() as PreloadedQuery<AnnotationLayersListPageQuery>;
  return (
    <Stack gap="5" maxW="7xl" mx="auto">
      <title>Annotation Layers · Chartroom</title>
      <Heading as="h1" size="xl">
        Annotation Layers
      </Heading>
      <Text color="fg.muted">Named sets of events (annotations) that time-series charts can draw as a layer.</Text>
      <Suspense
        fallback={
          <ListSkeleton
            noun={annotationLayerNouns[1]}
            columns={annotationLayerColumns}
            search={queryRef.variables.search ?? ''}
          />
        }
      >
        <AnnotationLayersListContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
