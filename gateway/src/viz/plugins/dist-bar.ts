import type { QueryContextInput } from '../../engine/query-context.ts';
import { wrapQueryContext } from '../build-query-context.ts';
import type { DistBarFormData } from '../form-data.ts';
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../labels.ts';
import { compactRules, contributionOperator, flattenOperator } from '../operators.ts';

/**
 * Bar chart by category (Superset's dist_bar): metrics by the group-by columns, largest first,
 * pivoted so that each breakdown value of `columns` becomes a series of its own.
 */
export function buildDistBarQuery(formData: DistBarFormData): QueryContextInput {
  const groupby = ensureIsArray(formData.groupby);
  const breakdown = ensureIsArray(formData.columns);
  return wrapQueryContext(
    formData,
    (base) => {
      const { series_limit: _unused, series_limit_metric: _unused2, order_desc: _order, ...query } = base;
      const metrics = ensureIsArray(query.metrics);
      const sortBy = formData.timeseries_limit_metric ?? metrics[0];
      const index = groupby.map(getColumnLabel);
      return [
        {
          ...query,
          columns: [...groupby, ...breakdown],
          ...(sortBy === undefined ? {} : { orderby: [[sortBy, formData.order_desc === false]] }),
          post_processing: compactRules([
            breakdown.length && metrics.length && index.length
              ? {
                  operation: 'pivot',
                  options: {
                    index,
                    columns: breakdown.map(getColumnLabel),
                    aggregates: Object.fromEntries(
                      metrics.map((m) => [getMetricLabel(m), { operator: 'sum' as const }]),
                    ),
                    drop_missing_columns: false,
                    metric_fill_value: 0,
                  },
                }
              : undefined,
            formData.contribution ? contributionOperator('row') : undefined,
            breakdown.length && index.length ? flattenOperator() : undefined,
          ]),
        },
      ];
    },
    { columns: [], metrics: ['metrics'] },
  );
}
