import type { QueryContextInput } from '../../engine/query-context.ts';
import { wrapQueryContext } from '../build-query-context.ts';
import type { BigNumberFormData } from '../form-data.ts';
import { compactRules, flattenOperator, pivotOperator, resampleOperator, rollingWindowOperator } from '../operators.ts';
import { normalizeTimeColumn } from '../query-object.ts';

/**
 * Big number with trendline (Superset's BigNumberWithTrendline buildQuery): the metric per time
 * grain on the x-axis, pivoted to one row per period. Resampling only when the form asks for it.
 */
export function buildBigNumberQuery(formData: BigNumberFormData): QueryContextInput {
  const xAxis = formData.x_axis || undefined;
  return wrapQueryContext(
    formData,
    (base) => {
      const { series_limit: _unused, series_limit_metric: _unused2, ...rest } = base;
      const query = {
        ...rest,
        columns: xAxis === undefined ? [] : [xAxis],
        ...(xAxis === undefined ? { is_timeseries: true } : {}),
      };
      const postProcessing = compactRules([
        pivotOperator(query, xAxis),
        rollingWindowOperator(formData, query),
        resampleOperator(formData),
        flattenOperator(),
      ]);
      return [normalizeTimeColumn(xAxis, { ...query, post_processing: postProcessing })];
    },
    { columns: [], metrics: ['metric'] },
  );
}
