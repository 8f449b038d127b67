import { labelOf, labelsOf, toNumber } from './columns.ts';
import type { ChartQueryResult } from './types.ts';

export interface CategoryRow {
  /** The group-by values of the row, as text ('NULL' for a missing one). */
  readonly path: readonly string[];
  readonly value: number | null;
  readonly row: Readonly<Record<string, unknown>>;
}

/** The column of a metric in a result: its label when present, else the first numeric-looking column. */
export function metricColumnOf(
  result: ChartQueryResult,
  metric: unknown,
  exclude: readonly string[] = [],
): string | undefined {
  const label = labelOf(metric);
  if (label !== undefined && result.colnames.includes(label)) return label;
  return result.colnames.find((name, i) => !exclude.includes(name) && result.coltypes[i] === 0);
}

/** Rows of a grouped result read as (dimension values, metric value). */
export function categoryRows(result: ChartQueryResult, dimensions: unknown, metric: unknown): CategoryRow[] {
  const dims = labelsOf(Array.isArray(dimensions) ? dimensions : dimensions ? [dimensions] : []).filter((d) =>
    result.colnames.includes(d),
  );
  const column = metricColumnOf(result, metric, dims);
  return result.data.map((row) => ({
    path: dims.map((d) => (row[d] === null || row[d] === undefined ? 'NULL' : String(row[d]))),
    value: column === undefined ? null : toNumber(row[column]),
    row,
  }));
}
