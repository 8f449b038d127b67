import type { ListColumn } from '../../components/list/ListColumns.tsx';
import { booleanFilter, type ListQueryState, type ListSort } from '../../components/list/listState.ts';

export const databaseNouns = ['database', 'databases'] as const;

/** `Query.databases` takes no order: the server's own (last modified first) is the only one. */
export const databaseDefaultSort: ListSort = { field: 'CHANGED_ON', direction: 'DESC' };

export const databaseFilterNames: readonly string[] = ['sqllab', 'upload'];

export const databaseColumns: readonly ListColumn[] = [
  { id: 'name', header: 'Name', width: '30%' },
  { id: 'backend', header: 'Backend', width: '16%' },
  { id: 'sqllab', header: 'SQL Lab', width: '12%' },
  { id: 'upload', header: 'File upload', width: '12%' },
  { id: 'modified', header: 'Modified', width: '18%' },
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
    allowFileUpload: booleanFilter(state.filters.upload),
    filters: databaseListFilters(state.filters),
  };
}
