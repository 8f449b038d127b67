import type { ListColumn } from '../../components/list/ListColumns.tsx';
import type { ListSortOption } from '../../components/list/ListSortSelect.tsx';
import { booleanFilter, type ListQueryState, type ListSort } from '../../components/list/listState.ts';

export const databaseNouns = ['database', 'databases'] as const;

/** Last modified first, like every other list (the gateway's own default is by name). */
export const databaseDefaultSort: ListSort = { field: 'CHANGED_ON', direction: 'DESC' };

/** The order fields `Query.databases` accepts (`DatabaseOrderField`). */
export const databaseSortOptions: readonly ListSortOption[] = [
  { field: 'CHANGED_ON', label: 'Last modified' },
  { field: 'DATABASE_NAME', label: 'Name' },
  { field: 'EXPOSE_IN_SQLLAB', label: 'SQL Lab' },
  { field: 'ALLOW_FILE_UPLOAD', label: 'File upload' },
];

export const databaseFilterNames: readonly string[] = ['sqllab', 'upload'];

export const databaseColumns: readonly ListColumn[] = [
  { id: 'name', header: 'Name', width: '30%', sortField: 'DATABASE_NAME' },
  { id: 'backend', header: 'Backend', width: '16%' },
  { id: 'sqllab', header: 'SQL Lab', width: '12%', sortField: 'EXPOSE_IN_SQLLAB' },
  { id: 'upload', header: 'File upload', width: '12%', sortField: 'ALLOW_FILE_UPLOAD' },
  { id: 'modified', header: 'Modified', width: '18%', sortField: 'CHANGED_ON' },
  { id: 'actions', header: 'Actions', width: '12%', srOnly: true },
];

/** "Expose in SQL Lab" as a typed list filter on the REST search column (null: any). */
export function databaseListFilters(filters: ListQueryState['filters']) {
  const sqllab = booleanFilter(filters.sqllab);
  return sqllab === null ? null : [{ column: 'EXPOSE_IN_SQLLAB' as const, operator: 'EQ' as const, value: sqllab }];
}

export function databaseListVariables(state: ListQueryState) {
  return {
    search: state.search || null,
    orderBy: state.sort,
    allowFileUpload: booleanFilter(state.filters.upload),
    filters: databaseListFilters(state.filters),
  };
}
