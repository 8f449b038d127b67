import type { QueryContextInput } from '../../engine/query-context.ts';
import type { MixedTimeseriesFormData, TimeseriesLineFormData } from '../form-data.ts';
import { buildTimeseriesQuery } from './timeseries.ts';

/** Query B's form data: the `_b` keys in place of query A's, everything else shared. */
export function secondQueryFormData(formData: MixedTimeseriesFormData): TimeseriesLineFormData {
  const b = formData;
  return {
    ...b,
    viz_type: 'echarts_timeseries_line',
    metrics: b.metrics_b ?? [],
    groupby: b.groupby_b ?? [],
    adhoc_filters: b.adhoc_filters_b ?? b.adhoc_filters ?? [],
    limit: b.limit_b ?? null,
    timeseries_limit_metric: b.timeseries_limit_metric_b ?? null,
    order_desc: b.order_desc_b ?? true,
    row_limit: b.row_limit_b ?? b.row_limit ?? null,
    truncate_metric: b.truncate_metric_b ?? true,
    rolling_type: b.rolling_type_b ?? null,
    rolling_periods: b.rolling_periods_b ?? null,
    min_periods: b.min_periods_b ?? null,
    time_compare: b.time_compare_b ?? [],
    ...(b.comparison_type_b ? { comparison_type: b.comparison_type_b } : {}),
    resample_rule: b.resample_rule_b ?? null,
    resample_method: b.resample_method_b ?? null,
  } as TimeseriesLineFormData;
}

/**
 * Mixed chart (Superset's MixedTimeseries buildQuery): two time-series queries over one x-axis,
 * A from the usual keys and B from the `_b` ones; the chart draws each on its own y-axis.
 */
export function buildMixedTimeseriesQuery(formData: MixedTimeseriesFormData): QueryContextInput {
  const { seriesType: _a, ...shared } = formData;
  const first = buildTimeseriesQuery({ ...shared, viz_type: 'echarts_timeseries_line' } as TimeseriesLineFormData);
  const second = buildTimeseriesQuery(secondQueryFormData(formData));
  return {
    ...first,
    queries: [...first.queries, ...second.queries],
    form_data: formData as unknown as Record<string, unknown>,
  };
}
