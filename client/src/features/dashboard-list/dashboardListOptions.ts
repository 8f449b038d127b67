import type { ListColumn } from '../../components/list/ListColumns.tsx';
import type { ListSortOption } from '../../components/list/ListSortSelect.tsx';
import { booleanFilter, intFilter, type ListQueryState, type ListSort } from '../../components/list/listState.ts';

export const dashboardNouns = ['dashboard', 'dashboards'] as const;

export const dashboardDefaultSort: ListSort = { field: 'CHANGED_ON', direction: 'DESC' };

export const dashboardSortOptions: readonly ListSortOption[] = [
  { field: 'CHANGED_ON', label: 'Last modified' },
  { field: 'DASHBOARD_TITLE', label: 'Title' },
  { field: 'PUBLISHED', label: 'Status' },
];

/** Filters that round-trip through the URL; each maps to a `dashboards` argument below. */
export const dashboardFilterNames: readonly string[] = [
  'owner',
  'createdBy',
  'published',
  'tag',
  'certified',
  'favorite',
];

/** One condition on the dashboard list's REST search columns, as `Query.dashboards(filters:)` takes it. */
export interface DashboardListFilter {
  readonly column: 'OWNERS' | 'CREATED_BY' | 'TAGS';
  readonly operator: 'REL_M_M' | 'REL_O_M' | 'DASHBOARD_TAG_ID';
  readonly value: number;
}

/** The chosen owner, creator and tag as typed list filters (null: none chosen). */
export function dashboardListFilters(filters: ListQueryState['filters']): DashboardListFilter[] | null {
  const result: DashboardListFilter[] = [];
  const owner = intFilter(filters.owner);
  if (owner !== null) result.push({ column: 'OWNERS', operator: 'REL_M_M', value: owner });
  const creator = intFilter(filters.createdBy);
  if (creator !== null) result.push({ column: 'CREATED_BY', operator: 'REL_O_M', value: creator });
  const tag = intFilter(filters.tag);
  if (tag !== null) result.push({ column: 'TAGS', operator: 'DASHBOARD_TAG_ID', value: tag });
  return result.length > 0 ? result : null;
}

export const dashboardColumns: readonly ListColumn[] = [
  { id: 'favorite', header: 'Favourite', width: '5%', srOnly: true },
  { id: 'title', header: 'Title', width: '28%', sortField: 'DASHBOARD_TITLE' },
  { id: 'status', header: 'Status', width: '10%', sortField: 'PUBLISHED' },
  { id: 'owners', header: 'Owners', width: '17%' },
  { id: 'tags', header: 'Tags', width: '15%' },
  { id: 'modified', header: 'Modified', width: '13%', sortField: 'CHANGED_ON' },
  { id: 'actions', header: 'Actions', width: '12%', srOnly: true },
];

export function dashboardListVariables(state: ListQueryState) {
  return {
    search: state.search || null,
    orderBy: state.sort,
    published: booleanFilter(state.filters.published),
    certified: booleanFilter(state.filters.certified),
    favorite: booleanFilter(state.filters.favorite),
    filters: dashboardListFilters(state.filters),
  };
}

/** Superset's dashboard URL: the slug when there is one, else the id. */
export function dashboardPath(dashboard: { readonly slug?: string | null; readonly dashboardId: number }): string {
  return `/dashboard/${encodeURIComponent(dashboard.slug || String(dashboard.dashboardId))}/`;
}
