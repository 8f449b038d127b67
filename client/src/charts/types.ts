import type { BaseFormData, ChartFormData, VizFormDataMap, VizType } from '@chartroom/viz';
import type { ReactNode } from 'react';
import type { DatasourceMeta } from './datasourceMeta.ts';

export type { ChartFormData, VizFormDataMap, VizType };

/**
 * Form data as it arrives in `Chart.formData`: JSON whose shape the client cannot check. Only the
 * registry turns it into a plugin's typed form data (see `definePlugin`).
 */
export type SavedFormData = { viz_type: string } & Record<string, unknown>;

/** GenericDataType of the REST surface, per column of a query result. */
export const GenericDataType = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;

export type ChartRow = Readonly<Record<string, unknown>>;

/** One query's result, as `Chart.data.results[n]`: rows keyed by column, datetimes in epoch ms. */
export interface ChartQueryResult {
  readonly colnames: readonly string[];
  readonly coltypes: readonly number[];
  readonly data: readonly ChartRow[];
  readonly rowcount: number;
  /** `annotation_data`: per shown annotation layer name, what the server computed for it. */
  readonly annotationData?: Readonly<Record<string, unknown>> | null;
}

/**
 * Pure: one query's result (or all of them, for charts of several queries), the form data and what
 * the dataset says about its metrics -> the renderer's props.
 */
export type TransformProps<P, F extends BaseFormData = ChartFormData> = (
  queryResult: ChartQueryResult,
  formData: F,
  context: ChartContext,
) => P;

export interface ChartContext {
  readonly datasource: DatasourceMeta;
  /** Every query's result, in query order (the first is also `queryResult`). */
  readonly results: readonly ChartQueryResult[];
}

export interface ChartPlugin<P extends object, F extends BaseFormData> {
  /** Human name shown in lists (Superset's plugin metadata name). */
  readonly name: string;
  readonly Renderer: (props: P) => ReactNode;
  readonly transformProps: TransformProps<P, F>;
}
