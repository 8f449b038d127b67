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
} from '../operators.ts';
import { normalizeOrderBy, normalizeTimeColumn } from '../query-object.ts';

/**
 * Line, bar and area charts (Superset's ECharts Timeseries buildQuery): the x-axis becomes a
 * BASE_AXIS column at the time grain, dimensions become series (limited by `limit`), and the long
 * result is pivoted to one column per metric and series, then flattened.
 */
export function buildTimeseriesQuery(formData: TimeseriesFormData): QueryContextInput {
  const xAxis = formData.x_axis || undefined;
  const groupby = ensureIsArray(formData.groupby);
  return wrapQueryContext(formData, (base) => {
    const query = normalizeOrderBy({
      ...base,
      columns: [...(xAxis === undefined ? [] : [xAxis]), ...groupby],
      series_columns: groupby,
      ...(xAxis === undefined ? { is_timeseries: true } : {}),
    });
    const postProcessing = compactRules([
      pivotOperator(query, xAxis, { showEmptyColumns: formData.show_empty_columns }),
      rollingWindowOperator(formData, query),
      resampleOperator(formData),
      renameOperator(query, formData.truncate_metric ?? true),
      contributionOperator(formData.contributionMode),
      flattenOperator(),
    ]);
    return [normalizeTimeColumn(xAxis, { ...query, post_processing: postProcessing })];
  });
}
