import type { TreemapFormData } from '@chartroom/viz';
import { categoryRows } from '../categoryRows.ts';
import { labelColorFunction } from '../colors.ts';
import { labelOf } from '../columns.ts';
import { buildHierarchy, type HierarchyNode } from '../hierarchy.ts';
import { optionalString } from '../timeseries.ts';
import { contextFor } from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';

export interface HierarchyChartProps {
  readonly root: HierarchyNode;
  readonly numberFormat: string;
  readonly currency: unknown;
  readonly showLabels: boolean;
  readonly labelType: 'key' | 'value' | 'key_value';
  readonly showUpperLabels: boolean;
  readonly showTotal: boolean;
}

export function hierarchyProps(
  queryResult: ChartQueryResult,
  formData: TreemapFormData | import('@chartroom/viz').SunburstFormData,
  dimensions: unknown,
  context: ChartContext | undefined,
): HierarchyChartProps {
  const meta = contextFor(queryResult, context).datasource;
  const metric = labelOf(formData.metric);
  const rows = categoryRows(queryResult, dimensions, formData.metric);
  const root = buildHierarchy(rows, metric ? (meta.verboseMap[metric] ?? metric) : 'All', labelColorFunction(formData));
  const labelType =
    formData.label_type === 'value' || formData.label_type === 'key_value' ? formData.label_type : 'key';
  return {
    root,
    numberFormat:
      optionalString(formData.number_format) ?? (metric ? meta.metricFormats[metric] : undefined) ?? 'SMART_NUMBER',
    currency: formData.currency_format,
    showLabels: formData.show_labels !== false,
    labelType,
    showUpperLabels: (formData as TreemapFormData).show_upper_labels !== false,
    showTotal: (formData as { show_total?: unknown }).show_total === true,
  };
}

/** Rectangles nested by the group-by hierarchy, sized by the metric. */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: TreemapFormData,
  context?: ChartContext,
): HierarchyChartProps {
  return hierarchyProps(queryResult, formData, formData.groupby, context);
}
