import type { AdhocColumn, AdhocMetric, QueryFormColumn, QueryFormMetric } from './form-data.ts';

export function isSavedMetric(metric: QueryFormMetric): metric is string {
  return typeof metric === 'string';
}

export function isAdhocMetric(metric: unknown): metric is AdhocMetric {
  return (
    typeof metric === 'object' &&
    metric !== null &&
    ((metric as AdhocMetric).expressionType === 'SIMPLE' || (metric as AdhocMetric).expressionType === 'SQL')
  );
}

export function isPhysicalColumn(column: QueryFormColumn | null | undefined): column is string {
  return typeof column === 'string';
}

export function isAdhocColumn(column: unknown): column is AdhocColumn {
  return (
    typeof column === 'object' &&
    column !== null &&
    typeof (column as AdhocColumn).sqlExpression === 'string' &&
    !('aggregate' in column)
  );
}

/** The output column name of a metric, as the engine labels it (Superset's getMetricLabel). */
export function getMetricLabel(metric: QueryFormMetric): string {
  if (isSavedMetric(metric)) return metric;
  if (metric.label) return metric.label;
  if (metric.expressionType === 'SIMPLE') return `${metric.aggregate}(${metric.column.column_name})`;
  return metric.sqlExpression;
}

/** The output column name of a column (Superset's getColumnLabel). */
export function getColumnLabel(column: QueryFormColumn): string {
  if (isPhysicalColumn(column)) return column;
  return column.label || column.sqlExpression;
}

export function ensureIsArray<T>(value: T | readonly T[] | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}
