import { Bar, type BarDatum } from '@nivo/bar';
import { useMemo, useState } from 'react';
import {
  AnnotationBackLayer,
  AnnotationContext,
  AnnotationFrontLayer,
  type AnnotationLayerContext,
  type ScaleLayerProps,
} from '../AnnotationLayers.tsx';
import { bandTimeScale, type PlotScales } from '../annotationGeometry.ts';
import { annotationLegendItems, hasAnnotations, withoutHidden } from '../annotations.ts';
import { ChartFrame, type ChartSize } from '../ChartFrame.tsx';
import { useCrossFilter } from '../crossFilter.ts';
import { formatValue } from '../format.ts';
import { useNivoTheme } from '../nivoTheme.ts';
import { formatDate } from '../timeFormat.ts';
import type { BarChartProps } from './transformProps.ts';

const textWidth = (text: string) => text.length * 6.5;

/** Category labels that fit: every k-th one when they would overlap. */
export function thinLabels(
  labels: readonly string[],
  spacePx: number,
  perLabelPx: (label: string) => number,
): string[] {
  if (labels.length === 0) return [];
  const need = Math.max(...labels.map(perLabelPx)) + 10;
  const every = Math.max(1, Math.ceil((labels.length * need) / Math.max(1, spacePx)));
  return labels.filter((_, i) => i % every === 0);
}

/** Where a vertical bar chart over time places annotations: between the centres of its bars. */
function useBarAnnotations(props: BarChartProps): AnnotationLayerContext | null {
  return useMemo(() => {
    const { annotations, times } = props;
    if (!annotations || !hasAnnotations(annotations) || !times || props.layout !== 'vertical') return null;
    const labels = props.data.map((d) => String(d[props.indexBy]));
    const scales = (layer: ScaleLayerProps): PlotScales => {
      const band = layer.xScale as ((label: string) => number | undefined) & { bandwidth(): number };
      const centers = labels.map((label) => (band(label) ?? Number.NaN) + band.bandwidth() / 2);
      const y = layer.yScale as (value: number) => number;
      return { x: bandTimeScale(times, centers), y, width: layer.innerWidth, height: layer.innerHeight };
    };
    return { annotations, scales, formatTime: (time: Date) => formatDate(time, undefined, undefined) };
  }, [props]);
}

function Plot({ props, keys, size }: { props: BarChartProps; keys: readonly string[]; size: ChartSize }) {
  const theme = useNivoTheme();
  const annotationContext = useBarAnnotations(props);
  const cross = useCrossFilter();
  const crossColumn = cross ? props.crossFilterColumn : null;
  const horizontal = props.layout === 'horizontal';
  const categories = props.data.map((d) => String(d[props.indexBy]));
  const colorOf = new Map(props.series.map((s) => [s.id, s.color]));
  const format = (value: number) => formatValue(value, props.yFormat, props.currency);
  const longestCategory = Math.max(...categories.map(textWidth), 20);
  const rotate = props.xLabelRotation;
  const margin = {
    top: 12,
    right: 20,
    bottom: (horizontal ? 36 : rotate ? Math.min(120, longestCategory * 0.8 + 20) : 36) + (props.xAxisTitle ? 18 : 0),
    left: (horizontal ? Math.min(160, longestCategory + 16) : 64) + (props.yAxisTitle ? 20 : 0),
  };
  const categorySpace = horizontal ? size.height - margin.top - margin.bottom : size.width - margin.left - margin.right;
  const shown = thinLabels(categories, categorySpace, horizontal || rotate ? () => 14 : textWidth);
  const categoryAxis = {
    tickValues: shown,
    tickRotation: horizontal ? 0 : -rotate,
    legend: props.xAxisTitle,
    legendPosition: 'middle' as const,
  };
  const valueAxis = {
    format: (v: string | number) => (typeof v === 'number' ? format(v) : v),
    legend: props.yAxisTitle,
    legendPosition: 'middle' as const,
    tickValues: 5,
  };
  return (
    <AnnotationContext.Provider value={annotationContext}>
      <Bar<BarDatum>
        // ChartView's figure names the chart; nivo's default role="img" svg would be an unnamed image.
        role="presentation"
        width={size.width}
        height={size.height}
        data={props.data as BarDatum[]}
        keys={keys as string[]}
        indexBy={props.indexBy}
        theme={theme}
        groupMode={props.groupMode}
        layout={props.layout}
        margin={margin}
        padding={0.25}
        colors={(bar) => colorOf.get(String(bar.id)) ?? '#888888'}
        valueFormat={format}
        enableLabel={props.showValue}
        labelSkipHeight={14}
        labelSkipWidth={24}
        animate={false}
        {...(annotationContext
          ? {
              layers: [
                'grid',
                AnnotationBackLayer,
                'axes',
                'bars',
                'totals',
                'markers',
                'legends',
                'annotations',
                AnnotationFrontLayer,
              ],
            }
          : {})}
        onClick={crossColumn && cross ? (datum) => cross.emit(crossColumn, String(datum.indexValue)) : undefined}
        // A cross-filtered bar chart dims the categories it does not filter on.
        {...(cross?.selected != null
          ? {
              colors: (bar: { id: string | number; indexValue: string | number }) =>
                `${colorOf.get(String(bar.id)) ?? '#888888'}${String(bar.indexValue) === cross.selected ? '' : '55'}`,
            }
          : {})}
        tooltipLabel={(datum) =>
          `${props.series.find((s) => s.id === datum.id)?.label ?? datum.id} · ${datum.indexValue}`
        }
        axisBottom={
          horizontal
            ? { ...valueAxis, legendOffset: margin.bottom - 6 }
            : { ...categoryAxis, legendOffset: margin.bottom - 6 }
        }
        axisLeft={
          horizontal
            ? { ...categoryAxis, legendOffset: -margin.left + 10 }
            : { ...valueAxis, legendOffset: -margin.left + 10 }
        }
      />
    </AnnotationContext.Provider>
  );
}

export function BarChartRenderer(props: BarChartProps) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const items = useMemo(
    () => [
      ...props.series.map((s) => ({ id: s.id, label: s.label, color: s.color, hidden: hidden.has(s.id) })),
      ...(props.annotations ? annotationLegendItems(props.annotations) : []).map((item) => ({
        ...item,
        hidden: hidden.has(item.id),
      })),
    ],
    [props.series, props.annotations, hidden],
  );
  const keys = props.keys.filter((key) => !hidden.has(key));
  const shown = useMemo(
    () => (props.annotations ? { ...props, annotations: withoutHidden(props.annotations, hidden) } : props),
    [props, hidden],
  );
  const toggle = (id: string) =>
    setHidden((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const legend = props.legend && items.length ? { items, options: props.legend, onToggle: toggle } : undefined;
  return <ChartFrame legend={legend}>{(size) => <Plot props={shown} keys={keys} size={size} />}</ChartFrame>;
}
