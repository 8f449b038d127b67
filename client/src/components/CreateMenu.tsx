import { Button, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import type { CreateMenuDashboardMutation } from './__generated__/CreateMenuDashboardMutation.graphql.ts';
import { CreateChartDialog } from './CreateChartDialog.tsx';
import { formatMessage, toastError } from './toaster.ts';

/**
 * Where each "+" entry starts: a chart from a dataset and a visualization type (a dialog, then
 * Explore), a dashboard at once (untitled), a dataset at Superset's `/dataset/add/`.
 */
const targets = [
  { value: 'chart', label: 'Chart', to: null },
  { value: 'dashboard', label: 'Dashboard', to: null },
  { value: 'dataset', label: 'Dataset', to: '/dataset/add/' },
  { value: 'database', label: 'Database connection', to: '/databaseview/list/?create=1' },
] as const;

export function CreateMenu() {
  const navigate = useNavigate();
  const [creatingChart, setCreatingChart] = useState(false);
  const [createDashboard] = useMutation<CreateMenuDashboardMutation>(graphql`
    mutation CreateMenuDashboardMutation($input: DashboardFieldsInput!) {
      createDashboard(input: $input) {
        __typename
        ... on SaveDashboardPayload {
          dashboard {
            dashboardId
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  // Superset's "+ Dashboard": a new untitled dashboard, opened at once.
  const onNewDashboard = () =>
    createDashboard({
      variables: { input: { dashboardTitle: '[ untitled dashboard ]' } },
      onCompleted: (response) => {
        const result = response.createDashboard;
        if (result.__typename === 'SaveDashboardPayload' && result.dashboard) {
          navigate(`/superset/dashboard/${result.dashboard.dashboardId}/?edit=true`);
        } else {
          const message = 'message' in result ? String(result.message) : 'Sorry, an unknown error occurred';
          toastError(formatMessage('An error occurred while creating %ss: %s', 'dashboard', message));
        }
      },
      onError: (error) =>
        toastError(formatMessage('An error occurred while creating %ss: %s', 'dashboard', error.message)),
    });

  return (
    <>
      <Menu.Root
        onSelect={(details) => {
          const target = targets.find((candidate) => candidate.value === details.value);
          if (target?.to) navigate(target.to);
          else if (target?.value === 'chart') setCreatingChart(true);
          else if (target) onNewDashboard();
        }}
      >
        <Menu.Trigger asChild>
          <Button size="sm" colorPalette="blue" aria-label="Create new">
            <span aria-hidden="true">+</span>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {targets.map((target) => (
                <Menu.Item key={target.value} value={target.value}>
                  {target.label}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <CreateChartDialog open={creatingChart} onClose={() => setCreatingChart(false)} />
    </>
  );
}
