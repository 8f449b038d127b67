import type { LineCustomSvgLayerProps } from '@nivo/line';
import { curveLinear, curveMonotoneX, curveStep, curveStepAfter, curveStepBefore, line } from 'd3-shape';
import type { XValue } from './timeseries.ts';
import type { SeriesKind } from './timeseriesProps.ts';

export interface LayerDatum {
  readonly x: XValue;
  readonly y: number | null;
  readonly value: number | null;
}
export interface LayerSeries {
  readonly id: string;
  /** Nivo passes extra series fields through to layers: how to draw it, and its marker size. */
  readonly kind: SeriesKind;
  readonly markerSize: number;
  readonly data: readonly LayerDatum[];
}

const CURVES = {
  line: curveLinear,
  smooth: curveMonotoneX,
  start: curveStepBefore,
  middle: curveStep,
  end: curveStepAfter,
} as const;

/**
 * Draws each series in its own kind (line, smooth, step, scatter or bar) on one plot, which is
 * what a mixed chart needs; nivo's own lines layer draws every series alike.
 */
export function SeriesLayer({ series, yScale, innerWidth }: LineCustomSvgLayerProps<LayerSeries>) {
  const barSeries = series.filter((s) => s.kind === 'bar');
  const xs = [...new Set(series.flatMap((s) => s.data.map((d) => d.position.x)))].sort((a, b) => a - b);
  let gap = innerWidth;
  for (let i = 1; i < xs.length; i++) gap = Math.min(gap, (xs[i] as number) - (xs[i - 1] as number));
  const band = Math.max(1, Math.min(gap, innerWidth / Math.max(1, xs.length)) * 0.7);
  const barWidth = barSeries.length ? band / barSeries.length : 0;
  const zero = yScale(0 as never);
  return (
    <g>
      {series.map((s) => {
        const kind = s.kind;
        if (kind === 'bar') {
          const index = barSeries.indexOf(s);
          return (
            <g key={String(s.id)}>
              {s.data.map((d) =>
                d.data.y === null ? null : (
                  <rect
                    key={`${d.position.x}`}
                    x={d.position.x - band / 2 + index * barWidth}
                    y={Math.min(d.position.y, zero)}
                    width={Math.max(1, barWidth - 1)}
                    height={Math.abs(zero - d.position.y)}
                    fill={s.color}
                  />
                ),
              )}
            </g>
          );
        }
        if (kind === 'scatter') {
          return (
            <g key={String(s.id)}>
              {s.data.map((d) =>
                d.data.y === null ? null : (
                  <circle
                    key={`${d.position.x}`}
                    cx={d.position.x}
                    cy={d.position.y}
                    r={Math.max(2, s.markerSize / 2)}
                    fill={s.color}
                  />
                ),
              )}
            </g>
          );
        }
        const path = line<{ position: { x: number; y: number }; data: { y: unknown } }>()
          .defined((d) => d.data.y !== null)
          .x((d) => d.position.x)
          .y((d) => d.position.y)
          .curve(CURVES[kind])(s.data as never);
        return <path key={String(s.id)} d={path ?? ''} fill="none" stroke={s.color} strokeWidth={2} />;
      })}
    </g>
  );
}
