import { HStack, Link, List, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { useSetFavorite } from '../../../components/favorites/useSetFavorite.ts';
import { FavoriteStar } from '../../../components/list/FavoriteStar.tsx';
import type { HomeChartItem_chart$key } from './__generated__/HomeChartItem_chart.graphql.ts';

export function HomeChartItem({ chart }: { chart: HomeChartItem_chart$key }) {
  const data = useFragment(
    graphql`
      fragment HomeChartItem_chart on Chart {
        id
        chartId
        sliceName
        isFavorite
        changedOnDeltaHumanized
      }
    `,
    chart,
  );
  const { setFavorite } = useSetFavorite();
  return (
    <List.Item>
      <HStack justify="space-between" gap="2">
        <HStack gap="1" minW="0">
          <FavoriteStar
            name={data.sliceName}
            isFavorite={data.isFavorite}
            onToggle={() => setFavorite(data.id, !data.isFavorite)}
          />
          <Link asChild colorPalette="blue" color="colorPalette.fg" lineClamp={1}>
            <RouterLink to={`/explore/?slice_id=${data.chartId}`}>{data.sliceName}</RouterLink>
          </Link>
        </HStack>
        <Text as="span" color="fg.muted" fontSize="sm" whiteSpace="nowrap">
          {data.changedOnDeltaHumanized}
        </Text>
      </HStack>
    </List.Item>
  );
}
