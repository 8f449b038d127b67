import { Bar, type BarDatum } from '@nivo/bar';
import { useMemo, useState } from 'react';
import { ChartFrame, type ChartSize } from '../ChartFrame.tsx';
import { useCrossFilter } from '../crossFilter.ts';
import { formatValue } from '../format.ts';
import { useNivoTheme } from '../nivoTheme.ts';
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

function Plot({ props, keys, size }: { props: BarChartProps; keys: readonly string[]; size: ChartSize }) {
  const theme = useNivoTheme();
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
  );
}

export function BarChartRenderer(props: BarChartProps) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const items = useMemo(
    () => props.series.map((s) => ({ id: s.id, label: s.label, color: s.color, hidden: hidden.has(s.id) })),
    [props.series, hidden],
  );
  const keys = props.keys.filter((key) => !hidden.has(key));
  const toggle = (id: string) =>
    setHidden((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const legend = props.legend && items.length ? { items, options: props.legend, onToggle: toggle } : undefined;
  return <ChartFrame legend={legend}>{(size) => <Plot props={props} keys={keys} size={size} />}</ChartFrame>;
}
