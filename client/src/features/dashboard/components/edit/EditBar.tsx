import { Box, Button, Flex, HStack, Input, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { formatMessage, toastError, toastSuccess } from '../../../../components/toaster.ts';
import { insertNew } from '../../layout/layoutEdit.ts';
import type { LayoutHistory } from '../../layout/layoutHistory.ts';
import { componentOf } from '../../layout/layoutRead.ts';
import { GRID_ID, type Layout } from '../../layout/layoutTypes.ts';
import { dashboardPath, untitledDefault } from '../../state/saveDefaults.ts';
import type { EditBar_dashboard$key } from './__generated__/EditBar_dashboard.graphql.ts';
import type { EditBarMetadataQuery } from './__generated__/EditBarMetadataQuery.graphql.ts';
import type { EditBarSaveMutation } from './__generated__/EditBarSaveMutation.graphql.ts';
import { ChartPicker } from './ChartPicker.tsx';
import { ConflictDialog } from './ConflictDialog.tsx';
import { PropertiesDialog } from './PropertiesDialog.tsx';
import { SaveAsDialog } from './SaveAsDialog.tsx';

interface EditBarProps {
  readonly dashboard: EditBar_dashboard$key;
  readonly history: LayoutHistory;
  readonly layout: Layout;
  readonly activeTabs: readonly string[];
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
  readonly onChange: (layout: Layout) => void;
  readonly onDiscard: () => void;
  readonly onSaved: () => void;
  /** The auto-refresh interval chosen (seconds, in the header); saved as `refresh_frequency` in the JSON metadata. */
  readonly refreshFrequency: number;
  /** DASHBOARD_RBAC: the properties modal offers the dashboard's roles. */
  readonly rolesEnabled: boolean;
}

/** The stored metadata read fresh at save time, so a changed interval never overwrites newer filters. */
const metadataQuery = graphql`
  query EditBarMetadataQuery($id: ID!) {
    node(id: $id) {
      ... on Dashboard {
        jsonMetadata
      }
    }
  }
`;

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The interval a dashboard's metadata stores (0 when none). */
export const storedRefreshFrequency = (metadata: unknown): number => {
  const value = Number(asObject(metadata).refresh_frequency ?? 0);
  return Number.isFinite(value) && value > 0 ? value : 0;
};

const PALETTE: readonly (readonly [string, string])[] = [
  ['TABS', 'Tabs'],
  ['ROW', 'Row'],
  ['COLUMN', 'Column'],
  ['HEADER', 'Header'],
  ['MARKDOWN', 'Text'],
  ['DIVIDER', 'Divider'],
];

const FORBIDDEN = 'You do not have permission to edit this dashboard';

/** Where new components go: the innermost open tab, else the dashboard grid. */
export function insertionTarget(layout: Layout, activeTabs: readonly string[]): string {
  const tab = [...activeTabs].reverse().find((id) => componentOf(layout, id)?.type === 'TAB');
  return tab ?? (componentOf(layout, GRID_ID) ? GRID_ID : (componentOf(layout, 'ROOT_ID')?.children[0] ?? GRID_ID));
}

/** Edit mode's bar: title, the component palette, the chart picker, undo/redo, properties, save. */
export function EditBar(props: EditBarProps) {
  const data = useFragment(
    graphql`
      fragment EditBar_dashboard on Dashboard {
        id
        dashboardId
        dashboardTitle
        slug
        css
        changedOn
        jsonMetadata
        ...PropertiesDialog_dashboard
      }
    `,
    props.dashboard,
  );
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const [title, setTitle] = useState(data.dashboardTitle);
  const [picking, setPicking] = useState(true);
  const [dialog, setDialog] = useState<'conflict' | 'saveAs' | 'properties' | null>(null);
  const [conflictMessage, setConflictMessage] = useState('');
  const [commit, saving] = useMutation<EditBarSaveMutation>(graphql`
    mutation EditBarSaveMutation($id: ID!, $input: DashboardFieldsInput!, $lastModifiedTime: Float) {
      saveDashboard(id: $id, input: $input, lastModifiedTime: $lastModifiedTime) {
        __typename
        ... on SaveDashboardPayload {
          lastModifiedTime
          dashboard {
            id
            dashboardId
            slug
            positionJson
            ...DashboardScreen_dashboard
            ...DashboardHeader_dashboard
            ...EditBar_dashboard
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const target = insertionTarget(props.layout, props.activeTabs);

  const add = (type: string) => {
    const result = insertNew(props.layout, type, target);
    if (result.ok) props.onChange(result.layout);
    else toastError(result.message);
  };

  const save = async (overwrite: boolean) => {
    const lastModifiedTime = overwrite ? null : Date.parse(data.changedOn) / 1000;
    let jsonMetadata: Record<string, unknown> | undefined;
    if (props.refreshFrequency !== storedRefreshFrequency(data.jsonMetadata)) {
      try {
        const fresh = await fetchQuery<EditBarMetadataQuery>(
          environment,
          metadataQuery,
          { id: data.id },
          { fetchPolicy: 'network-only' },
        ).toPromise();
        jsonMetadata = { ...asObject(fresh?.node?.jsonMetadata), refresh_frequency: props.refreshFrequency };
      } catch (error) {
        toastError(formatMessage('Sorry, there was an error saving this dashboard: %s', (error as Error).message));
        return;
      }
    }
    commit({
      variables: {
        id: data.id,
        input: {
          dashboardTitle: untitledDefault(title),
          positionJson: props.layout,
          ...(jsonMetadata ? { jsonMetadata } : {}),
        },
        lastModifiedTime,
      },
      onCompleted: ({ saveDashboard: result }) => {
        if (result.__typename === 'SaveDashboardPayload' && result.dashboard) {
          toastSuccess('This dashboard was saved successfully.');
          setDialog(null);
          props.onSaved();
          navigate(dashboardPath(result.dashboard), { replace: true });
        } else if (result.__typename === 'ConflictError') {
          setConflictMessage(result.message ?? '');
          setDialog('conflict');
        } else if (result.__typename === 'ForbiddenError') toastError(FORBIDDEN);
        else if (!result.message) toastError('Sorry, an unknown error occurred');
        else toastError(formatMessage('Sorry, there was an error saving this dashboard: %s', result.message));
      },
      onError: (error) =>
        toastError(formatMessage('Sorry, there was an error saving this dashboard: %s', error.message)),
    });
  };

  return (
    <Box
      position="sticky"
      top="0"
      zIndex="docked"
      bg="bg"
      borderBottomWidth="1px"
      py="2"
      className="dashboard-edit-bar"
      role="region"
      aria-label="Edit dashboard"
    >
      <Flex gap="2" wrap="wrap" align="center">
        <Input
          aria-label="Dashboard title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          size="sm"
          maxW="xs"
          placeholder="[ untitled dashboard ]"
        />
        <HStack gap="1" wrap="wrap" role="group" aria-label="Add a component">
          {PALETTE.map(([type, label]) => (
            <Button key={type} size="xs" variant="outline" onClick={() => add(type)}>
              + {label}
            </Button>
          ))}
          <Button
            size="xs"
            variant={picking ? 'subtle' : 'outline'}
            onClick={() => setPicking(!picking)}
            aria-expanded={picking}
          >
            Charts
          </Button>
        </HStack>
        <HStack gap="1" ms="auto">
          <Button size="xs" variant="ghost" onClick={props.onUndo} disabled={!props.canUndo}>
            Undo
          </Button>
          <Button size="xs" variant="ghost" onClick={props.onRedo} disabled={!props.canRedo}>
            Redo
          </Button>
          <Button size="xs" variant="outline" onClick={() => setDialog('properties')}>
            Edit properties
          </Button>
          <Button size="xs" variant="outline" onClick={props.onDiscard}>
            Discard
          </Button>
          <Button size="xs" variant="outline" onClick={() => setDialog('saveAs')}>
            Save as
          </Button>
          <Button size="xs" colorPalette="blue" onClick={() => void save(false)} loading={saving}>
            Save
          </Button>
        </HStack>
      </Flex>
      <Text fontSize="xs" color="fg.muted" mt="1">
        New components go to {target === GRID_ID ? 'the end of the dashboard' : 'the end of the open tab'}; drag them by
        ✥ into another row, column or tab (or move them with ⇄), reorder a row’s items by ⠿ and resize them by their
        corner.
        {props.history.hasUnsavedChanges ? ' You have unsaved changes.' : ''}
      </Text>
      {picking ? (
        <Suspense fallback={<Text fontSize="sm">Loading charts…</Text>}>
          <ChartPicker layout={props.layout} target={target} onChange={props.onChange} />
        </Suspense>
      ) : null}
      <ConflictDialog
        open={dialog === 'conflict'}
        message={conflictMessage}
        onClose={() => setDialog(null)}
        onReload={() => window.location.reload()}
        onOverwrite={() => void save(true)}
      />
      {dialog === 'saveAs' ? (
        <SaveAsDialog
          dashboardGlobalId={data.id}
          title={untitledDefault(title)}
          css={data.css}
          jsonMetadata={data.jsonMetadata}
          layout={props.layout}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'properties' ? (
        <PropertiesDialog dashboard={data} rolesEnabled={props.rolesEnabled} onClose={() => setDialog(null)} />
      ) : null}
    </Box>
  );
}
