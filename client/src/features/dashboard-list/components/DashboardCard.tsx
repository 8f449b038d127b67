import { Badge } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { ListCard } from '../../../components/list/ListCard.tsx';
import type { RowSelection } from '../../../components/list/ResourceList.tsx';
import { dashboardPath } from '../dashboardListOptions.ts';
import type { DashboardCard_dashboard$key } from './__generated__/DashboardCard_dashboard.graphql.ts';
import { DashboardFavoriteStar } from './DashboardFavoriteStar.tsx';

export function DashboardCard({
  dashboard,
  selection,
}: {
  dashboard: DashboardCard_dashboard$key;
  selection?: RowSelection;
}) {
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
    />
  );
}
