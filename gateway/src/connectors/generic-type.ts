import { GenericDataType } from './connector.ts';

/** Maps a database type name (any dialect, any case, with or without precision) to a generic type. */
export function genericTypeOf(typeName: string | null | undefined): GenericDataType {
  const t = (typeName ?? '').trim().toUpperCase();
  if (t === '') return GenericDataType.STRING;
  if (/^(BOOL|BOOLEAN|BIT\(1\))$/.test(t)) return GenericDataType.BOOLEAN;
  if (/(TIMESTAMP|DATETIME|^DATE$|^DATE\b|^TIME\b|^TIME$|TIMETZ|^YEAR$)/.test(t) && !/INTERVAL/.test(t)) {
    return GenericDataType.TEMPORAL;
  }
  if (
    /^(TINYINT|SMALLINT|MEDIUMINT|INT|INTEGER|BIGINT|HUGEINT|UHUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|INT2|INT4|INT8|INT16|INT32|INT64|INT128|SERIAL|BIGSERIAL|REAL|FLOAT|FLOAT4|FLOAT8|DOUBLE|DOUBLE PRECISION|DECIMAL|NUMERIC|NUMBER|MONEY|VARINT|BIGNUM)\b/.test(
      t,
    )
  ) {
    return GenericDataType.NUMERIC;
  }
  return GenericDataType.STRING;
}

/** Generic type guessed from values when the database reports no type (SQLite expressions). */
export function genericTypeOfValues(values: Iterable<unknown>): GenericDataType {
  for (const v of values) {
    if (v === null || v === undefined) continue;
    if (typeof v === 'number' || typeof v === 'bigint') return GenericDataType.NUMERIC;
    if (typeof v === 'boolean') return GenericDataType.BOOLEAN;
    if (v instanceof Date) return GenericDataType.TEMPORAL;
    return GenericDataType.STRING;
  }
  return GenericDataType.STRING;
}

/** Number for a bigint, losing precision only beyond 2^53 (charts plot doubles anyway). */
export function toNumber(v: bigint): number {
  return Number(v);
}

/** A naive 'YYYY-MM-DD[ HH:MM:SS[.ffffff]]' read as UTC, the convention for naive timestamps. */
export function naiveToDate(text: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?/.exec(text);
  if (!m) return new Date(Number.NaN);
  const ms = m[7] ? Math.floor(Number(m[7].padEnd(6, '0')) / 1000) : 0;
  return new Date(
    Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0), ms),
  );
}
