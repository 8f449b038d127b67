import { GenericDataType } from '../types.ts';

/**
 * Which table columns emit a cross filter when a cell is clicked: the dimensions (Superset's
 * table emits on its group-by columns, or on the raw columns in raw mode), never metrics, numbers
 * or times, and only physical columns (an ad-hoc SQL column has no column to filter other charts on).
 */
export function crossFilterColumns(
  formData: { query_mode?: unknown; groupby?: unknown; all_columns?: unknown },
  colnames: readonly string[],
  coltypes: readonly (number | undefined)[],
): (string | null)[] {
  const dimensions = formData.query_mode === 'raw' ? formData.all_columns : formData.groupby;
  const physical = new Set(
    Array.isArray(dimensions) ? dimensions.filter((c): c is string => typeof c === 'string') : [],
  );
  return colnames.map((name, index) => {
    const type = coltypes[index];
    if (!physical.has(name)) return null;
    return type === GenericDataType.NUMERIC || type === GenericDataType.TEMPORAL ? null : name;
  });
}

/** The value a cell filters on (as the other charts' IN filter compares it), or null for an empty cell. */
export function crossFilterValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
