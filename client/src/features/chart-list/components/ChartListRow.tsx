import { Link, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { vizTypeName } from '../../../charts/vizTypeNames.ts';
import { ListSelectCell } from '../../../components/list/ListSelectCell.tsx';
import type { RowSelection } from '../../../components/list/ResourceList.tsx';
import { RowActions } from '../../../components/list/RowActions.tsx';
import type { ChartListRow_chart$key } from './__generated__/ChartListRow_chart.graphql.ts';
import { ChartFavoriteStar } from './ChartFavoriteStar.tsx';

export function chartPath(chartId: number): string {
  return `/explore/?slice_id=${chartId}`;
}

export interface ChartListRowProps {
  readonly chart: ChartListRow_chart$key;
  readonly selection?: RowSelection;
  readonly onExport?: () => void;
  readonly onDelete?: () => void;
}

export function ChartListRow({ chart, selection, onExport, onDelete }: ChartListRowProps) {
  const data = useFragment(
    graphql`
      fragment ChartListRow_chart on Chart {
        chartId
        sliceName
        vizType
        datasourceName
        changedOn
        changedOnDeltaHumanized
        ...ChartFavoriteStar_chart
      }
    `,
    chart,
  );
  return (
    <Table.Row h="var(--chartroom-row-height)">
      {selection ? <ListSelectCell name={data.sliceName} {...selection} /> : null}
      <Table.Cell>
        <ChartFavoriteStar chart={data} />
      </Table.Cell>
      <Table.Cell>
        <Link asChild fontWeight="medium" colorPalette="blue" color="colorPalette.fg">
          <RouterLink to={chartPath(data.chartId)}>{data.sliceName}</RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell>{vizTypeName(data.vizType)}</Table.Cell>
      <Table.Cell>
        {data.datasourceName ?? (
          <Text as="span" color="fg.muted">
            —
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <time dateTime={data.changedOn} title={data.changedOn}>
          {data.changedOnDeltaHumanized}
        </time>
      </Table.Cell>
      <Table.Cell>
        <RowActions name={data.sliceName} onExport={onExport} onDelete={onDelete} />
      </Table.Cell>
    </Table.Row>
  );
}
