import { Box, Flex, Text } from '@chakra-ui/react';
import { Line, LineCanvas, type PointTooltipProps, type SliceTooltipProps } from '@nivo/line';
import { useMemo, useState } from 'react';
import {
  AnnotationBackLayer,
  AnnotationContext,
  AnnotationFrontLayer,
  paintAnnotations,
  plotScales,
  type ScaleLayerProps,
} from './AnnotationLayers.tsx';
import { annotationValuesAt } from './annotationGeometry.ts';
import { annotationLegendItems, hasAnnotations, withoutHidden } from './annotations.ts';
import { linearTicks, niceDomain, secondaryMapping } from './axisScale.ts';
import { ChartFrame, type ChartSize } from './ChartFrame.tsx';
import { useCrossFilter } from './crossFilter.ts';
import { formatValue } from './format.ts';
import { useNivoTheme } from './nivoTheme.ts';
import { type LayerSeries, SeriesLayer } from './SeriesLayer.tsx';
import { alignStackedSeries } from './stackAlign.ts';
import { formatDate, timeAxisTicks } from './timeFormat.ts';
import type { XValue } from './timeseries.ts';
import type { ChartSeries, TimeseriesProps } from './timeseriesProps.ts';

/** Above this many points the chart draws on a canvas: SVG with that many nodes stops being responsive. */
export const CANVAS_POINT_THRESHOLD = 3000;

/** y is what is drawn; value is the series' own (they differ on the secondary axis). */
type DrawnSeries = LayerSeries;

const CANVAS_CURVES = {
  line: 'linear',
  scatter: 'linear',
  smooth: 'monotoneX',
  start: 'stepBefore',
  middle: 'step',
  end: 'stepAfter',
} as const;

function approxTextWidth(text: string): number {
  return text.length * 6.5;
}

type TooltipPoint = SliceTooltipProps<DrawnSeries>['slice']['points'][number];

function SliceTooltip({
  slice,
  props,
  byId,
}: SliceTooltipProps<DrawnSeries> & { props: TimeseriesProps; byId: ReadonlyMap<string, ChartSeries> }) {
  return <TooltipBody points={slice.points} props={props} byId={byId} />;
}

/** The canvas chart's tooltip (its mesh finds one point): the same header and formats as a slice's. */
function PointTooltip({
  point,
  props,
  byId,
}: PointTooltipProps<DrawnSeries> & { props: TimeseriesProps; byId: ReadonlyMap<string, ChartSeries> }) {
  return <TooltipBody points={[point]} props={props} byId={byId} />;
}

function TooltipBody({
  points: given,
  props,
  byId,
}: {
  points: readonly TooltipPoint[];
  props: TimeseriesProps;
  byId: ReadonlyMap<string, ChartSeries>;
}) {
  const first = given[0];
  const x = first?.data.x;
  const header =
    x instanceof Date ? formatDate(x, props.tooltipTimeFormat ?? props.xTimeFormat, props.timeGrain) : String(x ?? '');
  const points = [...given];
  if (props.tooltipSortByMetric) points.sort((a, b) => (b.data.value ?? 0) - (a.data.value ?? 0));
  return (
    <Box
      data-testid="chart-tooltip"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderRadius="md"
      px="2"
      py="1.5"
      fontSize="xs"
      boxShadow="md"
    >
      <Text fontWeight="semibold" mb="1">
        {header}
      </Text>
      {points.map((point) => {
        const series = byId.get(String(point.seriesId));
        const format = series?.axis === 'right' ? props.y2Format : props.yFormat;
        const value = point.data.value;
        return (
          <Flex key={point.id} gap="2" align="center" justify="space-between">
            <Flex gap="1.5" align="center" minW="0">
              <Box w="2" h="2" borderRadius="full" flexShrink={0} style={{ background: point.seriesColor }} />
              <Text truncate maxW="14rem">
                {series?.label ?? String(point.seriesId)}
              </Text>
            </Flex>
            <Text fontVariantNumeric="tabular-nums" fontWeight="medium">
              {value === null ? 'N/A' : formatValue(value, format, props.currency)}
            </Text>
          </Flex>
        );
      })}
      {x instanceof Date
        ? annotationValuesAt(props.annotations.lines, x).map(({ line, value }) => (
            <Flex key={line.id} gap="2" align="center" justify="space-between">
              <Flex gap="1.5" align="center" minW="0">
                <Box w="2" h="0.5" flexShrink={0} style={{ background: line.color }} />
                <Text truncate maxW="14rem">
                  {line.label}
                </Text>
              </Flex>
              <Text fontVariantNumeric="tabular-nums" fontWeight="medium">
                {formatValue(value, props.yFormat, props.currency)}
              </Text>
            </Flex>
          ))
        : null}
    </Box>
  );
}

