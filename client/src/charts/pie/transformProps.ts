import type { PieFormData } from '@chartroom/viz';
import { labelOf, labelsOf, toNumber } from '../columns.ts';
import { optionalString } from '../timeseries.ts';
import type { ChartQueryResult } from '../types.ts';

export interface PieSlice {
  readonly id: string;
  readonly label: string;
  readonly value: number;
}

export type PieLabelType = 'key' | 'value' | 'percent' | 'key_value' | 'key_percent' | 'key_value_percent';

export interface PieChartProps {
  readonly slices: readonly PieSlice[];
  readonly total: number;
  readonly donut: boolean;
  readonly showLegend: boolean;
  readonly showLabels: boolean;
  readonly labelType: PieLabelType;
  readonly numberFormat: string;
}

const labelTypes: readonly string[] = ['key', 'value', 'percent', 'key_value', 'key_percent', 'key_value_percent'];

/**
 * One slice per row: the group-by columns name it, the metric sizes it. Slices without a positive
 * value cannot be drawn as an arc and are left out.
 */
export function transformProps(queryResult: ChartQueryResult, formData: PieFormData): PieChartProps {
  const { colnames } = queryResult;
  const metric = labelOf(formData.metric) ?? colnames.find((name) => !labelsOf(formData.groupby).includes(name));
  const groupby = labelsOf(formData.groupby).filter((name) => colnames.includes(name));
  const labelColumns = groupby.length > 0 ? groupby : colnames.filter((name) => name !== metric);
  const seen = new Map<string, number>();
  const slices: PieSlice[] = [];
  for (const row of queryResult.data) {
    const value = metric === undefined ? null : toNumber(row[metric]);
    if (value === null || value <= 0) continue;
    const label = labelColumns.map((column) => String(row[column] ?? 'NULL')).join(', ') || (metric ?? '');
    // Nivo keys slices by id; two rows may share a label, so later ones get a suffix.
    const count = seen.get(label) ?? 0;
    seen.set(label, count + 1);
    slices.push({ id: count === 0 ? label : `${label} (${count + 1})`, label, value });
  }
  if (formData.sort_by_metric !== false) slices.sort((a, b) => b.value - a.value);
  const labelType = optionalString(formData.label_type) ?? 'key';
  return {
    slices,
    total: slices.reduce((sum, slice) => sum + slice.value, 0),
    donut: formData.donut === true,
    showLegend: formData.show_legend !== false,
    showLabels: formData.show_labels !== false,
    labelType: (labelTypes.includes(labelType) ? labelType : 'key') as PieLabelType,
    numberFormat: optionalString(formData.number_format) ?? 'SMART_NUMBER',
  };
}
