import type { AdvancedAnalyticsFormData, ComparisonType, QueryFormColumn } from './form-data.ts';
import { DTTM_ALIAS } from './form-data.ts';
import { ensureIsArray, getColumnLabel, getMetricLabel } from './labels.ts';
import type { VizQueryObject } from './query-object.ts';

/** A post-processing step of a query object (server-semantics §4, `post_processing`). */
export type PostProcessingRule =
  | { operation: 'pivot'; options: PivotOptions }
  | { operation: 'flatten'; options?: { reset_index?: boolean; drop_levels?: number[] } }
  | { operation: 'rename'; options: { columns: Record<string, string | null>; level?: number; inplace?: boolean } }
  | {
      operation: 'rolling';
      options: {
        rolling_type: 'mean' | 'sum' | 'std';
        window: number;
        min_periods: number;
        columns: Record<string, string>;
      };
    }
  | { operation: 'cum'; options: { operator: 'sum'; columns: Record<string, string> } }
  | { operation: 'resample'; options: { rule: string; method: string; fill_value?: number } }
  | {
      operation: 'contribution';
      options: { orientation: 'row' | 'column'; columns?: string[]; rename_columns?: string[] };
    }
  | {
      operation: 'compare';
      options: {
        source_columns: string[];
        compare_columns: string[];
        compare_type: 'difference' | 'percentage' | 'ratio';
        drop_original_columns: boolean;
      };
    }
  | { operation: 'rank'; options: { metric: string; group_by?: string | null } }
  | {
      operation: 'boxplot';
      options: {
        groupby: string[];
        metrics: string[];
        whisker_type: 'tukey' | 'min/max' | 'percentile';
        percentiles?: [number, number];
      };
    }
  | {
      operation: 'histogram';
      options: { column: string; groupby: string[]; bins: number; cumulative: boolean; normalize: boolean };
    }
  | {
      operation: 'sort';
      options: { is_sort_index?: boolean; by?: string | string[]; ascending?: boolean | boolean[] };
    };

// A type alias so that it fits the engine's `Record<string, unknown>` options.
export type PivotOptions = {
  index: string[];
  columns: string[];
  aggregates: Record<string, { operator: 'mean' | 'sum' | 'min' | 'max' | 'median' | 'count' }>;
  drop_missing_columns?: boolean;
  metric_fill_value?: number;
  column_fill_value?: string;
};

/** The output name of the x-axis: its label, or Superset's `__timestamp` for legacy time-series charts. */
export function xAxisLabel(xAxis: QueryFormColumn | undefined): string {
  return xAxis === undefined || xAxis === '' ? DTTM_ALIAS : getColumnLabel(xAxis);
}

/**
 * Turns long rows (x, dimensions..., metrics...) into one row per x value with a column per
 * metric and series. `mean` is the dummy aggregate Superset uses so that cells keep their NaN.
 */
export function pivotOperator(
  query: VizQueryObject,
  xAxis: QueryFormColumn | undefined,
  options: { showEmptyColumns?: boolean; timeCompare?: TimeComparison } = {},
): PostProcessingRule | undefined {
  const own = ensureIsArray(query.metrics).map(getMetricLabel);
  // With a time comparison the shifted metrics (`<metric>__<offset>`) are pivoted too.
  const metricLabels = options.timeCompare ? [...own, ...metricOffsets(query, options.timeCompare).keys()] : own;
  if (!metricLabels.length || (xAxis === undefined && !query.is_timeseries)) return undefined;
  const index = [xAxisLabel(xAxis)];
  return {
    operation: 'pivot',
    options: {
      index,
      columns: ensureIsArray(query.series_columns ?? query.columns)
        .map(getColumnLabel)
        .filter((label) => !index.includes(label)),
      aggregates: Object.fromEntries(metricLabels.map((label) => [label, { operator: 'mean' as const }])),
      drop_missing_columns: !options.showEmptyColumns,
    },
  };
}

export interface TimeComparison {
  offsets: string[];
  type: ComparisonType;
}

