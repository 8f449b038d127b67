import type { TimeseriesBarFormData } from '@chartroom/viz';
import type { BarDatum } from '@nivo/bar';
import { isTruthy, labelOf } from '../columns.ts';
import { formatDate } from '../timeFormat.ts';
import { type ChartSeries, type TimeseriesProps, timeseriesProps } from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';

/** The category key of each bar datum; a name no pivoted series column can take. */
export const barIndexKey = '\u0000x';

export interface BarChartProps
  extends Pick<
    TimeseriesProps,
    'yFormat' | 'currency' | 'legend' | 'xAxisTitle' | 'yAxisTitle' | 'xLabelRotation' | 'logAxis' | 'yBounds'
  > {
  readonly data: readonly BarDatum[];
  readonly keys: readonly string[];
  readonly series: readonly ChartSeries[];
  readonly indexBy: string;
  readonly groupMode: 'stacked' | 'grouped';
  readonly layout: 'vertical' | 'horizontal';
  readonly showValue: boolean;
  /** The column a click on a bar cross-filters: a categorical x-axis (temporal ones are not). */
  readonly crossFilterColumn?: string | null;
  /** Annotation layers (a temporal x-axis only), placed between the bars by `times`. */
  readonly annotations?: TimeseriesProps['annotations'];
  /** The time of each datum's bar (epoch ms), when the x-axis is temporal. */
  readonly times?: readonly number[] | null;
}

export function transformProps(
  queryResult: ChartQueryResult,
  formData: TimeseriesBarFormData,
  context?: ChartContext,
): BarChartProps {
  const base = timeseriesProps(queryResult, formData, context);
  const rows = new Map<string, BarDatum>();
  const times = new Map<string, number>();
  let temporal = false;
  for (const { id, data } of base.series) {
    for (const { x, y } of data) {
      // A bar per period, named as the grain reads ('Jan 2024'), or the category as it is.
      if (x instanceof Date) temporal = true;
      const label = x instanceof Date ? formatDate(x, base.xTimeFormat, base.timeGrain) : x;
      if (x instanceof Date && !times.has(label)) times.set(label, x.getTime());
      const row = rows.get(label) ?? { [barIndexKey]: label };
      // Nivo's bar datum cannot hold null: a missing value is an absent key (no bar drawn).
      if (y !== null) row[id] = y;
      rows.set(label, row);
    }
  }
  return {
    data: [...rows.values()],
    keys: base.series.map((s) => s.id),
    series: base.series,
    indexBy: barIndexKey,
    groupMode: base.stacked ? 'stacked' : 'grouped',
    layout: formData.orientation === 'horizontal' ? 'horizontal' : 'vertical',
    yFormat: base.yFormat,
    currency: base.currency,
    legend: base.legend,
    xAxisTitle: base.xAxisTitle,
    yAxisTitle: base.yAxisTitle,
    xLabelRotation: base.xLabelRotation,
    logAxis: base.logAxis,
    yBounds: base.yBounds,
    showValue: isTruthy(formData.show_value),
    crossFilterColumn: temporal ? null : (labelOf(formData.x_axis) ?? null),
    annotations: base.annotations,
    times: temporal ? [...rows.keys()].map((label) => times.get(label) ?? Number.NaN) : null,
  };
}
