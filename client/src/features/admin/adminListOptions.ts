import type { ListColumn } from '../../components/list/ListColumns.tsx';
import type { ListSortOption } from '../../components/list/ListSortSelect.tsx';
import type { ListQueryState, ListSort } from '../../components/list/listState.ts';

export const userNouns = ['user', 'users'] as const;
export const roleNouns = ['role', 'roles'] as const;

export const userDefaultSort: ListSort = { field: 'USERNAME', direction: 'ASC' };
/** The order fields `Query.users` accepts (`UserOrderField`). */
export const userSortOptions: readonly ListSortOption[] = [
  { field: 'USERNAME', label: 'Username' },
  { field: 'FIRST_NAME', label: 'First name' },
  { field: 'LAST_NAME', label: 'Last name' },
  { field: 'EMAIL', label: 'E-mail' },
  { field: 'ACTIVE', label: 'Active' },
  { field: 'CHANGED_ON', label: 'Last modified' },
];
export const userColumns: readonly ListColumn[] = [
  { id: 'username', header: 'Username', width: '16%', sortField: 'USERNAME' },
  { id: 'first', header: 'First name', width: '12%', sortField: 'FIRST_NAME' },
  { id: 'last', header: 'Last name', width: '12%', sortField: 'LAST_NAME' },
  { id: 'email', header: 'E-mail', width: '20%', sortField: 'EMAIL' },
  { id: 'roles', header: 'Roles', width: '14%' },
  { id: 'active', header: 'Active', width: '8%', sortField: 'ACTIVE' },
  { id: 'actions', header: 'Actions', width: '18%', srOnly: true },
];
export function userListVariables(state: ListQueryState) {
  return { search: state.search || null, orderBy: state.sort };
}

/** Roles are listed by name; the list has no other order. */
export const roleDefaultSort: ListSort = { field: 'NAME', direction: 'ASC' };
export const roleSortOptions: readonly ListSortOption[] = [{ field: 'NAME', label: 'Name' }];
export const roleColumns: readonly ListColumn[] = [
  { id: 'name', header: 'Name', width: '34%' },
  { id: 'builtin', header: 'Type', width: '14%' },
  { id: 'users', header: 'Users', width: '10%' },
  { id: 'permissions', header: 'Permissions', width: '14%' },
  { id: 'actions', header: 'Actions', width: '28%', srOnly: true },
];
export function roleListVariables(state: ListQueryState) {
  return { search: state.search || null };
}

export const rlsNouns = ['rule', 'rules'] as const;
/** Rules are listed by name. */
export const rlsDefaultSort: ListSort = { field: 'NAME', direction: 'ASC' };
export const rlsSortOptions: readonly ListSortOption[] = [{ field: 'NAME', label: 'Name' }];
export const rlsColumns: readonly ListColumn[] = [
  { id: 'name', header: 'Name', width: '20%' },
  { id: 'type', header: 'Filter type', width: '10%' },
  { id: 'tables', header: 'Datasets', width: '18%' },
  { id: 'roles', header: 'Roles', width: '16%' },
  { id: 'groupKey', header: 'Group key', width: '10%' },
  { id: 'clause', header: 'Clause', width: '16%' },
  { id: 'actions', header: 'Actions', width: '10%', srOnly: true },
];
export function rlsListVariables(state: ListQueryState) {
  return { search: state.search || null };
}

export const cssTemplateNouns = ['CSS template', 'CSS templates'] as const;
export const cssTemplateDefaultSort: ListSort = { field: 'NAME', direction: 'ASC' };
export const cssTemplateSortOptions: readonly ListSortOption[] = [{ field: 'NAME', label: 'Name' }];
export const cssTemplateColumns: readonly ListColumn[] = [
  { id: 'name', header: 'Name', width: '30%' },
  { id: 'css', header: 'CSS', width: '34%' },
  { id: 'changed', header: 'Last modified', width: '24%' },
  { id: 'actions', header: 'Actions', width: '12%', srOnly: true },
];
export function cssTemplateListVariables(state: ListQueryState) {
  return { search: state.search || null };
}

export const annotationLayerNouns = ['annotation layer', 'annotation layers'] as const;
export const annotationLayerDefaultSort: ListSort = { field: 'NAME', direction: 'ASC' };
export const annotationLayerSortOptions: readonly ListSortOption[] = [{ field: 'NAME', label: 'Name' }];
export const annotationLayerColumns: readonly ListColumn[] = [
  { id: 'name', header: 'Name', width: '28%' },
  { id: 'descr', header: 'Description', width: '36%' },
  { id: 'changed', header: 'Last modified', width: '24%' },
  { id: 'actions', header: 'Actions', width: '12%', srOnly: true },
];
export function annotationLayerListVariables(state: ListQueryState) {
  return { search: state.search || null };
}

export const annotationNouns = ['annotation', 'annotations'] as const;
export const annotationColumns: readonly ListColumn[] = [
  { id: 'short', header: 'Label', width: '26%' },
  { id: 'start', header: 'Start (UTC)', width: '18%' },
  { id: 'end', header: 'End (UTC)', width: '18%' },
  { id: 'long', header: 'Description', width: '26%' },
  { id: 'actions', header: 'Actions', width: '12%', srOnly: true },
];

/** An ISO time as a `datetime-local` value in UTC ("2024-03-01T09:30"). */
export function toUtcInput(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 16) : '';
}

/** A `datetime-local` value read as UTC, as the GraphQL DateTime takes it; null when empty or invalid. */
export function fromUtcInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(`${value}:00Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The first message of a mutation's refusal, field errors included (`password: Password must ...`). */
export function refusalMessage(result: { message?: string; fieldErrors?: unknown }): string {
  const fields = result.fieldErrors;
  if (fields && typeof fields === 'object' && !Array.isArray(fields)) {
    const parts = Object.entries(fields as Record<string, unknown>).map(([field, messages]) => {
      const text = Array.isArray(messages) ? messages.join(' ') : String(messages);
      return `${field.replace(/_/g, ' ')}: ${text}`;
    });
    if (parts.length > 0) return parts.join('; ');
  }
  return result.message ?? 'Sorry, an unknown error occurred';
}