/** The form's time comparison, when it asks for one (Superset's isTimeComparison). */
export function timeComparison(formData: {
  time_compare?: string[];
  comparison_type?: ComparisonType;
}): TimeComparison | undefined {
  const offsets = ensureIsArray(formData.time_compare).filter((o) => typeof o === 'string' && o.trim() !== '');
  if (!offsets.length) return undefined;
  return { offsets, type: formData.comparison_type ?? 'values' };
}

/** `<metric>__<offset>` -> `<metric>`: the column the engine adds per metric and time offset. */
export function metricOffsets(query: VizQueryObject, comparison: TimeComparison): Map<string, string> {
  const map = new Map<string, string>();
  for (const metric of ensureIsArray(query.metrics).map(getMetricLabel)) {
    for (const offset of comparison.offsets) map.set(`${metric}__${offset}`, metric);
  }
  return map;
}

/** Difference, percentage change or ratio of each metric against its shifted self, replacing both. */
export function timeCompareOperator(
  query: VizQueryObject,
  comparison: TimeComparison | undefined,
): PostProcessingRule | undefined {
  if (!comparison || comparison.type === 'values') return undefined;
  const offsets = metricOffsets(query, comparison);
  return {
    operation: 'compare',
    options: {
      source_columns: [...offsets.values()],
      compare_columns: [...offsets.keys()],
      compare_type: comparison.type,
      drop_original_columns: true,
    },
  };
}

/**
 * With one metric and at least one dimension, series are named by the dimension values alone
 * (and shifted series by their offset). Not for derived comparisons, whose columns are new.
 */
export function renameOperator(
  query: VizQueryObject,
  truncateMetric: boolean | undefined,
  comparison?: TimeComparison,
): PostProcessingRule | undefined {
  const metrics = ensureIsArray(query.metrics);
  const first = metrics[0];
  if (metrics.length !== 1 || first === undefined || !ensureIsArray(query.series_columns).length || !truncateMetric) {
    return undefined;
  }
  if (comparison && comparison.type !== 'values') return undefined;
  const columns: Record<string, string | null> = {};
  if (comparison) {
    for (const key of metricOffsets(query, comparison).keys()) {
      columns[key] = comparison.offsets.find((offset) => key.endsWith(`__${offset}`)) ?? null;
    }
  }
  columns[getMetricLabel(first)] = null;
  return { operation: 'rename', options: { columns, level: 0, inplace: true } };
}

function metricColumns(query: VizQueryObject): Record<string, string> {
  return Object.fromEntries(ensureIsArray(query.metrics).map((m) => [getMetricLabel(m), getMetricLabel(m)]));
}

export function rollingWindowOperator(
  formData: AdvancedAnalyticsFormData,
  query: VizQueryObject,
): PostProcessingRule | undefined {
  const type = formData.rolling_type;
  if (!type || type === 'None') return undefined;
  const columns = metricColumns(query);
  if (type === 'cumsum') return { operation: 'cum', options: { operator: 'sum', columns } };
  return {
    operation: 'rolling',
    options: {
      rolling_type: type,
      window: Math.max(1, Math.trunc(Number(formData.rolling_periods ?? 1)) || 1),
      min_periods: Math.max(0, Math.trunc(Number(formData.min_periods ?? 0)) || 0),
      columns,
    },
  };
}

export function resampleOperator(formData: AdvancedAnalyticsFormData): PostProcessingRule | undefined {
  const { resample_rule: rule, resample_method: method } = formData;
  if (!rule || !method) return undefined;
  // Superset's "zerofill" is an asfreq that fills the gaps with 0.
  if (method === 'zerofill') return { operation: 'resample', options: { rule, method: 'asfreq', fill_value: 0 } };
  return { operation: 'resample', options: { rule, method } };
}

export function contributionOperator(mode: 'row' | 'column' | null | undefined): PostProcessingRule | undefined {
  return mode ? { operation: 'contribution', options: { orientation: mode } } : undefined;
}

export function flattenOperator(): PostProcessingRule {
  return { operation: 'flatten' };
}

export function compactRules(rules: (PostProcessingRule | undefined)[]): PostProcessingRule[] {
  return rules.filter((rule): rule is PostProcessingRule => rule !== undefined);
}
