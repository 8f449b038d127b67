import { graphql, useFragment } from 'react-relay';
import { useSetFavorite } from '../../../components/favorites/useSetFavorite.ts';
import { FavoriteStar } from '../../../components/list/FavoriteStar.tsx';
import type { DashboardFavoriteStar_dashboard$key } from './__generated__/DashboardFavoriteStar_dashboard.graphql.ts';

export function DashboardFavoriteStar({ dashboard }: { dashboard: DashboardFavoriteStar_dashboard$key }) {
  const data = useFragment(
    graphql`
      fragment DashboardFavoriteStar_dashboard on Dashboard {
        id
        dashboardTitle
        isFavorite
      }
    `,
    dashboard,
  );
  const { setFavorite } = useSetFavorite();
  return (
    <FavoriteStar
      name={data.dashboardTitle}
      isFavorite={data.isFavorite}
      onToggle={() => setFavorite(data.id, !data.isFavorite)}
    />
  );
}
