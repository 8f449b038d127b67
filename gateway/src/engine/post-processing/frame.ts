import type { ColumnTable } from 'arquero';
import * as aq from 'arquero';
import { missingColumns, PostProcessingError } from './errors.ts';

/**
 * The data frame that flows through the operations: an arquero table plus what pandas keeps beside
 * the values. `index` lists the columns that form the row index (set by pivot, reset by flatten);
 * each data column carries a label path, one cell per column level (pivot makes
 * `[metric, series value, ...]`). Table columns are named by opaque ids so that labels may be
 * anything (numbers, null, repeated strings).
 */
export type Label = string | number | boolean | null;

export interface DataColumn {
  id: string;
  path: readonly Label[];
}

export interface Frame {
  table: ColumnTable;
  index: readonly DataColumn[];
  columns: readonly DataColumn[];
}

export type Table = ColumnTable;

let counter = 0;
/** A table column name no user column can clash with. */
export function freshId(): string {
  counter += 1;
  return `\u0000c${counter}`;
}

export function levels(frame: Frame): number {
  return frame.columns[0]?.path.length ?? 1;
}

function columnNamesOf(rows: readonly Record<string, unknown>[]): string[] {
  const names = new Set<string>();
  for (const row of rows) for (const name of Object.keys(row)) names.add(name);
  return [...names];
}

/** Epoch ms (as results carry times) back to a Date, so that no operation mistakes a time for a number. */
function asDate(value: unknown): unknown {
  return typeof value === 'number' ? new Date(value) : value;
}

/**
 * `colnames` (the query's columns) keeps the columns of an empty result, as a DataFrame would.
 * Columns named in `temporal` hold Dates inside the frame, as pandas holds datetimes: contribution,
 * cum and the other numeric operations leave them alone, and labels print them as datetimes.
 */
export function frameFromRows(
  rows: readonly Record<string, unknown>[],
  colnames?: readonly string[],
  temporal: ReadonlySet<string> = new Set(),
): Frame {
  const names = colnames && colnames.length > 0 ? [...colnames] : columnNamesOf(rows);
  const columns = names.map((name) => ({ id: freshId(), path: [name] }));
  const data: Record<string, unknown[]> = {};
  names.forEach((name, i) => {
    data[columns[i]!.id] = temporal.has(name)
      ? rows.map((row) => asDate(row[name] ?? null))
      : rows.map((row) => row[name] ?? null);
  });
  return { table: aq.table(data), index: [], columns };
}

/** Python's str() of a label, as pandas prints column labels. */
export function labelText(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (value instanceof Date) return value.toISOString().slice(0, 19).replace('T', ' ');
  return String(value);
}

/** Output name of a data column whose path has a single level. */
export function singleLevelName(column: DataColumn): string {
  const label = column.path[0];
  return typeof label === 'string' ? label : labelText(label);
}

/** JSON cannot carry NaN or Infinity; the reference serialises them as null. Times leave as epoch ms. */
export function cleanValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value;
}

/** Ordering of labels the way pandas sorts an index: numbers and dates by value, text by code point, missing last. */
export function compareLabels(a: unknown, b: unknown): number {
  const missingA = a === null || a === undefined || (typeof a === 'number' && Number.isNaN(a));
  const missingB = b === null || b === undefined || (typeof b === 'number' && Number.isNaN(b));
  if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
  const rank = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? 0 : v instanceof Date ? 1 : 2);
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  const va = ra === 2 ? String(a) : Number(a instanceof Date ? a.getTime() : a);
  const vb = rb === 2 ? String(b) : Number(b instanceof Date ? b.getTime() : b);
  return va < vb ? -1 : va > vb ? 1 : 0;
}

export function comparePaths(a: readonly unknown[], b: readonly unknown[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const c = compareLabels(a[i], b[i]);
    if (c !== 0) return c;
  }
  return 0;
}

/** Data columns whose first label is one of `names` (pandas `df.loc[:, names]` on level 0). */
export function columnsNamed(frame: Frame, names: readonly string[]): DataColumn[] {
  const missing = names.filter((n) => !frame.columns.some((c) => c.path[0] === n));
  if (missing.length) throw missingColumns(missing);
  return names.flatMap((n) => frame.columns.filter((c) => c.path[0] === n));
}

/** The one table column of a flat frame called `name`. */
export function flatColumn(frame: Frame, name: string): DataColumn {
  const found = frame.columns.filter((c) => c.path[0] === name);
  if (found.length === 0) throw missingColumns([name]);
  if (found.length > 1 || levels(frame) > 1) {
    throw new PostProcessingError(`Column ${name} is ambiguous in a pivoted frame: flatten it first`);
  }
  return found[0]!;
}

export function requireFlat(frame: Frame, operation: string): void {
  if (levels(frame) > 1 || frame.index.length > 0) {
    throw new PostProcessingError(`The ${operation} operation needs a flat frame: add a flatten operation before it`);
  }
}

/** Moves the index columns back among the data columns, first (pandas `reset_index`). */
export function resetIndex(frame: Frame): Frame {
  if (frame.index.length === 0) return frame;
  // Missing cells on the lower levels: flatten leaves them out, so the index keeps its own name.
  const depth = levels(frame);
  const indexColumns = frame.index.map((c) => ({
    id: c.id,
    path: [c.path[0] ?? null, ...Array<Label>(depth - 1).fill(null)],
  }));
  return { table: frame.table, index: [], columns: [...indexColumns, ...frame.columns] };
}

/** Appends computed columns, replacing those with the same label path (pandas `_append_columns`). */
export function withColumns(frame: Frame, table: Table, added: readonly DataColumn[]): Frame {
  const key = (p: readonly Label[]) => JSON.stringify(p);
  const replaced = new Map(added.map((c) => [key(c.path), c]));
  const kept = frame.columns.map((c) => replaced.get(key(c.path)) ?? c);
  const fresh = added.filter((c) => !frame.columns.some((k) => key(k.path) === key(c.path)));
  return { table, index: frame.index, columns: [...kept, ...fresh] };
}

export function valuesOf(frame: Frame, id: string): unknown[] {
  return Array.from(frame.table.array(id) as ArrayLike<unknown>);
}
