import type { NativeFilter } from './extraFormData.ts';
import { preFilterWhere } from './filterValuesQuery.ts';

/** A filter as the configuration modal edits it. */
export interface FilterDraft {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly filterType: string;
  readonly datasetId: number | null;
  readonly column: string;
  readonly controlValues: Readonly<Record<string, unknown>>;
  readonly parentId: string | null;
  readonly excluded: readonly number[];
  readonly rootPath: readonly string[];
  readonly defaultValue: unknown;
  readonly sortMetric: string | null;
  /** 'Pre-filter available values': a SQL WHERE expression the values query adds ('' for none). */
  readonly preFilter: string;
  /** 'Pre-filter available values' time range of the values query (null for none). */
  readonly timeRange: string | null;
  /** The temporal column the time range applies to. */
  readonly timeColumn: string | null;
  /** Removed in the modal; kept for undo until the modal saves. */
  readonly removed: boolean;
}

export const FILTER_TYPES: readonly [string, string][] = [
  ['filter_select', 'Value'],
  ['filter_range', 'Numerical range'],
  ['filter_time', 'Time range'],
  ['filter_timegrain', 'Time grain'],
  ['filter_timecolumn', 'Time column'],
];

/** Filter types whose target is a dataset column. */
export const needsColumn = (filterType: string) =>
  filterType === 'filter_select' || filterType === 'filter_range' || filterType === 'filter_timecolumn';

export function newFilterId(): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(36).padStart(2, '0')).join('');
  return `NATIVE_FILTER-${random.slice(0, 12)}`;
}

export function draftOf(filter: NativeFilter): FilterDraft {
  const mask = filter.defaultDataMask as { filterState?: { value?: unknown } } | null | undefined;
  return {
    id: filter.id,
    name: filter.name,
    description: filter.description ?? '',
    filterType: filter.filterType,
    datasetId: filter.targets[0]?.datasetId ?? null,
    column: filter.targets[0]?.column ?? '',
    controlValues: filter.controlValues,
    parentId: filter.cascadeParentIds[0] ?? null,
    excluded: filter.scope?.excluded ?? [],
    rootPath: filter.scope?.rootPath?.length ? filter.scope.rootPath : ['ROOT_ID'],
    defaultValue: mask?.filterState?.value ?? undefined,
    sortMetric: filter.sortMetric ?? null,
    preFilter: preFilterWhere(filter.adhocFilters) ?? '',
    timeRange: filter.timeRange ?? null,
    timeColumn: filter.timeColumn ?? null,
    removed: false,
  };
}

export function emptyDraft(): FilterDraft {
  return {
    id: newFilterId(),
    name: '',
    description: '',
    filterType: 'filter_select',
    datasetId: null,
    column: '',
    controlValues: { multiSelect: true, enableEmptyFilter: false, defaultToFirstItem: false, inverseSelection: false },
    parentId: null,
    excluded: [],
    rootPath: ['ROOT_ID'],
    defaultValue: undefined,
    sortMetric: null,
    preFilter: '',
    timeRange: null,
    timeColumn: null,
    removed: false,
  };
}

/** The draft as a NativeFilter (for the default-value control and the stored configuration). */
export function nativeFilterOf(draft: FilterDraft): NativeFilter {
  return {
    id: draft.id,
    name: draft.name,
    filterType: draft.filterType,
    targets:
      needsColumn(draft.filterType) || draft.datasetId != null
        ? [{ datasetId: draft.datasetId, column: needsColumn(draft.filterType) ? draft.column || null : null }]
        : [],
    controlValues: draft.controlValues,
    cascadeParentIds: draft.parentId ? [draft.parentId] : [],
    scope: { rootPath: draft.rootPath, excluded: draft.excluded },
    sortMetric: draft.sortMetric,
    adhocFilters: preFilterAdhoc(draft),
    timeRange: preFilterTimeRange(draft),
    timeColumn: preFilterTimeRange(draft) ? draft.timeColumn : null,
  };
}

/** Validation messages per field, as the modal shows them. */
export function draftErrors(draft: FilterDraft, drafts: readonly FilterDraft[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.name.trim()) errors.name = 'Name is required';
  if (needsColumn(draft.filterType)) {
    if (draft.datasetId == null) errors.dataset = 'Dataset is required';
    else if (!draft.column) errors.column = 'Column is required';
  }
  if (draft.parentId) {
    // A parent chain that comes back to this filter would never settle.
    const byId = new Map(drafts.map((d) => [d.id, d]));
    const seen = new Set([draft.id]);
    let parent = byId.get(draft.parentId);
    while (parent) {
      if (seen.has(parent.id)) {
        errors.parent = 'Cannot create cyclic hierarchy';
        break;
      }
      seen.add(parent.id);
      parent = parent.parentId ? byId.get(parent.parentId) : undefined;
    }
    if (byId.get(draft.parentId)?.removed) errors.parent = 'The parent filter is removed';
  }
  if (preFilterTimeRange(draft) && !draft.timeColumn)
    errors.timeColumn = 'A time column is required for the time range';
  if (draft.controlValues.enableEmptyFilter === true && draft.controlValues.defaultToFirstItem !== true) {
    const value = draft.defaultValue;
    const empty = value === undefined || value === null || (Array.isArray(value) && value.length === 0);
    if (empty && draft.filterType === 'filter_select') errors.defaultValue = 'Please choose a valid value';
  }
  return errors;
}

/** The stored filter object (Superset's native_filter_configuration entry). */
export function storedFilter(draft: FilterDraft, defaultMask: unknown): Record<string, unknown> {
  const filter = nativeFilterOf(draft);
  return {
    id: draft.id,
    type: 'NATIVE_FILTER',
    name: draft.name.trim(),
    description: draft.description.trim(),
    filterType: draft.filterType,
    targets: filter.targets.map((t) =>
      t.column ? { datasetId: t.datasetId, column: { name: t.column } } : { datasetId: t.datasetId },
    ),
    controlValues: draft.controlValues,
    cascadeParentIds: filter.cascadeParentIds,
    scope: { rootPath: draft.rootPath, excluded: draft.excluded },
    defaultDataMask: defaultMask,
    ...(draft.filterType === 'filter_select' && draft.sortMetric ? { sortMetric: draft.sortMetric } : {}),
    ...(preFilterAdhoc(draft) ? { adhoc_filters: preFilterAdhoc(draft) } : {}),
    ...(preFilterTimeRange(draft) ? { time_range: draft.timeRange, granularity_sqla: draft.timeColumn } : {}),
  };
}

/** The pre-filter time range of a select filter ('No filter' is none). */
function preFilterTimeRange(draft: FilterDraft): string | null {
  const range = draft.timeRange?.trim();
  return draft.filterType === 'filter_select' && range && range !== 'No filter' ? range : null;
}

/** The pre-filter as Superset stores it: one SQL WHERE ad-hoc filter (select filters only). */
function preFilterAdhoc(
  draft: FilterDraft,
): { expressionType: 'SQL'; clause: 'WHERE'; sqlExpression: string }[] | null {
  const sql = draft.preFilter.trim();
  return draft.filterType === 'filter_select' && sql
    ? [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: sql }]
    : null;
}
