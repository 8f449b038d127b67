import { Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { vizTypeName } from '../../charts/vizTypeNames.ts';
import { fieldErrorMessage } from '../../relay/errors.ts';
import type { NewChartPageQuery } from './__generated__/NewChartPageQuery.graphql.ts';

export const newChartPageQuery = graphql`
  query NewChartPageQuery($id: ID!) {
    node(id: $id) @catch(to: RESULT) {
      ... on Dataset @alias(as: "dataset") {
        datasetId
        tableName
        schema
        databaseName
      }
    }
  }
`;

function NewChartContent({ queryRef, vizType }: { queryRef: PreloadedQuery<NewChartPageQuery>; vizType: string }) {
  const { node } = usePreloadedQuery<NewChartPageQuery>(newChartPageQuery, queryRef);
  if (!node.ok) {
    return (
      <Text role="alert" whiteSpace="pre-wrap">
        {fieldErrorMessage(node.errors)}
      </Text>
    );
  }
  const dataset = node.value?.dataset;
  if (!dataset) {
    return (
      <Stack gap="2">
        <Heading as="h1" size="lg">
          Dataset not found
        </Heading>
        <Text>There is no dataset with this id, or you may not use it.</Text>
      </Stack>
    );
  }
  const name = dataset.schema ? `${dataset.schema}.${dataset.tableName}` : dataset.tableName;
  return (
    <Stack gap="3">
      <title>{`New chart on ${name} · Chartroom`}</title>
      <Heading as="h1" size="xl">
        New chart
      </Heading>
      <dl>
        <Text as="dt" fontWeight="medium">
          Dataset
        </Text>
        <Text as="dd" mb="2">
          {name}
          {dataset.databaseName ? ` (${dataset.databaseName})` : ''}
        </Text>
        <Text as="dt" fontWeight="medium">
          Visualization type
        </Text>
        <Text as="dd">{vizTypeName(vizType)}</Text>
      </dl>
      <Text color="fg.muted">
        This is Explore for a new, unsaved chart. Its control panel (metrics, dimensions, filters) is not built yet:
        charts saved elsewhere open here with their data.
      </Text>
    </Stack>
  );
}

export interface NewChartLoaderData {
  readonly kind: 'new-chart';
  readonly queryRef: PreloadedQuery<NewChartPageQuery>;
  readonly vizType: string;
}

/** `/explore/?datasource_id=N&viz_type=X`: where "+ Chart" lands, naming the dataset and the chart type. */
export function NewChartPage({ data }: { data: NewChartLoaderData }) {
  return (
    <Stack gap="4" maxW="7xl" mx="auto">
      <Link asChild colorPalette="blue" color="colorPalette.fg">
        <RouterLink to="/chart/list/">← Back to all charts</RouterLink>
      </Link>
      <Suspense fallback={<Skeleton h="40" aria-label="Loading dataset" />}>
        <NewChartContent queryRef={data.queryRef} vizType={data.vizType} />
      </Suspense>
    </Stack>
  );
}
