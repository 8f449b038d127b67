import { Box, Flex } from '@chakra-ui/react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useSearchParams } from 'react-router';
import { toastError } from '../../../components/toaster.ts';
import type { Layout } from '../layout/layoutTypes.ts';
import type { NativeFiltersArea_dashboard$key } from './__generated__/NativeFiltersArea_dashboard.graphql.ts';
import type { NativeFiltersArea_page$key } from './__generated__/NativeFiltersArea_page.graphql.ts';
import type { NativeFiltersAreaCreateMutation } from './__generated__/NativeFiltersAreaCreateMutation.graphql.ts';
import type { NativeFiltersAreaUpdateMutation } from './__generated__/NativeFiltersAreaUpdateMutation.graphql.ts';
import {
  type CrossFilter,
  chartExtraFormData,
  crossExtraFormData,
  crossFilterDataMask,
  crossFiltersFromDataMask,
  type DataMask,
  filterStatuses,
  mergeExtraFormData,
  targetColumn,
} from './extraFormData.ts';
import { FilterBar } from './FilterBar.tsx';
import { FilterBoxMigrationPrompt, useFilterBoxMigration } from './FilterBoxMigration.tsx';
import { convertFilterBoxes, filtersOfBox, isInstantFilterBox, storedToNativeFilter } from './filterBoxConvert.ts';
import { showsNativeFilters } from './filterBoxMigration.ts';
import { ChartFiltersContext, type ChartFiltersValue } from './filtersContext.ts';
import { NATIVE_FILTERS_KEY } from './filterUrl.ts';
import {
  dataMaskOf,
  defaultValues,
  type FilterValues,
  toNativeFilter,
  valuesFromDataMask,
} from './nativeFilterState.ts';

/**
 * The native filters of a dashboard: the side bar, the values applied (kept in the URL as
 * `native_filters_key`, stored through the filter-state mutations) and each chart's extra form data.
 */

