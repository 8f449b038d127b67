import { gunzipSync } from 'node:zlib';
import Papa from 'papaparse';
import { inferKind, type UploadKind } from './values.ts';

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

export interface CsvTable {
  columns: { name: string; kind: UploadKind }[];
  rows: (string | null)[][];
  /** The row number of the first data row (after the header). */
  firstRowNumber: number;
}

const CSV_EXTENSIONS = ['csv', 'tsv', 'txt'];
const COLUMNAR_EXTENSIONS = ['parquet', 'pq'];

/** The extension that decides the format, below a compression suffix ('a.csv.gz' -> csv, gzip). */
export function extensionOf(fileName: string): { ext: string | null; gzip: boolean } {
  const parts = fileName.toLowerCase().split('/').pop()?.split('.') ?? [];
  let gzip = false;
  if (parts.length > 1 && parts[parts.length - 1] === 'gz') {
    gzip = true;
    parts.pop();
  }
  return { ext: parts.length > 1 ? (parts[parts.length - 1] ?? null) : null, gzip };
}

const isGzip = (b: Uint8Array) => b.length >= 2 && b[0] === 0x1f && b[1] === 0x8b;
const isZip = (b: Uint8Array) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
export const isParquet = (b: Uint8Array) =>
  b.length >= 8 &&
  String.fromCharCode(b[0] ?? 0, b[1] ?? 0, b[2] ?? 0, b[3] ?? 0) === 'PAR1' &&
  String.fromCharCode(b[b.length - 4] ?? 0, b[b.length - 3] ?? 0, b[b.length - 2] ?? 0, b[b.length - 1] ?? 0) ===
    'PAR1';

/** Checks a columnar file by extension (when it has one) and content. */
export function checkColumnarFile(fileName: string, bytes: Uint8Array): void {
  const { ext } = extensionOf(fileName);
  if (ext !== null && !COLUMNAR_EXTENSIONS.includes(ext)) {
    throw new FileError(`A columnar upload takes a .parquet file, not .${ext}.`);
  }
  if (!isParquet(bytes)) throw new FileError('The file is not a Parquet file.');
}

/** The file's text: gzip undone (by magic bytes), decoded with its encoding, never as binary. */
export function decodeCsvBytes(fileName: string, raw: Uint8Array, encoding = 'utf-8'): string {
  const { ext, gzip } = extensionOf(fileName);
  if (ext !== null && !CSV_EXTENSIONS.includes(ext)) {
    throw new FileError(`A CSV upload takes a .csv, .tsv or .txt file (optionally .gz), not .${ext}.`);
  }
  let bytes = raw;
  if (isGzip(raw)) {
    try {
      bytes = gunzipSync(raw, { maxOutputLength: 2 ** 31 - 1 });
    } catch {
      throw new FileError('The gzip file is damaged and cannot be read.');
    }
  } else if (gzip) {
    throw new FileError('The file is named .gz but is not gzip-compressed.');
  }
  if (isZip(bytes) || isParquet(bytes)) throw new FileError('The file is not a CSV text file.');
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(encoding, { fatal: true });
  } catch {
    throw new FileError(`Unknown encoding "${encoding.slice(0, 40)}".`);
  }
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    throw new FileError(`The file is not valid ${decoder.encoding} text; choose its encoding.`);
  }
  // NUL bytes never occur in text: a binary file under a CSV name.
  if (text.includes('\u0000')) throw new FileError('The file is not a CSV text file (it holds binary data).');
  return text;
}

/** Parses CSV text: a header row, then rows; empty cells are nulls; kinds inferred per column. */
export function parseCsvText(text: string, options: CsvOptions = {}): CsvTable {
  const parsed = Papa.parse<string[]>(text, { delimiter: options.delimiter || '', skipEmptyLines: true });
  // Papa warns when it cannot guess a delimiter (a one-column file): that is not an error.
  const errors = parsed.errors.filter((e) => e.code !== 'UndetectableDelimiter');
  if (errors.length > 0) {
    const e = errors[0];
    throw new FileError(
      `Parsing error: ${e?.message ?? 'malformed CSV'}${e?.row !== undefined ? ` (row ${e.row})` : ''}`,
    );
  }
  const skip = (options.skipRows ?? 0) + (options.headerRow ?? 0);
  const [header, ...all] = parsed.data.slice(skip);
  const body = options.rowsToRead === undefined ? all : all.slice(0, options.rowsToRead);
  if (!header || header.length === 0 || header.every((h) => h.trim() === '')) {
    throw new FileError('Parsing error: the file has no header row');
  }
  const names = header.map((h, i) => h.trim() || `Unnamed: ${i}`);
  if (new Set(names).size !== names.length) throw new FileError('Parsing error: duplicate column names in the header');
  const nulls = new Set(options.nullValues ?? []);
  const decimal = options.decimal || '.';
  const thousands = options.thousands ?? '';
  const numeric = decimal !== '.' || thousands !== '';
  let keep = names.map((_, i) => i);
  if (options.columnsRead && options.columnsRead.length > 0) {
    const unknown = options.columnsRead.filter((c) => !names.includes(c));
    if (unknown.length > 0) {
      throw new FileError(
        `columns_read names columns the file does not have: ${unknown.map((c) => `"${c}"`).join(', ')}`,
      );
    }
    keep = options.columnsRead.map((c) => names.indexOf(c));
  }
  const rows = body.map((r) =>
    keep.map((i) => {
      const v = r[i];
      if (v === undefined || v === '' || nulls.has(v)) return null;
      return numeric ? normalizeNumber(v, decimal, thousands) : v;
    }),
  );
  const columns = keep.map((i, k) => ({ name: names[i] ?? String(i), kind: inferKind(rows.map((r) => r[k] ?? null)) }));
  // Row numbers in messages count data rows; skipped lines come before the header.
  return { columns, rows, firstRowNumber: 1 };
}
