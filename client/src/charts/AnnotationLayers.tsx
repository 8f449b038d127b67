import { Box, Text } from '@chakra-ui/react';
import { useTooltip } from '@nivo/tooltip';
import { line as linePath } from 'd3-shape';
import { createContext, type MouseEvent, useContext, useId } from 'react';
import { type AnnotationGeometry, annotationGeometry, type PlotScales } from './annotationGeometry.ts';
import { type AnnotationEvent, type AnnotationInterval, type ChartAnnotations, dashArray } from './annotations.ts';

/** What nivo's custom layers receive that annotations use (inner plot size and the two scales). */
export interface ScaleLayerProps {
  readonly xScale: unknown;
  readonly yScale: unknown;
  readonly innerWidth: number;
  readonly innerHeight: number;
}

export function plotScales({ xScale, yScale, innerWidth, innerHeight }: ScaleLayerProps): PlotScales {
  const x = xScale as (value: Date) => number;
  const y = yScale as (value: number) => number;
  return { x: (d) => x(d), y: (v) => y(v), width: innerWidth, height: innerHeight };
}

/** What the annotation layers of one chart draw, and how its plot places a time and a value. */
export interface AnnotationLayerContext {
  readonly annotations: ChartAnnotations;
  readonly formatTime: (time: Date) => string;
  readonly scales: (layer: ScaleLayerProps) => PlotScales;
}

/**
 * Nivo renders custom layers as components with its own props only; the chart provides its
 * annotations around the plot and the layers read them here.
 */
export const AnnotationContext = createContext<AnnotationLayerContext | null>(null);

/** Nivo layer: interval bands, under the series. */
export function AnnotationBackLayer(layer: ScaleLayerProps) {
  const context = useContext(AnnotationContext);
  if (!context) return null;
  return (
    <IntervalBands
      geometry={annotationGeometry(context.annotations, context.scales(layer))}
      height={layer.innerHeight}
    />
  );
}

/** Nivo layer: lines, event markers and hover targets, over the series. */
export function AnnotationFrontLayer(layer: ScaleLayerProps) {
  const context = useContext(AnnotationContext);
  if (!context) return null;
  return (
    <AnnotationMarks
      geometry={annotationGeometry(context.annotations, context.scales(layer))}
      width={layer.innerWidth}
      height={layer.innerHeight}
      formatTime={context.formatTime}
    />
  );
}

/** The hover target of an event (a marker at the top of the plot) and of an interval (a strip). */
const MARKER = 8;

function AnnotationTooltip({
  item,
  formatTime,
}: {
  item: AnnotationEvent | AnnotationInterval;
  formatTime: (time: Date) => string;
}) {
  const when =
    'time' in item
      ? formatTime(item.time)
      : item.end.getTime() === item.start.getTime()
        ? formatTime(item.start)
        : `${formatTime(item.start)} – ${formatTime(item.end)}`;
  return (
    <Box
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderRadius="md"
      px="2"
      py="1.5"
      fontSize="xs"
      boxShadow="md"
      maxW="18rem"
    >
      <Text color="fg.muted">
        {item.layer} · {when}
      </Text>
      {item.title ? <Text fontWeight="semibold">{item.title}</Text> : null}
      {item.descriptions.map((d) => (
        <Text key={d} whiteSpace="pre-wrap">
          {d}
        </Text>
      ))}
    </Box>
  );
}

/** Interval bands, drawn under the series (Superset's markArea). */
export function IntervalBands({ geometry, height }: { geometry: AnnotationGeometry; height: number }) {
  return (
    <g data-annotation="intervals" pointerEvents="none">
      {geometry.intervals.map(({ interval, x0, x1 }) => (
        <rect
          key={`${interval.layer}:${interval.start.getTime()}:${interval.end.getTime()}:${interval.title}`}
          x={x0}
          y={0}
          width={x1 - x0}
          height={height}
          fill={interval.color}
          fillOpacity={interval.opacity * 0.45}
        />
      ))}
    </g>
  );
}

/**
 * Formula and time-series lines, event markers, and the hover targets of events and intervals,
 * drawn over the series: a pointer over an event's marker or an interval's top strip shows its
 * title and description (Superset's tooltip); the lines let the pointer through to the chart's own
 * tooltip, which lists their values.
 */
