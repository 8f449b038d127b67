import type { PopKpiFormData } from '@chartroom/viz';
import { metricColumnOf } from '../categoryRows.ts';
import { labelOf, toNumber } from '../columns.ts';
import { displayName } from '../datasourceMeta.ts';
import { formatValue } from '../format.ts';
import { optionalString } from '../timeseries.ts';
import { contextFor } from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';

export interface PopKpiProps {
  readonly metricName: string | null;
  readonly value: string;
  readonly previous: string;
  readonly change: string;
  readonly percent: string;
  /** 'up' and 'down' colour the change when colouring is on; 'none' leaves it plain. */
  readonly tone: 'good' | 'bad' | 'none';
  /** The comparison period, as the form names it ('1 year ago'). */
  readonly period: string;
  readonly headerSize: number;
  readonly subheaderSize: number;
}

/**
 * The metric now and in the comparison period (`<metric>__<offset>`, from the query's time
 * offset), with the change in value and in percent, as Superset's period-over-period big number.
 */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: PopKpiFormData,
  context?: ChartContext,
): PopKpiProps {
  const meta = contextFor(queryResult, context).datasource;
  const name = labelOf(formData.metric);
  // The offset's column is `<metric>__<offset>`; the metric's own column is the other one.
  const shifted = queryResult.colnames.find((c) => / ago$/.test(c) && c.includes('__'));
  const metric = metricColumnOf(queryResult, formData.metric, shifted ? [shifted] : []);
  const period = shifted && metric && shifted.startsWith(`${metric}__`) ? shifted.slice(metric.length + 2) : '';
  const row = queryResult.data[0];
  const current = metric === undefined || !row ? null : toNumber(row[metric]);
  const prior = shifted === undefined || !row ? null : toNumber(row[shifted]);
  const format =
    optionalString(formData.y_axis_format) ?? (metric ? meta.metricFormats[metric] : undefined) ?? 'SMART_NUMBER';
  const show = (v: number | null) => (v === null ? '–' : formatValue(v, format, formData.currency_format));
  const delta = current !== null && prior !== null ? current - prior : null;
  const ratio = delta !== null && prior ? delta / Math.abs(prior) : null;
  const signed = (text: string, v: number) => (v > 0 ? `+${text}` : text);
  const percentFormat = optionalString(formData.percentDifferenceFormat) ?? '.1%';
  const rising = delta !== null && delta > 0;
  const falling = delta !== null && delta < 0;
  const goodWhenUp = formData.comparison_color_scheme !== 'Red';
  return {
    metricName: formData.show_metric_name === true && name ? displayName(name, meta) : null,
    value: show(current),
    previous: show(prior),
    change: delta === null ? '–' : signed(show(delta), delta),
    percent: ratio === null ? '–' : signed(formatValue(ratio, percentFormat), ratio),
    tone:
      formData.comparison_color_enabled !== true || (!rising && !falling)
        ? 'none'
        : rising === goodWhenUp
          ? 'good'
          : 'bad',
    period,
    headerSize: typeof formData.header_font_size === 'number' ? formData.header_font_size : 0.4,
    subheaderSize: typeof formData.subheader_font_size === 'number' ? formData.subheader_font_size : 0.15,
  };
}
