import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  RadioGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { buildQueryContext, type ChartFormData } from '@chartroom/viz';
import { Suspense, useState } from 'react';
import { commitMutation, fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { Environment, GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { toGlobalId } from '../../../relay/globalId.ts';
import { ERROR_TEXT } from '../controls/ControlHeader.tsx';
import { appendChartToLayout } from '../state/dashboardLayout.ts';
import type { ExploreFormData } from '../state/exploreState.ts';
import type { SaveModalCreateChartMutation } from './__generated__/SaveModalCreateChartMutation.graphql.ts';
import type { SaveModalCreateDashboardMutation } from './__generated__/SaveModalCreateDashboardMutation.graphql.ts';
import type { SaveModalDashboardLayoutQuery } from './__generated__/SaveModalDashboardLayoutQuery.graphql.ts';
import type { SaveModalDashboardsQuery } from './__generated__/SaveModalDashboardsQuery.graphql.ts';
import type { SaveModalSaveDashboardMutation } from './__generated__/SaveModalSaveDashboardMutation.graphql.ts';
import type { SaveModalUpdateChartMutation } from './__generated__/SaveModalUpdateChartMutation.graphql.ts';

const NEW_DASHBOARD = '__new__';

export interface SaveTarget {
  readonly id: string;
  readonly chartId: number;
  readonly sliceName: string;
  readonly viewerCanEdit: boolean;
  readonly dashboardIds: readonly number[];
}

type Outcome = { __typename: string; message?: string };

function run<M extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: M['variables'],
): Promise<M['response']> {
  return new Promise((resolve, reject) =>
    commitMutation<M>(environment, {
      mutation,
      variables,
      onCompleted: (response) => resolve(response),
      onError: reject,
    }),
  );
}

function failIfError(result: Outcome): void {
  if (result.__typename.endsWith('Payload')) return;
  throw new Error(result.message ?? 'An error has occurred');
}

const createChartMutation = graphql`
  mutation SaveModalCreateChartMutation($input: ChartFieldsInput!) {
    createChart(input: $input) {
      __typename
      ... on ChartPayload {
        chart {
          id
          chartId
          sliceName
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const updateChartMutation = graphql`
  mutation SaveModalUpdateChartMutation($id: ID!, $input: ChartFieldsInput!) {
    updateChart(id: $id, input: $input) {
      __typename
      ... on ChartPayload {
        chart {
          id
          chartId
          sliceName
          formData
          drawnFormData
          dashboardIds
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const createDashboardMutation = graphql`
  mutation SaveModalCreateDashboardMutation($input: DashboardFieldsInput!) {
    createDashboard(input: $input) {
      __typename
      ... on SaveDashboardPayload {
        dashboard {
          id
          dashboardId
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const saveDashboardMutation = graphql`
  mutation SaveModalSaveDashboardMutation($id: ID!, $input: DashboardFieldsInput!) {
    saveDashboard(id: $id, input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;
const dashboardLayoutQuery = graphql`
  query SaveModalDashboardLayoutQuery($id: ID!) {
    node(id: $id) {
      ... on Dashboard {
        positionJson
      }
    }
  }
`;

/**
 * Saves the chart (over itself or as a new one), optionally onto an existing or a new dashboard,
 * where it lands in a row of its own. Returns where the chart and dashboard ended up.
 */
async function saveChart(
  environment: Environment,
  options: {
    action: 'overwrite' | 'saveas';
    name: string;
    formData: ExploreFormData;
    target: SaveTarget | null;
    dashboard: { id: number } | { title: string } | null;
  },
): Promise<{ chartId: number; dashboardId: number | null }> {
  const { datasetId } = { datasetId: Number(String(options.formData.datasource).split('__')[0]) };
  const params = { ...options.formData, slice_id: undefined } as Record<string, unknown>;
  let queryContext: unknown = null;
  try {
    queryContext = buildQueryContext(options.formData as unknown as ChartFormData);
  } catch {
    queryContext = null;
  }
  let dashboardId: number | null = null;
  if (options.dashboard && 'title' in options.dashboard) {
    const created = await run<SaveModalCreateDashboardMutation>(environment, createDashboardMutation, {
      input: { dashboardTitle: options.dashboard.title },
    });
    failIfError(created.createDashboard);
    dashboardId =
      created.createDashboard.__typename === 'SaveDashboardPayload'
        ? (created.createDashboard.dashboard?.dashboardId ?? null)
        : null;
  } else if (options.dashboard) dashboardId = options.dashboard.id;
  const keep = options.action === 'overwrite' && options.target ? options.target.dashboardIds : [];
  const dashboardIds = [...new Set([...keep, ...(dashboardId ? [dashboardId] : [])])];
  const input = {
    sliceName: options.name,
    vizType: options.formData.viz_type,
    datasourceId: datasetId,
    datasourceType: 'table',
    params,
    queryContext,
    dashboardIds,
  };
  let chartId: number;
  if (options.action === 'overwrite' && options.target) {
    const updated = await run<SaveModalUpdateChartMutation>(environment, updateChartMutation, {
      id: options.target.id,
      input,
    });
    failIfError(updated.updateChart);
    chartId = options.target.chartId;
  } else {
    const created = await run<SaveModalCreateChartMutation>(environment, createChartMutation, { input });
    failIfError(created.createChart);
    const made = created.createChart.__typename === 'ChartPayload' ? created.createChart.chart : undefined;
    if (!made) throw new Error('An error has occurred');
    chartId = made.chartId;
  }
  if (dashboardId) {
    const id = toGlobalId('Dashboard', String(dashboardId));
    const current = await fetchQuery<SaveModalDashboardLayoutQuery>(
      environment,
      dashboardLayoutQuery,
      { id },
      { fetchPolicy: 'network-only' },
    ).toPromise();
    const positionJson = appendChartToLayout(current?.node?.positionJson ?? {}, { chartId, sliceName: options.name });
    const saved = await run<SaveModalSaveDashboardMutation>(environment, saveDashboardMutation, {
      id,
      input: { positionJson },
    });
    failIfError(saved.saveDashboard);
  }
  return { chartId, dashboardId };
}

function DashboardSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const data = useLazyLoadQuery<SaveModalDashboardsQuery>(
    graphql`
      query SaveModalDashboardsQuery {
        dashboards(first: 100, orderBy: { field: DASHBOARD_TITLE, direction: ASC }) {
          edges {
            node {
              id
              dashboardId
              dashboardTitle
              viewerCanEdit
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const editable = data.dashboards.edges.filter((e) => e.node.viewerCanEdit);
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field aria-label="Add to dashboard" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">No dashboard</option>
        <option value={NEW_DASHBOARD}>Create a new dashboard…</option>
        {editable.map(({ node }) => (
          <option key={node.id} value={String(node.dashboardId)}>
            {node.dashboardTitle}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function SaveModal({
  open,
  onClose,
  formData,
  target,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  formData: ExploreFormData;
  target: SaveTarget | null;
  onSaved: (result: { chartId: number; dashboardId: number | null; goToDashboard: boolean }) => void;
}) {
  const environment = useRelayEnvironment();
  const canOverwrite = target?.viewerCanEdit === true;
  const [action, setAction] = useState<'overwrite' | 'saveas'>(canOverwrite ? 'overwrite' : 'saveas');
  const [name, setName] = useState(target?.sliceName ?? '');
  const [dashboard, setDashboard] = useState('');
  const [newTitle, setNewTitle] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameError =
    name.trim() === '' ? 'Chart name is required' : name.trim().length > 250 ? 'At most 250 characters' : null;
  const dashboardError = dashboard === NEW_DASHBOARD && newTitle.trim() === '' ? 'Name the new dashboard' : null;
  const save = (goToDashboard: boolean) => {
    if (nameError || dashboardError) return;
    setSaving(true);
    setError(null);
    const choice =
      dashboard === '' ? null : dashboard === NEW_DASHBOARD ? { title: newTitle.trim() } : { id: Number(dashboard) };
    saveChart(environment, { action, name: name.trim(), formData, target, dashboard: choice })
      .then((result) => {
        setSaving(false);
        onSaved({ ...result, goToDashboard });
      })
      .catch((e: Error) => {
        setSaving(false);
        setError(e.message || 'An error has occurred');
      });
  };
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Save chart</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <RadioGroup.Root
                  value={action}
                  onValueChange={(e) => setAction(e.value === 'overwrite' ? 'overwrite' : 'saveas')}
                  aria-label="Save mode"
                >
                  <Stack direction="row" gap="4">
                    <RadioGroup.Item value="overwrite" disabled={!canOverwrite}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>Save (Overwrite)</RadioGroup.ItemText>
                    </RadioGroup.Item>
                    <RadioGroup.Item value="saveas">
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>Save as…</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  </Stack>
                </RadioGroup.Root>
                <Field.Root required invalid={Boolean(nameError) && name !== ''}>
                  <Field.Label>Chart name</Field.Label>
                  <Input value={name} onChange={(e) => setName(e.currentTarget.value)} />
                  {nameError && name !== '' ? <Field.ErrorText color={ERROR_TEXT}>{nameError}</Field.ErrorText> : null}
                </Field.Root>
                <Field.Root>
                  <Field.Label>Add to dashboard</Field.Label>
                  <Suspense fallback={<Text color="fg.muted">Loading dashboards…</Text>}>
                    <DashboardSelect value={dashboard} onChange={setDashboard} />
                  </Suspense>
                </Field.Root>
                {dashboard === NEW_DASHBOARD ? (
                  <Field.Root required>
                    <Field.Label>New dashboard name</Field.Label>
                    <Input value={newTitle} onChange={(e) => setNewTitle(e.currentTarget.value)} />
                  </Field.Root>
                ) : null}
                {error ? (
                  <Text color={ERROR_TEXT} role="alert" whiteSpace="pre-wrap">
                    {error}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button
                variant="outline"
                disabled={Boolean(nameError || dashboardError) || dashboard === ''}
                loading={saving}
                onClick={() => save(true)}
              >
                Save &amp; go to dashboard
              </Button>
              <Button
                colorPalette="blue"
                disabled={Boolean(nameError || dashboardError)}
                loading={saving}
                onClick={() => save(false)}
              >
                Save
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
