import type { ExtraFormData } from '@chartroom/viz';
import { createContext, useContext } from 'react';
import type { DataMask, FilterStatus } from './extraFormData.ts';

/** What a chart card reads from the native filters: its extra form data and each filter's status. */
export interface ChartFiltersValue {
  /** The chart's extra form data; null when no applied filter reaches it (its query is unchanged). */
  readonly extraFormDataFor: (chartId: number) => ExtraFormData | null;
  readonly statusesFor: (chartId: number, datasetId: number | null) => FilterStatus[];
  /** The applied filters' data mask (what a permalink keeps). */
  readonly dataMask: DataMask;
}

export const ChartFiltersContext = createContext<ChartFiltersValue | null>(null);

/** The chart's filters; null outside a dashboard with native filters. */
export function useChartFilters(): ChartFiltersValue | null {
  return useContext(ChartFiltersContext);
}
