import { labelsOf } from '../columns.ts';
import type { TimeseriesProps } from '../timeseriesProps.ts';

/**
 * A line chart split by one dimension cross-filters on a series: a click on a point of the
 * "SUM(revenue), EMEA" series filters the other charts on region = EMEA. Only a single physical
 * group-by column names one column to filter on (two dimensions make "EMEA, Online", an ad-hoc SQL
 * column has no column of its own).
 */
export function lineCrossFilterColumn(groupby: unknown): string | null {
  if (!Array.isArray(groupby) || groupby.length !== 1) return null;
  const [only] = groupby;
  return typeof only === 'string' && only !== '' ? only : null;
}

/** The dimension value of a pivoted series ("<metric>, <value>"), or null for an unsplit metric. */
export function seriesDimensionValue(seriesId: string, metrics: readonly string[]): string | null {
  if (metrics.includes(seriesId)) return null;
  const metric = [...metrics].sort((a, b) => b.length - a.length).find((m) => seriesId.startsWith(`${m}, `));
  return metric === undefined ? seriesId : seriesId.slice(metric.length + 2);
}

/**
 * A time-series chart's props made ready to cross-filter: with one group-by column, each series
 * carries the value it filters on. The line, area, step, smooth and scatter charts all do so.
 */
export function withSeriesCrossFilter(
  props: TimeseriesProps,
  formData: { readonly groupby?: unknown; readonly metrics?: unknown },
): TimeseriesProps {
  const crossFilterColumn = lineCrossFilterColumn(formData.groupby);
  if (!crossFilterColumn) return { ...props, crossFilterColumn: null };
  const metrics = labelsOf(formData.metrics);
  return {
    ...props,
    crossFilterColumn,
    series: props.series.map((s) => ({ ...s, crossValue: seriesDimensionValue(s.id, metrics) })),
  };
}
