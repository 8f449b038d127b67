import { type ChartQueryResult, GenericDataType } from './types.ts';

/** The label Superset gives a metric or column reference: saved name, adhoc label, or derived. */
export function labelOf(ref: unknown): string | undefined {
  if (typeof ref === 'string') return ref;
  if (ref === null || typeof ref !== 'object') return undefined;
  const record = ref as Record<string, unknown>;
  if (typeof record.label === 'string' && record.label !== '') return record.label;
  if (typeof record.sqlExpression === 'string') return record.sqlExpression;
  const column = record.column as Record<string, unknown> | undefined;
  if (typeof record.aggregate === 'string' && typeof column?.column_name === 'string') {
    return `${record.aggregate}(${column.column_name})`;
  }
  return undefined;
}

export function labelsOf(refs: unknown): string[] {
  if (!Array.isArray(refs)) return [];
  return refs.map(labelOf).filter((label): label is string => label !== undefined);
}

export function isTemporalColumn(result: ChartQueryResult, column: string): boolean {
  return result.coltypes[result.colnames.indexOf(column)] === GenericDataType.TEMPORAL;
}

/**
 * The x-axis column of a post-processed time-series result: the form data's x_axis (or legacy
 * granularity) when present, else the first temporal column, else the first column.
 */
export function xAxisColumn(
  result: ChartQueryResult,
  formData: { readonly x_axis?: unknown; readonly granularity_sqla?: unknown },
): string | undefined {
  const named = [labelOf(formData.x_axis), labelOf(formData.granularity_sqla), '__timestamp'];
  const fromForm = named.find((name) => name !== undefined && result.colnames.includes(name));
  if (fromForm !== undefined) return fromForm;
  const temporal = result.colnames.find((_, index) => result.coltypes[index] === GenericDataType.TEMPORAL);
  return temporal ?? result.colnames[0];
}

/** Every column but the x-axis: after pivoting, one column per series. */
export function seriesColumns(result: ChartQueryResult, xColumn: string | undefined): string[] {
  return result.colnames.filter((name) => name !== xColumn);
}

export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  return null;
}

/** Epoch milliseconds (or an ISO string) to a Date; null when the value is not a time. */
export function toDate(value: unknown): Date | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value);
  if (typeof value === 'string' && value !== '') {
    const date = new Date(/^\d+$/.test(value) ? Number(value) : value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

export function isTruthy(value: unknown): boolean {
  return value === true || value === 'true' || value === 1;
}

/** Superset stores `stack` as a boolean in older charts and as 'Stack' / 'Stream' in newer ones. */
export function isStacked(stack: unknown): boolean {
  return isTruthy(stack) || stack === 'Stack' || stack === 'Stream';
}