const NO_MASK: DataMask = {};
export function NativeFiltersArea({
  dashboard,
  page,
  featureFlags,
  layout,
  editing,
  children,
}: {
  dashboard: NativeFiltersArea_dashboard$key;
  /** What only the page's operation reads: the stored state it opened with, the filter boxes. */
  page: NativeFiltersArea_page$key;
  featureFlags: readonly string[];
  layout: Layout;
  editing: boolean;
  children: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment NativeFiltersArea_dashboard on Dashboard {
        id
        viewerCanEdit
        metadata {
          showNativeFilters
          crossFiltersEnabled
          chartConfiguration
          nativeFilterConfiguration {
            filterId
            name
            description
            filterType
            targets {
              datasetId
              column
            }
            controlValues
            cascadeParentIds
            defaultDataMask
            sortMetric
            adhocFilters
            timeRange
            timeColumn
            scope {
              rootPath
              excluded
            }
          }
        }
        ...FilterConfigModal_dashboard
      }
    `,
    dashboard,
  );
  const filters = useMemo(
    () => data.metadata.nativeFilterConfiguration.map(toNativeFilter),
    [data.metadata.nativeFilterConfiguration],
  );
  const [search, setSearch] = useSearchParams();
  const pageData = useFragment(
    graphql`
      fragment NativeFiltersArea_page on Dashboard
      @argumentDefinitions(
        filterStateKey: { type: "String!", defaultValue: "" }
        skipFilterState: { type: "Boolean!", defaultValue: true }
      ) {
        id
        filterState(key: $filterStateKey) @skip(if: $skipFilterState) {
          value
        }
        ...FilterBoxMigration_dashboard
      }
    `,
    page,
  );
  // The key the page opened with was read with the page (later keys are ours).
  const [openedKey] = useState(() => search.get(NATIVE_FILTERS_KEY));
  const storedValue = openedKey ? pageData.filterState?.value : undefined;
  const [applied, setApplied] = useState<FilterValues>(() =>
    storedValue != null ? valuesFromDataMask(filters, storedValue) : defaultValues(filters),
  );
  // After the configuration changes, a new filter (or one retargeted) starts from its default.
  const signature = (list: typeof filters) => list.map((f) => `${f.id}:${f.filterType}:${targetColumn(f)}`);
  const [known, setKnown] = useState(() => signature(filters));
  const current = signature(filters);
  if (current.join() !== known.join()) {
    setKnown(current);
    const defaults = defaultValues(filters);
    const kept: Record<string, unknown> = {};
    for (const filter of filters) {
      const same = known.includes(`${filter.id}:${filter.filterType}:${targetColumn(filter)}`);
      kept[filter.id] = same ? applied[filter.id] : defaults[filter.id];
    }
    setApplied(kept);
  }
  const [crossFilters, setCrossFilters] = useState<Readonly<Record<number, CrossFilter>>>(() =>
    crossFiltersFromDataMask(storedValue),
  );
  const nativeOn = featureFlags.includes('DASHBOARD_NATIVE_FILTERS');
  const crossOn = featureFlags.includes('DASHBOARD_CROSS_FILTERS') && data.metadata.crossFiltersEnabled;
  const dataMask = useMemo(() => (nativeOn ? dataMaskOf(filters, applied) : {}), [nativeOn, filters, applied]);
  const migration = useFilterBoxMigration(data.id, pageData, layout, filters.length);
  // Legacy filter boxes filter the charts of their scopes until native filters replace them.
  const boxFilters = useMemo(
    () => convertFilterBoxes(migration.boxes, migration.metadata).map(storedToNativeFilter),
    [migration.boxes, migration.metadata],
  );
  const boxesActive =
    boxFilters.length > 0 && (!nativeOn || migration.state === 'undecided' || migration.state === 'snoozed');
  const [boxValues, setBoxValues] = useState<FilterValues>({});
  const boxSignature = boxFilters.map((f) => f.id).join();
  const [knownBoxes, setKnownBoxes] = useState('');
  if (boxSignature !== knownBoxes) {
    setKnownBoxes(boxSignature);
    // The URL key (or the permalink) the page opened with restores the boxes' selection, as it
    // restores native filter values; a box without a stored value starts from its default.
    const stored = storedValue != null ? valuesFromDataMask(boxFilters, storedValue) : {};
    setBoxValues({ ...defaultValues(boxFilters), ...stored });
  }
  const boxMask = useMemo(() => dataMaskOf(boxFilters, boxValues), [boxFilters, boxValues]);
  /**
   * What the URL key and permalinks keep: the filter boxes' selection (while they filter), native
   * filter values and, by chart id, cross filters.
   */
  const fullMask = useCallback(
    (mask: DataMask, cross: Readonly<Record<number, CrossFilter>>, boxes: DataMask) => ({
      ...boxes,
      ...mask,
      ...Object.fromEntries(Object.entries(cross).map(([id, f]) => [id, crossFilterDataMask(f)])),
    }),
    [],
  );
  const boxPart = boxesActive ? boxMask : NO_MASK;

  const [create] = useMutation<NativeFiltersAreaCreateMutation>(graphql`
    mutation NativeFiltersAreaCreateMutation($dashboardId: ID!, $value: JSON!) {
      createDashboardFilterState(dashboardId: $dashboardId, value: $value) {
        __typename
        ... on TemporaryStatePayload {
          key
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [update] = useMutation<NativeFiltersAreaUpdateMutation>(graphql`
    mutation NativeFiltersAreaUpdateMutation($dashboardId: ID!, $key: String!, $value: JSON!) {
      updateDashboardFilterState(dashboardId: $dashboardId, key: $key, value: $value) {
        __typename
        ... on TemporaryStatePayload {
          key
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const keepKey = useCallback(
    (key: string) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(NATIVE_FILTERS_KEY, key);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  /** Stores the data mask under the URL's key (a new key when there is none or it is not ours). */
  const store = useCallback(
    (value: object) => {
      const createKey = () =>
        create({
          variables: { dashboardId: data.id, value },
          onCompleted: ({ createDashboardFilterState: result }) => {
            if (result.__typename === 'TemporaryStatePayload' && result.key) keepKey(result.key);
            else toastError('The filters could not be kept in the URL', result.message ?? '');
          },
          onError: (error) => toastError('The filters could not be kept in the URL', error.message),
        });
      const key = search.get(NATIVE_FILTERS_KEY);
      if (!key) {
        createKey();
        return;
      }
      update({
        variables: { dashboardId: data.id, key, value },
        onCompleted: ({ updateDashboardFilterState: result }) => {
          if (result.__typename === 'TemporaryStatePayload' && result.key) keepKey(result.key);
          else createKey();
        },
        onError: () => {
          createKey();
        },
      });
    },
    [create, update, data.id, search, keepKey],
  );

  const apply = useCallback(
    (values: FilterValues) => {
      setApplied(values);
      store(fullMask(dataMaskOf(filters, values), crossOn ? crossFilters : {}, boxPart));
    },
    [filters, store, fullMask, crossOn, crossFilters, boxPart],
  );

  /** A click on a chart: filter the others on that value, or clear it when it is the same value. */
  const emitCross = useCallback(
    (chartId: number, filter: CrossFilter | null) => {
      const next: Record<number, CrossFilter> = { ...crossFilters };
      const same = crossFilters[chartId]?.column === filter?.column && crossFilters[chartId]?.value === filter?.value;
      if (!filter || same) delete next[chartId];
      else next[chartId] = filter;
      setCrossFilters(next);
      store(fullMask(dataMask, next, boxPart));
    },
    [crossFilters, store, fullMask, dataMask, boxPart],
  );
  const chartConfiguration = data.metadata.chartConfiguration;

  const chartFilters: ChartFiltersValue = useMemo(
    () => ({
      extraFormDataFor: (chartId) => {
        const boxes = boxesActive ? chartExtraFormData(layout, boxFilters, boxMask, chartId) : {};
        const native = mergeExtraFormData(boxes, chartExtraFormData(layout, filters, dataMask, chartId));
        const extra = crossOn
          ? mergeExtraFormData(native, crossExtraFormData(layout, crossFilters, chartConfiguration, chartId))
          : native;
        return Object.keys(extra).length ? extra : null;
      },
      statusesFor: (chartId, datasetId) => [
        ...(nativeOn ? filterStatuses(layout, filters, dataMask, chartId, datasetId) : []),
        // A filter box's filters, on the charts it filters (not on the boxes themselves).
        ...(boxesActive && !migration.boxes.some((b) => b.chartId === chartId)
          ? filterStatuses(layout, boxFilters, boxMask, chartId, datasetId)
          : []),
      ],
      dataMask: fullMask(dataMask, crossOn ? crossFilters : {}, boxPart),
      crossFilterTarget: (chartId) =>
        crossOn
          ? {
              emit: (column, value) => emitCross(chartId, { column, value }),
              selected: crossFilters[chartId]?.value ?? null,
            }
          : null,
      crossFilterOf: (chartId) => (crossOn ? (crossFilters[chartId] ?? null) : null),
      clearCrossFilter: (chartId) => emitCross(chartId, null),
      filterBoxFor: (chartId) => {
        const box = boxesActive ? migration.boxes.find((b) => b.chartId === chartId) : undefined;
        if (!box) return null;
        return {
          filters: filtersOfBox(boxFilters, chartId),
          values: boxValues,
          instant: isInstantFilterBox(box),
          apply: (values) => {
            const next = { ...boxValues, ...values };
            setBoxValues(next);
            // Kept under the URL key like native filter values, so a reload or a link shows the same.
            store(fullMask(dataMask, crossOn ? crossFilters : {}, dataMaskOf(boxFilters, next)));
          },
        };
      },
    }),
    [
      layout,
      filters,
      dataMask,
      crossOn,
      nativeOn,
      crossFilters,
      chartConfiguration,
      fullMask,
      emitCross,
      boxesActive,
      boxFilters,
      boxMask,
      boxValues,
      boxPart,
      store,
      migration.boxes,
    ],
  );

  const [open, setOpen] = useState(true);
  // Superset's DASHBOARD_NATIVE_FILTERS: without it the dashboard has no filter bar and its charts
  // run their own queries.
  if (!nativeOn && !crossOn && !boxesActive) return <>{children}</>;
  if (!nativeOn) {
    return <ChartFiltersContext.Provider value={chartFilters}>{children}</ChartFiltersContext.Provider>;
  }
  // A dashboard saved with show_native_filters false hides the bar from viewers; its editors still
  // get it (to add filters), and the filters' values still reach the charts.
  // With legacy filter boxes, the migration state decides (spec 000): shown once converted or under
  // review, otherwise as saved.
  const savedShow = data.metadata.showNativeFilters;
  const showBar =
    (migration.state === 'noop' ? savedShow !== false : showsNativeFilters(migration.state, savedShow)) ||
    data.viewerCanEdit;
  return (
    <ChartFiltersContext.Provider value={chartFilters}>
      <Flex gap="4" align="flex-start">
        {showBar ? (
          <FilterBar
            dashboard={data}
            filters={filters}
            applied={applied}
            onApply={apply}
            open={open}
            onOpenChange={setOpen}
            canEdit={data.viewerCanEdit}
            editing={editing}
            layout={layout}
            filterSetsEnabled={featureFlags.includes('DASHBOARD_NATIVE_FILTERS_SET')}
          />
        ) : null}
        <Box flex="1" minW="0">
          {data.viewerCanEdit ? (
            <FilterBoxMigrationPrompt migration={migration} dashboard={data} layout={layout} filters={filters} />
          ) : null}
          {children}
        </Box>
      </Flex>
    </ChartFiltersContext.Provider>
  );
}
