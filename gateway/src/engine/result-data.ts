import { GenericDataType, type QueryResult } from '../connectors/connector.ts';
import type { OutputColumn } from './compile-query.ts';
import type { DatasetDescriptor } from './dataset.ts';
import { type Dialect, TIME_GRAIN_NAMES } from './dialects/index.ts';
import type { TimeGrain } from './query-context.ts';

const NAIVE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?$/;

/** Epoch ms of a value the database returned for a temporal column (Date, or text in SQLite). */
function temporalToEpochMs(v: unknown): unknown {
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'string') {
    const m = NAIVE.exec(v.trim());
    if (!m) return v;
    const ms = m[7] ? Math.floor(Number(m[7].padEnd(6, '0')) / 1000) : 0;
    return Date.UTC(
      Number(m[1]),
      Number(m[2]) - 1,
      Number(m[3]),
      Number(m[4] ?? 0),
      Number(m[5] ?? 0),
      Number(m[6] ?? 0),
      ms,
    );
  }
  return v;
}

/** SQLite and MySQL/MariaDB hold booleans as integers: a BOOLEAN column answers true/false everywhere. */
export function toBoolean(v: unknown): unknown {
  if (typeof v === 'number' || typeof v === 'bigint') return Number(v) !== 0;
  if (typeof v === 'string' && /^[01]$/.test(v)) return v === '1';
  return v;
}

function plain(v: unknown): unknown {
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof Uint8Array) return Buffer.from(v).toString('base64');
  return v;
}

/**
 * Rows as Superset sends them: datetimes as epoch ms, and one generic type per column. Columns
 * the compiler knows the type of (from the dataset) carry that type whatever the database
 * answered: SQLite's text MIN(ts) is a time, a 0/1 BOOLEAN column is true/false.
 */
export function toResultData(
  raw: QueryResult,
  expected: OutputColumn[],
): { data: Record<string, unknown>[]; colnames: string[]; coltypes: GenericDataType[] } {
  const byLabel = new Map(expected.map((c) => [c.label, c]));
  const colnames = raw.columns.map((c) => c.name);
  const temporal = new Set(colnames.filter((n) => byLabel.get(n)?.temporal));
  const boolean = new Set(colnames.filter((n) => byLabel.get(n)?.boolean));
  const data = raw.rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const name of colnames) {
      const v = row[name];
      out[name] = temporal.has(name) ? temporalToEpochMs(v) : boolean.has(name) ? toBoolean(v) : plain(v);
    }
    return out;
  });
  const coltypes = raw.columns.map((c) => {
    if (temporal.has(c.name)) return GenericDataType.TEMPORAL;
    if (boolean.has(c.name)) return GenericDataType.BOOLEAN;
    const known = byLabel.get(c.name)?.generic;
    if (known !== undefined) return known;
    if (byLabel.get(c.name)?.kind === 'metric' && c.generic === GenericDataType.STRING && c.type === '') {
      return GenericDataType.NUMERIC;
    }
    return c.generic;
  });
  return { data, colnames, coltypes };
}

/** result_type `columns`: the dataset's columns as Superset lists them. */
export function datasetColumnsPayload(dataset: DatasetDescriptor): Record<string, unknown> {
  const data = dataset.columns.map((c) => ({
    column_name: c.columnName,
    verbose_name: c.verboseName,
    dtype: c.typeGeneric,
  }));
  return {
    data,
    colnames: ['column_name', 'verbose_name', 'dtype'],
    coltypes: [GenericDataType.STRING, GenericDataType.STRING, GenericDataType.NUMERIC],
    rowcount: data.length,
  };
}

/** result_type `timegrains`: the grains this database offers, with the SQL template of each. */
export function timeGrainsPayload(dialect: Dialect, grains: readonly TimeGrain[]): Record<string, unknown> {
  const data = grains
    .map((duration) => ({ name: TIME_GRAIN_NAMES[duration], function: dialect.timeGrain('{col}', duration), duration }))
    .filter((g) => g.function !== undefined);
  return {
    data,
    colnames: ['name', 'function', 'duration'],
    coltypes: [GenericDataType.STRING, GenericDataType.STRING, GenericDataType.STRING],
    rowcount: data.length,
  };
}
