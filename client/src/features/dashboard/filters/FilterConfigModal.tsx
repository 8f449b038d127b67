import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  Flex,
  IconButton,
  Input,
  NativeSelect,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery, useMutation } from 'react-relay';
import { toGlobalId } from '../../../relay/globalId.ts';
import { chartIdsUnder, componentIds, componentOf } from '../layout/layoutRead.ts';
import type { Layout } from '../layout/layoutTypes.ts';
import type { FilterConfigModal_dashboard$key } from './__generated__/FilterConfigModal_dashboard.graphql.ts';
import type { FilterConfigModalColumnsQuery } from './__generated__/FilterConfigModalColumnsQuery.graphql.ts';
import type { FilterConfigModalDatasetsQuery } from './__generated__/FilterConfigModalDatasetsQuery.graphql.ts';
import type { FilterConfigModalSaveMutation } from './__generated__/FilterConfigModalSaveMutation.graphql.ts';
import { dataMaskFor, type NativeFilter } from './extraFormData.ts';
import { TIME_GRAINS } from './FilterBar.tsx';
import {
  draftErrors,
  draftOf,
  emptyDraft,
  FILTER_TYPES,
  type FilterDraft,
  nativeFilterOf,
  needsColumn,
  storedFilter,
} from './filterDrafts.ts';
import { SelectFilterControl } from './SelectFilterControl.tsx';
import { TimeRangeInput } from './TimeRangeInput.tsx';

const UNDO_MS = 5000;

