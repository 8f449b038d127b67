import type { MixedTimeseriesFormData } from '@chartroom/viz';
import { labelColorFunction } from '../colors.ts';
import { isTruthy } from '../columns.ts';
import { optionalString } from '../timeseries.ts';
import {
  type ChartSeries,
  contextFor,
  type SeriesKind,
  type TimeseriesProps,
  timeseriesProps,
} from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';

const KINDS: readonly unknown[] = ['line', 'scatter', 'smooth', 'bar', 'start', 'middle', 'end'];

function kindOf(value: unknown, fallback: SeriesKind): SeriesKind {
  return KINDS.includes(value) ? (value as SeriesKind) : fallback;
}

/**
 * Query A and query B on one time axis: each query's series take its series type and y-axis
 * (`yAxisIndex`, `yAxisIndexB`: 0 left, 1 right). B's series are suffixed ' (B)' only where a
 * name would otherwise appear twice.
 */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: MixedTimeseriesFormData,
  context?: ChartContext,
): TimeseriesProps {
  const ctx = contextFor(queryResult, context);
  const a = timeseriesProps(queryResult, { ...formData, seriesType: 'line', stack: formData.stack }, ctx);
  const second = ctx.results[1];
  const b = second
    ? timeseriesProps(
        second,
        {
          ...formData,
          metrics: formData.metrics_b,
          seriesType: 'line',
          stack: formData.stackB,
          y_axis_format: formData.y_axis_format_secondary ?? formData.y_axis_format,
        },
        ctx,
      )
    : undefined;
  const aKind = kindOf(formData.seriesType, 'line');
  const bKind = kindOf(formData.seriesTypeB, 'line');
  const aAxis = formData.yAxisIndex === 1 ? 'right' : 'left';
  const bAxis = formData.yAxisIndexB === 1 ? 'right' : 'left';
  const names = new Set(a.series.map((s) => s.label));
  const series: ChartSeries[] = [
    ...a.series.map((s) => ({ ...s, id: `A:${s.id}`, kind: aKind, axis: aAxis as ChartSeries['axis'] })),
    ...(b?.series ?? []).map((s) => ({
      ...s,
      id: `B:${s.id}`,
      label: names.has(s.label) ? `${s.label} (B)` : s.label,
      kind: bKind,
      axis: bAxis as ChartSeries['axis'],
    })),
  ];
  const leftFormat = aAxis === 'left' ? a.yFormat : (b?.yFormat ?? a.yFormat);
  const rightFormat = bAxis === 'right' ? (b?.yFormat ?? a.yFormat) : a.yFormat;
  return {
    ...a,
    series: recolour(series, formData),
    yFormat: leftFormat,
    y2Format: optionalString(formData.y_axis_format_secondary) ?? rightFormat,
    enableArea: isTruthy(formData.area) || isTruthy(formData.areaB),
    stacked: false,
  };
}

/** One colour sequence across both queries (label colours still win), so B does not repeat A's colours. */
function recolour(series: readonly ChartSeries[], formData: MixedTimeseriesFormData): ChartSeries[] {
  const colorOf = labelColorFunction(formData);
  return series.map((s) => ({ ...s, color: colorOf(s.label) }));
}