/** The series nearest to a click in an x slice (its points are in the plot's inner coordinates). */
function nearestSeries(
  slice: {
    readonly y0: number;
    readonly points: readonly { readonly seriesId: string | number; readonly y: number }[];
  },
  clientY: number,
  sliceTop: number,
): string | null {
  const y = clientY - sliceTop + slice.y0;
  let best: { id: string; distance: number } | null = null;
  for (const point of slice.points) {
    const distance = Math.abs(point.y - y);
    if (!best || distance < best.distance) best = { id: String(point.seriesId), distance };
  }
  return best?.id ?? null;
}

function Plot({ props, hidden, size }: { props: TimeseriesProps; hidden: ReadonlySet<string>; size: ChartSize }) {
  const theme = useNivoTheme();
  // A line split by one dimension cross-filters on the series nearest to the click (dashboard only).
  const cross = useCrossFilter();
  const crossColumn = cross ? (props.crossFilterColumn ?? null) : null;
  const shown = props.series.filter((s) => !hidden.has(s.id));
  const visible = props.stacked ? alignStackedSeries(shown) : shown;
  const left = visible.filter((s) => s.axis === 'left');
  const right = visible.filter((s) => s.axis === 'right');
  const includeZero = props.enableArea || props.stacked;
  // Formula and time-series annotation lines share the left axis, which stretches to show them.
  const annotationValues = props.annotations.lines.flatMap((l) => l.points.map((p) => p.y));
  const leftValues = [
    ...(props.stacked ? stackedTotals(left) : left.flatMap((s) => s.data.map((p) => p.y))),
    ...annotationValues,
  ];
  const leftDomain = niceDomain(leftValues, { includeZero, bounds: props.yBounds });
  const rightDomain = right.length ? niceDomain(right.flatMap((s) => s.data.map((p) => p.y))) : undefined;
  const mapping = rightDomain ? secondaryMapping(leftDomain, rightDomain) : undefined;
  const byId = new Map(props.series.map((s) => [s.id, s]));
  // An annotation's own time, not its period: an event on 15 April reads as that day on a monthly chart.
  const formatTime = useMemo(
    () => (time: Date) => formatDate(time, props.tooltipTimeFormat, undefined),
    [props.tooltipTimeFormat],
  );
  const annotated = props.xIsTime && hasAnnotations(props.annotations);
  const annotationContext = useMemo(
    () => ({ annotations: props.annotations, formatTime, scales: plotScales }),
    [props.annotations, formatTime],
  );
  const data: DrawnSeries[] = visible.map((s) => ({
    id: s.id,
    kind: s.kind,
    markerSize: props.markerSize,
    data: s.data.map((p) => ({
      x: p.x,
      y: p.y === null ? null : s.axis === 'right' && mapping ? mapping.map(p.y) : p.y,
      value: p.y,
    })),
  }));

  const leftTicks = linearTicks(leftDomain, Math.floor(size.height / 50));
  const leftLabels = leftTicks.map((t) => formatValue(t, props.yFormat, props.currency));
  const rightTicks = rightDomain ? linearTicks(rightDomain, Math.floor(size.height / 50)) : [];
  const rightLabels = rightTicks.map((t) => formatValue(t, props.y2Format, props.currency));
  const margin = {
    top: 12,
    right: Math.max(20, rightDomain ? Math.max(...rightLabels.map(approxTextWidth)) + 16 : 20),
    bottom: (props.xLabelRotation ? 70 : 36) + (props.xAxisTitle ? 18 : 0),
    left: Math.max(...leftLabels.map(approxTextWidth), 24) + 16 + (props.yAxisTitle ? 20 : 0),
  };
  const innerWidth = Math.max(10, size.width - margin.left - margin.right);

  const xs = data[0]?.data.map((d) => d.x) ?? [];
  let bottomTickValues: readonly XValue[] | undefined;
  let bottomFormat: (value: unknown) => string;
  if (props.xIsTime) {
    const times = props.series.flatMap((s) => s.data.map((p) => (p.x instanceof Date ? p.x.getTime() : Number.NaN)));
    const finite = times.filter(Number.isFinite);
    if (finite.length === 0) {
      bottomTickValues = [];
      bottomFormat = String;
    } else {
      const domain: [Date, Date] = [new Date(Math.min(...finite)), new Date(Math.max(...finite))];
      const ticks = timeAxisTicks(
        domain,
        innerWidth,
        props.timeGrain,
        props.xTimeFormat,
        props.xLabelRotation ? 40 : 90,
      );
      bottomTickValues = ticks.values;
      bottomFormat = (value) => (value instanceof Date ? ticks.format(value) : String(value));
    }
  } else {
    const longest = Math.max(...xs.map((x) => approxTextWidth(String(x))), 20);
    const every = Math.max(1, Math.ceil((xs.length * (props.xLabelRotation ? 18 : longest + 12)) / innerWidth));
    bottomTickValues = xs.filter((_, i) => i % every === 0);
    bottomFormat = (value) => String(value);
  }

  const points = data.reduce((n, s) => n + s.data.length, 0);
  const common = {
    width: size.width,
    height: size.height,
    data,
    theme,
    margin,
    xScale: props.xIsTime ? ({ type: 'time', useUTC: true } as const) : ({ type: 'point' } as const),
    yScale: props.logAxis
      ? ({ type: 'symlog', min: leftDomain[0], max: leftDomain[1], stacked: props.stacked } as const)
      : ({ type: 'linear', min: leftDomain[0], max: leftDomain[1], stacked: props.stacked } as const),
    colors: (series: { id: string | number }) => {
      const drawnSeries = byId.get(String(series.id));
      const color = drawnSeries?.color ?? '#888888';
      // A cross-filtering chart dims the series it does not filter on.
      return crossColumn && cross?.selected != null && drawnSeries?.crossValue !== cross.selected
        ? `${color}55`
        : color;
    },
    enablePoints: props.showMarkers,
    pointSize: props.markerSize,
    enableArea: props.enableArea,
    areaOpacity: props.areaOpacity,
    enableGridX: false,
    axisBottom: {
      tickValues: bottomTickValues as XValue[],
      format: bottomFormat,
      tickRotation: -props.xLabelRotation,
      legend: props.xAxisTitle,
      legendOffset: margin.bottom - 8,
      legendPosition: 'middle' as const,
    },
    axisLeft: {
      tickValues: leftTicks,
      format: (v: unknown) => (typeof v === 'number' ? formatValue(v, props.yFormat, props.currency) : String(v)),
      legend: props.yAxisTitle,
      legendOffset: -margin.left + 12,
      legendPosition: 'middle' as const,
    },
    axisRight:
      mapping && rightDomain
        ? {
            tickValues: rightTicks.map(mapping.map),
            format: (v: unknown) =>
              typeof v === 'number' ? formatValue(mapping.invert(v), props.y2Format, props.currency) : String(v),
          }
        : null,
    gridYValues: leftTicks,
  };
  if (points > CANVAS_POINT_THRESHOLD) {
    return (
      <LineCanvas<DrawnSeries>
        {...common}
        curve={CANVAS_CURVES[props.style]}
        enablePoints={props.showMarkers || props.style === 'scatter'}
        lineWidth={2}
        // A canvas ignores a zero line width, so a scatter chart leaves the lines layer out instead.
        layers={[
          'grid',
          'markers',
          'axes',
          'areas',
          'crosshair',
          ...(props.style === 'scatter' ? [] : (['lines'] as const)),
          ...(annotated
            ? [
                (ctx: CanvasRenderingContext2D, layer: ScaleLayerProps) =>
                  paintAnnotations(ctx, props.annotations, plotScales(layer)),
              ]
            : []),
          'points',
          'slices',
          'mesh',
        ]}
        // A canvas has no slices: a mesh finds the nearest point for the tooltip (and the cross-filter click).
        isInteractive
        tooltip={(tooltip) => <PointTooltip {...tooltip} props={props} byId={byId} />}
        pixelRatio={typeof window === 'undefined' ? 1 : window.devicePixelRatio}
        onClick={
          crossColumn && cross
            ? (datum) => {
                const value = 'seriesId' in datum ? byId.get(String(datum.seriesId))?.crossValue : null;
                if (value != null) cross.emit(crossColumn, value);
              }
            : undefined
        }
      />
    );
  }
  return (
    <AnnotationContext.Provider value={annotationContext}>
      <Line<DrawnSeries>
        {...common}
        // ChartView's figure names the chart; nivo's default role="img" svg would be an unnamed image.
        role="presentation"
        animate={false}
        layers={[
          'grid',
          ...(annotated ? [AnnotationBackLayer] : []),
          'markers',
          'axes',
          'areas',
          SeriesLayer,
          'crosshair',
          'points',
          'slices',
          'mesh',
          ...(annotated ? [AnnotationFrontLayer] : []),
        ]}
        enableSlices="x"
        sliceTooltip={(tooltip) => <SliceTooltip {...tooltip} props={props} byId={byId} />}
        onClick={
          crossColumn && cross
            ? (datum, event) => {
                const seriesId =
                  'points' in datum
                    ? nearestSeries(datum, event.clientY, (event.currentTarget as Element).getBoundingClientRect().top)
                    : String(datum.seriesId);
                const value = seriesId === null ? null : byId.get(seriesId)?.crossValue;
                if (value != null) cross.emit(crossColumn, value);
              }
            : undefined
        }
      />
    </AnnotationContext.Provider>
  );
}

