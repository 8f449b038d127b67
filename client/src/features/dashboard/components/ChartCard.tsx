import { Box, Flex, Skeleton, Spinner, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { ChartView } from '../../../charts/ChartView.tsx';
import { CrossFilterContext } from '../../../charts/crossFilter.ts';
import { toGlobalId } from '../../../relay/globalId.ts';
import { FilterBoxChart } from '../filters/FilterBoxChart.tsx';
import { FilteredChart } from '../filters/FilteredChart.tsx';
import { FilterIndicator } from '../filters/FilterIndicator.tsx';
import { useChartFilters } from '../filters/filtersContext.ts';
import type { chartRefreshReloadQuery } from '../state/__generated__/chartRefreshReloadQuery.graphql.ts';
import { chartReloadQuery } from '../state/chartRefresh.ts';
import type { DashboardChartCard_chart$key } from './__generated__/DashboardChartCard_chart.graphql.ts';
import { ChartMenu } from './ChartMenu.tsx';
import { useDashboard } from './DashboardContext.ts';

interface CardPlace {
  readonly componentId: string;
  readonly chartId: number;
  /** sliceNameOverride, else the name the layout recorded. */
  readonly override: string | null;
  readonly layoutName: string | null;
  readonly heightPx: number;
}

/** A chart on the dashboard: its title, menu and drawing; the drawing waits for its deferred data. */
export function ChartCard(place: CardPlace) {
  const { chartKeys } = useDashboard();
  const key = chartKeys.get(place.chartId);
  return (
    <Box
      as="section"
      aria-label={place.override ?? place.layoutName ?? `Chart ${place.chartId}`}
      h={`${place.heightPx}px`}
      borderWidth="1px"
      borderRadius="md"
      bg="bg.panel"
      p="3"
      display="flex"
      flexDirection="column"
      className="dashboard-chart"
      data-chart-id={place.chartId}
    >
      {key ? (
        <LoadedChart chart={key} place={place} />
      ) : (
        <Suspense fallback={<CardSkeleton title={place.override ?? place.layoutName ?? ''} />}>
          <ChartOnItsOwn place={place} />
        </Suspense>
      )}
    </Box>
  );
}

/** A chart the page did not load (a tab opened later, a chart just added while editing). */
function ChartOnItsOwn({ place }: { place: CardPlace }) {
  const { node } = useLazyLoadQuery<chartRefreshReloadQuery>(
    chartReloadQuery,
    { id: toGlobalId('Chart', place.chartId) },
    { fetchPolicy: 'store-or-network' },
  );
  const chart = node?.chart;
  if (!chart) {
    return (
      <>
        <CardTitle title={place.override ?? place.layoutName ?? `Chart ${place.chartId}`} />
        <Text color="fg.muted">This chart is gone or hidden from you.</Text>
      </>
    );
  }
  return <LoadedChart chart={chart} place={place} />;
}

function CardTitle({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Flex align="center" gap="2" mb="2" minH="6">
      <Text as="h3" fontWeight="medium" lineClamp={1} flex="1" title={title}>
        {title}
      </Text>
      {children}
    </Flex>
  );
}

function CardSkeleton({ title }: { title: string }) {
  return (
    <>
      <CardTitle title={title} />
      <Skeleton flex="1" role="status" aria-label={`Loading ${title || 'chart'}`} />
    </>
  );
}

function LoadedChart({ chart, place }: { chart: DashboardChartCard_chart$key; place: CardPlace }) {
  const { refreshing, editing } = useDashboard();
  const data = useFragment(
    graphql`
      fragment DashboardChartCard_chart on Chart {
        id
        chartId
        sliceName
        datasourceId
        description
        url
        ...ChartView_chart @defer
      }
    `,
    chart,
  );
  const title = place.override || data.sliceName || place.layoutName || `Chart ${place.chartId}`;
  // Native filters that reach this chart re-run its query with their extra form data.
  const chartFilters = useChartFilters();
  const extraFormData = chartFilters?.extraFormDataFor(place.chartId) ?? null;
  const filterBox = chartFilters?.filterBoxFor?.(place.chartId) ?? null;
  return (
    <>
      <CardTitle title={title}>
        {refreshing.has(place.chartId) ? <Spinner size="xs" role="status" aria-label={`Refreshing ${title}`} /> : null}
        <FilterIndicator chartId={place.chartId} datasetId={data.datasourceId} title={title} />
        {editing ? null : (
          <ChartMenu
            chartGlobalId={data.id}
            chartId={data.chartId}
            title={title}
            componentId={place.componentId}
            exploreUrl={data.url ?? null}
          />
        )}
      </CardTitle>
      <Box flex="1" minH="0" className="dashboard-chart-body">
        <CrossFilterContext.Provider value={chartFilters?.crossFilterTarget(place.chartId) ?? null}>
          <Suspense fallback={<Skeleton h="full" role="status" aria-label={`Loading ${title}`} />}>
            {filterBox ? (
              <FilterBoxChart view={filterBox} />
            ) : extraFormData ? (
              <FilteredChart chartGlobalId={data.id} extraFormData={extraFormData} />
            ) : (
              <ChartView chart={data} />
            )}
          </Suspense>
        </CrossFilterContext.Provider>
      </Box>
    </>
  );
}
