import type { BulletFormData } from '@chartroom/viz';
import { metricColumnOf } from '../categoryRows.ts';
import { labelOf, toNumber } from '../columns.ts';
import { displayName } from '../datasourceMeta.ts';
import { optionalString } from '../timeseries.ts';
import { contextFor } from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';

export interface BulletMark {
  readonly value: number;
  readonly label: string | undefined;
}

export interface BulletProps {
  readonly title: string;
  readonly value: number | null;
  readonly ranges: readonly BulletMark[];
  readonly markers: readonly BulletMark[];
  readonly format: string;
}

/** Superset's comma-separated lists ("50, 100, 200"); what does not read as a number is left out. */
export function numberList(value: unknown): number[] {
  if (typeof value !== 'string' || value.trim() === '') return [];
  return value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isFinite(n));
}

const labelList = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.split(',').map((s) => s.trim()) : [];

/**
 * The metric against its ranges and markers. Without ranges there is one, from 0 to 110 % of the
 * value (as Superset draws it); markers and marker lines are both drawn as marker lines.
 */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: BulletFormData,
  context?: ChartContext,
): BulletProps {
  const meta = contextFor(queryResult, context).datasource;
  const metric = metricColumnOf(queryResult, formData.metric);
  const first = queryResult.data[0];
  const value = metric === undefined || !first ? null : toNumber(first[metric]);
  const given = numberList(formData.ranges);
  const rangeValues = given.length ? given : [Math.round(Math.max(0, (value ?? 0) * 1.1) * 1e6) / 1e6 || 1];
  const rangeLabels = labelList(formData.range_labels);
  const markerValues = [...numberList(formData.markers), ...numberList(formData.marker_lines)];
  const markerLabels = [...labelList(formData.marker_labels), ...labelList(formData.marker_line_labels)];
  const name = labelOf(formData.metric) ?? metric ?? '';
  return {
    title: displayName(name, meta),
    value,
    ranges: rangeValues.map((v, i) => ({ value: v, label: rangeLabels[i] })),
    markers: markerValues.map((v, i) => ({ value: v, label: markerLabels[i] })),
    format:
      optionalString(formData.y_axis_format) ?? (metric ? meta.metricFormats[metric] : undefined) ?? 'SMART_NUMBER',
  };
}
