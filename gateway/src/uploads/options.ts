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

function indexOfColumn(table: ParsedTable, name: string, option: string): number {
  const i = table.columns.findIndex((c) => c.name === name);
  if (i < 0) throw new OptionError(`${option} names a column the file does not have: "${name}"`);
  return i;
}

/**
 * Applies dtype, column_dates/day_first and the index options to a parsed table, as pandas'
 * read_csv(dtype, parse_dates, dayfirst, index_col) then to_sql(index, index_label) would. A date
 * column value that is not a date is refused with its row and column; dtype misfits are refused
 * later, when values are checked against their column.
 */
export function applyShapeOptions(table: ParsedTable, options: ShapeOptions): ParsedTable {
  const columns = table.columns.map((c) => ({ ...c }));
  let rows = table.rows;
  const first = table.firstRowNumber ?? 1;
  for (const [name, kind] of Object.entries(options.dtype ?? {})) {
    const i = indexOfColumn(table, name, 'column_data_types');
    (columns[i] as { kind: UploadKind }).kind = kind;
  }
  const dateIndexes = (options.columnDates ?? []).map((name) => indexOfColumn(table, name, 'column_dates'));
  if (dateIndexes.length > 0) {
    rows = rows.map((row, r) => {
      const out = row.slice();
      for (const i of dateIndexes) {
        const v = out[i];
        if (v === null || v === undefined || v instanceof Date) continue;
        const parsed = parseUserDate(String(v), options.dayFirst === true);
        if (parsed === null) {
          const order = options.dayFirst ? 'day first' : 'month first';
          throw new OptionError(
            `Row ${r + first}, column "${columns[i]?.name}": ${shown(String(v))} is not a valid date (read ${order}).`,
          );
        }
        out[i] = parsed;
      }
      return out;
    });
    for (const i of dateIndexes) (columns[i] as { kind: UploadKind }).kind = 'TIMESTAMP';
  }
  if (options.indexColumn !== undefined) {
    const i = indexOfColumn({ columns, rows }, options.indexColumn, 'index_column');
    const indexCol = columns[i] as { name: string; kind: UploadKind };
    const rest = columns.filter((_, k) => k !== i);
    if (!options.dataframeIndex)
      return { columns: rest, rows: rows.map((row) => row.filter((_, k) => k !== i)), firstRowNumber: first };
    const label = options.indexLabel ?? indexCol.name;
    if (rest.some((c) => c.name === label)) throw new OptionError(`index_label "${label}" is already a column name`);
    return {
      columns: [{ name: label, kind: indexCol.kind }, ...rest],
      rows: rows.map((row) => [row[i] ?? null, ...row.filter((_, k) => k !== i)]),
      firstRowNumber: first,
    };
  }
  if (options.dataframeIndex) {
    const label = options.indexLabel ?? 'index';
    if (columns.some((c) => c.name === label)) throw new OptionError(`index_label "${label}" is already a column name`);
    return {
      columns: [{ name: label, kind: 'INTEGER' }, ...columns],
      rows: rows.map((row, r) => [String(r), ...row]),
      firstRowNumber: first,
    };
  }
  return { columns, rows, firstRowNumber: first };
}
