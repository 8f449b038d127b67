import { Badge } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { ListCard } from '../../../components/list/ListCard.tsx';
import type { RowSelection } from '../../../components/list/ResourceList.tsx';
import { RowActions, type RowActionsProps } from '../../../components/list/RowActions.tsx';
import { dashboardPath } from '../dashboardListOptions.ts';
import type { DashboardCard_dashboard$key } from './__generated__/DashboardCard_dashboard.graphql.ts';
import { DashboardFavoriteStar } from './DashboardFavoriteStar.tsx';

export interface DashboardCardProps {
  readonly dashboard: DashboardCard_dashboard$key;
  readonly selection?: RowSelection;
  /** The same actions as the dashboard's table row (those not permitted are absent). */
  readonly actions?: Pick<RowActionsProps, 'onEdit' | 'onExport' | 'onDelete'>;
}

export function DashboardCard({ dashboard, selection, actions }: DashboardCardProps) {
  const data = useFragment(
    graphql`
      fragment DashboardCard_dashboard on Dashboard {
        dashboardId
        dashboardTitle
        slug
        published
        thumbnailUrl
        changedOnDeltaHumanized
        ...DashboardFavoriteStar_dashboard
      }
    `,
    dashboard,
  );
  return (
    <ListCard
      name={data.dashboardTitle}
      to={dashboardPath(data)}
      thumbnailUrl={data.thumbnailUrl}
      subtitle={
        <Badge colorPalette={data.published ? 'green' : 'gray'}>{data.published ? 'Published' : 'Draft'}</Badge>
      }
      footer={`Modified ${data.changedOnDeltaHumanized}`}
      star={<DashboardFavoriteStar dashboard={data} />}
      selection={selection}
      actions={
        <RowActions
          name={data.dashboardTitle}
          onEdit={actions?.onEdit}
          onExport={actions?.onExport}
          onDelete={actions?.onDelete}
        />
      }
    />
  );
}
