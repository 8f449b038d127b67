import type { AdhocFilter, ExtraFormData, QueryFilterClause } from '@chartroom/viz';
import { ancestorsOf, componentIds, componentOf } from '../layout/layoutRead.ts';
import type { Layout } from '../layout/layoutTypes.ts';

/**
 * Native filter state and how it turns into each chart's `extra_form_data`: one pure module, so a
 * chart runs the same query whether its filters come from the bar, the URL key or a permalink.
 */

export type FilterType = 'filter_select' | 'filter_range' | 'filter_time' | 'filter_timegrain' | 'filter_timecolumn';

export interface FilterScope {
  readonly rootPath: readonly string[];
  readonly excluded: readonly number[];
}

/** A native filter as the bar needs it (the NativeFilter GraphQL type, or the modal's draft). */
export interface NativeFilter {
  readonly id: string;
  readonly name: string;
  readonly description?: string | null;
  readonly filterType: string;
  readonly targets: readonly { readonly datasetId: number | null; readonly column: string | null }[];
  readonly controlValues: Readonly<Record<string, unknown>>;
  readonly cascadeParentIds: readonly string[];
  readonly scope: FilterScope | null;
  readonly defaultDataMask?: unknown;
  /** A saved metric the select's values are sorted by. */
  readonly sortMetric?: string | null;
  /** Pre-filter of the values query (Superset's adhoc_filters of a native filter). */
  readonly adhocFilters?: unknown;
  /** 'Pre-filter available values' time range: only values of rows in it are offered. */
  readonly timeRange?: string | null;
  /** The temporal column that time range applies to (Superset's granularity_sqla). */
  readonly timeColumn?: string | null;
}

/** One filter's entry of Superset's data mask. */
export interface FilterDataMask {
  readonly extraFormData?: ExtraFormData;
  readonly filterState?: { readonly value?: unknown };
}

export type DataMask = Readonly<Record<string, FilterDataMask>>;

/** Keys whose values add up across filters (Superset's EXTRA_FORM_DATA_APPEND_KEYS). */
const APPEND_KEYS = ['filters', 'adhoc_filters'] as const;
/** Keys the last filter sets (Superset's override keys: time range, grain, time column). */
const OVERRIDE_KEYS = [
  'time_range',
  'time_grain_sqla',
  'granularity_sqla',
  'relative_start',
  'relative_end',
] as const satisfies readonly (keyof ExtraFormData)[];

