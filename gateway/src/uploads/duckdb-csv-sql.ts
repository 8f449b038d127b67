import type { CsvOptions } from './csv-read.ts';
import type { ShapeOptions } from './options.ts';
import type { UploadKind } from './values.ts';

/**
 * SQL that reads an uploaded CSV with DuckDB's own reader and applies, in bulk, the same rules the
 * streamed JS reader applies value by value (values.ts): the same kind for each column and the same
 * stored values. Anything these rules cannot decide exactly is left to the JS reader.
 */

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The options DuckDB's reader expresses exactly; any other option is read by the JS reader. */
export function duckdbReadsCsv(csv: CsvOptions, shape: ShapeOptions, zip: boolean): boolean {
  const encoding = (csv.encoding ?? 'utf-8').trim().toLowerCase();
  return (
    !zip &&
    (encoding === 'utf-8' || encoding === 'utf8') &&
    (csv.delimiter === undefined || csv.delimiter.length === 1) &&
    !csv.skipRows &&
    !csv.headerRow &&
    (csv.decimal ?? '.') === '.' &&
    !csv.thousands &&
    csv.skipBlankLines !== false &&
    !csv.skipInitialSpace &&
    (shape.columnDates ?? []).length === 0 &&
    shape.indexColumn === undefined &&
    !shape.dataframeIndex
  );
}

/** The file's raw columns c0..cN, every one text, as DuckDB's reader gives them (short rows padded with nulls). */
export function readCsvSql(path: string, width: number, delimiter: string, gzip: boolean): string {
  const columns = Array.from({ length: width }, (_, i) => `'c${i}': 'VARCHAR'`).join(', ');
  return `read_csv(${literal(path)}, delim = ${literal(delimiter)}, quote = '"', escape = '"', header = true, auto_detect = false, columns = {${columns}}, null_padding = true, strict_mode = true, compression = '${gzip ? 'gzip' : 'none'}', buffer_size = 4194304)`;
}

/**
 * The kept columns v0..vK (null_values and empty cells as nulls, as planCsvColumns) and `nul`
 * (a NUL byte anywhere in the row: binary data, refused by the JS reader), at most rows_to_read rows.
 */
export function cellsSql(from: string, width: number, keep: readonly number[], csv: CsvOptions): string {
  const nulls = (csv.nullValues ?? []).filter((n) => n !== '');
  const cell = (i: number) =>
    nulls.length > 0
      ? `CASE WHEN c${i} = '' OR c${i} IN (${nulls.map(literal).join(', ')}) THEN NULL ELSE c${i} END`
      : `NULLIF(c${i}, '')`;
  const kept = keep.map((i, k) => `${cell(i)} AS v${k}`);
  const nul = Array.from({ length: width }, (_, i) => `contains(coalesce(c${i}, ''), chr(0))`).join(' OR ');
  const limit = csv.rowsToRead !== undefined ? ` LIMIT ${Math.max(0, Math.floor(csv.rowsToRead))}` : '';
  return `SELECT ${kept.join(', ')}, (${nul}) AS nul FROM ${from}${limit}`;
}

// The JS reader's patterns (values.ts), in RE2.
const INTEGER_RE = '[-+]?[0-9]+';
const FLOAT_RE = '[-+]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][-+]?[0-9]+)?';
/** Dates and times without an offset, fields in range (the day of the month is checked apart). */
const TIMESTAMP_RE =
  '[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])([ T]([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\\.[0-9]{1,6})?)?)?';
/** Anything the JS reader might read as a date or time (offsets included, fields not checked). */
const TEMPORAL_LIKE_RE =
  '[0-9]{4}-[0-9]{2}-[0-9]{2}([ T][0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,6})?)?(Z|[+-][0-9]{2}(:?[0-9]{2})?)?)?';

/** The day of a date that matched TIMESTAMP_RE exists in its month (2024-02-30 does not). */
function dayInMonth(v: string): string {
  const y = `TRY_CAST(substr(${v}, 1, 4) AS INTEGER)`;
  const leap = `((${y} % 4 = 0 AND ${y} % 100 <> 0) OR ${y} % 400 = 0)`;
  return `TRY_CAST(substr(${v}, 9, 2) AS INTEGER) <= CASE TRY_CAST(substr(${v}, 6, 2) AS INTEGER) WHEN 2 THEN CASE WHEN ${leap} THEN 29 ELSE 28 END WHEN 4 THEN 30 WHEN 6 THEN 30 WHEN 9 THEN 30 WHEN 11 THEN 30 ELSE 31 END`;
}

/** Facts about a value, one bit each; a column has a fact when every present value has it. */
const BITS = {
  int: 1,
  float: 2,
  finite: 4,
  bool: 8,
  bool01: 16,
  ts: 32,
  dateOnly: 64,
  temporalLike: 128,
} as const;
export type Fact = keyof typeof BITS;

/**
 * A value's facts as a bit mask. The branches follow from each other (an integer is also a float
 * and never a boolean word or a date), so each value is tested by the fewest patterns; CASE only
 * evaluates a branch for the values that reach it.
 */
