import type { ExtraFormData } from '@chartroom/viz';
import { createContext, useContext } from 'react';
import type { CrossFilterTarget } from '../../../charts/crossFilter.ts';
import type { CrossFilter, DataMask, FilterStatus, NativeFilter } from './extraFormData.ts';
import type { FilterValues } from './nativeFilterState.ts';

/** A legacy filter box drawn on the dashboard: its filters, their applied values and how to apply. */
export interface FilterBoxView {
  readonly filters: readonly NativeFilter[];
  readonly values: FilterValues;
  /** Superset's instant_filtering: each change applies at once; otherwise the box has Apply. */
  readonly instant: boolean;
  readonly apply: (values: FilterValues) => void;
}

/** What a chart card reads from the native filters: its extra form data and each filter's status. */
export interface ChartFiltersValue {
  /** The chart's extra form data; null when no applied filter reaches it (its query is unchanged). */
  readonly extraFormDataFor: (chartId: number) => ExtraFormData | null;
  readonly statusesFor: (chartId: number, datasetId: number | null) => FilterStatus[];
  /** The applied filters' data mask (what a permalink keeps). */
  readonly dataMask: DataMask;
  /** Under DASHBOARD_CROSS_FILTERS: where the chart's clicks go; null otherwise. */
  readonly crossFilterTarget: (chartId: number) => CrossFilterTarget | null;
  /** The cross filter the chart emits, if any. */
  readonly crossFilterOf: (chartId: number) => CrossFilter | null;
  readonly clearCrossFilter: (chartId: number) => void;
  /** The filter box a chart is (a legacy `filter_box` chart still in use), or null. */
  readonly filterBoxFor?: (chartId: number) => FilterBoxView | null;
}

export const ChartFiltersContext = createContext<ChartFiltersValue | null>(null);

/** The chart's filters; null outside a dashboard with native filters. */
export function useChartFilters(): ChartFiltersValue | null {
  return useContext(ChartFiltersContext);
}
