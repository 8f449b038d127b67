import { Box, Flex, Text } from '@chakra-ui/react';
import { HeatMap, HeatMapCanvas } from '@nivo/heatmap';
import { ChartFrame, type ChartSize } from '../ChartFrame.tsx';
import { sequentialColor } from '../colors.ts';
import { formatValue } from '../format.ts';
import { useNivoTheme } from '../nivoTheme.ts';
import type { HeatmapCell, HeatmapProps } from './transformProps.ts';

/** Above this many cells the heatmap draws on a canvas. */
export const HEATMAP_CANVAS_THRESHOLD = 1500;

const textWidth = (text: string) => text.length * 6.5;

function Plot({ props, size }: { props: HeatmapProps; size: ChartSize }) {
  const theme = useNivoTheme();
  const color = sequentialColor(props.scheme);
  const xs = props.rows[0]?.data.map((c) => c.x) ?? [];
  const ys = props.rows.map((r) => r.id);
  const left = Math.min(160, Math.max(...ys.map(textWidth), 20) + 12);
  const bottomRotate = xs.length * 40 > size.width - left;
  const bottom = bottomRotate ? Math.min(110, Math.max(...xs.map(textWidth), 20) * 0.75 + 16) : 32;
  const innerW = size.width - left - 12;
  const every = Math.max(1, Math.ceil((xs.length * (bottomRotate ? 16 : 60)) / Math.max(1, innerW)));
  const everyY = Math.max(1, Math.ceil((ys.length * 14) / Math.max(1, size.height - bottom - 12)));
  const format = (v: number) => formatValue(v, props.valueFormat, props.currency);
  const common = {
    width: size.width,
    height: size.height,
    data: props.rows.map((r) => ({ id: r.id, data: [...r.data] })),
    margin: { top: 12, right: 12, bottom, left },
    theme,
    colors: (cell: { data: HeatmapCell }) => (cell.data.y === null ? 'transparent' : color(cell.data.t)),
    emptyColor: 'transparent',
    valueFormat: format,
    enableLabels: props.showValues,
    axisTop: null,
    axisBottom: { tickRotation: bottomRotate ? -45 : 0, format: (v: string) => (xs.indexOf(v) % every === 0 ? v : '') },
    axisLeft: { format: (v: string) => (ys.indexOf(v) % everyY === 0 ? v : '') },
    animate: false,
  };
  const cells = xs.length * ys.length;
  if (cells > HEATMAP_CANVAS_THRESHOLD)
    return (
      <HeatMapCanvas<HeatmapCell, Record<string, unknown>> {...common} pixelRatio={window.devicePixelRatio ?? 1} />
    );
  return (
    <HeatMap<HeatmapCell, Record<string, unknown>>
      {...common}
      role="presentation"
      xInnerPadding={0.04}
      yInnerPadding={0.04}
    />
  );
}

function ColorLegend({ props }: { props: HeatmapProps }) {
  return (
    <Flex align="center" gap="2" fontSize="xs" px="2" py="1" justify="flex-end" aria-label="Colour scale">
      <Text>{formatValue(props.domain[0], props.valueFormat, props.currency)}</Text>
      <Box
        w="120px"
        h="8px"
        borderRadius="sm"
        style={{ background: `linear-gradient(90deg, ${props.colors.join(', ')})` }}
      />
      <Text>{formatValue(props.domain[1], props.valueFormat, props.currency)}</Text>
    </Flex>
  );
}

export function Renderer(props: HeatmapProps) {
  return (
    <Flex direction="column" h="full" w="full">
      {props.showLegend ? <ColorLegend props={props} /> : null}
      <Box flex="1" minH="0">
        <ChartFrame>{(size) => <Plot props={props} size={size} />}</ChartFrame>
      </Box>
    </Flex>
  );
}
