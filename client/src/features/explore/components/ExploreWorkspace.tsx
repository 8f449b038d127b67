import { Box, Button, Dialog, Grid, Portal, Stack, Text } from '@chakra-ui/react';
import { explorePanelFor, panelControls } from '@chartroom/viz';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useBlocker, useNavigate } from 'react-router';
import { toDatasourceMeta } from '../../../charts/datasourceMeta.ts';
import { vizTypeName } from '../../../charts/vizTypeNames.ts';
import { toastSuccess } from '../../../components/toaster.ts';
import type { ChartPropertiesDialog_chart$key } from '../../chart-list/components/__generated__/ChartPropertiesDialog_chart.graphql.ts';
import { ChartPropertiesDialog } from '../../chart-list/components/ChartPropertiesDialog.tsx';
import { ERROR_TEXT } from '../controls/ControlHeader.tsx';
import { ExploreDndContext } from '../controls/dnd.tsx';
import { VizTypeControl } from '../controls/VizTypeControl.tsx';
import {
  drawnFormData,
  type ExploreFormData,
  exploreReducer,
  initialExploreState,
  isStale,
  validationErrors,
} from '../state/exploreState.ts';
import type { ExploreUi } from '../state/uiConfig.ts';
import { useFormDataKey } from '../state/useFormDataKey.ts';
import { useExploreDatasource } from '../useExploreDatasource.ts';
import type { ExploreWorkspace_dataset$key } from './__generated__/ExploreWorkspace_dataset.graphql.ts';
import { ChartArea } from './ChartArea.tsx';
import { ControlPanel } from './ControlPanel.tsx';
import type { ExploreQueryResult } from './chartStatus.ts';
import { DataPanes } from './DataPanes.tsx';
import { DatasetPane } from './DatasetPane.tsx';
import { ExploreHeader } from './ExploreHeader.tsx';
import { SaveModal } from './SaveModal.tsx';
import { useChartQuery } from './useChartQuery.ts';

export interface SavedChartInfo {
  readonly id: string;
  readonly chartId: number;
  readonly sliceName: string;
  readonly description: string | null;
  readonly viewerCanEdit: boolean;
  readonly isFavorite: boolean;
  readonly dashboards: readonly { id: number; title: string }[];
  /** The chart's properties (name, description, cache timeout, certification) for the header's dialog. */
  readonly properties: ChartPropertiesDialog_chart$key;
}

function UnsavedChangesDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onStay())} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Unsaved changes</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>This chart has changes that are not saved. Leave and lose them?</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onStay}>
                Stay
              </Button>
              <Button colorPalette="red" onClick={onLeave}>
                Leave
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The explore screen: dataset pane, control panel and chart. The form lives in one store (undo of
 * the last change, stale until run) and in the URL's form_data_key, so a reload keeps it.
 */
