import { Badge, HStack, Link, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { CertifiedBadge } from '../../../components/list/CertifiedBadge.tsx';
import { ListSelectCell } from '../../../components/list/ListSelectCell.tsx';
import type { RowSelection } from '../../../components/list/ResourceList.tsx';
import { RowActions } from '../../../components/list/RowActions.tsx';
import { TagList } from '../../../components/tags/TagList.tsx';
import { dashboardPath } from '../dashboardListOptions.ts';
import type { DashboardListRow_dashboard$key } from './__generated__/DashboardListRow_dashboard.graphql.ts';
import { DashboardFavoriteStar } from './DashboardFavoriteStar.tsx';

export interface DashboardListRowProps {
  readonly dashboard: DashboardListRow_dashboard$key;
  readonly selection?: RowSelection;
  readonly onEdit?: () => void;
  readonly onDelete?: () => void;
  readonly onExport?: () => void;
}

export function ownerNames(owners: readonly { readonly firstName: string; readonly lastName: string }[]): string {
  return owners.map((owner) => `${owner.firstName} ${owner.lastName}`.trim()).join(', ');
}

export function DashboardListRow({ dashboard, selection, onEdit, onDelete, onExport }: DashboardListRowProps) {
  const data = useFragment(
    graphql`
      fragment DashboardListRow_dashboard on Dashboard {
        dashboardId
        dashboardTitle
        slug
        published
        certifiedBy
        certificationDetails
        changedOn
        changedOnDeltaHumanized
        owners {
          firstName
          lastName
        }
        tags {
          tagId
          name
        }
        ...DashboardFavoriteStar_dashboard
      }
    `,
    dashboard,
  );
  return (
    <Table.Row h="var(--chartroom-row-height)">
      {selection ? <ListSelectCell name={data.dashboardTitle} {...selection} /> : null}
      <Table.Cell>
        <DashboardFavoriteStar dashboard={data} />
      </Table.Cell>
      <Table.Cell>
        <HStack gap="2" minW="0">
          <Link asChild fontWeight="medium" colorPalette="blue" color="colorPalette.fg" lineClamp={1}>
            <RouterLink to={dashboardPath(data)}>{data.dashboardTitle}</RouterLink>
          </Link>
          <CertifiedBadge by={data.certifiedBy} details={data.certificationDetails} />
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={data.published ? 'green' : 'gray'}>{data.published ? 'Published' : 'Draft'}</Badge>
      </Table.Cell>
      <Table.Cell>
        <Text lineClamp={1}>{ownerNames(data.owners) || '—'}</Text>
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
        <RowActions name={data.dashboardTitle} onEdit={onEdit} onDelete={onDelete} onExport={onExport} />
      </Table.Cell>
    </Table.Row>
  );
}
