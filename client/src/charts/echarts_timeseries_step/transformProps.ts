import type { TimeseriesStepFormData } from '@chartroom/viz';
import { withSeriesCrossFilter } from '../echarts_timeseries_line/crossFilterSeries.ts';
import { type TimeseriesProps, timeseriesProps } from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';

const STEPS: readonly unknown[] = ['start', 'middle', 'end'];

/** Steps between points: at the start (default), the middle or the end of each period. */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: TimeseriesStepFormData,
  context?: ChartContext,
): TimeseriesProps {
  const seriesType = STEPS.includes(formData.seriesType) ? formData.seriesType : 'start';
  return withSeriesCrossFilter(
    timeseriesProps(queryResult, { ...formData, seriesType }, context, { style: 'start' }),
    formData,
  );
}
