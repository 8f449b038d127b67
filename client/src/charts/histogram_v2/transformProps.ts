import type { HistogramFormData } from '@chartroom/viz';
import type { BarDatum } from '@nivo/bar';
import { legendOptions } from '../ChartLegend.tsx';
import { labelColorFunction } from '../colors.ts';
import { labelOf, labelsOf, toNumber } from '../columns.ts';
import { displayName } from '../datasourceMeta.ts';
import type { BarChartProps } from '../echarts_timeseries_bar/transformProps.ts';
import { formatValue } from '../format.ts';
import { optionalString } from '../timeseries.ts';
import { contextFor } from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';

const BIN = /^(-?[\d.e+-]+) - (-?[\d.e+-]+)$/;
export const HISTOGRAM_INDEX = '__bin';

/**
 * The histogram step's result (a row per group, a column per bin named "<lower> - <upper>") as
 * bars: one bar per bin, one series per group, the bin edges in the x-axis format.
 */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: HistogramFormData,
  context?: ChartContext,
): BarChartProps {
  const meta = contextFor(queryResult, context).datasource;
  const dims = labelsOf(formData.groupby ?? []).filter((d) => queryResult.colnames.includes(d));
  const bins = queryResult.colnames.filter((c) => !dims.includes(c) && BIN.test(c));
  const edges = (bin: string) => {
    const [, lo, hi] = BIN.exec(bin) ?? [];
    return [Number(lo), Number(hi)] as const;
  };
  // Without a format of its own, edges get the decimals their bin width needs ('31 – 83', not '31 – 82.95').
  const own = optionalString(formData.x_axis_format);
  const [first] = bins;
  const width = first ? edges(first)[1] - edges(first)[0] : 1;
  const decimals = width > 0 ? Math.min(6, Math.max(0, 1 - Math.floor(Math.log10(width)))) : 2;
  const xFormat = own && own !== 'SMART_NUMBER' ? own : `,.${decimals}f`;
  const binLabel = (bin: string) => {
    const [lo, hi] = edges(bin);
    return `${formatValue(lo, xFormat)} – ${formatValue(hi, xFormat)}`;
  };
  const column = labelOf(formData.column) ?? '';
  const colorOf = labelColorFunction(formData);
  const series = queryResult.data.map((row, i) => {
    const label = dims.map((d) => String(row[d] ?? 'NULL')).join(', ') || displayName(column, meta) || 'count';
    return { id: `s${i}`, label, color: colorOf(label), row };
  });
  const data: BarDatum[] = bins.map((bin) => {
    const datum: BarDatum = { [HISTOGRAM_INDEX]: binLabel(bin) };
    for (const s of series) datum[s.id] = toNumber(s.row[bin]) ?? 0;
    return datum;
  });
  const normalized = formData.normalize === true;
  return {
    data,
    keys: series.map((s) => s.id),
    series: series.map((s) => ({ id: s.id, label: s.label, color: s.color, axis: 'left', kind: 'bar', data: [] })),
    indexBy: HISTOGRAM_INDEX,
    groupMode: 'grouped',
    layout: 'vertical',
    showValue: false,
    yFormat: optionalString(formData.y_axis_format) ?? (normalized ? '.1%' : 'SMART_NUMBER'),
    currency: undefined,
    legend: formData.show_legend === false || series.length < 2 ? null : legendOptions(formData, 'top'),
    xAxisTitle: optionalString(formData.x_axis_title) ?? displayName(column, meta),
    yAxisTitle: optionalString(formData.y_axis_title) ?? (normalized ? 'Share' : 'Count'),
    xLabelRotation: 0,
    logAxis: false,
    yBounds: [null, null],
  };
}
