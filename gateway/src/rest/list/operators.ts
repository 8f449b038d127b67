import { BadRequestError } from '../errors.ts';
import type { FilterScalar, FilterValue, ListContext, ScalarType, SearchColumn, Where } from './types.ts';

/** FAB's generic operators and the names `_info` reports for them. */
export const OPERATOR_LABELS: Record<string, string> = {
  eq: 'Equal to',
  neq: 'Not Equal to',
  gt: 'Greater than',
  lt: 'Smaller than',
  sw: 'Starts with',
  nsw: 'Not Starts With',
  ew: 'Ends with',
  new: 'Not Ends With',
  ct: 'Contains',
  nct: 'Not Contains',
  in: 'One of',
  not_in: 'Not one of',
  rel_o_m: 'Relation',
  nrel_o_m: 'No Relation',
  rel_m_m: 'Relation as Many',
};

const OPERATORS_BY_TYPE: Record<ScalarType, readonly string[]> = {
  string: ['sw', 'ew', 'ct', 'eq', 'nsw', 'new', 'nct', 'neq', 'in', 'not_in'],
  number: ['eq', 'gt', 'lt', 'neq', 'in', 'not_in'],
  date: ['eq', 'gt', 'lt', 'neq'],
  boolean: ['eq', 'neq'],
};

/** Generic operators a search column accepts, before its custom ones. */
export function genericOperators(column: SearchColumn): readonly string[] {
  switch (column.kind) {
    case 'scalar':
      return OPERATORS_BY_TYPE[column.type];
    case 'relation-one':
      return ['rel_o_m', 'nrel_o_m', 'in'];
    case 'relation-many':
      return ['rel_m_m'];
    case 'custom':
      return [];
  }
}

function coerce(value: FilterValue, type: ScalarType, col: string): FilterScalar {
  if (value === null) return null;
  if (typeof value === 'object') throw new BadRequestError(`Filter value for column: ${col} must be a single value`);
  switch (type) {
    case 'string':
      return String(value);
    case 'number': {
      // Every numeric search column is an integer key or count; a fraction would fail in the driver.
      const n =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && value.trim() !== ''
            ? Number(value)
            : Number.NaN;
      if (!Number.isSafeInteger(n)) throw new BadRequestError(`Filter value for column: ${col} must be an integer`);
      return n;
    }
    case 'boolean':
      if (value === true || value === 'true' || value === 1) return true;
      if (value === false || value === 'false' || value === 0) return false;
      throw new BadRequestError(`Filter value for column: ${col} must be a boolean`);
    case 'date': {
      const d = typeof value === 'boolean' ? new Date(Number.NaN) : new Date(value);
      if (Number.isNaN(d.getTime())) throw new BadRequestError(`Filter value for column: ${col} must be a date`);
      return d as unknown as FilterScalar;
    }
  }
}

/** Bound parameters per query stay well under SQLite's and PostgreSQL's limits. */
export const MAX_IN_VALUES = 10_000;

function coerceList(value: FilterValue, type: ScalarType, col: string): FilterScalar[] {
  const items = Array.isArray(value) ? value : [value];
  if (items.length > MAX_IN_VALUES) {
    throw new BadRequestError(`Filter value for column: ${col} has more than ${MAX_IN_VALUES} values`);
  }
  return items.map((item) => coerce(item, type, col));
}

/** Case-insensitive text match, as FAB's ILIKE: SQLite's LIKE already is, PostgreSQL needs the mode. */
function text(
  op: 'contains' | 'startsWith' | 'endsWith',
  value: FilterScalar,
  ctx: ListContext,
): Record<string, unknown> {
  return ctx.provider === 'postgresql' ? { [op]: value, mode: 'insensitive' } : { [op]: value };
}

/** Compiles one generic operator on one column to a Prisma `where`. */
export function compileGeneric(
  col: string,
  column: SearchColumn,
  opr: string,
  value: FilterValue,
  ctx: ListContext,
): Where {
  if (column.kind === 'relation-one') {
    const field = column.field;
    if (opr === 'in') return { [field]: { in: coerceList(value, 'number', col) } };
    const id = coerce(value, 'number', col);
    return opr === 'rel_o_m' ? { [field]: id } : { OR: [{ [field]: { not: id } }, { [field]: null }] };
  }
  if (column.kind === 'relation-many') {
    return { [column.relation]: { some: { [column.key]: coerce(value, 'number', col) } } };
  }
  if (column.kind !== 'scalar') throw new Error(`no generic operators on ${col}`);
  const { field, type } = column;
  switch (opr) {
    case 'eq':
      return { [field]: coerce(value, type, col) };
    case 'neq':
      return { [field]: { not: coerce(value, type, col) } };
    case 'gt':
      return { [field]: { gt: coerce(value, type, col) } };
    case 'lt':
      return { [field]: { lt: coerce(value, type, col) } };
    case 'in':
      return { [field]: { in: coerceList(value, type, col) } };
    case 'not_in':
      return { [field]: { notIn: coerceList(value, type, col) } };
    case 'ct':
      return { [field]: text('contains', coerce(value, type, col), ctx) };
    case 'nct':
      return { NOT: { [field]: text('contains', coerce(value, type, col), ctx) } };
    case 'sw':
      return { [field]: text('startsWith', coerce(value, type, col), ctx) };
    case 'nsw':
      return { NOT: { [field]: text('startsWith', coerce(value, type, col), ctx) } };
    case 'ew':
      return { [field]: text('endsWith', coerce(value, type, col), ctx) };
    case 'new':
      return { NOT: { [field]: text('endsWith', coerce(value, type, col), ctx) } };
    default:
      throw new Error(`unhandled operator ${opr}`);
  }
}
