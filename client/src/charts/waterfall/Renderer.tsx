import { Bar, type BarCustomLayerProps, type BarDatum } from '@nivo/bar';
import { createContext, useContext } from 'react';
import { niceDomain } from '../axisScale.ts';
import { ChartFrame, type ChartSize } from '../ChartFrame.tsx';
import { thinLabels } from '../echarts_timeseries_bar/Renderer.tsx';
import { formatValue } from '../format.ts';
import { useNivoTheme } from '../nivoTheme.ts';
import type { WaterfallProps } from './transformProps.ts';

const textWidth = (text: string) => text.length * 6.5;

/** The chart's props for the floating-bar layer, which nivo renders without them. */
const WaterfallContext = createContext<WaterfallProps | null>(null);

/** Each bar floats from where the running total was to where it is now. */
function Steps({ bars, yScale }: BarCustomLayerProps<BarDatum>) {
  const props = useContext(WaterfallContext);
  if (!props) return null;
  const scale = yScale as unknown as (v: number) => number;
  return (
    <g>
      {bars.map((bar) => {
        const step = props.steps[Number(bar.data.indexValue)];
        if (!step) return null;
        const top = scale(Math.max(step.from, step.to));
        const bottom = scale(Math.min(step.from, step.to));
        const text = formatValue(step.value, props.yFormat, props.currency);
        return (
          <g key={step.id}>
            <rect x={bar.x} y={top} width={bar.width} height={Math.max(1, bottom - top)} fill={props.colors[step.kind]}>
              <title>{`${step.group && step.kind !== 'total' ? `${step.group} · ` : ''}${step.label} · ${props.labels[step.kind]}: ${text}`}</title>
            </rect>
            {props.showValue && bar.width > textWidth(text) ? (
              <text
                x={bar.x + bar.width / 2}
                y={top - 6}
                textAnchor="middle"
                fill="currentColor"
                style={{ fontSize: 11, pointerEvents: 'none' }}
              >
                {text}
              </text>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}

function Plot({ props, size }: { props: WaterfallProps; size: ChartSize }) {
  const theme = useNivoTheme();
  const format = (v: number) => formatValue(v, props.yFormat, props.currency);
  const [min, max] = niceDomain(
    props.steps.flatMap((s) => [s.from, s.to]),
    { includeZero: true },
  );
  const labels = props.steps.map((s) => s.label);
  const left =
    Math.min(120, Math.max(textWidth(format(min)), textWidth(format(max)), 24) + 16) + (props.yAxisTitle ? 20 : 0);
  const inner = size.width - left - 16;
  const longest = Math.max(...labels.map(textWidth), 20);
  const rotate = labels.length * (longest + 10) > inner;
  const bottom = (rotate ? Math.min(110, longest * 0.75 + 20) : 32) + (props.xAxisTitle ? 18 : 0);
  const ids = props.steps.map((s) => s.id);
  const shown = new Set(
    thinLabels(ids, inner, rotate ? () => 14 : (id) => textWidth(props.steps[Number(id)]?.label ?? '')),
  );
  return (
    <Bar<BarDatum>
      role="presentation"
      width={size.width}
      height={size.height}
      data={props.steps.map((s) => ({ id: s.id, value: s.to }))}
      keys={['value']}
      indexBy="id"
      theme={theme}
      margin={{ top: 16, right: 16, bottom, left }}
      padding={0.2}
      valueScale={{ type: 'linear', min, max }}
      layers={['grid', 'axes', Steps]}
      axisBottom={{
        tickValues: ids.filter((id) => shown.has(id)),
        format: (id: string) => props.steps[Number(id)]?.label ?? '',
        tickRotation: rotate ? -45 : 0,
        legend: props.xAxisTitle,
        legendPosition: 'middle',
        legendOffset: bottom - 6,
      }}
      axisLeft={{
        format: (v: number) => format(v),
        tickValues: 5,
        legend: props.yAxisTitle,
        legendPosition: 'middle',
        legendOffset: -left + 10,
      }}
      animate={false}
    />
  );
}

export function Renderer(props: WaterfallProps) {
  const kinds = (['increase', 'decrease', 'total'] as const).filter((k) => props.steps.some((s) => s.kind === k));
  const legend = props.legend
    ? { items: kinds.map((k) => ({ id: k, label: props.labels[k], color: props.colors[k] })), options: props.legend }
    : undefined;
  return (
    <WaterfallContext.Provider value={props}>
      <ChartFrame legend={legend}>{(size) => <Plot props={props} size={size} />}</ChartFrame>
    </WaterfallContext.Provider>
  );
}
