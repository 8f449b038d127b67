import type { RadarFormData } from '@chartroom/viz';
import { type LegendOptions, legendOptions } from '../ChartLegend.tsx';
import { labelColorFunction } from '../colors.ts';
import { labelsOf, toNumber } from '../columns.ts';
import { displayName } from '../datasourceMeta.ts';
import { optionalString } from '../timeseries.ts';
import { contextFor, sharedMetricFormat } from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';

/** The key of the metric name in each radar datum; no group can be called that. */
export const RADAR_INDEX = '\u0000metric';

export interface RadarProps {
  /** One datum per metric (an edge of the web), a key per group (a shape). */
  readonly data: readonly Record<string, string | number>[];
  readonly groups: readonly { readonly id: string; readonly color: string }[];
  readonly numberFormat: string;
  readonly showLabels: boolean;
  readonly circle: boolean;
  readonly maxValue: number | 'auto';
  readonly legend: LegendOptions | null;
}

/**
 * Each metric is an edge of the web, each group a shape. Metrics of very different sizes are each
 * drawn as a share of their own maximum (or of `radarMetricMaxValue` when the column config sets
 * one), so no edge is flattened by another.
 */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: RadarFormData,
  context?: ChartContext,
): RadarProps {
  const meta = contextFor(queryResult, context).datasource;
  const groupby = labelsOf(formData.groupby ?? []).filter((g) => queryResult.colnames.includes(g));
  const metrics = labelsOf(formData.metrics).filter((m) => queryResult.colnames.includes(m));
  const colorOf = labelColorFunction(formData);
  const groups = queryResult.data.map((row) => groupby.map((g) => String(row[g] ?? 'NULL')).join(', ') || 'All');
  const config = formData.column_config ?? {};
  const maxima = metrics.map(
    (m) => toNumber(config[m]?.radarMetricMaxValue) ?? Math.max(0, ...queryResult.data.map((r) => toNumber(r[m]) ?? 0)),
  );
  const data = metrics.map((metric, mi) => {
    const datum: Record<string, string | number> = { [RADAR_INDEX]: displayName(metric, meta) };
    queryResult.data.forEach((row, gi) => {
      const value = toNumber(row[metric]) ?? 0;
      const max = maxima[mi] ?? 0;
      datum[groups[gi] as string] = max > 0 ? value / max : 0;
    });
    return datum;
  });
  return {
    data,
    groups: groups.map((id) => ({ id, color: colorOf(id) })),
    numberFormat: optionalString(formData.number_format) ?? sharedMetricFormat(metrics, meta) ?? 'SMART_NUMBER',
    showLabels: formData.show_labels === true,
    circle: formData.is_circle === true,
    maxValue: 1,
    legend: formData.show_legend === false ? null : legendOptions(formData, 'top'),
  };
}
