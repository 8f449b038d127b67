import type { TimeseriesFormData } from '@chartroom/viz';
import { isTruthy } from '../columns.ts';
import { optionalString, pivotedSeries, type TimeSeries } from '../timeseries.ts';
import type { ChartQueryResult } from '../types.ts';

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

/** Shared by the three time-series charts: area and bar start from the line chart's reading. */
export function transformProps(queryResult: ChartQueryResult, formData: TimeseriesFormData): LineChartProps {
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
