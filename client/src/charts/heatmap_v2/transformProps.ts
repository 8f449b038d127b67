import type { HeatmapFormData } from '@chartroom/viz';
import { metricColumnOf } from '../categoryRows.ts';
import { sequentialColor } from '../colors.ts';
import { labelOf, labelsOf, toDate, toNumber } from '../columns.ts';
import { formatDate } from '../timeFormat.ts';
import { optionalString } from '../timeseries.ts';
import { contextFor } from '../timeseriesProps.ts';
import { type ChartContext, type ChartQueryResult, GenericDataType } from '../types.ts';

export interface HeatmapCell {
  readonly x: string;
  readonly y: number | null;
  /** 0..1 along the colour scale (the rank when the query ranked, else min..max). */
  readonly t: number;
}
export interface HeatmapRow {
  readonly id: string;
  readonly data: readonly HeatmapCell[];
}

export interface HeatmapProps {
  readonly rows: readonly HeatmapRow[];
  readonly colors: readonly string[];
  readonly scheme: string;
  readonly valueFormat: string;
  readonly currency: unknown;
  readonly showValues: boolean;
  readonly showLegend: boolean;
  readonly domain: readonly [number, number];
}

type Sort = HeatmapFormData['sort_x_axis'];

function sortKeys(keys: string[], sort: Sort, totals: Map<string, number>, temporal: boolean): string[] {
  if (sort === 'alpha_desc') return keys.sort().reverse();
  if (sort === 'value_asc') return keys.sort((a, b) => (totals.get(a) ?? 0) - (totals.get(b) ?? 0));
  if (sort === 'value_desc') return keys.sort((a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0));
  // Times stay in time order; other keys sort as text, numbers by value.
  return temporal ? keys : keys.sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}

/** One heatmap row per y value, one cell per x value; times named by the grain. */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: HeatmapFormData,
  context?: ChartContext,
): HeatmapProps {
  const meta = contextFor(queryResult, context).datasource;
  const xName = labelOf(formData.x_axis) ?? queryResult.colnames[0] ?? '';
  const yName =
    labelsOf(Array.isArray(formData.groupby) ? formData.groupby : [formData.groupby])[0] ??
    queryResult.colnames[1] ??
    '';
  const metric = metricColumnOf(queryResult, formData.metric, [xName, yName]);
  const xTemporal = queryResult.coltypes[queryResult.colnames.indexOf(xName)] === GenericDataType.TEMPORAL;
  const text = (value: unknown, temporal: boolean) => {
    if (value === null || value === undefined) return 'NULL';
    const date = temporal ? toDate(value) : null;
    return date ? formatDate(date, formData.x_axis_time_format, formData.time_grain_sqla) : String(value);
  };
  const rankColumn = queryResult.colnames.find((c) => c.startsWith(`${metric ?? ''}__rank`) || c === 'rank');
  const cells = new Map<string, Map<string, { value: number | null; rank: number | null }>>();
  const xOrder: string[] = [];
  const xTotals = new Map<string, number>();
  const yTotals = new Map<string, number>();
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const row of queryResult.data) {
    const x = text(row[xName], xTemporal);
    const y = text(row[yName], false);
    const value = metric === undefined ? null : toNumber(row[metric]);
    if (!xOrder.includes(x)) xOrder.push(x);
    const line = cells.get(y) ?? new Map();
    line.set(x, { value, rank: rankColumn ? toNumber(row[rankColumn]) : null });
    cells.set(y, line);
    if (value !== null) {
      min = Math.min(min, value);
      max = Math.max(max, value);
      xTotals.set(x, (xTotals.get(x) ?? 0) + value);
      yTotals.set(y, (yTotals.get(y) ?? 0) + value);
    }
  }
  const [lower, upper] = Array.isArray(formData.value_bounds) ? formData.value_bounds : [null, null];
  const lo = toNumber(lower) ?? (Number.isFinite(min) ? min : 0);
  const hi = toNumber(upper) ?? (Number.isFinite(max) ? max : 1);
  const xs = sortKeys(xTemporal ? xOrder : [...xOrder], formData.sort_x_axis, xTotals, xTemporal);
  const ys = sortKeys([...cells.keys()], formData.sort_y_axis, yTotals, false);
  const scheme = optionalString(formData.linear_color_scheme) ?? 'superset_seq_1';
  const color = sequentialColor(scheme);
  const rows = ys.map((y) => ({
    id: y,
    data: xs.map((x) => {
      const cell = cells.get(y)?.get(x);
      const value = cell?.value ?? null;
      const t = cell?.rank ?? (value === null ? 0 : hi === lo ? 0.5 : (value - lo) / (hi - lo));
      return { x, y: value, t };
    }),
  }));
  return {
    rows,
    colors: [0, 0.25, 0.5, 0.75, 1].map(color),
    scheme,
    valueFormat:
      optionalString(formData.y_axis_format) ?? (metric ? meta.metricFormats[metric] : undefined) ?? 'SMART_NUMBER',
    currency: formData.currency_format,
    showValues: formData.show_values === true,
    showLegend: formData.show_legend !== false,
    domain: [lo, hi],
  };
}
