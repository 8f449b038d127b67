import type { ListColumn } from '../../components/list/ListColumns.tsx';
import type { ListFilterOption } from '../../components/list/ListFilterSelect.tsx';
import type { ListSortOption } from '../../components/list/ListSortSelect.tsx';
import type { ListQueryState, ListSort } from '../../components/list/listState.ts';

export const auditNouns = ['audit log entry', 'audit log entries'] as const;
export const auditDefaultSort: ListSort = { field: 'TIME', direction: 'DESC' };
export const auditSortOptions: readonly ListSortOption[] = [{ field: 'TIME', label: 'Time' }];
export const auditFilterNames = ['action', 'resource', 'from', 'to'] as const;
export const auditColumns: readonly ListColumn[] = [
  { id: 'time', header: 'Time (UTC)', width: '17%', sortField: 'TIME' },
  { id: 'user', header: 'User', width: '15%' },
  { id: 'action', header: 'Action', width: '13%' },
  { id: 'resource', header: 'Object', width: '20%' },
  { id: 'origin', header: 'Source', width: '20%' },
  { id: 'changes', header: 'Changes', width: '15%' },
];

export const auditActionOptions: readonly ListFilterOption[] = [
  { value: 'create', label: 'Create' },
  { value: 'update', label: 'Update' },
  { value: 'delete', label: 'Delete' },
  { value: 'sign_in', label: 'Sign-in' },
  { value: 'sign_in_failed', label: 'Failed sign-in' },
  { value: 'sign_out', label: 'Sign-out' },
];

/** The kinds of objects whose writes the audit log reads before and after. */
export const auditResourceOptions: readonly ListFilterOption[] = [
  { value: 'chart', label: 'Chart' },
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'dataset', label: 'Dataset' },
  { value: 'database', label: 'Database' },
  { value: 'report', label: 'Report' },
  { value: 'saved_query', label: 'Saved query' },
  { value: 'annotation_layer', label: 'Annotation layer' },
  { value: 'annotation', label: 'Annotation' },
  { value: 'css_template', label: 'CSS template' },
  { value: 'tag', label: 'Tag' },
  { value: 'row_level_security', label: 'Row level security' },
  { value: 'user', label: 'User' },
  { value: 'role', label: 'Role' },
  { value: 'session', label: 'Sign-in session' },
];

export function actionLabel(action: string): string {
  return auditActionOptions.find((o) => o.value === action)?.label ?? action;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` day as the start of that UTC day (null for anything else). */
export function dayStart(day: string | undefined): string | null {
  if (!day || !DAY.test(day)) return null;
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The end of a `YYYY-MM-DD` day (the next day's start): the "to" day is included. */
export function dayEnd(day: string | undefined): string | null {
  const start = dayStart(day);
  return start ? new Date(new Date(start).getTime() + 86_400_000).toISOString() : null;
}

/** The GraphQL arguments of a list state: the search is the user name, the filters as chosen. */
export function auditListVariables(state: ListQueryState) {
  const f = state.filters;
  const filter = {
    username: state.search || null,
    action: f.action || null,
    resourceType: f.resource || null,
    from: dayStart(f.from),
    to: dayEnd(f.to),
  };
  return { filter, oldestFirst: state.sort.direction === 'ASC' };
}

/** A value of a change, as the diff view prints it. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  return JSON.stringify(value, null, 1);
}
