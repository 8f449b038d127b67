import type { ColumnInfo, DialectName } from '../connectors/connector.ts';
import { GenericDataType } from '../connectors/connector.ts';

/** What an uploaded column holds; each maps to one faithful column type per engine. */
export type UploadKind = 'INTEGER' | 'FLOAT' | 'BOOLEAN' | 'DATE' | 'TIMESTAMP' | 'TEXT';

/** A value that does not fit its column: the upload is refused with the row and column named. */
export class ValueError extends Error {}

const INTEGER = /^[-+]?\d+$/;
const FLOAT = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const BOOLEAN = /^(true|false)$/i;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
const INT64_MAX = 9223372036854775807n;
const INT64_MIN = -9223372036854775808n;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A date or timestamp as naive text ('YYYY-MM-DD' or 'YYYY-MM-DD HH:MM:SS[.ffffff]'), the form every
 * engine reads into its own column, fractions kept as written. Impossible dates (2024-02-30) are
 * refused rather than rolled over; an offset is applied, giving the UTC time.
 */
export function normalizeTemporal(text: string): { date: boolean; text: string } | null {
  const m = DATE_TIME.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12) return null;
  const days = mo === 2 && isLeap(y) ? 29 : (DAYS[mo - 1] ?? 0);
  if (d < 1 || d > days) return null;
  if (m[4] === undefined) return { date: true, text: `${pad(y, 4)}-${pad(mo)}-${pad(d)}` };
  const [h, mi, s] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  if (h > 23 || mi > 59 || s > 59) return null;
  const fraction = m[7] ? `.${m[7]}` : '';
  const zone = m[8];
  if (zone && zone !== 'Z' && !/^[+-]00:?(00)?$/.test(zone)) {
    const sign = zone.startsWith('-') ? -1 : 1;
    const oh = Number(zone.slice(1, 3));
    const om = Number(zone.slice(-2).length === 2 && zone.length > 3 ? zone.slice(-2) : 0);
    if (oh > 23 || om > 59) return null;
    const at = new Date(0);
    at.setUTCFullYear(y, mo - 1, d);
    at.setUTCHours(h, mi - sign * (oh * 60 + om), s, 0);
    const t = `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
    return { date: false, text: `${t}${fraction}` };
  }
  return { date: false, text: `${pad(y, 4)}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}${fraction}` };
}

/** Integers written canonically with at most 15 digits: exact as they are, no BigInt needed. */
const SHORT_CANONICAL_INTEGER = /^(0|-?[1-9]\d{0,14})$/;

function isInt64(text: string): boolean {
  if (SHORT_CANONICAL_INTEGER.test(text)) return true;
  if (!INTEGER.test(text)) return false;
  const n = BigInt(text);
  return n >= INT64_MIN && n <= INT64_MAX;
}

/** The narrowest kind that holds every present (non-null) text value of a column. */
export function inferKind(values: readonly (string | null)[]): UploadKind {
  const present = values.filter((v): v is string => v !== null);
  if (present.length === 0) return 'TEXT';
  if (present.every(isInt64)) return 'INTEGER';
  if (present.every((v) => FLOAT.test(v))) return 'FLOAT';
  if (present.every((v) => BOOLEAN.test(v))) return 'BOOLEAN';
  const temporal = present.map(normalizeTemporal);
  // Dates alone become timestamps too (a time column for charts, as uploads always made them).
  if (temporal.every((t) => t !== null)) return 'TIMESTAMP';
  return 'TEXT';
}

/** inferKind over values seen one at a time (a file read as a stream): the same answer, constant memory. */
export class KindTracker {
  private seen = false;
  private integer = true;
  private float = true;
  private boolean = true;
  private temporal = true;

  add(value: string | null): void {
    if (value === null) return;
    this.seen = true;
    if (this.integer && !isInt64(value)) this.integer = false;
    if (this.float && !FLOAT.test(value)) this.float = false;
    if (this.boolean && !BOOLEAN.test(value)) this.boolean = false;
    if (this.temporal && normalizeTemporal(value) === null) this.temporal = false;
  }

  kind(): UploadKind {
    if (!this.seen) return 'TEXT';
    if (this.integer) return 'INTEGER';
    if (this.float) return 'FLOAT';
    if (this.boolean) return 'BOOLEAN';
    return this.temporal ? 'TIMESTAMP' : 'TEXT';
  }
}

/** The kind of an existing column (an append checks the file against the table as it is). */
export function kindOfColumn(column: ColumnInfo): UploadKind {
  const t = column.type.toUpperCase();
  if (column.generic === GenericDataType.BOOLEAN) return 'BOOLEAN';
  if (column.generic === GenericDataType.TEMPORAL) return /^DATE$/.test(t) ? 'DATE' : 'TIMESTAMP';
  if (column.generic === GenericDataType.NUMERIC) {
    return /INT|SERIAL/.test(t) && !/POINT|INTERVAL/.test(t) ? 'INTEGER' : 'FLOAT';
  }
  return 'TEXT';
}

/** Column types per engine: 64-bit integers, timestamps keeping microseconds. */
export const COLUMN_TYPES: Record<DialectName, Record<UploadKind, string>> = {
  postgresql: {
    INTEGER: 'BIGINT',
    FLOAT: 'DOUBLE PRECISION',
    BOOLEAN: 'BOOLEAN',
    DATE: 'DATE',
    TIMESTAMP: 'TIMESTAMP',
    TEXT: 'TEXT',
  },
  mysql: {
    INTEGER: 'BIGINT',
    FLOAT: 'DOUBLE',
    BOOLEAN: 'BOOLEAN',
    DATE: 'DATE',
    TIMESTAMP: 'DATETIME(6)',
    TEXT: 'TEXT',
  },
  sqlite: {
    INTEGER: 'INTEGER',
    FLOAT: 'REAL',
    BOOLEAN: 'BOOLEAN',
    DATE: 'DATE',
    TIMESTAMP: 'TIMESTAMP',
    TEXT: 'TEXT',
  },
  duckdb: {
    INTEGER: 'BIGINT',
    FLOAT: 'DOUBLE',
    BOOLEAN: 'BOOLEAN',
    DATE: 'DATE',
    TIMESTAMP: 'TIMESTAMP',
    TEXT: 'VARCHAR',
  },
};

/** Control characters and undecodable bytes shown as '?', so binary input is never echoed. */
export function withoutControls(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    out += c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0xfffd ? '?' : ch;
  }
  return out;
}

function describe(value: string): string {
  const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  // Control characters (binary input) are never echoed.
  return `'${withoutControls(shown)}'`;
}

/**
 * A value as the parameter bound for its column, or a ValueError saying why it does not fit.
 * Integers travel as decimal text (never through a double, so 2^53 + 1 stays exact), dates as
 * naive text; SQLite, which stores whatever it is given, only ever receives checked values.
 */
export function coerce(value: unknown, kind: UploadKind, dialect: DialectName): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new ValueError('is not a valid date');
    if (kind !== 'DATE' && kind !== 'TIMESTAMP' && kind !== 'TEXT') throw new ValueError('is a date');
    const iso = value.toISOString();
    const text = kind === 'DATE' ? iso.slice(0, 10) : iso.slice(0, 23).replace('T', ' ');
    return text;
  }
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);
  const trimmed = text.trim();
  switch (kind) {
    case 'TEXT':
      return text;
    case 'INTEGER': {
      if (SHORT_CANONICAL_INTEGER.test(trimmed)) return trimmed;
      if (!isInt64(trimmed)) throw new ValueError(`${describe(text)} is not an integer`);
      return BigInt(trimmed).toString();
    }
    case 'FLOAT': {
      if (!FLOAT.test(trimmed) || !Number.isFinite(Number(trimmed))) {
        throw new ValueError(`${describe(text)} is not a number`);
      }
      return Number(trimmed);
    }
    case 'BOOLEAN': {
      if (!BOOLEAN.test(trimmed) && trimmed !== '0' && trimmed !== '1') {
        throw new ValueError(`${describe(text)} is not a boolean (true or false)`);
      }
      const yes = /^(true|1)$/i.test(trimmed);
      return dialect === 'sqlite' || dialect === 'mysql' ? (yes ? 1 : 0) : yes;
    }
    case 'DATE':
    case 'TIMESTAMP': {
      const t = normalizeTemporal(trimmed);
      if (!t) throw new ValueError(`${describe(text)} is not a valid date or time`);
      if (kind === 'DATE' && !t.date) {
        if (!/ 00:00:00(\.0*)?$/.test(t.text)) throw new ValueError(`${describe(text)} is not a date without time`);
        return t.text.slice(0, 10);
      }
      return kind === 'TIMESTAMP' && t.date ? `${t.text} 00:00:00` : t.text;
    }
  }
}
