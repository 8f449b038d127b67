import type { TimeseriesScatterFormData } from '@chartroom/viz';
import { withSeriesCrossFilter } from '../echarts_timeseries_line/crossFilterSeries.ts';
import { type TimeseriesProps, timeseriesProps } from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';

/** A marker per period and series, no line between them. */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: TimeseriesScatterFormData,
  context?: ChartContext,
): TimeseriesProps {
  return withSeriesCrossFilter(
    timeseriesProps(queryResult, { ...formData, seriesType: 'scatter' }, context, { style: 'scatter' }),
    formData,
  );
}
