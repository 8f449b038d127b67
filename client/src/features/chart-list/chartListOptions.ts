import type { ListColumn } from '../../components/list/ListColumns.tsx';
import type { ListSortOption } from '../../components/list/ListSortSelect.tsx';
import type { ListQueryState, ListSort } from '../../components/list/listState.ts';

export const chartNouns = ['chart', 'charts'] as const;

export const chartDefaultSort: ListSort = { field: 'CHANGED_ON', direction: 'DESC' };

/** The order fields `Query.charts` accepts (server-semantics: the chart list's order columns). */
export const chartSortOptions: readonly ListSortOption[] = [
  { field: 'CHANGED_ON', label: 'Last modified' },
  { field: 'SLICE_NAME', label: 'Name' },
  { field: 'VIZ_TYPE', label: 'Visualization type' },
  { field: 'DATASOURCE_NAME', label: 'Dataset' },
];

export const chartFilterNames: readonly string[] = [];

export const chartColumns: readonly ListColumn[] = [
  { id: 'favorite', header: 'Favourite', width: '6%', srOnly: true },
  { id: 'name', header: 'Name', width: '30%', sortField: 'SLICE_NAME' },
  { id: 'viz', header: 'Visualization type', width: '16%', sortField: 'VIZ_TYPE' },
  { id: 'dataset', header: 'Dataset', width: '20%', sortField: 'DATASOURCE_NAME' },
  { id: 'modified', header: 'Modified', width: '16%', sortField: 'CHANGED_ON' },
  { id: 'actions', header: 'Actions', width: '12%', srOnly: true },
];

/** The `charts` arguments for a list state. */
export function chartListVariables(state: ListQueryState) {
  return { search: state.search || null, orderBy: state.sort };
}
