import type { DistBarFormData } from '@chartroom/viz';
import type { BarDatum } from '@nivo/bar';
import { legendOptions } from '../ChartLegend.tsx';
import { labelColorFunction } from '../colors.ts';
import { isTruthy, labelsOf, toNumber } from '../columns.ts';
import { displayName } from '../datasourceMeta.ts';
import { type BarChartProps, barIndexKey } from '../echarts_timeseries_bar/transformProps.ts';
import { optionalString } from '../timeseries.ts';
import { contextFor, sharedMetricFormat } from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';

/**
 * Bars per group (the group-by values joined), a series per metric or per breakdown value. With one
 * metric and breakdowns the series are named by the breakdown values alone, as Superset names them.
 */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: DistBarFormData,
  context?: ChartContext,
): BarChartProps {
  const meta = contextFor(queryResult, context).datasource;
  const groupby = labelsOf(formData.groupby).filter((g) => queryResult.colnames.includes(g));
  const metrics = labelsOf(formData.metrics);
  const seriesColumns = queryResult.colnames.filter((c) => !groupby.includes(c));
  const single = metrics.length === 1 ? `${metrics[0]}, ` : undefined;
  const nameOf = (column: string) =>
    single && column.startsWith(single) ? column.slice(single.length) : displayName(column, meta);
  const colorOf = labelColorFunction(formData);
  const data: BarDatum[] = queryResult.data.map((row) => {
    const datum: BarDatum = { [barIndexKey]: groupby.map((g) => String(row[g] ?? 'NULL')).join(', ') || 'All' };
    for (const column of seriesColumns) {
      const value = toNumber(row[column]);
      if (value !== null) datum[column] = value;
    }
    return datum;
  });
  if (isTruthy(formData.order_bars)) data.sort((a, b) => String(a[barIndexKey]).localeCompare(String(b[barIndexKey])));
  const series = seriesColumns.map((id) => {
    const label = nameOf(id);
    return { id, label, color: colorOf(label), axis: 'left' as const, kind: 'bar' as const, data: [] };
  });
  return {
    data,
    keys: seriesColumns,
    series,
    indexBy: barIndexKey,
    groupMode: isTruthy(formData.bar_stacked) ? 'stacked' : 'grouped',
    layout: isTruthy(formData.horizontal) ? 'horizontal' : 'vertical',
    yFormat:
      optionalString(formData.y_axis_format) ??
      (isTruthy(formData.contribution) ? '.1%' : sharedMetricFormat(metrics, meta)) ??
      'SMART_NUMBER',
    currency: undefined,
    legend: formData.show_legend === false || series.length < 2 ? null : legendOptions(formData, 'top'),
    xAxisTitle: optionalString(formData.x_axis_label),
    yAxisTitle: optionalString(formData.y_axis_label),
    xLabelRotation: data.length > 12 ? 45 : 0,
    logAxis: false,
    yBounds: [null, null],
    showValue: isTruthy(formData.show_bar_value),
  };
}
