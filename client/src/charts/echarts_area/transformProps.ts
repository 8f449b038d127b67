import type { AreaFormData } from '@chartroom/viz';
import { withSeriesCrossFilter } from '../echarts_timeseries_line/crossFilterSeries.ts';
import { type TimeseriesProps, timeseriesProps } from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';

export type AreaChartProps = TimeseriesProps;

/** An area chart is a line chart with its area filled; Superset's `stack` stacks the series. */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: AreaFormData,
  context?: ChartContext,
): AreaChartProps {
  return withSeriesCrossFilter(timeseriesProps(queryResult, formData, context, { enableArea: true }), formData);
}
