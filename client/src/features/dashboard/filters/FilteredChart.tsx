import { Skeleton } from '@chakra-ui/react';
import type { ExtraFormData } from '@chartroom/viz';
import { useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { ChartView } from '../../../charts/ChartView.tsx';
import type { FilteredChartQuery } from './__generated__/FilteredChartQuery.graphql.ts';

const filteredChartQuery = graphql`
  query FilteredChartQuery($id: ID!, $extraFormData: JSON) {
    node(id: $id) {
      ...ChartView_chart @arguments(extraFormData: $extraFormData) @alias(as: "chart")
    }
  }
`;

/**
 * A chart drawn with the dashboard's filters: the same Chart.dataResult field with the chart's
 * extra form data, so the server builds the query and checks the dataset grant as for any chart.
 *
 * The query of a filter state is fetched here, not by a suspended render: a new filter state (or
 * leaving the chart) unsubscribes from the old one, whose request is then aborted and whose
 * warehouse query the server cancels. (A render suspended on a query keeps it alive for minutes.)
 */
export function FilteredChart({
  chartGlobalId,
  extraFormData,
}: {
  chartGlobalId: string;
  extraFormData: ExtraFormData;
}) {
  const environment = useRelayEnvironment();
  // The filters' object is rebuilt on every render: the query follows its content.
  const filters = JSON.stringify(extraFormData);
  const key = `${chartGlobalId}:${filters}`;
  const variables = useMemo(
    () => ({ id: chartGlobalId, extraFormData: JSON.parse(filters) as ExtraFormData }),
    [chartGlobalId, filters],
  );
  const [fetched, setFetched] = useState<string | null>(null);
  useEffect(() => {
    const subscription = fetchQuery<FilteredChartQuery>(environment, filteredChartQuery, variables, {
      fetchPolicy: 'store-or-network',
    }).subscribe({
      complete: () => setFetched(key),
      // The render below asks again and shows the error as any chart does.
      error: () => setFetched(key),
    });
    return () => subscription.unsubscribe();
  }, [environment, variables, key]);
  if (fetched !== key) return <Skeleton h="full" role="status" aria-label="Loading chart" />;
  return <FilteredChartView variables={variables} />;
}

function FilteredChartView({ variables }: { variables: FilteredChartQuery['variables'] }) {
  const { node } = useLazyLoadQuery<FilteredChartQuery>(filteredChartQuery, variables, {
    fetchPolicy: 'store-or-network',
  });
  if (!node?.chart) return null;
  return <ChartView chart={node.chart} />;
}
