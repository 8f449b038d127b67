import type { ExtraFormData } from '@chartroom/viz';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ChartView } from '../../../charts/ChartView.tsx';
import type { FilteredChartQuery } from './__generated__/FilteredChartQuery.graphql.ts';

/**
 * A chart drawn with the dashboard's filters: the same Chart.dataResult field with the chart's
 * extra form data, so the server builds the query and checks the dataset grant as for any chart.
 */
export function FilteredChart({
  chartGlobalId,
  extraFormData,
}: {
  chartGlobalId: string;
  extraFormData: ExtraFormData;
}) {
  const { node } = useLazyLoadQuery<FilteredChartQuery>(
    graphql`
      query FilteredChartQuery($id: ID!, $extraFormData: JSON) {
        node(id: $id) {
          ...ChartView_chart @arguments(extraFormData: $extraFormData) @alias(as: "chart")
        }
      }
    `,
    { id: chartGlobalId, extraFormData },
    { fetchPolicy: 'store-or-network' },
  );
  if (!node?.chart) return null;
  return <ChartView chart={node.chart} />;
}
