import { Box, Dialog, IconButton, Portal, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useSearchParams } from 'react-router';
import { toastError, toaster } from '../../../components/toaster.ts';
import { toGlobalId } from '../../../relay/globalId.ts';
import type { NativeFiltersArea_page$key } from '../filters/__generated__/NativeFiltersArea_page.graphql.ts';
import { NativeFiltersArea } from '../filters/NativeFiltersArea.tsx';
import {
  canRedo,
  canUndo,
  type LayoutHistory,
  pushLayout,
  redo,
  startHistory,
  undo,
  undoLimitMessage,
} from '../layout/layoutHistory.ts';
import { activeTabIds, chartIdsUnder, componentOf, heightOf, toLayout, visibleChartIds } from '../layout/layoutRead.ts';
import { GRID_BASE_UNIT, type Layout, ROOT_ID } from '../layout/layoutTypes.ts';
import { readActiveTabs, writeActiveTabs } from '../state/activeTabsParam.ts';
import { forceRefreshChart } from '../state/chartRefresh.ts';
import { periodicWindowMs, refreshDelays } from '../state/refreshStagger.ts';
import type { DashboardChartCard_chart$key } from './__generated__/DashboardChartCard_chart.graphql.ts';
import type { DashboardScreen_dashboard$key } from './__generated__/DashboardScreen_dashboard.graphql.ts';
import { ChartCard } from './ChartCard.tsx';
import { DashboardContext, type DashboardContextValue } from './DashboardContext.ts';
import { DashboardHeader } from './DashboardHeader.tsx';
import { DragProvider } from './edit/dragDrop.tsx';
import { EditBar } from './edit/EditBar.tsx';
import { LayoutNode } from './LayoutView.tsx';

interface LoadedChart {
  readonly chartId: number;
  readonly ' $fragmentSpreads': DashboardChartCard_chart$key[' $fragmentSpreads'];
}

const isStandalone = (value: string | null) => value === '1' || value === '2' || value === 'true';

