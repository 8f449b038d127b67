import { Box, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useRef } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { DashboardPageQuery } from './__generated__/DashboardPageQuery.graphql.ts';
import { DashboardScreen } from './components/DashboardScreen.tsx';

/**
 * One operation per dashboard: the layout, header and filters first (with the stored filter state
 * the URL names and the legacy filter boxes), then each chart of the open tabs with its data as its
 * own deferred part (drawn as it arrives).
 */
export const dashboardPageQuery = graphql`
  query DashboardPageQuery(
    $idOrSlug: String!
    $activeTabs: [String!]
    $filterStateKey: String!
    $skipFilterState: Boolean!
  ) {
    featureFlags
    dashboard(idOrSlug: $idOrSlug) {
      ...DashboardScreen_dashboard
      ...NativeFiltersArea_page @arguments(filterStateKey: $filterStateKey, skipFilterState: $skipFilterState)
      chartsInView(activeTabs: $activeTabs) {
        chartId
        ...DashboardChartCard_chart
      }
    }
  }
`;

function DashboardContent({ queryRef }: { queryRef: PreloadedQuery<DashboardPageQuery> }) {
  const { dashboard, featureFlags } = usePreloadedQuery<DashboardPageQuery>(dashboardPageQuery, queryRef);
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
  return (
    <DashboardScreen
      dashboard={dashboard}
      filtersPage={dashboard}
      featureFlags={featureFlags}
      charts={dashboard.chartsInView}
    />
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
  // Leaving the dashboard cancels its chart queries still running (the request is aborted). Deferred,
  // so React's development double mount (same instance, same ref) does not drop the data it shows.
  const disposal = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    clearTimeout(disposal.current);
    return () => {
      disposal.current = setTimeout(() => queryRef.dispose(), 0);
    };
  }, [queryRef]);
  return (
    <Box maxW="full" mx="auto">
      <Suspense fallback={<DashboardSkeleton />}>
        <DashboardContent queryRef={queryRef} />
      </Suspense>
    </Box>
  );
}
