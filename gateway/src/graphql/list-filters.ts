import { decodeGlobalID } from '@pothos/plugin-relay';
import { ValidationError } from './errors.ts';
import type { RestFilter } from './rest-types.ts';

/** What an operator's value must look like before it goes into the rison `filters` of a list call. */
export type FilterValueShape = 'scalar' | 'text' | 'list' | 'id' | 'ids' | 'boolean';

export interface FilterOperatorSpec {
  description: string;
  value: FilterValueShape;
}

/**
 * The list operators of the REST surface (server-semantics §1): FAB's generic ones with the names
 * `_info` reports for them, then Superset's custom ones.
 */
export const LIST_OPERATORS = {
  eq: { description: 'Equal to.', value: 'scalar' },
  neq: { description: 'Not equal to.', value: 'scalar' },
  gt: { description: 'Greater than.', value: 'scalar' },
  lt: { description: 'Smaller than.', value: 'scalar' },
  sw: { description: 'Starts with (any case).', value: 'text' },
  nsw: { description: 'Does not start with (any case).', value: 'text' },
  ew: { description: 'Ends with (any case).', value: 'text' },
  new: { description: 'Does not end with (any case).', value: 'text' },
  ct: { description: 'Contains (any case).', value: 'text' },
  nct: { description: 'Does not contain (any case).', value: 'text' },
  in: { description: 'One of a list of values.', value: 'list' },
  not_in: { description: 'None of a list of values.', value: 'list' },
  rel_o_m: { description: 'The related object has this REST id (or global ID).', value: 'id' },
  nrel_o_m: { description: 'The related object does not have this REST id (or global ID).', value: 'id' },
  rel_m_m: { description: 'One of the related objects has this REST id (or global ID).', value: 'id' },
  chart_is_favorite: { description: 'In (true) or not in (false) the viewer’s favourites.', value: 'boolean' },
  chart_is_certified: { description: 'Certified (true) or not (false).', value: 'boolean' },
  chart_owned_created_favored_by_me: {
    description: 'Owned, created or starred by the viewer (value true).',
    value: 'boolean',
  },
  chart_all_text: { description: 'Text in the name, description, visualization type or dataset name.', value: 'text' },
  chart_has_created_by: { description: 'Has a creator (true) or not (false).', value: 'boolean' },
  chart_created_by_me: { description: 'Created or last changed by the viewer (value true).', value: 'boolean' },
  chart_in_dashboards: { description: 'In any of these dashboards (a list of REST ids).', value: 'ids' },
  chart_tags: { description: 'Tagged with a tag whose name matches.', value: 'text' },
  chart_tag_id: { description: 'Tagged with this tag id.', value: 'id' },
  title_or_slug: { description: 'Text in the title or the slug.', value: 'text' },
  dashboard_is_favorite: { description: 'In (true) or not in (false) the viewer’s favourites.', value: 'boolean' },
  dashboard_is_certified: { description: 'Certified (true) or not (false).', value: 'boolean' },
  dashboard_created_by_me: { description: 'Created or last changed by the viewer (value true).', value: 'boolean' },
  dashboard_has_created_by: { description: 'Has a creator (true) or not (false).', value: 'boolean' },
  dashboard_tags: { description: 'Tagged with a tag whose name matches.', value: 'text' },
  dashboard_tag_id: { description: 'Tagged with this tag id.', value: 'id' },
  dataset_is_null_or_empty: { description: 'Physical (true: no SQL) or virtual (false).', value: 'boolean' },
  dataset_is_certified: { description: 'Certified (true) or not (false).', value: 'boolean' },
  upload_is_enabled: { description: 'Accepts file uploads (true) or not (false).', value: 'boolean' },
  report_all_text: { description: 'Text in the name, description or SQL.', value: 'text' },
} as const satisfies Record<string, FilterOperatorSpec>;

export type ListOperator = keyof typeof LIST_OPERATORS;

/** Per REST search column: its description and the operators REST accepts on it (as `_info` lists them). */
export type ResourceFilterSpec = Record<string, { description: string; operators: readonly ListOperator[] }>;

/** One filter as a caller writes it: REST column, REST operator, any JSON value. */
export interface ListFilterInput {
  column: string;
  operator: string;
  value?: unknown;
}

/** GraphQL enum spelling of a REST name (`slice_name` -> `SLICE_NAME`), used in messages. */
export const enumName = (restName: string): string => restName.replace(/[^A-Za-z0-9]/g, '_').toUpperCase();

const isScalar = (v: unknown): v is string | number | boolean =>
  typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** A REST id, or the global ID of any node (`User:3` in base64) for callers that only hold those. */
function restId(v: unknown): number | null {
  if (isId(v)) return v;
  if (typeof v !== 'string' || v === '') return null;
  try {
    const id = Number(decodeGlobalID(v).id);
    return isId(id) ? id : null;
  } catch {
    return null;
  }
}

function checkValue(operator: ListOperator, value: unknown): RestFilter['value'] {
  const opName = enumName(operator);
  switch (LIST_OPERATORS[operator].value) {
    case 'scalar':
      if (isScalar(value)) return value;
      throw new ValidationError(`Filter value for operator ${opName} must be a string, a number or a boolean.`);
    case 'text':
      if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return String(value);
      throw new ValidationError(`Filter value for operator ${opName} must be a text.`);
    case 'boolean':
      if (typeof value === 'boolean') return value;
      throw new ValidationError(`Filter value for operator ${opName} must be true or false.`);
    case 'id': {
      const id = restId(value);
      if (id !== null) return id;
      throw new ValidationError(`Filter value for operator ${opName} must be a REST id or a global ID.`);
    }
    case 'ids': {
      const ids = Array.isArray(value) ? value.map(restId) : [null];
      if (ids.every((id) => id !== null)) return ids as number[];
      throw new ValidationError(`Filter value for operator ${opName} must be a list of REST ids or global IDs.`);
    }
    case 'list':
      if (Array.isArray(value) && value.length > 0 && value.every(isScalar)) return value;
      throw new ValidationError(
        `Filter value for operator ${opName} must be a non-empty list of strings, numbers or booleans.`,
      );
  }
}

/**
 * Typed filters -> the rison `filters` of the REST list call. A pair REST would refuse (or, on columns
 * with custom filters, silently ignore) is refused here with REST's wording, so nothing is dropped quietly.
 */
export function toRestFilters(spec: ResourceFilterSpec, filters: readonly ListFilterInput[] | null | undefined) {
  return (filters ?? []).map((filter): RestFilter => {
    const column = spec[filter.column];
    if (!column) throw new ValidationError(`Filter column: ${enumName(filter.column)} not allowed to filter`);
    const operator = column.operators.find((op) => op === filter.operator);
    if (!operator) {
      throw new ValidationError(
        `Filter operation: ${enumName(filter.operator)} not allowed on column: ${enumName(filter.column)}`,
      );
    }
    return { col: filter.column, opr: operator, value: checkValue(operator, filter.value) };
  });
}

/** Every operator some column of the resource accepts, in the order of LIST_OPERATORS. */
export function operatorsOf(spec: ResourceFilterSpec): ListOperator[] {
  const used = new Set(Object.values(spec).flatMap((column) => column.operators));
  return (Object.keys(LIST_OPERATORS) as ListOperator[]).filter((op) => used.has(op));
}
