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
