import type { QueryFormColumn, QueryFormMetric } from '@chartroom/viz';
import { adhocMetricLabel } from './metrics.ts';
import type { ExploreDatasource } from './types.ts';

/** What a metric pill says: a saved metric's verbose name (or its name), an adhoc metric's label. */
export function metricLabel(metric: QueryFormMetric, datasource?: ExploreDatasource): string {
  if (typeof metric === 'string') {
    const saved = datasource?.metrics?.find((m) => m.metric_name === metric);
    return saved?.verbose_name || metric;
  }
  return adhocMetricLabel(metric);
}

/** What a column pill says: the column's verbose name (or its name), an adhoc column's label or SQL. */
export function columnLabel(column: QueryFormColumn, datasource?: ExploreDatasource): string {
  if (typeof column === 'string') {
    const found = datasource?.columns.find((c) => c.column_name === column);
    return found?.verbose_name || column;
  }
  return column.label || column.sqlExpression;
}
