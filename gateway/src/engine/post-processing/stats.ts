/**
 * numpy's percentile interpolations over sorted numbers (arquero's quantile is the linear one
 * only; boxplot quartiles use numpy's "midpoint").
 */
export function percentile(sorted: readonly number[], p: number, method: 'linear' | 'midpoint'): number | null {
  if (sorted.length === 0) return null;
  const h = (sorted.length - 1) * (p / 100);
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  const low = sorted[lo]!;
  const high = sorted[hi]!;
  return method === 'midpoint' ? (low + high) / 2 : low + (h - lo) * (high - low);
}

/**
 * numpy.histogram_bin_edges with a bin count: equal widths from min to max (±0.5 when all equal),
 * computed as numpy.linspace does (start + i * step, the last edge exactly the maximum).
 */
export function binEdges(values: readonly number[], bins: number): number[] {
  let first = values.length ? Math.min(...values) : 0;
  let last = values.length ? Math.max(...values) : 1;
  if (first === last) {
    first -= 0.5;
    last += 0.5;
  }
  const step = (last - first) / bins;
  return Array.from({ length: bins + 1 }, (_, i) => (i === bins ? last : i * step + first));
}

/** numpy.histogram counts: bins closed on the left, the last one closed on both sides. */
export function histogramCounts(values: readonly number[], edges: readonly number[]): number[] {
  const bins = edges.length - 1;
  const counts = Array<number>(bins).fill(0);
  const first = edges[0]!;
  const last = edges[bins]!;
  for (const v of values) {
    if (v < first || v > last) continue;
    let i = v === last ? bins - 1 : Math.floor(((v - first) / (last - first)) * bins);
    // Guard against rounding at the edges of the computed bin.
    while (i > 0 && v < edges[i]!) i--;
    while (i < bins - 1 && v >= edges[i + 1]!) i++;
    counts[i]! += 1;
  }
  return counts;
}
