import type { GaugeFormData } from '@chartroom/viz';
import { categoryRows } from '../categoryRows.ts';
import { categoricalScheme, labelColorFunction } from '../colors.ts';
import { labelOf, toNumber } from '../columns.ts';
import { optionalString } from '../timeseries.ts';
import { contextFor } from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';

export interface GaugeNeedle {
  readonly label: string;
  readonly value: number;
  readonly color: string;
}

export interface GaugeProps {
  readonly needles: readonly GaugeNeedle[];
  readonly min: number;
  readonly max: number;
  /** Superset's angles, in degrees counter-clockwise from 3 o'clock: 225 lower left, -45 lower right. */
  readonly startAngle: number;
  readonly endAngle: number;
  readonly intervals: readonly { readonly to: number; readonly color: string }[];
  readonly numberFormat: string;
  readonly currency: unknown;
  readonly showProgress: boolean;
  readonly showPointer: boolean;
}

function numberList(text: unknown): number[] {
  if (typeof text !== 'string') return [];
  return text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isFinite(n));
}

/** One needle per group (or one for the whole metric); min/max default to 0 and a round number above the values. */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: GaugeFormData,
  context?: ChartContext,
): GaugeProps {
  const meta = contextFor(queryResult, context).datasource;
  const metric = labelOf(formData.metric);
  const colorOf = labelColorFunction(formData);
  const needles = categoryRows(queryResult, formData.groupby ?? [], formData.metric).flatMap((row) => {
    if (row.value === null) return [];
    const label = row.path.join(', ') || (metric ? (meta.verboseMap[metric] ?? metric) : '');
    return [{ label, value: row.value, color: colorOf(label) }];
  });
  const biggest = Math.max(0, ...needles.map((n) => n.value));
  const magnitude = biggest > 0 ? 10 ** Math.floor(Math.log10(biggest)) : 1;
  const min = toNumber(formData.min_val) ?? 0;
  const maxRaw = toNumber(formData.max_val) ?? Math.ceil((biggest * 1.1) / magnitude) * magnitude;
  const max = maxRaw > min ? maxRaw : min + 1;
  const scheme = categoricalScheme(formData.color_scheme);
  const indices = numberList(formData.interval_color_indices);
  const intervals = numberList(formData.intervals).map((to, i) => ({
    to,
    color: scheme[((indices[i] ?? i + 1) - 1 + scheme.length) % scheme.length] as string,
  }));
  return {
    needles,
    min,
    max,
    startAngle: toNumber(formData.start_angle) ?? 225,
    endAngle: toNumber(formData.end_angle) ?? -45,
    intervals,
    numberFormat:
      optionalString(formData.number_format) ?? (metric ? meta.metricFormats[metric] : undefined) ?? 'SMART_NUMBER',
    currency: formData.currency_format,
    showProgress: formData.show_progress !== false,
    showPointer: formData.show_pointer !== false,
  };
}
