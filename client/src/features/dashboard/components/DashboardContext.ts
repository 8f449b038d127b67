import { createContext, useContext } from 'react';
import type { Layout } from '../layout/layoutTypes.ts';
import type { DashboardChartCard_chart$key } from './__generated__/DashboardChartCard_chart.graphql.ts';

/** What every layout component of one dashboard reads: the layout, the loaded charts, the mode. */
export interface DashboardContextValue {
  readonly dashboardGlobalId: string;
  readonly layout: Layout;
  /** Charts loaded with the page or their tab, by REST id; others load on their own when drawn. */
  readonly chartKeys: ReadonlyMap<number, DashboardChartCard_chart$key>;
  readonly activeTabs: readonly string[];
  readonly openTab: (tabsId: string, tabId: string) => void;
  readonly editing: boolean;
  /** Edit mode: replaces the layout (one undo step). */
  readonly changeLayout: (next: Layout) => void;
  /** Charts whose forced refresh is running. */
  readonly refreshing: ReadonlySet<number>;
  /** Re-runs these charts' queries without the cache. */
  readonly refreshCharts: (chartIds: readonly number[]) => void;
  readonly fullSizeChart: (componentId: string | null) => void;
}

export const DashboardContext = createContext<DashboardContextValue | null>(null);

export function useDashboard(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw new Error('useDashboard outside a dashboard');
  return value;
}
