import type { TimeseriesFormData } from '@chartroom/viz';
import { labelsOf } from '../columns.ts';
import { type TimeseriesProps, timeseriesProps } from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';
import { lineCrossFilterColumn, seriesDimensionValue } from './crossFilterSeries.ts';

export type LineChartProps = TimeseriesProps;

/** Shared by the time-series charts: area, scatter, smooth and step start from the line chart's reading. */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: TimeseriesFormData,
  context?: ChartContext,
): LineChartProps {
  const props = timeseriesProps(queryResult, formData, context);
  const crossFilterColumn = lineCrossFilterColumn(formData.groupby);
  if (!crossFilterColumn) return { ...props, crossFilterColumn: null };
  const metrics = labelsOf(formData.metrics);
  return {
    ...props,
    crossFilterColumn,
    series: props.series.map((s) => ({ ...s, crossValue: seriesDimensionValue(s.id, metrics) })),
  };
}
