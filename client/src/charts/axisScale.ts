import { scaleLinear } from 'd3-scale';

export type Domain = readonly [number, number];

/** A rounded linear domain around the values; area and bar charts start at zero. */
export function niceDomain(
  values: Iterable<number | null>,
  options: { includeZero?: boolean; bounds?: readonly [number | null, number | null] } = {},
): Domain {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    if (v === null || !Number.isFinite(v)) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (min === Number.POSITIVE_INFINITY) return [0, 1];
  if (options.includeZero) {
    min = Math.min(0, min);
    max = Math.max(0, max);
  }
  if (min === max) {
    const pad = Math.abs(min) > 0 ? Math.abs(min) * 0.1 : 1;
    min -= pad;
    max += pad;
  }
  const [niceMin, niceMax] = scaleLinear().domain([min, max]).nice(6).domain() as [number, number];
  const [lower, upper] = options.bounds ?? [null, null];
  return [lower ?? niceMin, upper ?? niceMax];
}

/** Round tick values of a domain, about `count` of them. */
export function linearTicks(domain: Domain, count: number): number[] {
  return scaleLinear()
    .domain([...domain])
    .ticks(Math.max(2, count));
}

/**
 * Maps values of a secondary axis onto the primary one, so that both share the plot height: the
 * secondary domain's ends meet the primary's ends. `invert` reads a primary position back.
 */
export function secondaryMapping(
  primary: Domain,
  secondary: Domain,
): { map: (v: number) => number; invert: (v: number) => number } {
  const [p0, p1] = primary;
  const [s0, s1] = secondary;
  const ratio = (p1 - p0) / (s1 - s0 || 1);
  return { map: (v) => p0 + (v - s0) * ratio, invert: (v) => s0 + (v - p0) / ratio };
}
