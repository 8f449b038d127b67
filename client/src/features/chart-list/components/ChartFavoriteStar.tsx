import { graphql, useFragment } from 'react-relay';
import { useSetFavorite } from '../../../components/favorites/useSetFavorite.ts';
import { FavoriteStar } from '../../../components/list/FavoriteStar.tsx';
import type { ChartFavoriteStar_chart$key } from './__generated__/ChartFavoriteStar_chart.graphql.ts';

export function ChartFavoriteStar({ chart }: { chart: ChartFavoriteStar_chart$key }) {
  const data = useFragment(
    graphql`
      fragment ChartFavoriteStar_chart on Chart {
        id
        sliceName
        isFavorite
      }
    `,
    chart,
  );
  const { setFavorite } = useSetFavorite();
  return (
    <FavoriteStar
      name={data.sliceName}
      isFavorite={data.isFavorite}
      onToggle={() => setFavorite(data.id, !data.isFavorite)}
    />
  );
}
