import { Box, Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { ChartView } from '../../charts/ChartView.tsx';
import { vizTypeName } from '../../charts/vizTypeNames.ts';
import { fieldErrorMessage } from '../../relay/errors.ts';
import type { ExplorePageQuery } from './__generated__/ExplorePageQuery.graphql.ts';

export const explorePageQuery = graphql`
  query ExplorePageQuery($id: ID!) {
    node(id: $id) @catch(to: RESULT) {
      ... on Chart @alias(as: "chart") {
        chartId
        sliceName
        vizType
        description
        datasourceName
        ...ChartView_chart
      }
    }
  }
`;

// The chart takes most of the viewport: this page is where a chart is looked at, not a thumbnail.
const chartHeight = 'max(420px, calc(100vh - 220px))';

function BackLink() {
  return (
    <Link asChild colorPalette="blue" color="colorPalette.fg">
      <RouterLink to="/chart/list/">← Back to all charts</RouterLink>
    </Link>
  );
}

function ExploreContent({ queryRef }: { queryRef: PreloadedQuery<ExplorePageQuery> }) {
  const { node } = usePreloadedQuery<ExplorePageQuery>(explorePageQuery, queryRef);
  if (!node.ok) {
    const message = fieldErrorMessage(node.errors);
    return (
      <Stack gap="3">
        <title>Unexpected error · Chartroom</title>
        <Heading as="h1" size="lg">
          Unexpected error
        </Heading>
        <Text role="alert" whiteSpace="pre-wrap">
          {message}
        </Text>
      </Stack>
    );
  }
  const value = node.value?.chart;
  if (!value) {
    return (
      <Stack gap="3">
        <title>Chart not found · Chartroom</title>
        <Heading as="h1" size="lg">
          Chart not found
        </Heading>
        <Text>There is no chart with this id, or you may not view it.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      <title>{`${value.sliceName} · Chartroom`}</title>
      <Flex align="baseline" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {value.sliceName}
        </Heading>
        <Text color="fg.muted">
          {vizTypeName(value.vizType)}
          {value.datasourceName ? ` · ${value.datasourceName}` : ''}
        </Text>
      </Flex>
      {value.description ? <Text color="fg.muted">{value.description}</Text> : null}
      <Box h={chartHeight} borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
        <ChartView chart={value} />
      </Box>
    </Stack>
  );
}

function ExploreSkeleton() {
  return (
    <Stack gap="3" role="status" aria-busy="true" aria-label="Loading chart">
      <Skeleton h="9" w="md" />
      <Skeleton h={chartHeight} />
    </Stack>
  );
}

export function ExplorePage() {
  const queryRef = useLoaderData() as PreloadedQuery<ExplorePageQuery>;
  return (
    <Stack gap="4" maxW="7xl" mx="auto">
      <BackLink />
      <Suspense fallback={<ExploreSkeleton />}>
        <ExploreContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
