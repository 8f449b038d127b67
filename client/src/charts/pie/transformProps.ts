import type { PieFormData } from '@chartroom/viz';
import { type LegendOptions, legendOptions } from '../ChartLegend.tsx';
import { labelColorFunction } from '../colors.ts';
import { labelOf, labelsOf, toNumber } from '../columns.ts';
import { optionalString } from '../timeseries.ts';
import { contextFor } from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';

export interface PieSlice {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly color: string;
}

export type PieLabelType =
  | 'key'
  | 'value'
  | 'percent'
  | 'key_value'
  | 'key_percent'
  | 'key_value_percent'
  | 'value_percent';

export interface PieChartProps {
  readonly slices: readonly PieSlice[];
  readonly total: number;
  readonly donut: boolean;
  readonly innerRadius: number;
  readonly legend: LegendOptions | null;
  readonly showLabels: boolean;
  readonly labelsOutside: boolean;
  /** Slices smaller than this share of the total (0..1) get no label, so labels do not pile up. */
  readonly labelThreshold: number;
  readonly labelType: PieLabelType;
  readonly numberFormat: string;
  readonly currency: unknown;
  readonly showTotal: boolean;
  /** The column a click on a slice cross-filters (one group-by column only). */
  readonly crossFilterColumn: string | null;
}

const labelTypes: readonly string[] = [
  'key',
  'value',
  'percent',
  'key_value',
  'key_percent',
  'key_value_percent',
  'value_percent',
];

type PieFields = PieFormData & {
  show_labels_threshold?: unknown;
  labels_outside?: unknown;
  show_total?: unknown;
  currency_format?: unknown;
  legendOrientation?: unknown;
  legendType?: unknown;
};

/**
 * One slice per row: the group-by columns name it, the metric sizes it. Slices without a positive
 * value cannot be drawn as an arc and are left out.
 */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: PieFields,
  context?: ChartContext,
): PieChartProps {
  const { colnames } = queryResult;
  const meta = contextFor(queryResult, context).datasource;
  const metric = labelOf(formData.metric) ?? colnames.find((name) => !labelsOf(formData.groupby).includes(name));
  const groupby = labelsOf(formData.groupby).filter((name) => colnames.includes(name));
  const labelColumns = groupby.length > 0 ? groupby : colnames.filter((name) => name !== metric);
  const seen = new Map<string, number>();
  const rows: { id: string; label: string; value: number }[] = [];
  for (const row of queryResult.data) {
    const value = metric === undefined ? null : toNumber(row[metric]);
    if (value === null || value <= 0) continue;
    const label =
      labelColumns.map((column) => String(row[column] ?? 'NULL')).join(', ') ||
      (metric ? (meta.verboseMap[metric] ?? metric) : '');
    // Nivo keys slices by id; two rows may share a label, so later ones get a suffix.
    const count = seen.get(label) ?? 0;
    seen.set(label, count + 1);
    rows.push({ id: count === 0 ? label : `${label} (${count + 1})`, label, value });
  }
  if (formData.sort_by_metric !== false) rows.sort((a, b) => b.value - a.value);
  const colorOf = labelColorFunction(formData);
  const slices = rows.map((row) => ({ ...row, color: colorOf(row.label) }));
  const labelType = optionalString(formData.label_type) ?? 'key';
  const threshold = toNumber(formData.show_labels_threshold);
  const inner = toNumber(formData.innerRadius);
  return {
    slices,
    total: slices.reduce((sum, slice) => sum + slice.value, 0),
    donut: formData.donut === true,
    innerRadius: inner !== null && inner > 0 && inner < 100 ? inner / 100 : 0.5,
    legend: formData.show_legend === false ? null : legendOptions(formData, 'right'),
    crossFilterColumn: groupby.length === 1 ? (groupby[0] ?? null) : null,
    showLabels: formData.show_labels !== false,
    labelsOutside: formData.labels_outside !== false,
    labelThreshold: threshold !== null && threshold >= 0 ? threshold / 100 : 0.05,
    labelType: (labelTypes.includes(labelType) ? labelType : 'key') as PieLabelType,
    numberFormat:
      optionalString(formData.number_format) ?? (metric ? meta.metricFormats[metric] : undefined) ?? 'SMART_NUMBER',
    currency: formData.currency_format,
    showTotal: formData.show_total === true,
  };
}
