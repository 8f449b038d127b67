import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { ListSkeleton } from '../../components/list/ListSkeleton.tsx';
import type { AnnotationLayerPageQuery } from './__generated__/AnnotationLayerPageQuery.graphql.ts';
import { annotationColumns, annotationNouns } from './adminListOptions.ts';
import { AnnotationsTable } from './components/AnnotationsTable.tsx';

export const annotationLayerPageQuery = graphql`
  query AnnotationLayerPageQuery($id: ID!, $first: Int!) {
    node(id: $id) {
      ... on AnnotationLayer {
        name
        descr
        viewerCanEdit
        ...AnnotationsTable_layer @arguments(first: $first) @alias(as: "annotationsTable")
      }
    }
  }
`;

function AnnotationLayerContent({ queryRef }: { queryRef: PreloadedQuery<AnnotationLayerPageQuery> }) {
  const data = usePreloadedQuery<AnnotationLayerPageQuery>(annotationLayerPageQuery, queryRef);
  const layer = data.node;
  if (!layer || layer.name === undefined || !layer.annotationsTable) {
    return <Text role="alert">This annotation layer does not exist, or you may not see it.</Text>;
  }
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {layer.name}
      </Heading>
      {layer.descr ? <Text color="fg.muted">{layer.descr}</Text> : null}
      <AnnotationsTable layer={layer.annotationsTable} canWrite={layer.viewerCanEdit ?? false} />
    </Stack>
  );
}

/** `/annotationlayer/<id>/annotation/`: the annotations of one layer (Superset's annotation list). */
export function AnnotationLayerPage() {
  const queryRef = useLoaderData() as PreloadedQuery<AnnotationLayerPageQuery>;
  return (
    <Stack gap="5" maxW="7xl" mx="auto">
      <title>Annotations · Chartroom</title>
      <Link asChild alignSelf="flex-start">
        <RouterLink to="/annotationlayer/list/">← Annotation layers</RouterLink>
      </Link>
      <Suspense fallback={<ListSkeleton noun={annotationNouns[1]} columns={annotationColumns} search="" />}>
        <AnnotationLayerContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
