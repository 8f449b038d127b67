import type { BoxPlotFormData } from '@chartroom/viz';
import { type LegendOptions, legendOptions } from '../ChartLegend.tsx';
import { labelColorFunction } from '../colors.ts';
import { labelsOf, toDate, toNumber } from '../columns.ts';
import { displayName } from '../datasourceMeta.ts';
import { formatDate } from '../timeFormat.ts';
import { optionalString } from '../timeseries.ts';
import { contextFor } from '../timeseriesProps.ts';
import { type ChartContext, type ChartQueryResult, GenericDataType } from '../types.ts';

export interface BoxStats {
  /** The group the box summarises ('All' without dimensions). */
  readonly group: string;
  readonly metric: string;
  readonly color: string;
  readonly min: number;
  readonly q1: number;
  readonly median: number;
  readonly q3: number;
  readonly max: number;
  readonly mean: number | null;
  readonly count: number | null;
  readonly outliers: readonly number[];
}

export interface BoxPlotProps {
  readonly groups: readonly string[];
  readonly metrics: readonly { readonly id: string; readonly label: string; readonly color: string }[];
  readonly boxes: readonly BoxStats[];
  readonly numberFormat: string;
  readonly legend: LegendOptions | null;
  readonly tickRotation: number;
}

/**
 * One box per group and metric from the boxplot step's columns (`<metric>__min`, `__q1`,
 * `__median`, `__q3`, `__max`, `__mean`, `__count`, `__outliers`); the whiskers are where the
 * server put them (Tukey fences, min/max or percentiles).
 */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: BoxPlotFormData,
  context?: ChartContext,
): BoxPlotProps {
  const meta = contextFor(queryResult, context).datasource;
  const dims = labelsOf(formData.groupby ?? []).filter((d) => queryResult.colnames.includes(d));
  const metrics = labelsOf(formData.metrics ?? []).filter((m) => queryResult.colnames.includes(`${m}__median`));
  const colorOf = labelColorFunction(formData);
  const metricItems = metrics.map((m) => {
    const label = displayName(m, meta);
    return { id: m, label, color: colorOf(label) };
  });
  const text = (column: string, value: unknown) => {
    if (value === null || value === undefined) return 'NULL';
    const temporal = queryResult.coltypes[queryResult.colnames.indexOf(column)] === GenericDataType.TEMPORAL;
    const date = temporal ? toDate(value) : null;
    return date ? formatDate(date, optionalString(formData.date_format), formData.time_grain_sqla) : String(value);
  };
  const groups: string[] = [];
  const boxes: BoxStats[] = [];
  for (const row of queryResult.data) {
    const group = dims.map((d) => text(d, row[d])).join(', ') || 'All';
    if (!groups.includes(group)) groups.push(group);
    for (const item of metricItems) {
      const stat = (name: string) => toNumber(row[`${item.id}__${name}`]);
      const [min, q1, median, q3, max] = ['min', 'q1', 'median', 'q3', 'max'].map(stat);
      if (min == null || q1 == null || median == null || q3 == null || max == null) continue;
      const outliers = row[`${item.id}__outliers`];
      boxes.push({
        group,
        metric: item.label,
        color: item.color,
        min,
        q1,
        median,
        q3,
        max,
        mean: stat('mean'),
        count: stat('count'),
        outliers: Array.isArray(outliers) ? outliers.map(toNumber).filter((v): v is number => v !== null) : [],
      });
    }
  }
  const layout = formData.x_ticks_layout;
  return {
    groups,
    metrics: metricItems,
    boxes,
    numberFormat:
      optionalString(formData.number_format) ??
      (metrics[0] ? meta.metricFormats[metrics[0]] : undefined) ??
      'SMART_NUMBER',
    legend: formData.show_legend === false || metricItems.length < 2 ? null : legendOptions(formData, 'top'),
    tickRotation: layout === '45°' ? -45 : layout === '90°' ? -90 : 0,
  };
}