/** The filter configuration modal: add, remove (with undo), name, target, type, scope, default, parent. */
export function FilterConfigModal({
  dashboard,
  layout,
  filters,
  onClose,
  existingIds,
  onSaved,
  title = 'Add and edit filters',
}: {
  dashboard: FilterConfigModal_dashboard$key;
  layout: Layout;
  filters: readonly NativeFilter[];
  onClose: () => void;
  /** The filters already stored (the others are new); by default every filter given. */
  existingIds?: ReadonlySet<string>;
  onSaved?: () => void;
  title?: string;
}) {
  const data = useFragment(
    graphql`
      fragment FilterConfigModal_dashboard on Dashboard {
        id
      }
    `,
    dashboard,
  );
  const [drafts, setDrafts] = useState<FilterDraft[]>(() => (filters.length ? filters.map(draftOf) : [emptyDraft()]));
  const [selectedId, setSelectedId] = useState<string>(() => drafts[0]?.id ?? '');
  const [showErrors, setShowErrors] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const originalIds = useMemo(() => existingIds ?? new Set(filters.map((f) => f.id)), [existingIds, filters]);
  // Removed filters can be restored for 5 s; after that they leave the list (deleted on save).
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const visible = drafts.filter((d) => !gone.has(d.id));
  const selected = visible.find((d) => d.id === selectedId && !d.removed) ?? null;
  const change = (id: string, patch: Partial<FilterDraft>) =>
    setDrafts((current) => current.map((d) => (d.id === id ? { ...d, ...patch } : d)));

  const remove = (id: string) => {
    change(id, { removed: true });
    const timer = setTimeout(() => {
      timers.current.delete(id);
      setGone((current) => new Set(current).add(id));
    }, UNDO_MS);
    timers.current.set(id, timer);
  };
  const restore = (id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    change(id, { removed: false });
    setSelectedId(id);
  };
  const add = () => {
    const draft = emptyDraft();
    setDrafts((current) => [...current, draft]);
    setSelectedId(draft.id);
  };

  const live = drafts.filter((d) => !d.removed);
  /** Moves a filter before the previous one still in the list (the bar shows them in this order). */
  const move = (id: string, step: -1) =>
    setDrafts((current) => {
      const index = current.findIndex((d) => d.id === id);
      let target = index + step;
      while (target >= 0 && current[target]?.removed) target += step;
      if (index < 0 || target < 0) return current;
      const next = [...current];
      const [item] = next.splice(index, 1);
      if (item) next.splice(target, 0, item);
      return next;
    });
  const errors = new Map(live.map((d) => [d.id, draftErrors(d, drafts)]));
  const invalid = [...errors.values()].some((e) => Object.keys(e).length > 0);

  const [commit, saving] = useMutation<FilterConfigModalSaveMutation>(graphql`
    mutation FilterConfigModalSaveMutation($id: ID!, $change: NativeFiltersChangeInput!) {
      saveDashboardNativeFilters(id: $id, change: $change) {
        __typename
        ... on SaveDashboardPayload {
          dashboard {
            ...NativeFiltersArea_dashboard
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const save = () => {
    setShowErrors(true);
    if (invalid) {
      const firstBad = live.find((d) => Object.keys(errors.get(d.id) ?? {}).length > 0);
      if (firstBad) setSelectedId(firstBad.id);
      return;
    }
    const modified = live.map((d) => {
      const filter = nativeFilterOf(d);
      const mask =
        d.defaultValue === undefined ? { extraFormData: {}, filterState: {} } : dataMaskFor(filter, d.defaultValue);
      return storedFilter(d, { ...mask, ownState: {} });
    });
    const deleted = drafts.filter((d) => d.removed && originalIds.has(d.id)).map((d) => d.id);
    commit({
      variables: { id: data.id, change: { modified, deleted, reordered: live.map((d) => d.id) } },
      onCompleted: ({ saveDashboardNativeFilters: result }) => {
        if (result.__typename === 'SaveDashboardPayload') {
          onSaved?.();
          onClose();
        } else setFailure(result.message ?? 'The filters could not be saved.');
      },
      onError: (error) => setFailure(error.message),
    });
  };

  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-filter-config="">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Flex gap="4" align="flex-start">
                <Stack w="200px" flexShrink={0} gap="1" as="nav" aria-label="Filters to configure">
                  {visible.map((d) =>
                    d.removed ? (
                      <Flex key={d.id} align="center" gap="1" fontSize="sm" color="fg.muted">
                        <Text flex="1" lineClamp={1}>{`${d.name || 'Filter'} removed`}</Text>
                        <Button size="xs" variant="ghost" onClick={() => restore(d.id)}>
                          Undo?
                        </Button>
                      </Flex>
                    ) : (
                      <Flex key={d.id} align="center" gap="1">
                        <Button
                          size="sm"
                          flex="1"
                          justifyContent="flex-start"
                          variant={d.id === selected?.id ? 'subtle' : 'ghost'}
                          aria-current={d.id === selected?.id ? 'true' : undefined}
                          color={showErrors && Object.keys(errors.get(d.id) ?? {}).length ? 'fg.error' : undefined}
                          onClick={() => setSelectedId(d.id)}
                        >
                          {d.name || '[untitled]'}
                        </Button>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={`Move ${d.name || 'filter'} up`}
                          disabled={live[0]?.id === d.id}
                          onClick={() => move(d.id, -1)}
                        >
                          <span aria-hidden="true">↑</span>
                        </IconButton>
                        <CloseButton
                          size="xs"
                          aria-label={`Remove ${d.name || 'filter'}`}
                          onClick={() => remove(d.id)}
                        />
                      </Flex>
                    ),
                  )}
                  <Button size="sm" variant="outline" mt="2" onClick={add}>
                    + Add filter
                  </Button>
                </Stack>
                <Box flex="1" minW="0">
                  {selected ? (
                    <DraftForm
                      key={selected.id}
                      draft={selected}
                      drafts={live}
                      layout={layout}
                      errors={showErrors ? (errors.get(selected.id) ?? {}) : {}}
                      onChange={(patch) => change(selected.id, patch)}
                    />
                  ) : (
                    <Text color="fg.muted">Add a filter, or pick one to edit.</Text>
                  )}
                </Box>
              </Flex>
              {failure ? (
                <Text color="fg.error" role="alert" mt="3">
                  {failure}
                </Text>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={save} loading={saving}>
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

function DraftForm({
  draft,
  drafts,
  layout,
  errors,
  onChange,
}: {
  draft: FilterDraft;
  drafts: readonly FilterDraft[];
  layout: Layout;
  errors: Record<string, string>;
  onChange: (patch: Partial<FilterDraft>) => void;
}) {
  const controls = draft.controlValues;
  const setControl = (key: string, value: boolean) => onChange({ controlValues: { ...controls, [key]: value } });
  const parents = drafts.filter((d) => d.id !== draft.id && d.filterType === 'filter_select');
  return (
    <Stack gap="3">
      <Field.Root invalid={!!errors.name} required>
        <Field.Label>Filter name</Field.Label>
        <Input value={draft.name} onChange={(e) => onChange({ name: e.target.value })} />
        <Field.ErrorText>{errors.name}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Description</Field.Label>
        <Input value={draft.description} onChange={(e) => onChange({ description: e.target.value })} />
      </Field.Root>
      <Field.Root>
        <Field.Label>Filter type</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={draft.filterType}
            onChange={(e) => onChange({ filterType: e.target.value, defaultValue: undefined, parentId: null })}
          >
            {FILTER_TYPES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {needsColumn(draft.filterType) ? (
        <Suspense fallback={<Spinner size="sm" role="status" aria-label="Loading datasets" />}>
          <TargetFields draft={draft} errors={errors} onChange={onChange} />
        </Suspense>
      ) : null}
      {draft.filterType === 'filter_select' ? (
        <>
          <Field.Root invalid={!!errors.parent}>
            <Field.Label>Parent filter</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={draft.parentId ?? ''}
                onChange={(e) => onChange({ parentId: e.target.value || null })}
              >
                <option value="">None</option>
                {parents.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name || '[untitled]'}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.parent}</Field.ErrorText>
          </Field.Root>
          <Stack gap="1" fontSize="sm">
            {(
              [
                ['multiSelect', 'Can select multiple values'],
                ['enableEmptyFilter', 'Filter value is required'],
                ['defaultToFirstItem', 'Select first filter value by default'],
                ['inverseSelection', 'Inverse selection'],
                ['sortAscending', 'Sort ascending'],
                ['searchAllOptions', 'Dynamically search all filter values'],
              ] as const
            ).map(([key, label]) => (
              <label key={key} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                <input
                  type="checkbox"
                  checked={
                    controls[key] === true ||
                    ((key === 'multiSelect' || key === 'sortAscending') && controls[key] !== false)
                  }
                  onChange={(e) => setControl(key, e.target.checked)}
                />
                {label}
              </label>
            ))}
          </Stack>
        </>
      ) : null}
      <DefaultValueField draft={draft} error={errors.defaultValue} onChange={onChange} />
      <ScopeTree layout={layout} draft={draft} onChange={onChange} />
    </Stack>
  );
}

function TargetFields({
  draft,
  errors,
  onChange,
}: {
  draft: FilterDraft;
  errors: Record<string, string>;
  onChange: (patch: Partial<FilterDraft>) => void;
}) {
  const { datasets } = useLazyLoadQuery<FilterConfigModalDatasetsQuery>(
    graphql`
      query FilterConfigModalDatasetsQuery {
        datasets(first: 100) {
          edges {
            node {
              datasetId
              tableName
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return (
    <>
      <Field.Root invalid={!!errors.dataset} required>
        <Field.Label>Dataset</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={draft.datasetId ?? ''}
            onChange={(e) =>
              onChange({
                datasetId: e.target.value ? Number(e.target.value) : null,
                column: '',
                defaultValue: undefined,
              })
            }
          >
            <option value="">Choose a dataset</option>
            {datasets.edges.map((edge) =>
              edge?.node ? (
                <option key={edge.node.datasetId} value={edge.node.datasetId}>
                  {edge.node.tableName}
                </option>
              ) : null,
            )}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.dataset}</Field.ErrorText>
      </Field.Root>
      {draft.datasetId != null ? (
        <Suspense fallback={<Spinner size="sm" role="status" aria-label="Loading columns" />}>
          <ColumnField
            draft={draft}
            datasetId={draft.datasetId}
            error={errors.column}
            timeColumnError={errors.timeColumn}
            onChange={onChange}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function ColumnField({
  draft,
  datasetId,
  error,
  timeColumnError,
  onChange,
}: {
  draft: FilterDraft;
  datasetId: number;
  error: string | undefined;
  timeColumnError: string | undefined;
  onChange: (patch: Partial<FilterDraft>) => void;
}) {
  const { node } = useLazyLoadQuery<FilterConfigModalColumnsQuery>(
    graphql`
      query FilterConfigModalColumnsQuery($id: ID!) {
        node(id: $id) {
          ... on Dataset {
            mainDttmCol
            columns {
              columnName
              isDttm
              filterable
              type
            }
            metrics {
              metricName
            }
          }
        }
      }
    `,
    { id: toGlobalId('Dataset', datasetId) },
    { fetchPolicy: 'store-or-network' },
  );
  const columns = (node?.columns ?? []).filter((c) => {
    if (draft.filterType === 'filter_timecolumn') return c.isDttm;
    if (draft.filterType === 'filter_range') return /INT|DEC|NUM|FLOAT|DOUBLE|REAL/i.test(c.type ?? '');
    return c.filterable;
  });
  const columnField = (
    <Field.Root invalid={!!error} required>
      <Field.Label>Column</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={draft.column}
          onChange={(e) => onChange({ column: e.target.value, defaultValue: undefined })}
        >
          <option value="">Choose a column</option>
          {columns.map((c) => (
            <option key={c.columnName} value={c.columnName}>
              {c.columnName}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
  if (draft.filterType !== 'filter_select') return columnField;
  return (
    <>
      {columnField}
      <Field.Root>
        <Field.Label>Sort metric</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={draft.sortMetric ?? ''}
            onChange={(e) => onChange({ sortMetric: e.target.value || null })}
          >
            <option value="">None (sort the values)</option>
            {(node?.metrics ?? []).map((m) => (
              <option key={m.metricName} value={m.metricName}>
                {m.metricName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <PreFilterTimeFields
        draft={draft}
        timeColumns={(node?.columns ?? []).filter((c) => c.isDttm).map((c) => c.columnName)}
        mainDttmCol={node?.mainDttmCol ?? null}
        error={timeColumnError}
        onChange={onChange}
      />
    </>
  );
}

/**
 * 'Pre-filter available values': a SQL WHERE (Superset's adhoc_filters) and a time range on a
 * temporal column (its time_range and granularity_sqla); only values of the rows they keep are offered.
 */
function PreFilterTimeFields({
  draft,
  timeColumns,
  mainDttmCol,
  error,
  onChange,
}: {
  draft: FilterDraft;
  timeColumns: readonly string[];
  mainDttmCol: string | null;
  error: string | undefined;
  onChange: (patch: Partial<FilterDraft>) => void;
}) {
  const sqlField = (
    <Field.Root>
      <Field.Label>Pre-filter available values (SQL WHERE)</Field.Label>
      <Input
        size="sm"
        fontFamily="mono"
        value={draft.preFilter}
        placeholder="e.g. country <> 'Unknown'"
        onChange={(e) => onChange({ preFilter: e.target.value })}
      />
      <Field.HelperText>Only the values of rows matching this condition are offered.</Field.HelperText>
    </Field.Root>
  );
  if (timeColumns.length === 0) {
    return (
      <>
        {sqlField}
        <Text fontSize="sm" color="fg.muted">
          This dataset has no time column: its values cannot be pre-filtered by time.
        </Text>
      </>
    );
  }
  const defaultColumn = mainDttmCol && timeColumns.includes(mainDttmCol) ? mainDttmCol : (timeColumns[0] ?? null);
  return (
    <>
      {sqlField}
      <Field.Root>
        <Field.Label>Pre-filter time range</Field.Label>
        <TimeRangeInput
          label="Pre-filter time range"
          value={draft.timeRange ?? undefined}
          emptyLabel="No time range"
          onChange={(value) => {
            const range = typeof value === 'string' && value !== 'No filter' ? value : null;
            onChange({ timeRange: range, timeColumn: range ? (draft.timeColumn ?? defaultColumn) : draft.timeColumn });
          }}
        />
        <Field.HelperText>Only the values of rows in this time range are offered.</Field.HelperText>
      </Field.Root>
      {draft.timeRange ? (
        <Field.Root invalid={!!error} required>
          <Field.Label>Time column</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={draft.timeColumn ?? ''}
              onChange={(e) => onChange({ timeColumn: e.target.value || null })}
            >
              <option value="">Choose a time column</option>
              {timeColumns.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      ) : null}
    </>
  );
}

function DefaultValueField({
  draft,
  error,
  onChange,
}: {
  draft: FilterDraft;
  error: string | undefined;
  onChange: (patch: Partial<FilterDraft>) => void;
}) {
  const value = draft.defaultValue;
  let control: React.ReactNode = null;
  if (draft.filterType === 'filter_select') {
    if (draft.datasetId == null || !draft.column) return null;
    control = (
      <Suspense fallback={<Spinner size="sm" role="status" aria-label="Loading values" />}>
        <SelectFilterControl
          filter={{ ...nativeFilterOf(draft), name: 'default value', cascadeParentIds: [] }}
          value={value}
          parents={{}}
          onChange={(v) => onChange({ defaultValue: v })}
          onFirstValue={() => undefined}
        />
      </Suspense>
    );
  } else if (draft.filterType === 'filter_time') {
    control = (
      <TimeRangeInput
        label="Default value"
        value={value}
        emptyLabel="No default"
        onChange={(v) => onChange({ defaultValue: v })}
      />
    );
  } else if (draft.filterType === 'filter_timegrain') {
    const options = TIME_GRAINS;
    control = (
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label="Default value"
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange({ defaultValue: e.target.value || undefined })}
        >
          <option value="">No default</option>
          {options.map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  } else {
    return null;
  }
  return (
    <Box role="group" aria-label="Default value">
      <Text fontSize="sm" fontWeight="medium" mb="1">
        Default value
      </Text>
      {control}
      {error ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}

/** Scope: the dashboard's tabs and charts as a tree of checkboxes (unchecked charts are excluded). */
function ScopeTree({
  layout,
  draft,
  onChange,
}: {
  layout: Layout;
  draft: FilterDraft;
  onChange: (patch: Partial<FilterDraft>) => void;
}) {
  const excluded = new Set(draft.excluded);
  const tabs = componentIds(layout)
    .map((id) => componentOf(layout, id))
    .filter((c) => c?.type === 'TAB');
  const charts = componentIds(layout)
    .map((id) => componentOf(layout, id))
    .filter((c) => c?.type === 'CHART' && typeof c.meta.chartId === 'number');
  const setCharts = (ids: readonly number[], included: boolean) => {
    const next = new Set(excluded);
    for (const id of ids) {
      if (included) next.delete(id);
      else next.add(id);
    }
    onChange({ excluded: [...next].sort((a, b) => a - b), rootPath: ['ROOT_ID'] });
  };
  const label = (meta: Record<string, unknown>) =>
    String(meta.sliceNameOverride || meta.sliceName || meta.text || `Chart ${meta.chartId ?? ''}`);
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="sm" p="2">
      <legend style={{ fontSize: 14, fontWeight: 500, padding: '0 4px' }}>Scope</legend>
      <Stack gap="1" fontSize="sm" maxH="48" overflowY="auto">
        {tabs.map((tab) => {
          if (!tab) return null;
          const under = chartIdsUnder(layout, tab.id);
          return (
            <label key={tab.id} style={{ display: 'flex', gap: 6, alignItems: 'center', fontWeight: 500 }}>
              <input
                type="checkbox"
                checked={under.length > 0 && under.every((id) => !excluded.has(id))}
                onChange={(e) => setCharts(under, e.target.checked)}
              />
              {`Tab: ${label(tab.meta as Record<string, unknown>)}`}
            </label>
          );
        })}
        {charts.map((chart) => {
          if (!chart) return null;
          const chartId = chart.meta.chartId as number;
          return (
            <label key={chart.id} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              <input
                type="checkbox"
                checked={!excluded.has(chartId)}
                onChange={(e) => setCharts([chartId], e.target.checked)}
              />
              {label(chart.meta as Record<string, unknown>)}
            </label>
          );
        })}
      </Stack>
    </Box>
  );
}
