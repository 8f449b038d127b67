import type { TimeseriesFormData } from '@chartroom/viz';
import { type TimeseriesProps, timeseriesProps } from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';
import { withSeriesCrossFilter } from './crossFilterSeries.ts';

export type LineChartProps = TimeseriesProps;

/** Shared by the time-series charts: area, scatter, smooth and step start from the line chart's reading. */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: TimeseriesFormData,
  context?: ChartContext,
): LineChartProps {
  return withSeriesCrossFilter(timeseriesProps(queryResult, formData, context), formData);
}
