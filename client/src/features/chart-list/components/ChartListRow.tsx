import { HStack, Link, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { vizTypeName } from '../../../charts/vizTypeNames.ts';
import { CertifiedBadge } from '../../../components/list/CertifiedBadge.tsx';
import { ListSelectCell } from '../../../components/list/ListSelectCell.tsx';
import type { RowSelection } from '../../../components/list/ResourceList.tsx';
import { RowActions } from '../../../components/list/RowActions.tsx';
import { TagList } from '../../../components/tags/TagList.tsx';
import type { ChartListRow_chart$key } from './__generated__/ChartListRow_chart.graphql.ts';
import { ChartFavoriteStar } from './ChartFavoriteStar.tsx';

export function chartPath(chartId: number): string {
  return `/explore/?slice_id=${chartId}`;
}

export interface ChartListRowProps {
  readonly chart: ChartListRow_chart$key;
  readonly selection?: RowSelection;
  readonly onEdit?: () => void;
  readonly onExport?: () => void;
  readonly onDelete?: () => void;
}

export function ChartListRow({ chart, selection, onEdit, onExport, onDelete }: ChartListRowProps) {
  const data = useFragment(
    graphql`
      fragment ChartListRow_chart on Chart {
        chartId
        sliceName
        vizType
        datasourceName
        changedOn
        changedOnDeltaHumanized
        certifiedBy
        certificationDetails
        viewerCanEdit
        tags {
          tagId
          name
        }
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
        <HStack gap="2" minW="0">
          <Link asChild fontWeight="medium" colorPalette="blue" color="colorPalette.fg" lineClamp={1}>
            <RouterLink to={chartPath(data.chartId)}>{data.sliceName}</RouterLink>
          </Link>
          <CertifiedBadge by={data.certifiedBy} details={data.certificationDetails} />
        </HStack>
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
        <TagList tags={data.tags} />
      </Table.Cell>
      <Table.Cell>
        <time dateTime={data.changedOn} title={data.changedOn}>
          {data.changedOnDeltaHumanized}
        </time>
      </Table.Cell>
      <Table.Cell>
        {/* Only its owners (or admins) may edit or delete a chart. */}
        <RowActions
          name={data.sliceName}
          onEdit={data.viewerCanEdit ? onEdit : undefined}
          onExport={onExport}
          onDelete={data.viewerCanEdit ? onDelete : undefined}
        />
      </Table.Cell>
    </Table.Row>
  );
}
