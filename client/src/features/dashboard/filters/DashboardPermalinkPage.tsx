import { Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useNavigate, useParams } from 'react-router';
import { writeActiveTabs } from '../state/activeTabsParam.ts';
import type { DashboardPermalinkPageDashboardQuery } from './__generated__/DashboardPermalinkPageDashboardQuery.graphql.ts';
import type { DashboardPermalinkPageFilterStateMutation } from './__generated__/DashboardPermalinkPageFilterStateMutation.graphql.ts';
import type { DashboardPermalinkPageQuery } from './__generated__/DashboardPermalinkPageQuery.graphql.ts';
import { NATIVE_FILTERS_KEY } from './filterUrl.ts';

/**
 * `/superset/dashboard/p/{key}/`: a dashboard permalink. Its filter values become the viewer's own
 * filter state (a new `native_filters_key`), then the dashboard opens with them, its tabs and anchor.
 */
export function DashboardPermalinkPage() {
  const { key = '' } = useParams();
  const { dashboardPermalink: link } = useLazyLoadQuery<DashboardPermalinkPageQuery>(
    graphql`
      query DashboardPermalinkPageQuery($key: String!) {
        dashboardPermalink(key: $key) {
          dashboardUuid
          dataMask
          activeTabs
          anchor
        }
      }
    `,
    { key },
    { fetchPolicy: 'network-only' },
  );
  return link ? <Opening link={link} /> : <NotFound />;
}

function NotFound() {
  return (
    <Stack gap="3">
      <title>Permalink not found · Chartroom</title>
      <Heading as="h1" size="lg">
        Permalink not found
      </Heading>
      <Text>This link is unknown or has expired, or you may not view its dashboard.</Text>
    </Stack>
  );
}

function Opening({
  link,
}: {
  link: { dashboardUuid: string; dataMask: unknown; activeTabs: readonly string[]; anchor: string | null | undefined };
}) {
  const navigate = useNavigate();
  const { dashboards } = useLazyLoadQuery<DashboardPermalinkPageDashboardQuery>(
    graphql`
      query DashboardPermalinkPageDashboardQuery($uuid: JSON!) {
        dashboards(first: 1, filters: [{ column: UUID, operator: EQ, value: $uuid }]) {
          edges {
            node {
              id
              dashboardId
            }
          }
        }
      }
    `,
    { uuid: link.dashboardUuid },
    { fetchPolicy: 'network-only' },
  );
  const dashboard = dashboards.edges[0]?.node ?? null;
  const [store] = useMutation<DashboardPermalinkPageFilterStateMutation>(graphql`
    mutation DashboardPermalinkPageFilterStateMutation($dashboardId: ID!, $value: JSON!) {
      createDashboardFilterState(dashboardId: $dashboardId, value: $value) {
        __typename
        ... on TemporaryStatePayload {
          key
        }
      }
    }
  `);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!dashboard || started) return;
    setStarted(true);
    const open = (filtersKey: string | null) => {
      let search = writeActiveTabs(new URLSearchParams(), link.activeTabs);
      if (filtersKey) {
        search = new URLSearchParams(search);
        search.set(NATIVE_FILTERS_KEY, filtersKey);
      }
      const query = search.toString();
      const hash = link.anchor ? `#${encodeURIComponent(link.anchor)}` : '';
      navigate(`/superset/dashboard/${dashboard.dashboardId}/${query ? `?${query}` : ''}${hash}`, { replace: true });
    };
    const mask = link.dataMask;
    if (!mask || typeof mask !== 'object' || Object.keys(mask).length === 0) {
      open(null);
      return;
    }
    store({
      variables: { dashboardId: dashboard.id, value: mask },
      onCompleted: ({ createDashboardFilterState: result }) =>
        open(result.__typename === 'TemporaryStatePayload' ? (result.key ?? null) : null),
      onError: () => open(null),
    });
  }, [dashboard, started, link, navigate, store]);
  if (!dashboard) return <NotFound />;
  return (
    <Center py="16">
      <Spinner role="status" aria-label="Opening the dashboard" />
    </Center>
  );
}
