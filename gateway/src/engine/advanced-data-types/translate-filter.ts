import { QueryCompileError } from '../errors.ts';
import { ADVANCED_DATA_TYPES, type ConvertedValue } from './convert.ts';

/** The filter operators an advanced data type translates (Superset's valid_filter_operators, plus the negations). */
export const ADVANCED_FILTER_OPERATORS: ReadonlySet<string> = new Set([
  '==',
  '!=',
  '>',
  '<',
  '>=',
  '<=',
  'IN',
  'NOT IN',
]);

export function isAdvancedDataType(type: string | null | undefined): type is string {
  return typeof type === 'string' && Object.hasOwn(ADVANCED_DATA_TYPES, type);
}

/**
 * A number for the SQL: bound as a parameter while it fits a double exactly, written as an integer
 * literal beyond (IPv6 addresses); it is always an integer this module computed, never user text.
 */
type Param = (value: number) => string;
const integer = (value: bigint | number, param: Param): string =>
  typeof value === 'number' || (value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= 0n)
    ? param(Number(value))
    : value.toString();

type Range = { start: bigint; end: bigint };
const isRange = (v: ConvertedValue): v is Range => typeof v === 'object' && !Array.isArray(v) && v !== null;

/** Superset's cidr_translate_filter_func: hosts compare as integers, networks as [start, end] ranges. */
function internetAddressSql(col: string, op: string, values: ConvertedValue[], param: Param): string {
  if (op === 'IN' || op === 'NOT IN') {
    const singles = values.filter((v): v is bigint => typeof v === 'bigint');
    const parts: string[] = [];
    if (singles.length) parts.push(`${col} IN (${singles.map((v) => integer(v, param)).join(', ')})`);
    for (const r of values.filter(isRange)) {
      parts.push(`(${col} >= ${integer(r.start, param)} AND ${col} <= ${integer(r.end, param)})`);
    }
    const any = parts.length === 1 ? (parts[0] as string) : `(${parts.join(' OR ')})`;
    // Superset ANDs `col > end AND col < start` for NOT IN, which matches nothing; outside every value is meant.
    return op === 'IN' ? any : `NOT ${any.startsWith('(') ? any : `(${any})`}`;
  }
  const value = single(values, op);
  if (typeof value === 'bigint') {
    const v = integer(value, param);
    return `${col} ${op === '==' ? '=' : op === '!=' ? '<>' : op} ${v}`;
  }
  if (!isRange(value)) throw new QueryCompileError('An internet address filter needs an address or a network');
  const start = integer(value.start, param);
  const end = integer(value.end, param);
  switch (op) {
    case '==':
      return `(${col} >= ${start} AND ${col} <= ${end})`;
    case '!=':
      return `(${col} < ${start} OR ${col} > ${end})`;
    case '>=':
      return `${col} >= ${end}`;
    case '>':
      return `${col} > ${end}`;
    case '<':
      return `${col} < ${start}`;
    default:
      return `${col} <= ${start}`;
  }
}

/** Superset's port_translate_filter_func: a name stands for its port numbers (ftp is 20 and 21). */
function portSql(col: string, op: string, values: ConvertedValue[], param: Param): string {
  const lists = values.map((v) => (Array.isArray(v) ? v : []));
  if (op === 'IN' || op === 'NOT IN') {
    const ports = [...new Set(lists.flat())];
    return `${col} ${op} (${ports.map((p) => integer(p, param)).join(', ')})`;
  }
  const ports = [...(single(lists, op) as number[])].sort((a, b) => a - b);
  const low = integer(ports[0] as number, param);
  const high = integer(ports[ports.length - 1] as number, param);
  switch (op) {
    case '==':
      return `${col} IN (${ports.map((p) => integer(p, param)).join(', ')})`;
    case '!=':
      return `${col} NOT IN (${ports.map((p) => integer(p, param)).join(', ')})`;
    case '>=':
      return `${col} >= ${low}`;
    case '>':
      return `${col} > ${low}`;
    case '<':
      return `${col} < ${high}`;
    default:
      return `${col} <= ${high}`;
  }
}

function single<T>(values: T[], op: string): T {
  if (values.length !== 1) throw new QueryCompileError(`The ${op} filter of an advanced data type takes one value`);
  return values[0] as T;
}

/**
 * A filter on a column with an advanced data type (ENABLE_ADVANCED_DATA_TYPES), as Superset's
 * get_sqla_query does it: the typed values are converted by the type (an error is the query's
 * error), then the type writes the condition on the column's stored integers.
 */
export function translateAdvancedFilter(
  type: string,
  columnSql: string,
  op: string,
  rawValues: readonly unknown[],
  param: Param,
): string {
  const convert = ADVANCED_DATA_TYPES[type];
  if (!convert) throw new QueryCompileError(`Unknown advanced data type: ${type}`);
  const values = rawValues.filter((v) => v !== null && v !== undefined && String(v).trim() !== '');
  if (!values.length) throw new QueryCompileError(`The ${type} filter needs a value`);
  const converted = convert(values.map((v) => String(v).trim()));
  if (converted.error_message) throw new QueryCompileError(converted.error_message);
  if (!ADVANCED_FILTER_OPERATORS.has(op)) {
    throw new QueryCompileError(`The ${op} operator does not apply to a column of type ${type}`);
  }
  return type === 'port'
    ? portSql(columnSql, op, converted.values, param)
    : internetAddressSql(columnSql, op, converted.values, param);
}
