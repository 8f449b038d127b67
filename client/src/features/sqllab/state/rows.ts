export type Cell = string | number | boolean | null;
export type Row = Readonly<Record<string, unknown>>;
export type SortDirection = 'ascending' | 'descending';
export interface Sort {
  readonly column: string;
  readonly direction: SortDirection;
}

function compareValues(a: unknown, b: unknown): number {
  // Nulls go last whatever the direction reads, as spreadsheets do.
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/** The rows in the grid's order; a copy, the result itself stays as the database sent it. */
export function sortRows(rows: readonly Row[], sort: Sort | null): readonly Row[] {
  if (!sort) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      const a = x.row[sort.column];
      const b = y.row[sort.column];
      if (a === null || a === undefined || b === null || b === undefined) {
        return compareValues(a, b) || x.index - y.index;
      }
      return sign * compareValues(a, b) || x.index - y.index;
    })
    .map(({ row }) => row);
}

/** Next sort when a header is clicked: ascending, descending, then the database's order. */
export function nextSort(current: Sort | null, column: string): Sort | null {
  if (!current || current.column !== column) return { column, direction: 'ascending' };
  return current.direction === 'ascending' ? { column, direction: 'descending' } : null;
}

/** A cell as the grid shows it. */
export function formatCell(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Tab-separated text of the rows (header first), what a spreadsheet takes from the clipboard. */
export function rowsToTsv(columns: readonly string[], rows: readonly Row[]): string {
  const clean = (value: unknown) =>
    (value === null || value === undefined ? '' : formatCell(value)).replace(/[\t\n\r]+/g, ' ');
  return [columns.join('\t'), ...rows.map((row) => columns.map((c) => clean(row[c])).join('\t'))].join('\n');
}
