import type { ListColumn } from '../../components/list/ListColumns.tsx';
import type { ListSortOption } from '../../components/list/ListSortSelect.tsx';
import { booleanFilter, intFilter, type ListQueryState, type ListSort } from '../../components/list/listState.ts';
import { toGlobalId } from '../../relay/globalId.ts';

export const datasetNouns = ['dataset', 'datasets'] as const;

export const datasetDefaultSort: ListSort = { field: 'CHANGED_ON', direction: 'DESC' };

export const datasetSortOptions: readonly ListSortOption[] = [
  { field: 'CHANGED_ON', label: 'Last modified' },
  { field: 'TABLE_NAME', label: 'Name' },
  { field: 'DATABASE_NAME', label: 'Database' },
  { field: 'SCHEMA', label: 'Schema' },
];

/** Filters that round-trip through the URL (spec 002: owner, database, schema, type, certified). */
export const datasetFilterNames: readonly string[] = ['owner', 'kind', 'database', 'schema', 'certified', 'owned'];

/** One condition on the dataset list's REST search columns, as `Query.datasets(filters:)` takes it. */
export interface DatasetListFilter {
  readonly column: 'OWNERS';
  readonly operator: 'REL_M_M';
  readonly value: number;
}

/** The chosen owner as a typed list filter (null: any owner). */
export function datasetListFilters(filters: ListQueryState['filters']): DatasetListFilter[] | null {
  const owner = intFilter(filters.owner);
  return owner === null ? null : [{ column: 'OWNERS', operator: 'REL_M_M', value: owner }];
}

export const datasetColumns: readonly ListColumn[] = [
  { id: 'name', header: 'Name', width: '26%', sortField: 'TABLE_NAME' },
  { id: 'kind', header: 'Type', width: '10%' },
  { id: 'database', header: 'Database', width: '15%', sortField: 'DATABASE_NAME' },
  { id: 'schema', header: 'Schema', width: '12%', sortField: 'SCHEMA' },
  { id: 'owners', header: 'Owners', width: '14%' },
  { id: 'modified', header: 'Modified', width: '12%', sortField: 'CHANGED_ON' },
  { id: 'actions', header: 'Actions', width: '11%', srOnly: true },
];

export function datasetListVariables(state: ListQueryState) {
  const kind = state.filters.kind;
  const database = state.filters.database;
  return {
    search: state.search || null,
    orderBy: state.sort,
    kind: kind === 'PHYSICAL' || kind === 'VIRTUAL' ? kind : null,
    databaseId: database && /^\d+$/.test(database) ? toGlobalId('Database', database) : null,
    schema: state.filters.schema || null,
    certified: booleanFilter(state.filters.certified),
    ownedByMe: state.filters.owned === 'true' ? true : null,
    filters: datasetListFilters(state.filters),
  };
}
