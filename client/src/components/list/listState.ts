/** Superset's list defaults (spec 002): 25 rows a page, last modified first. */
export const listPageSize = 25;

export type SortDirection = 'ASC' | 'DESC';

export interface ListSort {
  readonly field: string;
  readonly direction: SortDirection;
}

/** What a list shows, independent of the resource; it round-trips through the URL. */
export interface ListQueryState {
  readonly search: string;
  readonly sort: ListSort;
  /** Filter name -> chosen value ('' = any). */
  readonly filters: Readonly<Record<string, string>>;
}

export function sameListState(a: ListQueryState, b: ListQueryState): boolean {
  return listStateKey(a) === listStateKey(b);
}

export function listStateKey(state: ListQueryState): string {
  const filters = Object.entries(state.filters)
    .filter(([, value]) => value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([state.search.trim(), state.sort.field, state.sort.direction, filters]);
}

/**
 * Reads `?search=&sort=FIELD.DIR&<filter>=` so a reloaded list shows what it showed. Unknown sort
 * fields and filters are ignored: a stale or hand-edited URL falls back to the defaults.
 */
export function listStateFromSearchParams(
  params: URLSearchParams,
  options: {
    readonly defaultSort: ListSort;
    readonly sortFields: readonly string[];
    readonly filters: readonly string[];
  },
): ListQueryState {
  const [field, direction] = (params.get('sort') ?? '').split('.');
  const sort =
    field && options.sortFields.includes(field) && (direction === 'ASC' || direction === 'DESC')
      ? { field, direction: direction as SortDirection }
      : options.defaultSort;
  const filters: Record<string, string> = {};
  for (const name of options.filters) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return { search: params.get('search')?.trim() ?? '', sort, filters };
}

export function listStateToSearchParams(
  state: ListQueryState,
  defaultSort: ListSort,
  keep?: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams();
  if (keep?.get('view')) params.set('view', keep.get('view') as string);
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.sort.field !== defaultSort.field || state.sort.direction !== defaultSort.direction) {
    params.set('sort', `${state.sort.field}.${state.sort.direction}`);
  }
  for (const [name, value] of Object.entries(state.filters)) if (value) params.set(name, value);
  return params;
}

/** A tri-state filter value ('true' / 'false' / '') as a GraphQL Boolean argument. */
export function booleanFilter(value: string | undefined): boolean | null {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** A numeric id filter value as a GraphQL Int argument. */
export function intFilter(value: string | undefined): number | null {
  return value && /^\d+$/.test(value) ? Number(value) : null;
}
