import { isTruthy } from '../columns.ts';
import { optionalString, pivotedSeries, type TimeSeries } from '../timeseries.ts';
import type { ChartFormData, ChartQueryResult } from '../types.ts';

export interface LineChartProps {
  readonly series: readonly TimeSeries[];
  readonly xIsTime: boolean;
  readonly yFormat: string;
  readonly enableArea: boolean;
  readonly stacked: boolean;
  readonly showMarkers: boolean;
  readonly showLegend: boolean;
  readonly xAxisTitle: string | undefined;
  readonly yAxisTitle: string | undefined;
}

export function transformProps(queryResult: ChartQueryResult, formData: ChartFormData): LineChartProps {
  const { series, xIsTime } = pivotedSeries(queryResult, formData);
  return {
    series,
    xIsTime,
    yFormat: optionalString(formData.y_axis_format) ?? 'SMART_NUMBER',
    enableArea: false,
    stacked: false,
    showMarkers: isTruthy(formData.markerEnabled),
    showLegend: formData.show_legend !== false,
    xAxisTitle: optionalString(formData.x_axis_title),
    yAxisTitle: optionalString(formData.y_axis_title),
  };
}
