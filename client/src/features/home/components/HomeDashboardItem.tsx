import { HStack, Link, List, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { useSetFavorite } from '../../../components/favorites/useSetFavorite.ts';
import { FavoriteStar } from '../../../components/list/FavoriteStar.tsx';
import type { HomeDashboardItem_dashboard$key } from './__generated__/HomeDashboardItem_dashboard.graphql.ts';

export function HomeDashboardItem({ dashboard }: { dashboard: HomeDashboardItem_dashboard$key }) {
  const data = useFragment(
    graphql`
      fragment HomeDashboardItem_dashboard on Dashboard {
        id
        dashboardId
        dashboardTitle
        slug
        isFavorite
        changedOnDeltaHumanized
      }
    `,
    dashboard,
  );
  const { setFavorite } = useSetFavorite();
  return (
    <List.Item>
      <HStack justify="space-between" gap="2">
        <HStack gap="1" minW="0">
          <FavoriteStar
            name={data.dashboardTitle}
            isFavorite={data.isFavorite}
            onToggle={() => setFavorite(data.id, !data.isFavorite)}
          />
          <Link asChild colorPalette="blue" color="colorPalette.fg" lineClamp={1}>
            <RouterLink to={`/dashboard/${encodeURIComponent(data.slug || String(data.dashboardId))}/`}>
              {data.dashboardTitle}
            </RouterLink>
          </Link>
        </HStack>
        <Text as="span" color="fg.muted" fontSize="sm" whiteSpace="nowrap">
          {data.changedOnDeltaHumanized}
        </Text>
      </HStack>
    </List.Item>
  );
}
