import type { BubbleFormData } from '@chartroom/viz';
import { type LegendOptions, legendOptions } from '../ChartLegend.tsx';
import { metricColumnOf } from '../categoryRows.ts';
import { labelColorFunction } from '../colors.ts';
import { labelOf, toNumber } from '../columns.ts';
import { displayName } from '../datasourceMeta.ts';
import { optionalString } from '../timeseries.ts';
import { contextFor } from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';

// A type alias, not an interface: nivo's scatter datum needs the implicit index signature.
export type Bubble = {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly entity: string;
};

export interface BubbleSeries {
  readonly id: string;
  readonly color: string;
  readonly data: readonly Bubble[];
}

export interface BubbleProps {
  readonly series: readonly BubbleSeries[];
  /** Largest bubble diameter in px; the others scale by area. */
  readonly maxBubbleSize: number;
  readonly maxSize: number;
  readonly opacity: number;
  readonly xFormat: string;
  readonly yFormat: string;
  readonly sizeFormat: string;
  readonly xTitle: string;
  readonly yTitle: string;
  readonly sizeTitle: string;
  readonly logX: boolean;
  readonly logY: boolean;
  readonly legend: LegendOptions | null;
}

/** One bubble per entity at (x, y) sized by the size metric, coloured by its series. */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: BubbleFormData,
  context?: ChartContext,
): BubbleProps {
  const meta = contextFor(queryResult, context).datasource;
  const entity = labelOf(formData.entity) ?? queryResult.colnames[0] ?? '';
  const seriesColumn = labelOf(formData.series ?? undefined);
  const dims = [entity, ...(seriesColumn ? [seriesColumn] : [])];
  const xName = labelOf(formData.x);
  const yName = labelOf(formData.y);
  const sizeName = labelOf(formData.size);
  const column = (name: string | undefined) =>
    name !== undefined && queryResult.colnames.includes(name) ? name : metricColumnOf(queryResult, name, dims);
  const [xCol, yCol, sizeCol] = [column(xName), column(yName), column(sizeName)];
  const colorOf = labelColorFunction(formData);
  const bySeries = new Map<string, Bubble[]>();
  for (const row of queryResult.data) {
    const x = xCol === undefined ? null : toNumber(row[xCol]);
    const y = yCol === undefined ? null : toNumber(row[yCol]);
    const size = sizeCol === undefined ? null : toNumber(row[sizeCol]);
    if (x === null || y === null || size === null) continue;
    const name = String(row[entity] ?? 'NULL');
    const series = seriesColumn ? String(row[seriesColumn] ?? 'NULL') : name;
    const list = bySeries.get(series) ?? [];
    list.push({ x, y, size, entity: name });
    bySeries.set(series, list);
  }
  const series = [...bySeries].map(([id, data]) => ({ id, color: colorOf(id), data }));
  const sizes = series.flatMap((s) => s.data.map((d) => Math.abs(d.size)));
  const formatOf = (name: string | undefined, own: unknown) =>
    optionalString(own) ?? (name ? meta.metricFormats[name] : undefined) ?? 'SMART_NUMBER';
  const maxBubble = Number(formData.max_bubble_size ?? 25);
  return {
    series,
    maxBubbleSize: Number.isFinite(maxBubble) && maxBubble > 0 ? maxBubble * 2 : 50,
    maxSize: sizes.length ? Math.max(...sizes) : 1,
    opacity: typeof formData.opacity === 'number' ? formData.opacity : 0.6,
    xFormat: formatOf(xName, formData.xAxisFormat),
    yFormat: formatOf(yName, formData.y_axis_format),
    sizeFormat: formatOf(sizeName, undefined),
    xTitle: optionalString(formData.x_axis_label) ?? (xName ? displayName(xName, meta) : ''),
    yTitle: optionalString(formData.y_axis_label) ?? (yName ? displayName(yName, meta) : ''),
    sizeTitle: sizeName ? displayName(sizeName, meta) : '',
    logX: formData.logXAxis === true,
    logY: formData.logYAxis === true,
    legend: formData.show_legend === false || !seriesColumn ? null : legendOptions(formData, 'top'),
  };
}