function factsMask(v: string): string {
  const finite = `CASE WHEN isfinite(TRY_CAST(${v} AS DOUBLE)) THEN ${BITS.finite} ELSE 0 END`;
  const digits01 = `CASE WHEN ${v} = '0' OR ${v} = '1' THEN ${BITS.bool01} ELSE 0 END`;
  // At most 18 characters: within 64 bits and finite as a double.
  const integer = `CASE WHEN strlen(${v}) <= 18 THEN ${BITS.int | BITS.float | BITS.finite} ELSE (CASE WHEN TRY_CAST(${v} AS BIGINT) IS NOT NULL THEN ${BITS.int} ELSE 0 END) | ${BITS.float} | ${finite} END | ${digits01}`;
  const dated = BITS.temporalLike | BITS.ts;
  const dateOnly = `CASE WHEN strlen(${v}) = 10 THEN ${BITS.dateOnly} ELSE 0 END`;
  const temporal = `CASE WHEN NOT regexp_full_match(${v}, '${TIMESTAMP_RE}') THEN ${BITS.temporalLike} WHEN substr(${v}, 9, 2) <= '28' THEN ${dated} | ${dateOnly} WHEN ${dayInMonth(v)} THEN ${dated} | ${dateOnly} ELSE ${BITS.temporalLike} END`;
  return `CASE WHEN ${v} IS NULL THEN NULL
    WHEN regexp_full_match(${v}, '${INTEGER_RE}') THEN ${integer}
    WHEN regexp_full_match(${v}, '${FLOAT_RE}') THEN ${BITS.float} | ${finite}
    WHEN regexp_full_match(${v}, '(?i)(true|false)') THEN ${BITS.bool | BITS.bool01}
    WHEN regexp_full_match(${v}, '${TEMPORAL_LIKE_RE}') THEN ${temporal}
    ELSE 0 END`;
}

/** One row: per kept column k, `n_k` (present values) and `m_k` (the facts every present value has); `nul`. */
export function factsSql(cells: string, count: number): string {
  const parts: string[] = [];
  for (let k = 0; k < count; k += 1) parts.push(`count(v${k}) AS n_${k}`, `bit_and(${factsMask(`v${k}`)}) AS m_${k}`);
  parts.push('coalesce(bool_or(nul), false) AS nul');
  return `SELECT ${parts.join(', ')} FROM (${cells})`;
}

export type ColumnFacts = { present: number } & Record<Fact, boolean>;

/** A column's facts from its count and mask (no present value: every fact holds). */
export function columnFacts(present: number, mask: number | null): ColumnFacts {
  const m = mask ?? 255;
  const facts = { present } as ColumnFacts;
  for (const [name, bit] of Object.entries(BITS)) facts[name as Fact] = (m & bit) !== 0;
  return facts;
}

/**
 * The kind KindTracker gives the same values, or 'unsure' when only the JS reader can tell (a
 * value with a time zone offset, or a date-like value that is not a valid date).
 */
export function kindOfFacts(f: ColumnFacts): UploadKind | 'unsure' {
  if (f.present === 0) return 'TEXT';
  if (f.int) return 'INTEGER';
  if (f.float) return 'FLOAT';
  if (f.bool) return 'BOOLEAN';
  if (f.ts) return 'TIMESTAMP';
  return f.temporalLike ? 'unsure' : 'TEXT';
}

/** Every value converts to this kind as coerce() converts it (values with spaces around are left to coerce). */
export function kindFits(f: ColumnFacts, kind: UploadKind): boolean {
  switch (kind) {
    case 'TEXT':
      return true;
    case 'INTEGER':
      return f.int;
    case 'FLOAT':
      return f.float && f.finite;
    case 'BOOLEAN':
      return f.bool01;
    case 'TIMESTAMP':
      return f.ts;
    case 'DATE':
      return f.ts && f.dateOnly;
  }
}

/** The value of column v as the warehouse column type of its kind (DuckDB's COLUMN_TYPES). */
function typed(v: string, kind: UploadKind): string {
  switch (kind) {
    case 'TEXT':
      return v;
    case 'INTEGER':
      return `CAST(${v} AS BIGINT)`;
    case 'FLOAT':
      return `CAST(${v} AS DOUBLE)`;
    case 'BOOLEAN':
      return `lower(${v}) IN ('true', '1')`;
    case 'DATE':
      return `CAST(${v} AS DATE)`;
    case 'TIMESTAMP':
      // As normalizeTemporal writes it: a date gets midnight, a time without seconds gets :00.
      return `CAST(CASE strlen(${v}) WHEN 10 THEN ${v} || ' 00:00:00' WHEN 16 THEN replace(${v}, 'T', ' ') || ':00' ELSE replace(${v}, 'T', ' ') END AS TIMESTAMP)`;
  }
}

/** The rows typed for columns of these kinds, in file order. */
export function typedSql(cells: string, kinds: readonly UploadKind[]): string {
  return `SELECT ${kinds.map((kind, k) => `${typed(`v${k}`, kind)} AS v${k}`).join(', ')} FROM (${cells})`;
}
