import type { BigNumberFormData } from '@chartroom/viz';
import { metricColumn } from '../big_number_total/transformProps.ts';
import { toNumber } from '../columns.ts';
import { formatNumber } from '../format.ts';
import { optionalString, pivotedSeries } from '../timeseries.ts';
import type { ChartQueryResult } from '../types.ts';

export interface TrendPoint {
  readonly x: Date;
  readonly y: number | null;
}

export interface BigNumberProps {
  /** The latest non-null value of the metric. */
  readonly value: number | null;
  readonly formatted: string;
  readonly trend: readonly TrendPoint[];
  readonly showTrendLine: boolean;
  /** e.g. '+12.5% WoW': the change against `compare_lag` periods earlier, when that is set. */
  readonly comparison: { readonly ratio: number; readonly text: string } | undefined;
  readonly yFormat: string;
}

export function transformProps(queryResult: ChartQueryResult, formData: BigNumberFormData): BigNumberProps {
  const metric = metricColumn(queryResult, formData);
  const { series, xIsTime } = pivotedSeries(queryResult, formData);
  const points = series.find((s) => s.id === metric)?.data ?? [];
  const trend = xIsTime ? points.flatMap(({ x, y }) => (x instanceof Date ? [{ x, y }] : [])) : [];
  const sorted = [...trend].sort((a, b) => a.x.getTime() - b.x.getTime());
  const lastIndex = sorted.findLastIndex((point) => point.y !== null);
  const value = lastIndex >= 0 ? (sorted[lastIndex]?.y ?? null) : toNumber(queryResult.data.at(-1)?.[metric ?? '']);
  const yFormat = optionalString(formData.y_axis_format) ?? 'SMART_NUMBER';

  const lag = toNumber(formData.compare_lag);
  let comparison: BigNumberProps['comparison'];
  if (lag !== null && lag > 0 && lastIndex - lag >= 0 && value !== null) {
    const previous = sorted[lastIndex - lag]?.y ?? null;
    if (previous !== null && previous !== 0) {
      const ratio = (value - previous) / Math.abs(previous);
      const suffix = optionalString(formData.compare_suffix);
      comparison = { ratio, text: [formatNumber(ratio, '+.1%'), suffix].filter(Boolean).join(' ') };
    }
  }

  return {
    value,
    formatted: value === null ? 'No data' : formatNumber(value, yFormat),
    trend: sorted,
    showTrendLine: formData.show_trend_line !== false,
    comparison,
    yFormat,
  };
}
