import { graphql, useFragment } from 'react-relay';
import { vizTypeName } from '../../../charts/vizTypeNames.ts';
import { ListCard } from '../../../components/list/ListCard.tsx';
import type { RowSelection } from '../../../components/list/ResourceList.tsx';
import type { ChartCard_chart$key } from './__generated__/ChartCard_chart.graphql.ts';
import { ChartFavoriteStar } from './ChartFavoriteStar.tsx';
import { chartPath } from './ChartListRow.tsx';

export function ChartCard({ chart, selection }: { chart: ChartCard_chart$key; selection?: RowSelection }) {
  const data = useFragment(
    graphql`
      fragment ChartCard_chart on Chart {
        chartId
        sliceName
        vizType
        datasourceName
        thumbnailUrl
        changedOnDeltaHumanized
        ...ChartFavoriteStar_chart
      }
    `,
    chart,
  );
  return (
    <ListCard
      name={data.sliceName}
      to={chartPath(data.chartId)}
      thumbnailUrl={data.thumbnailUrl}
      subtitle={`${vizTypeName(data.vizType)}${data.datasourceName ? ` · ${data.datasourceName}` : ''}`}
      footer={`Modified ${data.changedOnDeltaHumanized}`}
      star={<ChartFavoriteStar chart={data} />}
      selection={selection}
    />
  );
}
