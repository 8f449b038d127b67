import { BadRequestError } from '../errors.ts';
import type { FilterValue } from './types.ts';

/** The rison `q` of a FAB list endpoint (server-semantics.md §1), checked for shape. */
export interface ListQuery {
  filters: { col: string; opr: string; value: FilterValue }[];
  orderColumn: string | null;
  orderDirection: 'asc' | 'desc';
  page: number;
  /** As requested; the cap is applied per resource. */
  pageSize: number | null;
  columns: string[] | null;
  keys: string[] | null;
}

export const METADATA_KEYS = [
  'list_columns',
  'order_columns',
  'label_columns',
  'description_columns',
  'list_title',
] as const;
const KEYS = [...METADATA_KEYS, 'none'];
/** Far beyond any real list, and small enough that page * page_size stays an exact offset. */
const MAX_PAGE = 10_000_000;

function invalid(message: string): never {
  throw new BadRequestError(`Invalid rison argument: ${message}`);
}

function stringList(value: unknown, name: string): string[] {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) invalid(`${name} must be a list of strings`);
  return value as string[];
}

function integer(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) invalid(`${name} must be an integer`);
  return value;
}

export function parseListQuery(raw: unknown): ListQuery {
  const query: ListQuery = {
    filters: [],
    orderColumn: null,
    orderDirection: 'desc',
    page: 0,
    pageSize: null,
    columns: null,
    keys: null,
  };
  if (raw === undefined) return query;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) invalid('q must be an object, e.g. q=(page:0)');
  const q = raw as Record<string, unknown>;

  if (q.filters !== undefined) {
    if (!Array.isArray(q.filters)) invalid('filters must be a list of (col,opr,value)');
    query.filters = q.filters.map((f, i) => {
      if (f === null || typeof f !== 'object' || Array.isArray(f)) invalid(`filters[${i}] must be (col,opr,value)`);
      const { col, opr, value } = f as Record<string, unknown>;
      if (typeof col !== 'string') invalid(`filters[${i}].col is required and must be a string`);
      if (typeof opr !== 'string') invalid(`filters[${i}].opr is required and must be a string`);
      if (!('value' in f)) invalid(`filters[${i}].value is required`);
      return { col, opr, value: value as FilterValue };
    });
  }
  if (q.order_column !== undefined) {
    if (typeof q.order_column !== 'string') invalid('order_column must be a string');
    query.orderColumn = q.order_column;
  }
  if (q.order_direction !== undefined) {
    if (typeof q.order_direction !== 'string') invalid('order_direction must be asc or desc');
    // FAB sorts descending for anything other than `asc`.
    query.orderDirection = q.order_direction === 'asc' ? 'asc' : 'desc';
  }
  if (q.page !== undefined) {
    query.page = integer(q.page, 'page');
    if (query.page < 0) invalid('page must be 0 or more');
    if (query.page > MAX_PAGE) invalid(`page must be at most ${MAX_PAGE}`);
  }
  if (q.page_size !== undefined) query.pageSize = integer(q.page_size, 'page_size');
  if (q.columns !== undefined && q.select_columns !== undefined) {
    throw new BadRequestError('Cannot use both select and sel columns');
  }
  const columns = q.columns ?? q.select_columns;
  if (columns !== undefined)
    query.columns = stringList(columns, q.columns !== undefined ? 'columns' : 'select_columns');
  if (q.keys !== undefined) {
    query.keys = stringList(q.keys, 'keys');
    const unknown = query.keys.find((k) => !KEYS.includes(k));
    if (unknown !== undefined) invalid(`keys: "${unknown}" is not one of ${KEYS.join(', ')}`);
  }
  return query;
}

/** page_size as FAB applies it: missing -> 20; above the max or below 1 -> the max; -1 max = uncapped. */
export function effectivePageSize(requested: number | null, maxPageSize: number): number | undefined {
  if (maxPageSize === -1) return requested === null ? 20 : requested < 1 ? undefined : requested;
  if (requested === null) return Math.min(20, maxPageSize);
  if (requested < 1 || requested > maxPageSize) return maxPageSize;
  return requested;
}
