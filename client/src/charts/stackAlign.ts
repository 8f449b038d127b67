import type { XValue } from './timeseries.ts';
import type { ChartSeries, SeriesPoint } from './timeseriesProps.ts';

const keyOf = (x: XValue) => (x instanceof Date ? `t${x.getTime()}` : `c${String(x)}`);

/**
 * Stacked series share every x: the plot stacks point i of each series on point i of the one below,
 * so a series missing a week (no orders on a channel) would stack its next value onto another
 * week's. Each series gets a point at every x of any series (times in order, categories in order
 * of first appearance), a missing or empty value counting 0, as a stack of counts means.
 */
export function alignStackedSeries(series: readonly ChartSeries[]): ChartSeries[] {
  const xs = new Map<string, XValue>();
  for (const s of series) for (const p of s.data) if (!xs.has(keyOf(p.x))) xs.set(keyOf(p.x), p.x);
  const ordered = [...xs.values()];
  if (ordered.every((x) => x instanceof Date)) {
    ordered.sort((a, b) => (a as Date).getTime() - (b as Date).getTime());
  }
  return series.map((s) => {
    const byX = new Map(s.data.map((p) => [keyOf(p.x), p.y]));
    const data: SeriesPoint[] = ordered.map((x) => ({ x, y: byX.get(keyOf(x)) ?? 0 }));
    return { ...s, data };
  });
}
