import { Badge, Button, Flex, Heading, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useSetFavorite } from '../../../components/favorites/useSetFavorite.ts';
import { CertifiedBadge } from '../../../components/list/CertifiedBadge.tsx';
import { FavoriteStar } from '../../../components/list/FavoriteStar.tsx';
import { ReportScheduleButton } from '../../../components/report/ReportScheduleButton.tsx';
import { toastError, toastSuccess } from '../../../components/toaster.ts';
import { REFRESH_INTERVALS } from '../state/refreshStagger.ts';
import type { DashboardHeader_dashboard$key } from './__generated__/DashboardHeader_dashboard.graphql.ts';
import type { DashboardHeaderPublishMutation } from './__generated__/DashboardHeaderPublishMutation.graphql.ts';

interface DashboardHeaderProps {
  readonly dashboard: DashboardHeader_dashboard$key;
  readonly editing: boolean;
  readonly standalone: boolean;
  readonly refreshFrequency: number;
  readonly onRefreshFrequency: (seconds: number) => void;
  readonly onRefresh: () => void;
  readonly onEdit: () => void;
  readonly onToggleStandalone: () => void;
}

const NO_EDIT_PERMISSION = 'You do not have permissions to edit this dashboard.';

/** Title, favourite star, published/draft, certification, owners, last change and the view actions. */
export function DashboardHeader(props: DashboardHeaderProps) {
  const data = useFragment(
    graphql`
      fragment DashboardHeader_dashboard on Dashboard {
        id
        dashboardId
        dashboardTitle
        published
        isFavorite
        viewerCanEdit
        certifiedBy
        certificationDetails
        changedOnDeltaHumanized
        owners {
          id
          firstName
          lastName
          username
        }
      }
    `,
    props.dashboard,
  );
  const { setFavorite } = useSetFavorite();
  const [publish, publishing] = useMutation<DashboardHeaderPublishMutation>(graphql`
    mutation DashboardHeaderPublishMutation($id: ID!, $published: Boolean!) {
      publishDashboard(id: $id, published: $published) {
        __typename
        ... on SaveDashboardPayload {
          dashboard {
            id
            published
            changedOn
            changedOnDeltaHumanized
          }
          lastModifiedTime
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const togglePublished = () => {
    if (!data.viewerCanEdit) {
      toastError(NO_EDIT_PERMISSION);
      return;
    }
    const published = !data.published;
    publish({
      variables: { id: data.id, published },
      onCompleted: ({ publishDashboard: result }) => {
        if (result.__typename === 'SaveDashboardPayload') {
          toastSuccess(published ? 'This dashboard is now published' : 'This dashboard is now hidden');
        } else if (result.__typename === 'ForbiddenError') toastError(NO_EDIT_PERMISSION);
        else toastError('Sorry, an unknown error occurred', 'message' in result ? result.message : undefined);
      },
      onError: (error) => toastError('Sorry, an unknown error occurred', error.message),
    });
  };
  const owners = data.owners.map((o) => `${o.firstName} ${o.lastName}`.trim() || o.username).join(', ');
  const status = data.published ? 'Published' : 'Draft';
  const refreshSelect = (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label="Auto-refresh interval"
        value={String(props.refreshFrequency)}
        onChange={(event) => props.onRefreshFrequency(Number(event.target.value))}
      >
        {REFRESH_INTERVALS.map(([seconds, label]) => (
          <option key={seconds} value={seconds}>
            {seconds === 0 ? label : `Refresh every ${label}`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <Flex as="header" align="center" gap="3" wrap="wrap" className="dashboard-header">
      <HStack gap="2" minW="0" flex="1" wrap="wrap">
        <Heading as="h1" size="xl" lineClamp={1}>
          {data.dashboardTitle}
        </Heading>
        <CertifiedBadge by={data.certifiedBy} details={data.certificationDetails} />
        <FavoriteStar
          name={data.dashboardTitle}
          isFavorite={data.isFavorite}
          onToggle={() => setFavorite(data.id, !data.isFavorite)}
        />
        {data.viewerCanEdit ? (
          <Button
            size="2xs"
            variant="subtle"
            colorPalette={data.published ? 'green' : 'gray'}
            onClick={togglePublished}
            loading={publishing}
            title={
              data.published
                ? 'This dashboard is published. Click to make it a draft.'
                : 'This dashboard is not published, it will not show up in the list of dashboards. Click to publish.'
            }
          >
            {status}
          </Button>
        ) : (
          <Badge colorPalette={data.published ? 'green' : 'gray'}>{status}</Badge>
        )}
        <Text color="fg.muted" fontSize="sm">
          {owners ? `Owners: ${owners} · ` : ''}Modified {data.changedOnDeltaHumanized}
        </Text>
      </HStack>
      {props.editing ? (
        // In edit mode the interval chosen is saved with the dashboard (Superset's refresh_frequency).
        <HStack gap="2">{refreshSelect}</HStack>
      ) : (
        <HStack gap="2">
          <ReportScheduleButton target={{ kind: 'dashboard', id: data.dashboardId, title: data.dashboardTitle }} />
          <Button size="sm" variant="outline" onClick={props.onRefresh}>
            Refresh dashboard
          </Button>
          {refreshSelect}
          <Button size="sm" variant="outline" onClick={props.onToggleStandalone}>
            {props.standalone ? 'Exit full screen' : 'Enter full screen'}
          </Button>
          {data.viewerCanEdit ? (
            <Button size="sm" colorPalette="blue" onClick={props.onEdit}>
              Edit dashboard
            </Button>
          ) : null}
        </HStack>
      )}
    </Flex>
  );
}
