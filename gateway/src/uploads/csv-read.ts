/** A refusal of the file itself (format, encoding, shape): a 422 with this message. */
export class FileError extends Error {}

export interface CsvOptions {
  delimiter?: string;
  /** A WHATWG label: utf-8 (default), latin1 / iso-8859-1, cp1252, utf-16le… */
  encoding?: string;
  /** Lines skipped at the start of the file, before the header (Superset `skip_rows`). */
  skipRows?: number;
  /** The header's line after the skipped ones (`header_row`, 0 first): lines above it are dropped. */
  headerRow?: number;
  /** Data rows read, at most (`rows_to_read`). */
  rowsToRead?: number;
  /** Cells equal to one of these become nulls (`null_values`). */
  nullValues?: string[];
  /** The columns kept, by header name (`columns_read`). */
  columnsRead?: string[];
  /** The decimal mark of numbers (`decimal`, default '.'). */
  decimal?: string;
  /** The thousands separator of numbers (`thousands`). */
  thousands?: string;
  /** Blank lines are skipped (`skip_blank_lines`, default true); false: each is a row of nulls. */
  skipBlankLines?: boolean;
  /** Spaces and tabs after a delimiter (and at a line's start) are not part of the field (`skip_initial_space`). */
  skipInitialSpace?: boolean;
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** A cell written with another decimal mark or thousands separator, as plain digits when it is a number. */
function normalizeNumber(cell: string, decimal: string, thousands: string): string {
  let t = cell.trim();
  if (thousands) t = t.split(thousands).join('');
  if (decimal !== '.') {
    if (t.includes('.')) return cell;
    t = t.split(decimal).join('.');
  }
  return NUMBER.test(t) ? t : cell;
}

const COLUMNAR_EXTENSIONS = ['parquet', 'pq'];

/** The extension that decides the format, below a compression suffix ('a.csv.gz' -> csv, gzip; 'a.zip' -> none, zip). */
export function extensionOf(fileName: string): { ext: string | null; gzip: boolean; zip: boolean } {
  const parts = fileName.toLowerCase().split('/').pop()?.split('.') ?? [];
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  const gzip = last === 'gz';
  const zip = last === 'zip';
  if (gzip || zip) parts.pop();
  return { ext: parts.length > 1 ? (parts[parts.length - 1] ?? null) : null, gzip, zip };
}

/** Parquet's magic number opens the file (a text or gzip file never starts with it). */
export const isParquet = (b: Uint8Array) => b.length >= 4 && String.fromCharCode(...b.subarray(0, 4)) === 'PAR1';

/** Checks a columnar file by extension (when it has one) and content (PAR1 at both ends). */
export function checkColumnarFile(fileName: string, head: Uint8Array, tail: Uint8Array): void {
  const { ext } = extensionOf(fileName);
  if (ext !== null && !COLUMNAR_EXTENSIONS.includes(ext)) {
    throw new FileError(`A columnar upload takes a .parquet file (or a .zip of them), not .${ext}.`);
  }
  const magic = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4));
  if (head.length < 4 || tail.length < 4 || magic(head, 0) !== 'PAR1' || magic(tail, tail.length - 4) !== 'PAR1') {
    throw new FileError('The file is not a Parquet file.');
  }
}

/**
 * Repeated header names made unique as pandas (and so Superset) makes them: the second `a` is
 * `a.1`, the third `a.2`, skipping a name the header already has.
 */
export function dedupeNames(names: readonly string[]): string[] {
  const counts = new Map<string, number>();
  return names.map((name) => {
    let col = name;
    let count = counts.get(col) ?? 0;
    while (count > 0) {
      counts.set(col, count + 1);
      col = `${col}.${count}`;
      count = counts.get(col) ?? 0;
    }
    counts.set(col, count + 1);
    return col;
  });
}

/** The columns a header row gives, and how each data row becomes their cells (nulls, numbers, columns_read). */
export function planCsvColumns(
  header: readonly string[] | undefined,
  options: CsvOptions,
): { names: string[]; keep: number[]; cells: (row: readonly string[]) => (string | null)[] } {
  if (!header || header.length === 0 || header.every((h) => h.trim() === '')) {
    throw new FileError('Parsing error: the file has no header row');
  }
  const all = dedupeNames(header.map((h, i) => h.trim() || `Unnamed: ${i}`));
  const nulls = new Set(options.nullValues ?? []);
  const decimal = options.decimal || '.';
  const thousands = options.thousands ?? '';
  const numeric = decimal !== '.' || thousands !== '';
  let keep = all.map((_, i) => i);
  if (options.columnsRead && options.columnsRead.length > 0) {
    const unknown = options.columnsRead.filter((c) => !all.includes(c));
    if (unknown.length > 0) {
      throw new FileError(
        `columns_read names columns the file does not have: ${unknown.map((c) => `"${c}"`).join(', ')}`,
      );
    }
    keep = options.columnsRead.map((c) => all.indexOf(c));
  }
  return {
    names: keep.map((i) => all[i] ?? String(i)),
    keep,
    cells: (r) =>
      keep.map((i) => {
        const v = r[i];
        if (v === undefined || v === '' || nulls.has(v)) return null;
        return numeric ? normalizeNumber(v, decimal, thousands) : v;
      }),
  };
}
