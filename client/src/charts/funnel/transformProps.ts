import type { FunnelFormData } from '@chartroom/viz';
import { type LegendOptions, legendOptions } from '../ChartLegend.tsx';
import { categoryRows } from '../categoryRows.ts';
import { labelColorFunction } from '../colors.ts';
import { labelOf } from '../columns.ts';
import { formatNumber, formatValue } from '../format.ts';
import { optionalString } from '../timeseries.ts';
import { contextFor } from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';

// A type alias, not an interface: nivo's funnel datum needs the implicit index signature.
export type FunnelStage = {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly color: string;
  /** What the stage's label reads, per `label_type`. */
  readonly text: string;
};

export interface FunnelProps {
  readonly stages: readonly FunnelStage[];
  readonly numberFormat: string;
  readonly currency: unknown;
  readonly showLabels: boolean;
  readonly legend: LegendOptions | null;
}

/**
 * One stage per group, widest first unless sorting is off; percentages against the first stage,
 * the previous one or the total, as `percent_calculation_type` says.
 */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: FunnelFormData,
  context?: ChartContext,
): FunnelProps {
  const meta = contextFor(queryResult, context).datasource;
  const metric = labelOf(formData.metric);
  const rows = categoryRows(queryResult, formData.groupby, formData.metric).filter(
    (r) => r.value !== null && r.value > 0,
  );
  if (formData.sort_by_metric !== false) rows.sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
  const numberFormat =
    optionalString(formData.number_format) ?? (metric ? meta.metricFormats[metric] : undefined) ?? 'SMART_NUMBER';
  const total = rows.reduce((sum, r) => sum + (r.value ?? 0), 0);
  const colorOf = labelColorFunction(formData);
  const stages = rows.map((row, i) => {
    const value = row.value as number;
    const label = row.path.join(', ') || 'All';
    const base =
      formData.percent_calculation_type === 'total'
        ? total
        : formData.percent_calculation_type === 'prev_step'
          ? (rows[i - 1]?.value ?? value)
          : (rows[0]?.value ?? value);
    const percent = formatNumber(base ? value / base : 0, '.1%');
    const formatted = formatValue(value, numberFormat, formData.currency_format);
    const text = (() => {
      switch (formData.label_type) {
        case 'value':
          return formatted;
        case 'percent':
          return percent;
        case 'key_value':
          return `${label}: ${formatted}`;
        case 'key_percent':
          return `${label}: ${percent}`;
        case 'key_value_percent':
          return `${label}: ${formatted} (${percent})`;
        default:
          return label;
      }
    })();
    return { id: `${i}:${label}`, label, value, color: colorOf(label), text };
  });
  return {
    stages,
    numberFormat,
    currency: formData.currency_format,
    showLabels: formData.show_labels !== false,
    legend: formData.show_legend === false ? null : legendOptions(formData, 'top'),
  };
}