export function ExploreWorkspace({
  dataset: datasetKey,
  saved,
  initialFormData,
  formDataKey,
  runOnOpen,
  ui = NO_UI_FLAGS,
}: {
  dataset: ExploreWorkspace_dataset$key;
  saved: SavedChartInfo | null;
  initialFormData: ExploreFormData;
  formDataKey: string | null;
  runOnOpen: boolean;
  ui?: ExploreUi;
}) {
  const fragment = useFragment(
    graphql`
      fragment ExploreWorkspace_dataset on Dataset {
        ...useExploreDatasource_dataset
      }
    `,
    datasetKey,
  );
  const dataset = useExploreDatasource(fragment);
  const navigate = useNavigate();
  const meta = useMemo(
    () =>
      toDatasourceMeta({
        columns: dataset.columns.map((c) => ({ columnName: c.column_name, verboseName: c.verbose_name })),
        metrics: (dataset.metrics ?? []).map((m) => ({ metricName: m.metric_name, verboseName: m.verbose_name })),
      }),
    [dataset],
  );
  const firstTemporal = dataset.mainDttmCol ?? dataset.columns.find((c) => c.is_dttm)?.column_name ?? null;
  const [state, dispatch] = useReducer(exploreReducer, null, () => {
    const formData = { ...initialFormData, datasource: `${dataset.datasetId}__table` } as ExploreFormData;
    const time = formData.granularity_sqla;
    // The time column must still be a temporal column of this dataset; otherwise its first one.
    const validTime = typeof time === 'string' && dataset.columns.some((c) => c.column_name === time && c.is_dttm);
    const withTime = { ...formData, granularity_sqla: validTime ? time : firstTemporal } as ExploreFormData;
    return initialExploreState(withTime, explorePanelFor(withTime.viz_type), runOnOpen);
  });
  const panel = useMemo(() => explorePanelFor(state.formData.viz_type), [state.formData.viz_type]);
  const errors = useMemo(() => validationErrors(state.formData, panel), [state.formData, panel]);
  const stale = isStale(state, panel);
  const runBlocked = Object.entries(errors)
    .map(([name, messages]) => `${name}: ${messages.join(', ')}`)
    .join('; ');
  const [force, setForce] = useState(false);
  const { state: chart, stop } = useChartQuery(state.lastRun, state.runId, force);
  const drawn = drawnFormData(state, panel);
  const [jobResult, setJobResult] = useState<{ jobId: string; result: ExploreQueryResult } | null>(null);
  const onAsyncResult = useCallback((jobId: string, result: ExploreQueryResult) => setJobResult({ jobId, result }), []);
  const paneResult =
    chart.status === 'success'
      ? chart.result
      : chart.status === 'waiting' && jobResult?.jobId === chart.jobId
        ? jobResult.result
        : null;
  const [saving, setSaving] = useState(false);
  const [editingProperties, setEditingProperties] = useState(false);
  const [savedForm, setSavedForm] = useState<string>(() => JSON.stringify(state.formData));
  const dirty = JSON.stringify(state.formData) !== savedForm;
  useFormDataKey(state.formData, dataset.datasetId, saved?.id ?? null, formDataKey, true);

  const onChange = useCallback(
    (name: string, value: unknown) => dispatch({ type: 'setControl', name, value, panel }),
    [panel],
  );
  const run = () => {
    if (runBlocked) return;
    setForce(false);
    dispatch({ type: 'run' });
  };

  // Leaving with unsaved changes asks first; a reload or closing the tab gets the browser's own prompt.
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useAppNavHidden(ui.hideNav);

  const title = saved?.sliceName ?? 'New chart';
  const chartArea = (
    <ChartArea
      meta={meta}
      state={chart}
      formData={drawn}
      stale={stale}
      onRun={run}
      onStop={stop}
      runBlocked={runBlocked || null}
      onAsyncResult={onAsyncResult}
    />
  );
  // Standalone: the chart alone, filling the window, as Superset's standalone explore draws it.
  if (ui.standalone) {
    return (
      <Box position="fixed" inset="0" zIndex="overlay" bg="bg" p="2" className="standalone">
        <title>{`${title} · Chartroom`}</title>
        <Box h="full">{chartArea}</Box>
      </Box>
    );
  }
  const controlsShown = !ui.hideChartControls;
  const workspace = (
    <ExploreDndContext>
      <title>{`${title} · Chartroom`}</title>
      <Stack gap="3">
        <ExploreHeader
          hideTitle={ui.hideTitle}
          title={title}
          vizName={vizTypeName(state.formData.viz_type)}
          datasetName={`${dataset.schema ? `${dataset.schema}.` : ''}${dataset.tableName}`}
          chart={saved ? { id: saved.id, isFavorite: saved.isFavorite } : null}
          formData={state.formData}
          canUndo={state.previous !== null}
          onUndo={() => dispatch({ type: 'undo' })}
          onSave={() => setSaving(true)}
          onEditProperties={saved?.viewerCanEdit ? () => setEditingProperties(true) : undefined}
          dirty={dirty}
        />
        <Grid
          templateColumns={{ base: '1fr', lg: controlsShown ? '240px 340px minmax(0, 1fr)' : 'minmax(0, 1fr)' }}
          gap="3"
          alignItems="start"
        >
          {controlsShown ? (
            <>
              <Box
                as="section"
                aria-label="Dataset"
                borderWidth="1px"
                borderRadius="md"
                p="2"
                h={{ lg: 'calc(100vh - 170px)' }}
                overflow="hidden"
              >
                <DatasetPane
                  dataset={dataset}
                  chartId={saved?.id ?? null}
                  onDatasetChanged={(picked) => {
                    leaving.current = true;
                    if (saved) navigate(`/explore/?slice_id=${saved.chartId}`, { replace: true });
                    else navigate(`/explore/?datasource_id=${picked.datasetId}&viz_type=${state.formData.viz_type}`);
                  }}
                />
              </Box>
              <Stack
                as="section"
                aria-label="Chart controls"
                gap="2"
                borderWidth="1px"
                borderRadius="md"
                p="2"
                h={{ lg: 'calc(100vh - 170px)' }}
              >
                <Box overflowY="auto" flex="1" minH="0" pe="1">
                  <Text fontSize="sm" fontWeight="medium" mb="1">
                    Chart type
                  </Text>
                  <VizTypeControl
                    name="viz_type"
                    config={{ type: 'VizTypeControl', label: 'Chart type' }}
                    value={state.formData.viz_type}
                    onChange={(value) => onChange('viz_type', value)}
                    formData={state.formData}
                    datasource={dataset}
                    label="Chart type"
                  />
                  <ControlPanel
                    panel={panel}
                    formData={state.formData}
                    datasource={dataset}
                    errors={errors}
                    onChange={onChange}
                  />
                </Box>
                {runBlocked ? (
                  <Text fontSize="xs" color={ERROR_TEXT} role="alert">
                    {Object.entries(errors)
                      .map(([name, messages]) => `${panelLabel(panel, name)}: ${messages.join(', ')}`)
                      .join(' · ')}
                  </Text>
                ) : null}
                <Button
                  colorPalette="blue"
                  onClick={run}
                  disabled={Boolean(runBlocked)}
                  title={runBlocked || undefined}
                >
                  {state.lastRun ? 'Update chart' : 'Create chart'}
                </Button>
              </Stack>
            </>
          ) : null}
          <Stack as="section" aria-label="Chart" gap="3" minW="0">
            <Box h={{ base: '420px', lg: ui.hideTab ? 'calc(100vh - 170px)' : 'calc(60vh)' }}>{chartArea}</Box>
            {ui.hideTab ? null : (
              <DataPanes
                result={paneResult}
                meta={meta}
                datasetId={dataset.id}
                rowLimit={typeof state.formData.row_limit === 'number' ? state.formData.row_limit : null}
              />
            )}
          </Stack>
        </Grid>
      </Stack>
      {saved ? (
        <ChartPropertiesDialog
          chart={editingProperties ? saved.properties : null}
          onClose={() => setEditingProperties(false)}
        />
      ) : null}
      {saving ? (
        <SaveModal
          open
          onClose={() => setSaving(false)}
          formData={state.formData}
          target={
            saved
              ? {
                  id: saved.id,
                  chartId: saved.chartId,
                  sliceName: saved.sliceName,
                  viewerCanEdit: saved.viewerCanEdit,
                  dashboardIds: saved.dashboards.map((d) => d.id),
                }
              : null
          }
          onSaved={({ chartId, dashboardId, goToDashboard }) => {
            setSaving(false);
            setSavedForm(JSON.stringify(state.formData));
            toastSuccess('Chart saved');
            // Saved: the URL names the chart from now on (and the dashboard when asked to go there).
            leaving.current = true;
            navigate(
              goToDashboard && dashboardId ? `/superset/dashboard/${dashboardId}/` : `/explore/?slice_id=${chartId}`,
            );
          }}
        />
      ) : null}
      <UnsavedChangesDialog
        open={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </ExploreDndContext>
  );
  // uiConfig 4 hides the app's navigation: the screen covers the window.
  return ui.hideNav ? (
    <Box position="fixed" inset="0" zIndex="overlay" bg="bg" overflow="auto" p="4">
      {workspace}
    </Box>
  ) : (
    workspace
  );
}

/**
 * While the screen covers the window (standalone, uiConfig 4) the app's navigation under it is
 * out of reach for the keyboard and screen readers too, not only out of sight.
 */
function useAppNavHidden(hidden: boolean) {
  useEffect(() => {
    if (!hidden) return;
    const header = document.querySelector<HTMLElement>('body header');
    if (!header) return;
    header.inert = true;
    return () => {
      header.inert = false;
    };
  }, [hidden]);
}

const NO_UI_FLAGS: ExploreUi = {
  standalone: false,
  hideTitle: false,
  hideTab: false,
  hideNav: false,
  hideChartControls: false,
};

function panelLabel(panel: ReturnType<typeof explorePanelFor>, name: string): string {
  return panelControls(panel).find((c) => c.name === name)?.config.label ?? name;
}
