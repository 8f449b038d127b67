import type { WaterfallFormData } from '@chartroom/viz';
import { type LegendOptions, legendOptions } from '../ChartLegend.tsx';
import { metricColumnOf } from '../categoryRows.ts';
import { labelOf, labelsOf, toDate, toNumber } from '../columns.ts';
import { displayName } from '../datasourceMeta.ts';
import { formatDate } from '../timeFormat.ts';
import { optionalString } from '../timeseries.ts';
import { contextFor } from '../timeseriesProps.ts';
import { type ChartContext, type ChartQueryResult, GenericDataType } from '../types.ts';

export type StepKind = 'increase' | 'decrease' | 'total';

export interface WaterfallStep {
  /** Unique per bar (labels may repeat across periods). */
  readonly id: string;
  readonly label: string;
  /** The period a breakdown step belongs to, for the tooltip. */
  readonly group: string | null;
  readonly kind: StepKind;
  /** The change (or, for totals, the running total). */
  readonly value: number;
  readonly from: number;
  readonly to: number;
}

export interface WaterfallProps {
  readonly steps: readonly WaterfallStep[];
  readonly colors: Readonly<Record<StepKind, string>>;
  readonly labels: Readonly<Record<StepKind, string>>;
  readonly yFormat: string;
  readonly currency: unknown;
  readonly showValue: boolean;
  readonly legend: LegendOptions | null;
  readonly xAxisTitle: string | undefined;
  readonly yAxisTitle: string | undefined;
}

function rgba(value: unknown, fallback: string): string {
  if (value === null || typeof value !== 'object') return fallback;
  const { r, g, b, a } = value as Record<string, unknown>;
  if (![r, g, b].every((c) => typeof c === 'number')) return fallback;
  return `rgba(${r}, ${g}, ${b}, ${typeof a === 'number' ? a : 1})`;
}

/**
 * Steps of a running total in x-axis order (Superset's waterfall): each value rises or falls from
 * where the last one ended. With a breakdown, each period's breakdown values are its steps and a
 * total bar closes the period; without one, one total closes the chart.
 */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: WaterfallFormData,
  context?: ChartContext,
): WaterfallProps {
  const meta = contextFor(queryResult, context).datasource;
  const xName = labelOf(formData.x_axis) ?? queryResult.colnames[0] ?? '';
  const [breakdown] = labelsOf(
    Array.isArray(formData.groupby) ? formData.groupby : formData.groupby ? [formData.groupby] : [],
  ).filter((c) => queryResult.colnames.includes(c));
  const metric = metricColumnOf(queryResult, formData.metric, [xName, ...(breakdown ? [breakdown] : [])]);
  const xTemporal = queryResult.coltypes[queryResult.colnames.indexOf(xName)] === GenericDataType.TEMPORAL;
  const xText = (value: unknown) => {
    if (value === null || value === undefined) return 'NULL';
    const date = xTemporal ? toDate(value) : null;
    return date ? formatDate(date, formData.x_axis_time_format, formData.time_grain_sqla) : String(value);
  };
  const labels: Record<StepKind, string> = {
    increase: optionalString(formData.increase_label) ?? 'Increase',
    decrease: optionalString(formData.decrease_label) ?? 'Decrease',
    total: optionalString(formData.total_label) ?? 'Total',
  };
  const steps: WaterfallStep[] = [];
  let running = 0;
  const push = (label: string, group: string | null, value: number) => {
    const from = running;
    running += value;
    steps.push({
      id: `${steps.length}`,
      label,
      group,
      kind: value < 0 ? 'decrease' : 'increase',
      value,
      from,
      to: running,
    });
  };
  const total = (label: string, group: string | null) =>
    steps.push({ id: `${steps.length}`, label, group, kind: 'total', value: running, from: 0, to: running });
  let period: string | null = null;
  for (const row of queryResult.data) {
    const value = metric === undefined ? null : toNumber(row[metric]);
    const x = xText(row[xName]);
    if (breakdown) {
      if (period !== null && period !== x) total(period, period);
      period = x;
      if (value !== null) push(String(row[breakdown] ?? 'NULL'), x, value);
    } else if (value !== null) push(x, null, value);
  }
  if (breakdown && period !== null) total(period, period);
  else if (!breakdown && steps.length) total(labels.total, null);
  return {
    steps,
    colors: {
      increase: rgba(formData.increase_color, 'rgba(90, 193, 137, 1)'),
      decrease: rgba(formData.decrease_color, 'rgba(224, 67, 85, 1)'),
      total: rgba(formData.total_color, 'rgba(102, 102, 102, 1)'),
    },
    labels,
    yFormat:
      optionalString(formData.y_axis_format) ?? (metric ? meta.metricFormats[metric] : undefined) ?? 'SMART_NUMBER',
    currency: formData.currency_format,
    showValue: formData.show_value === true,
    legend: formData.show_legend === false ? null : legendOptions(formData, 'top'),
    xAxisTitle: optionalString(formData.x_axis_label),
    yAxisTitle: optionalString(formData.y_axis_label) ?? (metric ? displayName(metric, meta) : undefined),
  };
}
