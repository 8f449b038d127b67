import { Box, Flex, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { ChartView } from '../../charts/ChartView.tsx';
import type { DashboardPageQuery } from './__generated__/DashboardPageQuery.graphql.ts';
import { dashboardGrid, gridBaseUnitPx } from './state/dashboardGrid.ts';

export const dashboardPageQuery = graphql`
  query DashboardPageQuery($idOrSlug: String!) {
    dashboard(idOrSlug: $idOrSlug) {
      dashboardTitle
      positionJson
      owners {
        id
        firstName
        lastName
      }
      charts {
        id
        chartId
        sliceName
        ...ChartView_chart
      }
    }
  }
`;

function DashboardContent({ queryRef }: { queryRef: PreloadedQuery<DashboardPageQuery> }) {
  const { dashboard } = usePreloadedQuery<DashboardPageQuery>(dashboardPageQuery, queryRef);
  if (!dashboard) {
    return (
      <Stack gap="3">
        <title>Dashboard not found · Chartroom</title>
        <Heading as="h1" size="lg">
          Dashboard not found
        </Heading>
        <Text>There is no dashboard at this address, or you may not view it.</Text>
      </Stack>
    );
  }
  const charts = new Map(dashboard.charts.map((chart) => [chart.chartId, chart]));
  const rows = dashboardGrid(dashboard.positionJson);
  const owners = dashboard.owners.map((owner) => `${owner.firstName} ${owner.lastName}`.trim()).join(', ');
  return (
    <Stack gap="4">
      <title>{`${dashboard.dashboardTitle} · Chartroom`}</title>
      <Flex align="baseline" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {dashboard.dashboardTitle}
        </Heading>
        {owners ? <Text color="fg.muted">Owners: {owners}</Text> : null}
      </Flex>
      {rows.length === 0 ? <Text color="fg.muted">This dashboard has no charts yet.</Text> : null}
      {rows.map((row) => (
        <Grid key={row.key} templateColumns="repeat(12, minmax(0, 1fr))" gap="4">
          {row.charts.map((cell) => {
            const chart = charts.get(cell.chartId);
            return (
              <Box
                key={cell.key}
                gridColumn={{ base: 'span 12', md: `span ${cell.width}` }}
                h={`${cell.height * gridBaseUnitPx}px`}
                borderWidth="1px"
                borderRadius="md"
                p="3"
                bg="bg.panel"
                display="flex"
                flexDirection="column"
                as="section"
                aria-label={chart?.sliceName ?? `Chart ${cell.chartId}`}
              >
                <Text fontWeight="medium" mb="2" lineClamp={1}>
                  {chart?.sliceName ?? `Chart ${cell.chartId}`}
                </Text>
                <Box flex="1" minH="0">
                  {chart ? (
                    <ChartView chart={chart} />
                  ) : (
                    <Text color="fg.muted">This chart is gone or hidden from you.</Text>
                  )}
                </Box>
              </Box>
            );
          })}
        </Grid>
      ))}
    </Stack>
  );
}

function DashboardSkeleton() {
  return (
    <Stack gap="4" role="status" aria-busy="true" aria-label="Loading dashboard">
      <Skeleton h="9" w="md" />
      <Grid templateColumns="repeat(12, minmax(0, 1fr))" gap="4">
        <Skeleton gridColumn={{ base: 'span 12', md: 'span 8' }} h="400px" />
        <Skeleton gridColumn={{ base: 'span 12', md: 'span 4' }} h="400px" />
      </Grid>
    </Stack>
  );
}

export function DashboardPage() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardPageQuery>;
  return (
    <Box maxW="7xl" mx="auto">
      <Suspense fallback={<DashboardSkeleton />}>
        <DashboardContent queryRef={queryRef} />
      </Suspense>
    </Box>
  );
}
