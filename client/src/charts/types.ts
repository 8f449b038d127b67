import type { ReactNode } from 'react';

/**
 * Form data as stored with a chart (Superset `params`). Loosely typed until `@chartroom/viz`
 * exports `ChartFormData`; this is the one place to swap for the discriminated union.
 */
export type ChartFormData = { viz_type: string } & Record<string, unknown>;

/** GenericDataType of the REST surface, per column of a query result. */
export const GenericDataType = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;

export type ChartRow = Readonly<Record<string, unknown>>;

/** One query's result, as `Chart.data.results[n]`: rows keyed by column, datetimes in epoch ms. */
export interface ChartQueryResult {
  readonly colnames: readonly string[];
  readonly coltypes: readonly number[];
  readonly data: readonly ChartRow[];
  readonly rowcount: number;
}

export type TransformProps<P> = (queryResult: ChartQueryResult, formData: ChartFormData) => P;

export interface ChartPlugin<P extends object> {
  /** Human name shown in lists (Superset's plugin metadata name). */
  readonly name: string;
  readonly Renderer: (props: P) => ReactNode;
  readonly transformProps: TransformProps<P>;
}
