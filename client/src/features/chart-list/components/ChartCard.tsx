import { graphql, useFragment } from 'react-relay';
import { vizTypeName } from '../../../charts/vizTypeNames.ts';
import { ListCard } from '../../../components/list/ListCard.tsx';
import type { RowSelection } from '../../../components/list/ResourceList.tsx';
import { RowActions, type RowActionsProps } from '../../../components/list/RowActions.tsx';
import type { ChartCard_chart$key } from './__generated__/ChartCard_chart.graphql.ts';
import { ChartFavoriteStar } from './ChartFavoriteStar.tsx';
import { chartPath } from './ChartListRow.tsx';

export interface ChartCardProps {
  readonly chart: ChartCard_chart$key;
  readonly selection?: RowSelection;
  /** The same actions as the chart's table row (those not permitted are absent). */
  readonly actions?: Pick<RowActionsProps, 'onEdit' | 'onExport' | 'onDelete'>;
}

export function ChartCard({ chart, selection, actions }: ChartCardProps) {
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
      actions={
        <RowActions
          name={data.sliceName}
          onEdit={actions?.onEdit}
          onExport={actions?.onExport}
          onDelete={actions?.onDelete}
        />
      }
    />
  );
}
