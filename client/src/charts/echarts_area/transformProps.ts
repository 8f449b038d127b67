import type { AreaFormData } from '@chartroom/viz';
import { isStacked } from '../columns.ts';
import type { LineChartProps } from '../echarts_timeseries_line/transformProps.ts';
import { transformProps as transformLineProps } from '../echarts_timeseries_line/transformProps.ts';
import type { ChartQueryResult } from '../types.ts';

export type AreaChartProps = LineChartProps;

/** An area chart is a line chart with its area filled; Superset's `stack` stacks the series. */
export function transformProps(queryResult: ChartQueryResult, formData: AreaFormData): AreaChartProps {
  return {
    ...transformLineProps(queryResult, formData),
    enableArea: true,
    stacked: isStacked(formData.stack),
  };
}
