import { type DataMask, type NativeFilter, targetColumn } from './extraFormData.ts';
import { dataMaskOf, type FilterValues, hasValue, valuesFromDataMask } from './nativeFilterState.ts';

/**
 * Filter sets (Superset 1.x-3.x, DASHBOARD_NATIVE_FILTERS_SET): named snapshots of the applied
 * native filter values. The stored `json_metadata` is `{nativeFilters, dataMask}`: the filters the
 * set was made with (to tell when the dashboard's filters changed since) and their data mask.
 */
export interface StoredFilterSet {
  readonly filterSetId: number;
  readonly name: string;
  readonly description?: string | null;
  readonly ownerType: string;
  readonly jsonMetadata: unknown;
}

export interface FilterSetMetadata {
  readonly nativeFilters: Readonly<
    Record<string, { id: string; name: string; filterType: string; column: string | null }>
  >;
  readonly dataMask: DataMask;
}

export const NAME_MAX = 500;
export const APPLY_FILTERS_HINT = 'Please apply filter changes';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const filterKey = (f: { filterType: string; column: string | null }) => `${f.filterType}:${f.column ?? ''}`;

/** What a new (or re-saved) set stores for these applied values. */
export function filterSetMetadata(filters: readonly NativeFilter[], values: FilterValues): FilterSetMetadata {
  return {
    nativeFilters: Object.fromEntries(
      filters.map((f) => [f.id, { id: f.id, name: f.name, filterType: f.filterType, column: targetColumn(f) }]),
    ),
    dataMask: dataMaskOf(filters, values),
  };
}

const storedFilters = (set: StoredFilterSet) => {
  const meta = isObject(set.jsonMetadata) ? set.jsonMetadata : {};
  return isObject(meta.nativeFilters) ? meta.nativeFilters : {};
};

/** The values a set holds for the dashboard's current filters (filters it does not know stay empty). */
export function filterSetValues(filters: readonly NativeFilter[], set: StoredFilterSet): FilterValues {
  const meta = isObject(set.jsonMetadata) ? set.jsonMetadata : {};
  return valuesFromDataMask(filters, meta.dataMask);
}

/**
 * Whether the dashboard's filters changed since the set was saved (a filter added, removed,
 * retyped or retargeted): applying it would leave some filters out, so it asks to be rebuilt.
 */
export function isOutdated(filters: readonly NativeFilter[], set: StoredFilterSet): boolean {
  const saved = storedFilters(set);
  const savedIds = Object.keys(saved);
  if (savedIds.length !== filters.length) return true;
  return filters.some((f) => {
    const entry = saved[f.id];
    if (!isObject(entry)) return true;
    const column = typeof entry.column === 'string' ? entry.column : null;
    return (
      filterKey({ filterType: String(entry.filterType ?? ''), column }) !==
      filterKey({ filterType: f.filterType, column: targetColumn(f) })
    );
  });
}

const normalised = (value: unknown) => JSON.stringify(hasValue(value) ? value : null);

/** Superset's findExistingFilterSet: the first set holding exactly these values, if any. */
export function identicalSet(
  sets: readonly StoredFilterSet[],
  filters: readonly NativeFilter[],
  values: FilterValues,
): StoredFilterSet | undefined {
  return sets.find((set) => {
    const saved = filterSetValues(filters, set);
    return filters.every((f) => normalised(saved[f.id]) === normalised(values[f.id]));
  });
}

/** Why a name cannot be used (empty, too long, taken by another set), or null. */
export function nameProblem(name: string, sets: readonly StoredFilterSet[], exceptId?: number): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Name is required';
  if (trimmed.length > NAME_MAX) return `Name must be at most ${NAME_MAX} characters`;
  const taken = sets.some((s) => s.filterSetId !== exceptId && s.name.trim().toLowerCase() === trimmed.toLowerCase());
  return taken ? 'A filter set with this name already exists' : null;
}

/** A readable value: a list joined by commas, a range as "a ≤ x ≤ b". */
export function valueText(value: unknown): string {
  if (!hasValue(value)) return 'No value';
  if (Array.isArray(value)) {
    if (value.length === 2 && value.every((v) => typeof v === 'number' || v === null)) {
      const [min, max] = value as (number | null)[];
      if (min !== null && max !== null) return `${min} ≤ x ≤ ${max}`;
      if (min !== null) return `x ≥ ${min}`;
      if (max !== null) return `x ≤ ${max}`;
    }
    return value.map(String).join(', ');
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** "Region: EMEA, LATAM" per filter the set gives a value to. */
export function setSummary(filters: readonly NativeFilter[], set: StoredFilterSet): string[] {
  const values = filterSetValues(filters, set);
  return filters.filter((f) => hasValue(values[f.id])).map((f) => `${f.name}: ${valueText(values[f.id])}`);
}

/** Superset names a new set after its values: "EMEA, Last week", else "New filter set". */
export function defaultSetName(filters: readonly NativeFilter[], values: FilterValues): string {
  const parts = filters.filter((f) => hasValue(values[f.id])).map((f) => valueText(values[f.id]));
  const name = parts.join(' · ');
  return name ? name.slice(0, 100) : 'New filter set';
}