export function AnnotationMarks({
  geometry,
  height,
  width,
  formatTime,
}: {
  geometry: AnnotationGeometry;
  width: number;
  height: number;
  formatTime: (time: Date) => string;
}) {
  const { showTooltipFromEvent, hideTooltip } = useTooltip();
  const clip = useId();
  // The targets sit at the top of the plot: the tooltip opens below the pointer, inside the card.
  const show = (item: AnnotationEvent | AnnotationInterval) => (event: MouseEvent<SVGElement>) =>
    showTooltipFromEvent(<AnnotationTooltip item={item} formatTime={formatTime} />, event, 'bottom');
  const path = linePath<readonly [number, number]>()
    .x((p) => p[0])
    .y((p) => p[1]);
  return (
    <g data-annotation="marks">
      <clipPath id={clip}>
        <rect x={0} y={0} width={width} height={height} />
      </clipPath>
      <g clipPath={`url(#${clip})`} pointerEvents="none">
        {geometry.lines.map(({ line, points }) => (
          <g key={line.id} data-annotation-line={line.label}>
            {line.hideLine ? null : (
              <path
                d={path(points as [number, number][]) ?? ''}
                fill="none"
                stroke={line.color}
                strokeOpacity={line.opacity}
                strokeWidth={line.width}
                strokeDasharray={dashArray(line.style, line.width)}
              />
            )}
            {line.showMarkers || line.hideLine
              ? points.map(([x, y]) => (
                  <circle key={`${x}`} cx={x} cy={y} r={2 + line.width} fill={line.color} fillOpacity={line.opacity} />
                ))
              : null}
          </g>
        ))}
        {geometry.events.map(({ event, x }) => (
          <line
            key={`${event.layer}:${event.time.getTime()}:${event.title}`}
            x1={x}
            x2={x}
            y1={0}
            y2={height}
            stroke={event.color}
            strokeOpacity={event.opacity}
            strokeWidth={event.width}
            strokeDasharray={dashArray(event.style, event.width)}
          />
        ))}
      </g>
      {geometry.intervals.map(({ interval, x0, x1 }) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: the hover target of a tooltip; the band's text is also its title
        <rect
          key={`${interval.layer}:${interval.start.getTime()}:${interval.end.getTime()}:${interval.title}`}
          data-annotation-interval={interval.title || interval.layer}
          x={x0}
          y={0}
          width={x1 - x0}
          height={MARKER}
          fill={interval.color}
          fillOpacity={Math.min(1, interval.opacity + 0.2)}
          onMouseEnter={show(interval)}
          onMouseMove={show(interval)}
          onMouseLeave={hideTooltip}
        >
          <title>{interval.title || interval.layer}</title>
        </rect>
      ))}
      {geometry.intervals
        .filter(({ interval, x0, x1 }) => interval.showLabel && interval.title && x1 - x0 > 30)
        .map(({ interval, x0 }) => (
          <text
            key={`label:${interval.layer}:${interval.start.getTime()}:${interval.title}`}
            x={x0 + 4}
            y={MARKER + 12}
            fontSize={11}
            fill="currentColor"
            pointerEvents="none"
          >
            {interval.title}
          </text>
        ))}
      {geometry.events.map(({ event, x }) => (
        <g key={`marker:${event.layer}:${event.time.getTime()}:${event.title}`}>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the hover target of a tooltip; it also carries a title */}
          <path
            data-annotation-event={event.title || event.layer}
            d={`M${x - MARKER / 2},0 L${x + MARKER / 2},0 L${x},${MARKER} Z`}
            fill={event.color}
            fillOpacity={Math.max(0.6, event.opacity)}
            stroke={event.color}
            strokeWidth={4}
            strokeOpacity={0}
            onMouseEnter={show(event)}
            onMouseMove={show(event)}
            onMouseLeave={hideTooltip}
          >
            <title>{event.title || event.layer}</title>
          </path>
          {event.showLabel && event.title ? (
            <text x={x + 4} y={MARKER + 10} fontSize={11} fill="currentColor" pointerEvents="none">
              {event.title}
            </text>
          ) : null}
        </g>
      ))}
    </g>
  );
}

/** The same annotations painted on a canvas chart (above the canvas threshold there is no SVG). */
export function paintAnnotations(ctx: CanvasRenderingContext2D, annotations: ChartAnnotations, scales: PlotScales) {
  const geometry = annotationGeometry(annotations, scales);
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, scales.width, scales.height);
  ctx.clip();
  for (const { interval, x0, x1 } of geometry.intervals) {
    ctx.globalAlpha = interval.opacity * 0.45;
    ctx.fillStyle = interval.color;
    ctx.fillRect(x0, 0, x1 - x0, scales.height);
    ctx.globalAlpha = Math.min(1, interval.opacity + 0.2);
    ctx.fillRect(x0, 0, x1 - x0, MARKER);
  }
  const dash = (style: Parameters<typeof dashArray>[0], width: number) =>
    (dashArray(style, width) ?? '').split(' ').filter(Boolean).map(Number);
  for (const { line, points } of geometry.lines) {
    ctx.globalAlpha = line.opacity;
    ctx.strokeStyle = line.color;
    ctx.fillStyle = line.color;
    ctx.lineWidth = line.width;
    ctx.setLineDash(dash(line.style, line.width));
    if (!line.hideLine) {
      ctx.beginPath();
      points.forEach(([x, y], i) => {
        if (i === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      });
      ctx.stroke();
    }
    if (line.showMarkers || line.hideLine) {
      for (const [x, y] of points) {
        ctx.beginPath();
        ctx.arc(x, y, 2 + line.width, 0, Math.PI * 2);
        ctx.fill();
      }
    }
  }
  for (const { event, x } of geometry.events) {
    ctx.globalAlpha = event.opacity;
    ctx.strokeStyle = event.color;
    ctx.fillStyle = event.color;
    ctx.lineWidth = event.width;
    ctx.setLineDash(dash(event.style, event.width));
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x, scales.height);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.beginPath();
    ctx.moveTo(x - MARKER / 2, 0);
    ctx.lineTo(x + MARKER / 2, 0);
    ctx.lineTo(x, MARKER);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}
