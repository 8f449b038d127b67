import { isTemporalColumn, seriesColumns, toDate, toNumber, xAxisColumn } from './columns.ts';
import { formatTime } from './format.ts';
import type { ChartQueryResult } from './types.ts';

export type XValue = Date | string;

export interface TimeSeries {
  readonly id: string;
  readonly data: readonly { readonly x: XValue; readonly y: number | null }[];
}

export interface PivotedSeries {
  readonly xColumn: string | undefined;
  readonly xIsTime: boolean;
  readonly series: readonly TimeSeries[];
}

/**
 * Reads a post-processed time-series result (one x column, one column per series) into series of
 * points. Rows whose x value is missing or not a time (on a temporal axis) are dropped.
 */
export function pivotedSeries(
  result: ChartQueryResult,
  formData: { readonly x_axis?: unknown; readonly granularity_sqla?: unknown },
): PivotedSeries {
  const xColumn = xAxisColumn(result, formData);
  const xIsTime = xColumn !== undefined && isTemporalColumn(result, xColumn);
  const xs: (XValue | null)[] = result.data.map((row) => {
    const raw = xColumn === undefined ? undefined : row[xColumn];
    if (xIsTime) return toDate(raw);
    return raw === null || raw === undefined ? null : String(raw);
  });
  const series = seriesColumns(result, xColumn).map((column) => ({
    id: column,
    data: result.data.flatMap((row, index) => {
      const x = xs[index];
      return x === null || x === undefined ? [] : [{ x, y: toNumber(row[column]) }];
    }),
  }));
  return { xColumn, xIsTime, series };
}

export function formatXValue(x: XValue): string {
  return x instanceof Date ? formatTime(x) : x;
}

export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
