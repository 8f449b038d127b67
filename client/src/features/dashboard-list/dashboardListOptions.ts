import type { ListColumn } from '../../components/list/ListColumns.tsx';
import type { ListSortOption } from '../../components/list/ListSortSelect.tsx';
import { booleanFilter, type ListQueryState, type ListSort } from '../../components/list/listState.ts';

export const dashboardNouns = ['dashboard', 'dashboards'] as const;

export const dashboardDefaultSort: ListSort = { field: 'CHANGED_ON', direction: 'DESC' };

export const dashboardSortOptions: readonly ListSortOption[] = [
  { field: 'CHANGED_ON', label: 'Last modified' },
  { field: 'DASHBOARD_TITLE', label: 'Title' },
  { field: 'PUBLISHED', label: 'Status' },
];

/** Filters that round-trip through the URL; each maps to a `dashboards` argument below. */
export const dashboardFilterNames: readonly string[] = ['published', 'certified', 'favorite', 'mine'];

export const dashboardColumns: readonly ListColumn[] = [
  { id: 'favorite', header: 'Favourite', width: '6%', srOnly: true },
  { id: 'title', header: 'Title', width: '34%', sortField: 'DASHBOARD_TITLE' },
  { id: 'status', header: 'Status', width: '12%', sortField: 'PUBLISHED' },
  { id: 'owners', header: 'Owners', width: '20%' },
  { id: 'modified', header: 'Modified', width: '16%', sortField: 'CHANGED_ON' },
  { id: 'actions', header: 'Actions', width: '12%', srOnly: true },
];

export function dashboardListVariables(state: ListQueryState) {
  return {
    search: state.search || null,
    orderBy: state.sort,
    published: booleanFilter(state.filters.published),
    certified: booleanFilter(state.filters.certified),
    favorite: booleanFilter(state.filters.favorite),
    // Only "mine" narrows: false would mean "owned by others", which the list does not offer.
    ownedByMe: state.filters.mine === 'true' ? true : null,
  };
}

/** Superset's dashboard URL: the slug when there is one, else the id. */
export function dashboardPath(dashboard: { readonly slug?: string | null; readonly dashboardId: number }): string {
  return `/dashboard/${encodeURIComponent(dashboard.slug || String(dashboard.dashboardId))}/`;
}
