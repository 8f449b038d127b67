import type { ListColumn } from '../../components/list/ListColumns.tsx';
import type { ListSortOption } from '../../components/list/ListSortSelect.tsx';
import { booleanFilter, intFilter, type ListQueryState, type ListSort } from '../../components/list/listState.ts';

export const chartNouns = ['chart', 'charts'] as const;

export const chartDefaultSort: ListSort = { field: 'CHANGED_ON', direction: 'DESC' };

/** The order fields `Query.charts` accepts (server-semantics: the chart list's order columns). */
export const chartSortOptions: readonly ListSortOption[] = [
  { field: 'CHANGED_ON', label: 'Last modified' },
  { field: 'SLICE_NAME', label: 'Name' },
  { field: 'VIZ_TYPE', label: 'Visualization type' },
  { field: 'DATASOURCE_NAME', label: 'Dataset' },
];

/** Filters that round-trip through the URL (spec 002: owner, created by, viz type, dataset, tag, certified, favourite). */
export const chartFilterNames: readonly string[] = [
  'owner',
  'createdBy',
  'vizType',
  'dataset',
  'tag',
  'certified',
  'favorite',
];

/** One condition on the chart list's REST search columns, as `Query.charts(filters:)` takes it. */
export interface ChartListFilter {
  readonly column: 'OWNERS' | 'CREATED_BY' | 'VIZ_TYPE' | 'DATASOURCE_ID' | 'TAGS';
  readonly operator: 'REL_M_M' | 'REL_O_M' | 'EQ' | 'CHART_TAG_ID';
  readonly value: string | number;
}

/** The chosen owner, creator, viz type, dataset and tag as typed list filters (null: none chosen). */
export function chartListFilters(filters: ListQueryState['filters']): ChartListFilter[] | null {
  const result: ChartListFilter[] = [];
  const owner = intFilter(filters.owner);
  if (owner !== null) result.push({ column: 'OWNERS', operator: 'REL_M_M', value: owner });
  const creator = intFilter(filters.createdBy);
  if (creator !== null) result.push({ column: 'CREATED_BY', operator: 'REL_O_M', value: creator });
  if (filters.vizType) result.push({ column: 'VIZ_TYPE', operator: 'EQ', value: filters.vizType });
  const dataset = intFilter(filters.dataset);
  if (dataset !== null) result.push({ column: 'DATASOURCE_ID', operator: 'EQ', value: dataset });
  const tag = intFilter(filters.tag);
  if (tag !== null) result.push({ column: 'TAGS', operator: 'CHART_TAG_ID', value: tag });
  return result.length > 0 ? result : null;
}

export const chartColumns: readonly ListColumn[] = [
  { id: 'favorite', header: 'Favourite', width: '5%', srOnly: true },
  { id: 'name', header: 'Name', width: '25%', sortField: 'SLICE_NAME' },
  { id: 'viz', header: 'Visualization type', width: '14%', sortField: 'VIZ_TYPE' },
  { id: 'dataset', header: 'Dataset', width: '16%', sortField: 'DATASOURCE_NAME' },
  { id: 'tags', header: 'Tags', width: '15%' },
  { id: 'modified', header: 'Modified', width: '13%', sortField: 'CHANGED_ON' },
  { id: 'actions', header: 'Actions', width: '12%', srOnly: true },
];

/** The `charts` arguments for a list state. */
export function chartListVariables(state: ListQueryState) {
  return {
    search: state.search || null,
    orderBy: state.sort,
    isCertified: booleanFilter(state.filters.certified),
    isFavorite: booleanFilter(state.filters.favorite),
    filters: chartListFilters(state.filters),
  };
}