/** The dashboard: header, layout, edit mode, refresh, full screen. */
export function DashboardScreen({
  dashboard,
  filtersPage,
  featureFlags,
  charts,
}: {
  dashboard: DashboardScreen_dashboard$key;
  /** Read by the page's operation only: the filter state it opened with and the filter boxes. */
  filtersPage: NativeFiltersArea_page$key;
  featureFlags: readonly string[];
  charts: readonly LoadedChart[];
}) {
  const data = useFragment(
    graphql`
      fragment DashboardScreen_dashboard on Dashboard {
        id
        dashboardId
        dashboardTitle
        slug
        css
        positionJson
        viewerCanEdit
        metadata {
          refreshFrequency
          staggerRefresh
          staggerTime
          timedRefreshImmuneSlices
        }
        ...DashboardHeader_dashboard
        ...EditBar_dashboard
        ...NativeFiltersArea_dashboard
      }
    `,
    dashboard,
  );
  const environment = useRelayEnvironment();
  const [search, setSearch] = useSearchParams();
  const editing = data.viewerCanEdit && search.get('edit') === 'true';
  const standalone = search.get('standalone');

  const savedLayout = useMemo(() => toLayout(data.positionJson), [data.positionJson]);
  const [history, setHistory] = useState<LayoutHistory>(() => startHistory(savedLayout));
  const [historyBase, setHistoryBase] = useState(savedLayout);
  if (historyBase !== savedLayout) {
    // A save or a reload brought a new stored layout: edits start again from it.
    setHistoryBase(savedLayout);
    setHistory(startHistory(savedLayout));
  }
  const layout: Layout = editing ? history.present : savedLayout;

  const changeLayout = useCallback((next: Layout) => {
    setHistory((current) => {
      const pushed = pushLayout(current, next);
      if (pushed.maxUndoHistoryExceeded && !current.maxUndoHistoryExceeded) {
        toaster.create({ type: 'warning', title: undoLimitMessage(), closable: true, duration: 10_000 });
      }
      return pushed;
    });
  }, []);

  const wantedTabs = useMemo(() => readActiveTabs(search), [search]);
  const activeTabs = useMemo(() => activeTabIds(layout, wantedTabs), [layout, wantedTabs]);
  const openTab = useCallback(
    (tabsId: string, tabId: string) => {
      const siblings = componentOf(layout, tabsId)?.children ?? [];
      const next = [...activeTabs.filter((tab) => !siblings.includes(tab)), tabId];
      setSearch((current) => writeActiveTabs(current, next), { replace: true });
    },
    [layout, activeTabs, setSearch],
  );

  const chartKeys = useMemo(
    () => new Map<number, DashboardChartCard_chart$key>(charts.map((chart) => [chart.chartId, chart])),
    [charts],
  );

  const [refreshing, setRefreshing] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);
  const refreshOne = useCallback(
    (chartId: number) => {
      setRefreshing((current) => new Set(current).add(chartId));
      forceRefreshChart(environment, toGlobalId('Chart', chartId))
        .catch((error: Error) => toastError('Sorry, an unknown error occurred', error.message))
        .finally(() =>
          setRefreshing((current) => {
            const next = new Set(current);
            next.delete(chartId);
            return next;
          }),
        );
    },
    [environment],
  );
  const refreshCharts = useCallback(
    (chartIds: readonly number[], delays: readonly number[] = []) => {
      chartIds.forEach((chartId, index) => {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          refreshOne(chartId);
        }, delays[index] ?? 0);
        timers.current.add(timer);
      });
    },
    [refreshOne],
  );

  // Superset's periodic refresh: every refresh_frequency seconds, the charts in view (minus the
  // immune ones), spread over max(a fifth of the interval, stagger_time) when staggering is on.
  const [refreshFrequency, setRefreshFrequency] = useState(data.metadata.refreshFrequency);
  const { staggerRefresh, staggerTime, timedRefreshImmuneSlices } = data.metadata;
  useEffect(() => {
    if (refreshFrequency <= 0 || editing) return;
    const interval = setInterval(() => {
      const ids = visibleChartIds(layout, activeTabs).filter((id) => !timedRefreshImmuneSlices.includes(id));
      refreshCharts(ids, refreshDelays(ids.length, periodicWindowMs(refreshFrequency), staggerTime, staggerRefresh));
    }, refreshFrequency * 1000);
    return () => clearInterval(interval);
  }, [
    refreshFrequency,
    editing,
    layout,
    activeTabs,
    timedRefreshImmuneSlices,
    staggerTime,
    staggerRefresh,
    refreshCharts,
  ]);

  const [fullSize, setFullSize] = useState<string | null>(null);

  const context: DashboardContextValue = {
    dashboardGlobalId: data.id,
    layout,
    chartKeys,
    activeTabs,
    openTab,
    editing,
    changeLayout,
    refreshing,
    refreshCharts,
    fullSizeChart: setFullSize,
  };

  const setParam = (key: string, value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: key !== 'edit' },
    );

  // Leaving with unsaved edits asks first, as Superset does.
  useEffect(() => {
    if (!editing || !history.hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [editing, history.hasUnsavedChanges]);

  const body = (
    <Stack gap="4" data-dashboard-screen="" className="dashboard">
      <title>{`${data.dashboardTitle} · Chartroom`}</title>
      {data.css ? <style>{data.css}</style> : null}
      {standalone === '2' ? null : (
        <DashboardHeader
          dashboard={data}
          editing={editing}
          standalone={isStandalone(standalone)}
          refreshFrequency={refreshFrequency}
          onRefreshFrequency={setRefreshFrequency}
          onRefresh={() => refreshCharts(visibleChartIds(layout, activeTabs))}
          onEdit={() => setParam('edit', 'true')}
          onToggleStandalone={() => setParam('standalone', isStandalone(standalone) ? null : '1')}
        />
      )}
      {editing ? (
        <EditBar
          dashboard={data}
          history={history}
          layout={layout}
          activeTabs={activeTabs}
          canUndo={canUndo(history)}
          canRedo={canRedo(history)}
          onUndo={() => setHistory(undo)}
          onRedo={() => setHistory(redo)}
          onChange={changeLayout}
          onDiscard={() => {
            setHistory(startHistory(savedLayout));
            setParam('edit', null);
          }}
          onSaved={() => setHistory((current) => startHistory(current.present))}
          refreshFrequency={refreshFrequency}
          rolesEnabled={featureFlags.includes('DASHBOARD_RBAC')}
        />
      ) : null}
      <NativeFiltersArea
        dashboard={data}
        page={filtersPage}
        featureFlags={featureFlags}
        layout={layout}
        editing={editing}
      >
        <Box as="main" aria-label="Dashboard content">
          {componentOf(layout, ROOT_ID) ? <LayoutNode id={ROOT_ID} /> : null}
          {chartIdsUnder(layout, ROOT_ID).length === 0 && !editing ? (
            <Box color="fg.muted" py="8" textAlign="center">
              {data.viewerCanEdit
                ? 'There are no charts added to this dashboard. Go to the edit mode to add charts.'
                : 'There are no charts added to this dashboard.'}
            </Box>
          ) : null}
        </Box>
        <FullSizeChart layout={layout} componentId={fullSize} onClose={() => setFullSize(null)} />
      </NativeFiltersArea>
    </Stack>
  );

  return (
    <DashboardContext.Provider value={context}>
      <DragProvider>
        {isStandalone(standalone) ? (
          <Box position="fixed" inset="0" zIndex="overlay" bg="bg" overflow="auto" p="4" className="standalone">
            {body}
          </Box>
        ) : (
          body
        )}
      </DragProvider>
    </DashboardContext.Provider>
  );
}

function FullSizeChart({
  layout,
  componentId,
  onClose,
}: {
  layout: Layout;
  componentId: string | null;
  onClose: () => void;
}) {
  const component = componentId ? componentOf(layout, componentId) : undefined;
  const chartId = component?.meta.chartId;
  const str = (value: unknown) => (typeof value === 'string' ? value : null);
  return (
    <Dialog.Root
      open={typeof chartId === 'number'}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      size="full"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content p="4">
            <Dialog.Title srOnly>Chart in full screen</Dialog.Title>
            {component && typeof chartId === 'number' ? (
              <ChartCard
                componentId={component.id}
                chartId={chartId}
                override={str(component.meta.sliceNameOverride)}
                layoutName={str(component.meta.sliceName)}
                heightPx={Math.max(heightOf(layout, component.id) * GRID_BASE_UNIT, window.innerHeight - 80)}
              />
            ) : null}
            <Dialog.CloseTrigger asChild>
              <IconButton variant="ghost" size="sm" aria-label="Exit full screen">
                <span aria-hidden="true">×</span>
              </IconButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
