import { parseUserDate } from './dates.ts';
import type { UploadKind } from './values.ts';
import { withoutControls } from './values.ts';

/** A refusal caused by the options or by a value they do not fit: a 422 with this message. */
export class OptionError extends Error {}

/** A parsed file before it is written: columns with kinds and rows of cells in column order. */
export interface ParsedTable {
  columns: { name: string; kind: UploadKind }[];
  rows: unknown[][];
  firstRowNumber?: number;
}

/** Superset's options that shape the table after reading (applied in this order). */
export interface ShapeOptions {
  /** Column name -> kind (`column_data_types` / `dtype`, pandas names mapped by `kindOfDtype`). */
  dtype?: Record<string, UploadKind>;
  /** Columns parsed as dates (`column_dates`). */
  columnDates?: string[];
  /** `31/01/2024` is day first (`day_first`); month first otherwise, as pandas. */
  dayFirst?: boolean;
  /** The column used as the row labels (`index_column`): dropped unless `dataframeIndex`. */
  indexColumn?: string;
  /** Write the index as a column (`dataframe_index`): the index column, or row numbers from 0. */
  dataframeIndex?: boolean;
  /** The index column's name when written (`index_label`; default the column's own name, or 'index'). */
  indexLabel?: string;
}

const DTYPES: [RegExp, UploadKind][] = [
  [/^(u?int(8|16|32|64)?|U?Int(8|16|32|64)|i[1248]?|u[1248]|long|integer)$/, 'INTEGER'],
  [/^(float(16|32|64)?|Float(32|64)|f[248]?|double|number)$/, 'FLOAT'],
  [/^(bool|boolean|b)$/, 'BOOLEAN'],
  [/^(str|string|object|O|U|category|unicode)$/, 'TEXT'],
  [/^(datetime64(\[(ns|us|ms|s)\])?|M8(\[(ns|us|ms|s)\])?|datetime|timestamp)$/, 'TIMESTAMP'],
  [/^date$/, 'DATE'],
];

/** A pandas dtype name as an upload kind, or null when it is not one this server writes. */
export function kindOfDtype(name: string): UploadKind | null {
  const n = name.trim();
  for (const [re, kind] of DTYPES) if (re.test(n)) return kind;
  return null;
}

const shown = (v: string) => `'${withoutControls(v.length > 40 ? `${v.slice(0, 40)}…` : v)}'`;

/** How a table's columns and rows change under the options: the result's columns, kinds the options fix, and a row mapper. */
export interface ShapePlan {
  names: string[];
  /** A kind set by dtype or column_dates (null: inferred from the values). */
  forced: (UploadKind | null)[];
  /** A source row (cells in source column order) as a result row; `rowNumber` names it in a refusal. */
  mapRow(row: readonly unknown[], rowNumber: number, rowIndex: number): unknown[];
}

/**
 * Plans dtype, column_dates/day_first and the index options over a file's columns, as pandas'
 * read_csv(dtype, parse_dates, dayfirst, index_col) then to_sql(index, index_label) would. A date
 * column value that is not a date is refused with its row and column; dtype misfits are refused
 * later, when values are checked against their column.
 */
export function planShape(sourceNames: readonly string[], options: ShapeOptions): ShapePlan {
  const at = (name: string, option: string) => {
    const i = sourceNames.indexOf(name);
    if (i < 0) throw new OptionError(`${option} names a column the file does not have: "${name}"`);
    return i;
  };
  const forced: (UploadKind | null)[] = sourceNames.map(() => null);
  for (const [name, kind] of Object.entries(options.dtype ?? {})) forced[at(name, 'column_data_types')] = kind;
  const dateIndexes = (options.columnDates ?? []).map((name) => at(name, 'column_dates'));
  for (const i of dateIndexes) forced[i] = 'TIMESTAMP';
  const dates = (row: readonly unknown[], rowNumber: number): unknown[] => {
    if (dateIndexes.length === 0) return row as unknown[];
    const out = row.slice();
    for (const i of dateIndexes) {
      const v = out[i];
      if (v === null || v === undefined || v instanceof Date) continue;
      const parsed = parseUserDate(String(v), options.dayFirst === true);
      if (parsed === null) {
        const order = options.dayFirst ? 'day first' : 'month first';
        throw new OptionError(
          `Row ${rowNumber}, column "${sourceNames[i]}": ${shown(String(v))} is not a valid date (read ${order}).`,
        );
      }
      out[i] = parsed;
    }
    return out;
  };
  const checkLabel = (label: string, others: readonly string[]) => {
    if (others.includes(label)) throw new OptionError(`index_label "${label}" is already a column name`);
  };
  if (options.indexColumn !== undefined) {
    const i = at(options.indexColumn, 'index_column');
    const rest = (xs: readonly unknown[]) => xs.filter((_, k) => k !== i);
    const restNames = rest(sourceNames) as string[];
    if (!options.dataframeIndex) {
      return { names: restNames, forced: rest(forced) as (UploadKind | null)[], mapRow: (r, n) => rest(dates(r, n)) };
    }
    const label = options.indexLabel ?? options.indexColumn;
    checkLabel(label, restNames);
    return {
      names: [label, ...restNames],
      forced: [forced[i] ?? null, ...(rest(forced) as (UploadKind | null)[])],
      mapRow: (r, n) => {
        const d = dates(r, n);
        return [d[i] ?? null, ...rest(d)];
      },
    };
  }
  if (options.dataframeIndex) {
    const label = options.indexLabel ?? 'index';
    checkLabel(label, sourceNames);
    return {
      names: [label, ...sourceNames],
      forced: ['INTEGER', ...forced],
      mapRow: (r, n, index) => [String(index), ...dates(r, n)],
    };
  }
  return { names: [...sourceNames], forced, mapRow: dates };
}

/** planShape applied to a table held in memory. */
export function applyShapeOptions(table: ParsedTable, options: ShapeOptions): ParsedTable {
  const plan = planShape(
    table.columns.map((c) => c.name),
    options,
  );
  const first = table.firstRowNumber ?? 1;
  const rows = table.rows.map((row, r) => plan.mapRow(row, r + first, r));
  // Kinds the options do not fix stay as the file's (index columns keep theirs).
  const kindOf = new Map(table.columns.map((c) => [c.name, c.kind]));
  const indexKind = options.indexColumn !== undefined ? kindOf.get(options.indexColumn) : undefined;
  const columns = plan.names.map((name, k) => ({
    name,
    kind: plan.forced[k] ?? kindOf.get(name) ?? (k === 0 && indexKind ? indexKind : 'TEXT'),
  }));
  return { columns, rows, firstRowNumber: first };
}