function stackedTotals(series: readonly ChartSeries[]): number[] {
  const totals = new Map<string, { pos: number; neg: number }>();
  for (const s of series) {
    for (const p of s.data) {
      if (p.y === null) continue;
      const key = p.x instanceof Date ? String(p.x.getTime()) : p.x;
      const t = totals.get(key) ?? { pos: 0, neg: 0 };
      if (p.y >= 0) t.pos += p.y;
      else t.neg += p.y;
      totals.set(key, t);
    }
  }
  return [...totals.values()].flatMap((t) => [t.pos, t.neg]);
}

/** Line, area, scatter, smooth and step charts: one plot with an HTML legend whose entries toggle series. */
export function TimeseriesChart(props: TimeseriesProps) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const items = useMemo(
    () => [
      ...props.series.map((s) => ({
        id: s.id,
        label: s.axis === 'right' ? `${s.label} (right axis)` : s.label,
        color: s.color,
        hidden: hidden.has(s.id),
      })),
      ...annotationLegendItems(props.annotations).map((item) => ({ ...item, hidden: hidden.has(item.id) })),
    ],
    [props.series, props.annotations, hidden],
  );
  const annotations = useMemo(() => withoutHidden(props.annotations, hidden), [props.annotations, hidden]);
  const toggle = (id: string) =>
    setHidden((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const legend =
    props.legend && props.series.length > 0 ? { items, options: props.legend, onToggle: toggle } : undefined;
  return (
    <ChartFrame legend={legend}>
      {(size) => (
        <Plot
          props={annotations === props.annotations ? props : { ...props, annotations }}
          hidden={hidden}
          size={size}
        />
      )}
    </ChartFrame>
  );
}
