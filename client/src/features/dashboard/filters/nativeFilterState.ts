import {
  type DataMask,
  dataMaskFor,
  defaultValue,
  type FilterDataMask,
  type FilterScope,
  type NativeFilter,
} from './extraFormData.ts';

/** The NativeFilter GraphQL shape, as the dashboard fragment reads it. */
export interface NativeFilterRow {
  readonly filterId: string;
  readonly name: string;
  readonly description?: string | null;
  readonly filterType: string | null | undefined;
  readonly targets: readonly {
    readonly datasetId: number | null | undefined;
    readonly column: string | null | undefined;
  }[];
  readonly controlValues: unknown;
  readonly cascadeParentIds: readonly string[];
  readonly defaultDataMask: unknown;
  readonly sortMetric?: string | null;
  readonly adhocFilters?: unknown;
  readonly timeRange?: string | null;
  readonly timeColumn?: string | null;
  readonly scope: { readonly rootPath: readonly string[]; readonly excluded: readonly number[] } | null | undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function toNativeFilter(row: NativeFilterRow): NativeFilter {
  const scope: FilterScope | null = row.scope ? { rootPath: row.scope.rootPath, excluded: row.scope.excluded } : null;
  return {
    id: row.filterId,
    name: row.name,
    description: row.description ?? null,
    filterType: row.filterType ?? 'filter_select',
    targets: row.targets.map((t) => ({ datasetId: t.datasetId ?? null, column: t.column ?? null })),
    controlValues: isObject(row.controlValues) ? row.controlValues : {},
    cascadeParentIds: row.cascadeParentIds,
    scope,
    defaultDataMask: row.defaultDataMask,
    sortMetric: row.sortMetric ?? null,
    adhocFilters: row.adhocFilters ?? null,
    timeRange: row.timeRange ?? null,
    timeColumn: row.timeColumn ?? null,
  };
}

/** Filter values by filter id (undefined: not set). */
export type FilterValues = Readonly<Record<string, unknown>>;

/** The values a stored data mask (filter state or permalink) holds, for the filters that still exist. */
export function valuesFromDataMask(filters: readonly NativeFilter[], stored: unknown): FilterValues {
  const mask = isObject(stored) ? stored : {};
  const values: Record<string, unknown> = {};
  for (const filter of filters) {
    const entry = mask[filter.id];
    if (isObject(entry) && isObject(entry.filterState) && 'value' in entry.filterState) {
      values[filter.id] = entry.filterState.value ?? undefined;
    }
  }
  return values;
}

/** Each filter's default value (its default data mask). */
export function defaultValues(filters: readonly NativeFilter[]): FilterValues {
  const values: Record<string, unknown> = {};
  for (const filter of filters) {
    const value = defaultValue(filter);
    if (value !== undefined) values[filter.id] = value;
  }
  return values;
}

/** The data mask for these values: what charts run with and what the URL key stores. */
export function dataMaskOf(filters: readonly NativeFilter[], values: FilterValues): DataMask {
  const mask: Record<string, FilterDataMask> = {};
  for (const filter of filters) mask[filter.id] = dataMaskFor(filter, values[filter.id]);
  return mask;
}

/** Whether the value counts as set (a select's empty list does not). */
export function hasValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.some((v) => v !== null && v !== undefined && v !== '');
  return true;
}

/** Names of required filters that have no value: Apply waits for them. */
export function missingRequired(filters: readonly NativeFilter[], values: FilterValues): string[] {
  return filters
    .filter((f) => f.controlValues.enableEmptyFilter === true && !hasValue(values[f.id]))
    .map((f) => f.name);
}

export function sameValues(a: FilterValues, b: FilterValues, filters: readonly NativeFilter[]): boolean {
  return filters.every((f) => JSON.stringify(a[f.id] ?? null) === JSON.stringify(b[f.id] ?? null));
}
