import type { TimeseriesSmoothFormData } from '@chartroom/viz';
import { withSeriesCrossFilter } from '../echarts_timeseries_line/crossFilterSeries.ts';
import { type TimeseriesProps, timeseriesProps } from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';

/** Curves through the points (monotone, so a curve never overshoots its data). */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: TimeseriesSmoothFormData,
  context?: ChartContext,
): TimeseriesProps {
  return withSeriesCrossFilter(
    timeseriesProps(queryResult, { ...formData, seriesType: 'smooth' }, context, { style: 'smooth' }),
    formData,
  );
}
