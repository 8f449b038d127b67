import type { QueryContextInput } from '../../engine/query-context.ts';
import { wrapQueryContext } from '../build-query-context.ts';
import type { TimeseriesFormData } from '../form-data.ts';
import { ensureIsArray } from '../labels.ts';
import {
  compactRules,
  contributionOperator,
  flattenOperator,
  pivotOperator,
  renameOperator,
  resampleOperator,
  rollingWindowOperator,
  timeCompareOperator,
  timeComparison,
} from '../operators.ts';
import { normalizeOrderBy, normalizeTimeColumn } from '../query-object.ts';

/**
 * Line, bar and area charts (Superset's ECharts Timeseries buildQuery): the x-axis becomes a
 * BASE_AXIS column at the time grain, dimensions become series (limited by `limit`), and the long
 * result is pivoted to one column per metric and series, then flattened. A time comparison asks
 * the engine for shifted metrics (time_offsets) and compares them when the form says how.
 */
export function buildTimeseriesQuery(formData: TimeseriesFormData): QueryContextInput {
  const xAxis = formData.x_axis || undefined;
  const groupby = ensureIsArray(formData.groupby);
  const comparison = timeComparison(formData);
  return wrapQueryContext(formData, (base) => {
    const query = normalizeOrderBy({
      ...base,
      columns: [...(xAxis === undefined ? [] : [xAxis]), ...groupby],
      series_columns: groupby,
      ...(xAxis === undefined ? { is_timeseries: true } : {}),
      ...(comparison ? { time_offsets: comparison.offsets } : {}),
    });
    const postProcessing = compactRules([
      pivotOperator(query, xAxis, { showEmptyColumns: formData.show_empty_columns, timeCompare: comparison }),
      rollingWindowOperator(formData, query),
      timeCompareOperator(query, comparison),
      resampleOperator(formData),
      renameOperator(query, formData.truncate_metric ?? true, comparison),
      contributionOperator(formData.contributionMode),
      flattenOperator(),
    ]);
    return [normalizeTimeColumn(xAxis, { ...query, post_processing: postProcessing })];
  });
}
