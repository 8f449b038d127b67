import type { SunburstFormData } from '@chartroom/viz';
import { type HierarchyChartProps, hierarchyProps } from '../treemap_v2/transformProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';

/** Rings by the hierarchy in `columns`, innermost first, sized by the metric. */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: SunburstFormData,
  context?: ChartContext,
): HierarchyChartProps {
  return hierarchyProps(queryResult, formData, formData.columns, context);
}
