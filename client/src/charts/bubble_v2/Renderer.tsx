import { Box, Text } from '@chakra-ui/react';
import { ScatterPlot, type ScatterPlotTooltipProps } from '@nivo/scatterplot';
import { createContext, useContext } from 'react';
import { ChartFrame, type ChartSize } from '../ChartFrame.tsx';
import { formatValue } from '../format.ts';
import { useNivoTheme } from '../nivoTheme.ts';
import type { Bubble, BubbleProps } from './transformProps.ts';

const textWidth = (text: string) => text.length * 6.5;

/** `#rrggbb` with the bubble opacity as its alpha, so overlapping bubbles stay visible. */
function withOpacity(color: string, opacity: number): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return color;
  const alpha = Math.round(Math.min(1, Math.max(0, opacity)) * 255);
  return `${color}${alpha.toString(16).padStart(2, '0')}`;
}

/** The chart's props for the tooltip, which nivo renders without them. */
const BubbleContext = createContext<BubbleProps | null>(null);

function Tooltip({ node }: ScatterPlotTooltipProps<Bubble>) {
  const props = useContext(BubbleContext);
  if (!props) return null;
  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="sm" px="2" py="1" fontSize="xs" boxShadow="sm">
      <Text fontWeight="semibold">{node.data.entity}</Text>
      <Text>
        {props.xTitle}: {formatValue(node.data.x, props.xFormat)}
      </Text>
      <Text>
        {props.yTitle}: {formatValue(node.data.y, props.yFormat)}
      </Text>
      <Text>
        {props.sizeTitle}: {formatValue(node.data.size, props.sizeFormat)}
      </Text>
    </Box>
  );
}

function Plot({ props, size }: { props: BubbleProps; size: ChartSize }) {
  const theme = useNivoTheme();
  const fx = (v: number) => formatValue(v, props.xFormat);
  const fy = (v: number) => formatValue(v, props.yFormat);
  const ys = props.series.flatMap((s) => s.data.map((d) => d.y));
  const left = Math.min(120, Math.max(...ys.map((v) => textWidth(fy(v))), 24) + 16) + (props.yTitle ? 18 : 0);
  const xs = props.series.flatMap((s) => s.data.map((d) => d.x));
  const widest = Math.max(...xs.map((v) => textWidth(fx(v))), 24) + 16;
  const pad = props.maxBubbleSize / 2;
  const scale = (log: boolean, values: number[]) =>
    log && values.every((v) => v > 0)
      ? ({ type: 'log', base: 10, min: 'auto', max: 'auto' } as const)
      : ({ type: 'linear', min: 'auto', max: 'auto', nice: true } as const);
  return (
    <ScatterPlot<Bubble>
      role="presentation"
      width={size.width}
      height={size.height}
      data={props.series.map((s) => ({ id: s.id, data: [...s.data] }))}
      theme={theme}
      margin={{ top: pad + 4, right: pad + 8, bottom: 36 + (props.xTitle ? 16 : 0), left }}
      xScale={scale(props.logX, xs)}
      yScale={scale(props.logY, ys)}
      colors={props.series.map((s) => withOpacity(s.color, props.opacity))}
      nodeSize={(node) => props.maxBubbleSize * Math.sqrt(Math.abs(node.data.size) / (props.maxSize || 1))}
      tooltip={Tooltip}
      axisBottom={{
        format: (v: number) => fx(v),
        tickValues: Math.max(2, Math.min(8, Math.floor((size.width - left) / widest))),
        legend: props.xTitle,
        legendPosition: 'middle',
        legendOffset: 34,
      }}
      axisLeft={{
        format: (v: number) => fy(v),
        tickValues: Math.max(2, Math.min(8, Math.floor(size.height / 40))),
        legend: props.yTitle,
        legendPosition: 'middle',
        legendOffset: -left + 12,
      }}
      animate={false}
    />
  );
}

export function Renderer(props: BubbleProps) {
  const legend = props.legend
    ? { items: props.series.map((s) => ({ id: s.id, label: s.id, color: s.color })), options: props.legend }
    : undefined;
  return (
    <BubbleContext.Provider value={props}>
      <ChartFrame legend={legend}>{(size) => <Plot props={props} size={size} />}</ChartFrame>
    </BubbleContext.Provider>
  );
}
