import type { ListColumn } from '../../components/list/ListColumns.tsx';
import { booleanFilter, type ListQueryState, type ListSort } from '../../components/list/listState.ts';

export const databaseNouns = ['database', 'databases'] as const;

/** `Query.databases` takes no order: the server's own (last modified first) is the only one. */
export const databaseDefaultSort: ListSort = { field: 'CHANGED_ON', direction: 'DESC' };

export const databaseFilterNames: readonly string[] = ['upload'];

export const databaseColumns: readonly ListColumn[] = [
  { id: 'name', header: 'Name', width: '30%' },
  { id: 'backend', header: 'Backend', width: '16%' },
  { id: 'sqllab', header: 'SQL Lab', width: '12%' },
  { id: 'upload', header: 'File upload', width: '12%' },
  { id: 'modified', header: 'Modified', width: '18%' },
  { id: 'actions', header: 'Actions', width: '12%', srOnly: true },
];

export function databaseListVariables(state: ListQueryState) {
  return { search: state.search || null, allowFileUpload: booleanFilter(state.filters.upload) };
}