/** Superset's mergeExtraFormData: filters appended, time fields overridden by the newer value. */
export function mergeExtraFormData(base: ExtraFormData, next: ExtraFormData): ExtraFormData {
  const merged: ExtraFormData = { ...base };
  for (const key of APPEND_KEYS) {
    const added = next[key];
    if (added?.length) {
      (merged as Record<string, unknown>)[key] = [...((base[key] as unknown[] | undefined) ?? []), ...added];
    }
  }
  for (const key of OVERRIDE_KEYS) {
    const value = next[key];
    if (value !== undefined && value !== null && value !== '') {
      (merged as Record<string, unknown>)[key] = value;
    }
  }
  return merged;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The column a filter targets (its first target). */
export function targetColumn(filter: NativeFilter): string | null {
  return filter.targets[0]?.column ?? null;
}

/**
 * What a filter with this value adds to a query. `undefined` means "not set" (no effect); a select's
 * empty list filters everything out only with the "empty filter" rule, as Superset does.
 */
export function filterExtraFormData(filter: NativeFilter, value: unknown): ExtraFormData {
  const column = targetColumn(filter);
  const controls = filter.controlValues;
  switch (filter.filterType) {
    case 'filter_select': {
      if (!column || value === undefined) return {};
      const inverse = controls.inverseSelection === true;
      if (value === null) return { filters: [{ col: column, op: inverse ? 'IS NOT NULL' : 'IS NULL' }] };
      const values = Array.isArray(value) ? value : [value];
      if (values.length === 0) {
        if (controls.enableEmptyFilter !== true) return {};
        const nothing: AdhocFilter = { expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 0' };
        return { adhoc_filters: [nothing] };
      }
      return {
        filters: [
          { col: column, op: inverse ? 'NOT IN' : 'IN', val: values as QueryFilterClause['val'] } as QueryFilterClause,
        ],
      };
    }
    case 'filter_range': {
      if (!column || !Array.isArray(value)) return {};
      const [min, max] = value as [unknown, unknown];
      const filters: QueryFilterClause[] = [];
      if (typeof min === 'number') filters.push({ col: column, op: '>=', val: min });
      if (typeof max === 'number') filters.push({ col: column, op: '<=', val: max });
      return filters.length ? { filters } : {};
    }
    case 'filter_time': {
      const range = str(value);
      return range ? { time_range: range } : {};
    }
    case 'filter_timegrain': {
      const grain = str(value);
      return grain ? { time_grain_sqla: grain as ExtraFormData['time_grain_sqla'] } : {};
    }
    case 'filter_timecolumn': {
      const timeColumn = str(value);
      return timeColumn ? { granularity_sqla: timeColumn } : {};
    }
    default:
      return {};
  }
}

/** A data mask entry for a filter value (the extra form data with the value it came from). */
export function dataMaskFor(filter: NativeFilter, value: unknown): FilterDataMask {
  return { extraFormData: filterExtraFormData(filter, value), filterState: { value } };
}

/** Chart ids under the filter's scope: below any rootPath component, minus the excluded charts. */
export function chartsInScope(layout: Layout, scope: FilterScope | null): number[] {
  const rootPath = scope?.rootPath?.length ? scope.rootPath : ['ROOT_ID'];
  const excluded = new Set(scope?.excluded ?? []);
  const roots = new Set(rootPath);
  const charts: number[] = [];
  for (const id of componentIds(layout)) {
    const component = componentOf(layout, id);
    const chartId = component?.meta.chartId;
    if (component?.type !== 'CHART' || typeof chartId !== 'number' || excluded.has(chartId)) continue;
    if (roots.has(id) || ancestorsOf(layout, id).some((a) => roots.has(a.id))) charts.push(chartId);
  }
  return [...new Set(charts)];
}

/** Whether a filter applies to a chart (the chart is in scope). */
export function isInScope(layout: Layout, filter: NativeFilter, chartId: number): boolean {
  return chartsInScope(layout, filter.scope).includes(chartId);
}

/**
 * The extra form data one chart runs with: every applied filter whose scope holds the chart, merged
 * in filter order. Charts out of every scope get `{}` (their query does not change).
 */
export function chartExtraFormData(
  layout: Layout,
  filters: readonly NativeFilter[],
  dataMask: DataMask,
  chartId: number,
): ExtraFormData {
  let merged: ExtraFormData = {};
  for (const filter of filters) {
    const extra = dataMask[filter.id]?.extraFormData;
    if (!extra || Object.keys(extra).length === 0) continue;
    if (!isInScope(layout, filter, chartId)) continue;
    merged = mergeExtraFormData(merged, extra);
  }
  return merged;
}

/** Extra form data of a filter's parents (cascading): what narrows the filter's own options. */
export function parentsExtraFormData(filter: NativeFilter, dataMask: DataMask): ExtraFormData {
  let merged: ExtraFormData = {};
  for (const parentId of filter.cascadeParentIds) {
    const extra = dataMask[parentId]?.extraFormData;
    if (extra) merged = mergeExtraFormData(merged, extra);
  }
  return merged;
}

/** Why a filter does or does not apply to a chart (the filter indicator). */
export type FilterStatus =
  | { readonly status: 'applied'; readonly filter: NativeFilter; readonly value: unknown }
  | { readonly status: 'unset'; readonly filter: NativeFilter }
  | { readonly status: 'incompatible'; readonly filter: NativeFilter; readonly reason: string }
  | { readonly status: 'outOfScope'; readonly filter: NativeFilter };

/** Each filter's status for one chart: applied, not set, incompatible (another dataset), out of scope. */
export function filterStatuses(
  layout: Layout,
  filters: readonly NativeFilter[],
  dataMask: DataMask,
  chartId: number,
  chartDatasetId: number | null,
): FilterStatus[] {
  return filters.map((filter): FilterStatus => {
    if (!isInScope(layout, filter, chartId)) return { status: 'outOfScope', filter };
    const extra = dataMask[filter.id]?.extraFormData;
    if (!extra || Object.keys(extra).length === 0) return { status: 'unset', filter };
    const target = filter.targets[0];
    const columnFilter = filter.filterType === 'filter_select' || filter.filterType === 'filter_range';
    if (columnFilter && target?.datasetId != null && chartDatasetId != null && target.datasetId !== chartDatasetId) {
      return {
        status: 'incompatible',
        filter,
        reason:
          `this chart reads another dataset; the filter applies only if it has the column ${target.column ?? ''}`.trim(),
      };
    }
    return { status: 'applied', filter, value: dataMask[filter.id]?.filterState?.value };
  });
}

/** Values a filter starts with: its default data mask's value (or undefined). */
export function defaultValue(filter: NativeFilter): unknown {
  const mask = filter.defaultDataMask;
  if (!mask || typeof mask !== 'object') return undefined;
  const state = (mask as { filterState?: { value?: unknown } }).filterState;
  return state?.value ?? undefined;
}

/**
 * A cascading child's value kept only while every value is still among its options: when a parent
 * change removes a value the child is reset (undefined), which Superset does not do.
 */
export function validChildValue(value: unknown, options: readonly unknown[]): unknown {
  if (value === undefined || value === null) return value;
  const values = Array.isArray(value) ? value : [value];
  const allowed = new Set(options.map((o) => String(o)));
  return values.every((v) => allowed.has(String(v))) ? value : undefined;
}

/** A chart's cross filter: the value of one of its columns a click chose. */
export interface CrossFilter {
  readonly column: string;
  readonly value: string;
}

/**
 * The charts an emitting chart's cross filter reaches: its `chart_configuration` scope (rootPath,
 * excluded), else every other chart (Superset's global scope); never the emitter itself.
 */
export function crossFilterScope(chartConfiguration: unknown, emitterId: number): FilterScope {
  const config = (chartConfiguration as Record<string, unknown> | null | undefined)?.[String(emitterId)] as
    | { crossFilters?: { scope?: unknown } }
    | undefined;
  const scope = config?.crossFilters?.scope;
  if (scope && typeof scope === 'object' && Array.isArray((scope as FilterScope).rootPath)) {
    const s = scope as FilterScope;
    return { rootPath: s.rootPath, excluded: [...(s.excluded ?? []), emitterId] };
  }
  return { rootPath: ['ROOT_ID'], excluded: [emitterId] };
}

/** The data mask entry Superset keeps for a chart's cross filter (keyed by the chart id). */
export function crossFilterDataMask(filter: CrossFilter): FilterDataMask & { filterState: { filters: object } } {
  return {
    extraFormData: { filters: [{ col: filter.column, op: 'IN', val: [filter.value] }] },
    filterState: { value: [filter.value], filters: { [filter.column]: [filter.value] } },
  };
}

/** The cross filters of the other charts that reach this chart, appended in chart id order. */
export function crossExtraFormData(
  layout: Layout,
  crossFilters: Readonly<Record<number, CrossFilter>>,
  chartConfiguration: unknown,
  chartId: number,
): ExtraFormData {
  let merged: ExtraFormData = {};
  const emitters = Object.keys(crossFilters)
    .map(Number)
    .sort((a, b) => a - b);
  for (const emitter of emitters) {
    const filter = crossFilters[emitter];
    if (!filter || emitter === chartId) continue;
    if (!chartsInScope(layout, crossFilterScope(chartConfiguration, emitter)).includes(chartId)) continue;
    merged = mergeExtraFormData(merged, crossFilterDataMask(filter).extraFormData ?? {});
  }
  return merged;
}

/** Cross filters read back from a stored data mask (entries keyed by a chart id). */
export function crossFiltersFromDataMask(stored: unknown): Record<number, CrossFilter> {
  const result: Record<number, CrossFilter> = {};
  if (!stored || typeof stored !== 'object') return result;
  for (const [key, entry] of Object.entries(stored as Record<string, unknown>)) {
    if (!/^\d+$/.test(key) || !entry || typeof entry !== 'object') continue;
    const filters = (entry as { filterState?: { filters?: Record<string, unknown> } }).filterState?.filters;
    const [column, values] = Object.entries(filters ?? {})[0] ?? [];
    const value = Array.isArray(values) ? values[0] : undefined;
    if (column && (typeof value === 'string' || typeof value === 'number')) {
      result[Number(key)] = { column, value: String(value) };
    }
  }
  return result;
}
