import type { QueryContextInput } from '../../engine/query-context.ts';
import { wrapQueryContext } from '../build-query-context.ts';
import type { HeatmapFormData, OrderByClause } from '../form-data.ts';
import { getColumnLabel, getMetricLabel } from '../labels.ts';
import type { PostProcessingRule } from '../operators.ts';
import { normalizeTimeColumn } from '../query-object.ts';
import { columnsOf } from './category-query.ts';

/**
 * Heatmap (Superset's heatmap_v2 buildQuery): the metric by the x-axis column and one y column,
 * ordered as the sort controls ask, with a rank step when values are normalised across x or y.
 */
export function buildHeatmapQuery(formData: HeatmapFormData): QueryContextInput {
  const [y] = columnsOf(formData.groupby);
  const x = formData.x_axis;
  return wrapQueryContext(
    formData,
    (base) => {
      const { series_limit: _unused, series_limit_metric: _unused2, order_desc: _order, ...query } = base;
      const metric = formData.metric;
      const orderby: OrderByClause[] = [];
      const sortOf = (sort: HeatmapFormData['sort_x_axis'], column: typeof x | undefined) => {
        if (!sort || column === undefined) return;
        // Alphabetical order is the chart's to apply; the query orders by value only.
        if (sort.startsWith('value')) orderby.push([metric, sort.endsWith('asc')]);
      };
      sortOf(formData.sort_x_axis, x);
      sortOf(formData.sort_y_axis, y);
      const across = formData.normalize_across;
      const rank: PostProcessingRule[] =
        formData.normalized && across
          ? [
              {
                operation: 'rank',
                options: {
                  metric: getMetricLabel(metric),
                  group_by:
                    across === 'x' ? getColumnLabel(x) : across === 'y' && y !== undefined ? getColumnLabel(y) : null,
                },
              },
            ]
          : [];
      return [
        normalizeTimeColumn(x, {
          ...query,
          columns: [x, ...(y === undefined ? [] : [y])],
          metrics: [metric],
          ...(orderby.length ? { orderby } : {}),
          post_processing: rank,
        }),
      ];
    },
    { columns: [], metrics: ['metric'] },
  );
}
