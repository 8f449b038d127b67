import type { AnnotationEvent, AnnotationInterval, AnnotationLine, ChartAnnotations } from './annotations.ts';

export interface PlotScales {
  readonly x: (time: Date) => number;
  readonly y: (value: number) => number;
  readonly width: number;
  readonly height: number;
}

export interface PlacedInterval {
  readonly interval: AnnotationInterval;
  readonly x0: number;
  readonly x1: number;
}
export interface PlacedEvent {
  readonly event: AnnotationEvent;
  readonly x: number;
}
export interface PlacedLine {
  readonly line: AnnotationLine;
  readonly points: readonly (readonly [number, number])[];
}

export interface AnnotationGeometry {
  readonly intervals: readonly PlacedInterval[];
  readonly events: readonly PlacedEvent[];
  readonly lines: readonly PlacedLine[];
}

/** An interval narrower than this is still drawn this wide, so a one-day band on a decade stays visible. */
const MIN_BAND_PX = 2;

/**
 * Pixel positions of a chart's annotations on its plot (inner coordinates). Events and intervals
 * wholly outside the x range are left out and bands are clipped to the plot; lines keep every point
 * (the renderer clips them to the plot).
 */
export function annotationGeometry(annotations: ChartAnnotations, scales: PlotScales): AnnotationGeometry {
  const inside = (x: number) => Number.isFinite(x) && x >= 0 && x <= scales.width;
  const intervals = annotations.intervals.flatMap((interval) => {
    const a = scales.x(interval.start);
    const b = scales.x(interval.end);
    if (!Number.isFinite(a) || !Number.isFinite(b) || b < 0 || a > scales.width) return [];
    let x0 = Math.max(0, a);
    let x1 = Math.min(scales.width, b);
    if (x1 - x0 < MIN_BAND_PX) {
      const mid = (x0 + x1) / 2;
      x0 = Math.max(0, mid - MIN_BAND_PX / 2);
      x1 = Math.min(scales.width, x0 + MIN_BAND_PX);
    }
    return [{ interval, x0, x1 }];
  });
  const events = annotations.events.flatMap((event) => {
    const x = scales.x(event.time);
    return inside(x) ? [{ event, x }] : [];
  });
  const lines = annotations.lines.map((line) => ({
    line,
    points: line.points
      .map((p) => [scales.x(p.x), scales.y(p.y)] as const)
      .filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y)),
  }));
  return { intervals, events, lines };
}

/** The annotation lines' values at one time (for the chart's tooltip at that x). */
export function annotationValuesAt(
  lines: readonly AnnotationLine[],
  time: Date,
): { readonly line: AnnotationLine; readonly value: number }[] {
  const t = time.getTime();
  return lines.flatMap((line) => {
    const point = line.points.find((p) => p.x.getTime() === t);
    return point ? [{ line, value: point.y }] : [];
  });
}

/**
 * A time -> x mapping for a chart whose x-axis is bands (a bar per period): linear between the
 * centres of neighbouring bands, and beyond the ends at the spacing of the nearest pair, so an event
 * between two months falls between their bars.
 */
export function bandTimeScale(times: readonly number[], centers: readonly number[]): (time: Date) => number {
  const n = Math.min(times.length, centers.length);
  return (time) => {
    const t = time.getTime();
    if (n === 0) return Number.NaN;
    if (n === 1) return centers[0] as number;
    let i = 0;
    while (i < n - 2 && t > (times[i + 1] as number)) i++;
    const t0 = times[i] as number;
    const t1 = times[i + 1] as number;
    const c0 = centers[i] as number;
    const c1 = centers[i + 1] as number;
    return t1 === t0 ? c0 : c0 + ((t - t0) / (t1 - t0)) * (c1 - c0);
  };
}
