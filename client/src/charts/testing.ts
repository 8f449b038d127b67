import type { VizFormDataMap, VizType } from '@chartroom/viz';
import { type ChartQueryResult, GenericDataType } from './types.ts';

type ColumnSpec = readonly [name: string, type: keyof typeof GenericDataType];

/** Builds a query result the way the chart data endpoint shapes it, for transformProps tests. */
export function queryResult(columns: readonly ColumnSpec[], rows: readonly unknown[][]): ChartQueryResult {
  const colnames = columns.map(([name]) => name);
  return {
    colnames,
    coltypes: columns.map(([, type]) => GenericDataType[type]),
    data: rows.map((row) => Object.fromEntries(colnames.map((name, index) => [name, row[index]]))),
    rowcount: rows.length,
  };
}

export const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);

/**
 * Form data as a saved chart may hold it: only the fields a test cares about. Saved params are
 * not guaranteed to be complete, which is what transformProps must cope with.
 */
export function formData<K extends VizType>(
  vizType: K,
  fields?: Omit<Partial<VizFormDataMap[K]>, 'viz_type'>,
): VizFormDataMap[K] {
  return { datasource: '1__table', ...fields, viz_type: vizType } as VizFormDataMap[K];
}
