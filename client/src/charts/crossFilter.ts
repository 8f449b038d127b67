import { createContext, useContext } from 'react';

/**
 * Where a chart sends a cross filter (a click on a slice, a bar, a row): the dashboard provides it
 * under DASHBOARD_CROSS_FILTERS; elsewhere there is none and clicks do nothing.
 */
export interface CrossFilterTarget {
  /** Filters the other charts in scope on this value of the column (the same value again clears it). */
  readonly emit: (column: string, value: string) => void;
  /** The value this chart currently filters on, if any. */
  readonly selected: string | null;
}

export const CrossFilterContext = createContext<CrossFilterTarget | null>(null);

export function useCrossFilter(): CrossFilterTarget | null {
  return useContext(CrossFilterContext);
}
