import type { RestFilter } from './rest-types.ts';

type Cell = string | number | boolean | null | undefined;

const lower = (v: unknown) => String(v ?? '').toLowerCase();
const same = (a: Cell, b: unknown) => (typeof a === 'string' && typeof b === 'string' ? a === b : a === b);

/** One FAB generic operator applied to one cell, as the REST list would apply it in SQL (ILIKE for text). */
function matches(cell: Cell, { opr, value }: RestFilter): boolean {
  const list = Array.isArray(value) ? (value as unknown[]) : [value];
  switch (opr) {
    case 'eq':
      return same(cell, value);
    case 'neq':
      return !same(cell, value);
    case 'gt':
      return cell != null && cell > (value as number | string);
    case 'lt':
      return cell != null && cell < (value as number | string);
    case 'ct':
      return lower(cell).includes(lower(value));
    case 'nct':
      return !lower(cell).includes(lower(value));
    case 'sw':
      return lower(cell).startsWith(lower(value));
    case 'nsw':
      return !lower(cell).startsWith(lower(value));
    case 'ew':
      return lower(cell).endsWith(lower(value));
    case 'new':
      return !lower(cell).endsWith(lower(value));
    case 'in':
      return list.some((v) => same(cell, v));
    case 'not_in':
      return !list.some((v) => same(cell, v));
    default:
      throw new Error(`operator ${opr} has no in-gateway evaluation`);
  }
}

/**
 * For REST lists that take no `q` (a dashboard's filter sets come whole): the typed filters are applied
 * here, with the generic operators' REST meaning, AND-ed.
 */
export function matchesAll(row: Record<string, unknown>, filters: readonly RestFilter[]): boolean {
  return filters.every((filter) => matches(row[filter.col] as Cell, filter));
}
