import type { NativeFilter } from './extraFormData.ts';

/**
 * Legacy filter-box charts to native filters (Superset's filter-box migration): each column of a
 * box becomes a Value filter, its date filter a Time range filter, its time grain and time column
 * selects Time grain / Time column filters. Defaults come from the dashboard's `default_filters`
 * (else the box's own defaults), scopes from `filter_scopes` (the scope's components become the
 * rootPath, immune charts and the filter boxes themselves are excluded).
 */

export interface FilterBoxChart {
  readonly chartId: number;
  readonly datasetId: number | null;
  readonly formData: unknown;
}

export interface FilterBoxMetadata {
  /** `{chartId: {column: {scope: [componentIds], immune: [chartIds]}}}` */
  readonly filterScopes: unknown;
  /** `{chartId: {column: value}}`, as JSON text or an object. */
  readonly defaultFilters: unknown;
}

/** The keys the filter box uses for its time controls, in scopes and defaults. */
export const TIME_RANGE = '__time_range';
export const TIME_GRAIN = '__time_grain';
export const TIME_COLUMN = '__time_col';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function parseJson(value: unknown): Json {
  if (isObject(value)) return value;
  if (typeof value !== 'string' || !value.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** A filter-box default: a list, or Superset's `a;b` text for a multiple select. */
function defaultList(value: unknown, multiple: boolean): unknown[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const list = Array.isArray(value)
    ? value
    : typeof value === 'string' && multiple
      ? value
          .split(';')
          .map((v) => v.trim())
          .filter(Boolean)
      : [value];
  return list.length ? list : undefined;
}

const idPart = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '_');

export const convertedFilterId = (chartId: number, key: string) => `NATIVE_FILTER-filterbox-${chartId}-${idPart(key)}`;

function scopeOf(scopes: Json, chartId: number, key: string, filterBoxIds: readonly number[]) {
  const entry = isObject(scopes[String(chartId)]) ? (scopes[String(chartId)] as Json)[key] : undefined;
  const scope = isObject(entry) && Array.isArray(entry.scope) ? entry.scope.filter((s) => typeof s === 'string') : [];
  const immune =
    isObject(entry) && Array.isArray(entry.immune) ? entry.immune.filter((c) => typeof c === 'number') : [];
  return {
    rootPath: scope.length ? scope : ['ROOT_ID'],
    excluded: [...new Set([...immune, ...filterBoxIds])].sort((a, b) => a - b),
  };
}

function mask(extraFormData: Json, value: unknown) {
  return value === undefined
    ? { extraFormData: {}, filterState: {}, ownState: {} }
    : { extraFormData, filterState: { value }, ownState: {} };
}

/** The native filters (stored objects of `native_filter_configuration`) for these filter boxes. */
export function convertFilterBoxes(
  boxes: readonly FilterBoxChart[],
  metadata: FilterBoxMetadata,
): Record<string, unknown>[] {
  const scopes = parseJson(metadata.filterScopes);
  const defaults = parseJson(metadata.defaultFilters);
  const boxIds = boxes.map((b) => b.chartId);
  const filters: Record<string, unknown>[] = [];
  for (const box of boxes) {
    const form = isObject(box.formData) ? box.formData : {};
    const boxDefaults = isObject(defaults[String(box.chartId)]) ? (defaults[String(box.chartId)] as Json) : {};
    const base = (key: string, name: string, filterType: string) => ({
      id: convertedFilterId(box.chartId, key),
      type: 'NATIVE_FILTER',
      name,
      description: '',
      filterType,
      cascadeParentIds: [],
      scope: scopeOf(scopes, box.chartId, key, boxIds),
    });

    if (form.date_filter === true) {
      const value = boxDefaults[TIME_RANGE] ?? (typeof form.time_range === 'string' ? form.time_range : undefined);
      const range = value === 'No filter' ? undefined : value;
      filters.push({
        ...base(TIME_RANGE, 'Time range', 'filter_time'),
        targets: [{}],
        controlValues: {},
        defaultDataMask: mask({ time_range: range }, range),
      });
    }
    if (form.show_sqla_time_granularity === true) {
      const value = boxDefaults[TIME_GRAIN];
      filters.push({
        ...base(TIME_GRAIN, 'Time grain', 'filter_timegrain'),
        targets: [{ datasetId: box.datasetId }],
        controlValues: {},
        defaultDataMask: mask({ time_grain_sqla: value }, typeof value === 'string' && value ? value : undefined),
      });
    }
    if (form.show_sqla_time_column === true) {
      const value = boxDefaults[TIME_COLUMN];
      filters.push({
        ...base(TIME_COLUMN, 'Time column', 'filter_timecolumn'),
        targets: [{ datasetId: box.datasetId }],
        controlValues: {},
        defaultDataMask: mask({ granularity_sqla: value }, typeof value === 'string' && value ? value : undefined),
      });
    }
    const configs = Array.isArray(form.filter_configs) ? form.filter_configs.filter(isObject) : [];
    for (const config of configs) {
      const column = typeof config.column === 'string' ? config.column : null;
      if (!column) continue;
      const multiple = config.multiple !== false;
      const value = defaultList(boxDefaults[column] ?? config.defaultValue, multiple);
      filters.push({
        ...base(column, typeof config.label === 'string' && config.label ? config.label : column, 'filter_select'),
        targets: [{ datasetId: box.datasetId, column: { name: column } }],
        controlValues: {
          multiSelect: multiple,
          enableEmptyFilter: config.clearable === false,
          defaultToFirstItem: false,
          inverseSelection: false,
          searchAllOptions: config.searchAllOptions === true,
          sortAscending: config.asc !== false,
        },
        ...(typeof config.metric === 'string' && config.metric ? { sortMetric: config.metric } : {}),
        defaultDataMask: mask({ filters: [{ col: column, op: 'IN', val: value }] }, value),
      });
    }
  }
  return filters;
}

/** A converted filter (a stored native filter object) as the dashboard reads native filters. */
export function storedToNativeFilter(stored: Record<string, unknown>): NativeFilter {
  const targets = Array.isArray(stored.targets) ? stored.targets.filter(isObject) : [];
  return {
    id: String(stored.id),
    name: String(stored.name ?? ''),
    description: '',
    filterType: String(stored.filterType),
    targets: targets.map((t) => ({
      datasetId: typeof t.datasetId === 'number' ? t.datasetId : null,
      column: isObject(t.column) && typeof t.column.name === 'string' ? t.column.name : null,
    })),
    controlValues: isObject(stored.controlValues) ? stored.controlValues : {},
    cascadeParentIds: [],
    scope: isObject(stored.scope) ? (stored.scope as unknown as NativeFilter['scope']) : null,
    defaultDataMask: stored.defaultDataMask,
    sortMetric: typeof stored.sortMetric === 'string' ? stored.sortMetric : null,
  };
}

/** The filters a filter box draws (its converted filters, in the order of the box). */
export const filtersOfBox = (filters: readonly NativeFilter[], chartId: number) =>
  filters.filter((f) => f.id.startsWith(`NATIVE_FILTER-filterbox-${chartId}-`));

/** Superset's filter box applies each change at once unless `instant_filtering` is false. */
export const isInstantFilterBox = (box: FilterBoxChart) =>
  !(isObject(box.formData) && box.formData.instant_filtering === false);
