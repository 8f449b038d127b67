import type { TimeseriesBarFormData } from '@chartroom/viz';
import type { BarDatum } from '@nivo/bar';
import { isStacked } from '../columns.ts';
import { formatXValue, optionalString, pivotedSeries } from '../timeseries.ts';
import type { ChartQueryResult } from '../types.ts';

/** The category key of each bar datum; a name no pivoted series column can take. */
export const barIndexKey = '\u0000x';

export interface BarChartProps {
  readonly data: readonly BarDatum[];
  readonly keys: readonly string[];
  readonly indexBy: string;
  readonly groupMode: 'stacked' | 'grouped';
  readonly layout: 'vertical' | 'horizontal';
  readonly yFormat: string;
  readonly showLegend: boolean;
  readonly xAxisTitle: string | undefined;
  readonly yAxisTitle: string | undefined;
}

export function transformProps(queryResult: ChartQueryResult, formData: TimeseriesBarFormData): BarChartProps {
  const { series } = pivotedSeries(queryResult, formData);
  const rows = new Map<string, BarDatum>();
  for (const { id, data } of series) {
    for (const { x, y } of data) {
      const label = formatXValue(x);
      const row = rows.get(label) ?? { [barIndexKey]: label };
      // Nivo's bar datum cannot hold null: a missing value is an absent key (no bar drawn).
      if (y !== null) row[id] = y;
      rows.set(label, row);
    }
  }
  return {
    data: [...rows.values()],
    keys: series.map((s) => s.id),
    indexBy: barIndexKey,
    groupMode: isStacked(formData.stack) ? 'stacked' : 'grouped',
    layout: formData.orientation === 'horizontal' ? 'horizontal' : 'vertical',
    yFormat: optionalString(formData.y_axis_format) ?? 'SMART_NUMBER',
    showLegend: formData.show_legend !== false,
    xAxisTitle: optionalString(formData.x_axis_title),
    yAxisTitle: optionalString(formData.y_axis_title),
  };
}
