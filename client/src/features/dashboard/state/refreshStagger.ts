/** Superset's default spread of a dashboard refresh, in ms. */
export const DEFAULT_STAGGER_TIME = 5000;

/**
 * When each chart of a timed refresh starts, in ms after the tick: with staggering on, the charts are
 * spread evenly over the larger of the window and stagger_time; off, all start at once. Superset
 * gives a periodic refresh a window of a fifth of its interval.
 */
export function refreshDelays(
  count: number,
  windowMs: number,
  staggerTimeMs = DEFAULT_STAGGER_TIME,
  stagger = true,
): number[] {
  if (count <= 0) return [];
  const spread = Math.max(windowMs, staggerTimeMs);
  const step = stagger && count > 1 ? spread / (count - 1) : 0;
  return Array.from({ length: count }, (_, i) => Math.round(step * i));
}

/** Superset's auto-refresh choices: seconds and their labels. */
export const REFRESH_INTERVALS: readonly (readonly [number, string])[] = [
  [0, "Don't refresh"],
  [10, '10 seconds'],
  [30, '30 seconds'],
  [60, '1 minute'],
  [300, '5 minutes'],
  [1800, '30 minutes'],
  [3600, '1 hour'],
  [21600, '6 hours'],
  [43200, '12 hours'],
  [86400, '24 hours'],
];

/** The window of a periodic refresh: a fifth of its interval, as Superset spreads it. */
export const periodicWindowMs = (frequencySeconds: number) => frequencySeconds * 1000 * 0.2;
