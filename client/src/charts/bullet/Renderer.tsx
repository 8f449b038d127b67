import { Box, Text } from '@chakra-ui/react';
import { linearTicks, niceDomain } from '../axisScale.ts';
import { ChartFrame, type ChartSize } from '../ChartFrame.tsx';
import { formatValue } from '../format.ts';
import { useNivoTheme } from '../nivoTheme.ts';
import type { BulletProps } from './transformProps.ts';

const textWidth = (text: string) => text.length * 6.5;
const RANGE_SHADES = ['#f0f0f0', '#dcdcdc', '#c4c4c4', '#acacac', '#959595'];

/**
 * Ranges as grey bands, the value as the bar, markers as lines. Drawn in SVG with the Nivo theme:
 * Nivo's bullet cannot format or thin its axis ticks, which run together at millions.
 */
function Plot({ props, size }: { props: BulletProps; size: ChartSize }) {
  const theme = useNivoTheme();
  const textColor = String(theme.axis?.ticks?.text?.fill ?? '#27272a');
  const format = (v: number) => formatValue(v, props.format);
  const [, max] = niceDomain(
    [...props.ranges.map((r) => r.value), ...props.markers.map((m) => m.value), props.value ?? 0],
    {
      includeZero: true,
    },
  );
  const left = Math.min(200, textWidth(props.title) + 16);
  const right = 24;
  const inner = Math.max(10, size.width - left - right);
  const x = (v: number) => left + (Math.max(0, v) / (max || 1)) * inner;
  const candidates = linearTicks([0, max], Math.max(2, Math.floor(inner / 60)));
  const widest = Math.max(...candidates.map((t) => textWidth(format(t)))) + 12;
  // Every k-th tick, so that labels keep apart at any width.
  const every = Math.max(1, Math.ceil((candidates.length * widest) / inner));
  const ticks = candidates.filter((_, i) => i % every === 0);
  const barHeight = Math.min(48, Math.max(16, size.height - 48));
  const top = Math.max(8, (size.height - barHeight - 24) / 2);
  const ranges = [...props.ranges].sort((a, b) => b.value - a.value);
  return (
    <svg width={size.width} height={size.height} role="presentation">
      <text
        x={left - 10}
        y={top + barHeight / 2}
        textAnchor="end"
        dominantBaseline="central"
        style={{ fontSize: 12 }}
        fill={textColor}
      >
        {props.title}
      </text>
      {ranges.map((range, i) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: two ranges may end at the same value
          key={`${range.value}:${i}`}
          x={left}
          y={top}
          width={x(range.value) - left}
          height={barHeight}
          fill={RANGE_SHADES[(ranges.length - 1 - i) % RANGE_SHADES.length]}
        >
          <title>{`${range.label ?? 'Range'}: ${format(range.value)}`}</title>
        </rect>
      ))}
      {props.value === null ? null : (
        <rect x={left} y={top + barHeight * 0.3} width={x(props.value) - left} height={barHeight * 0.4} fill="#1f77b4">
          <title>{`${props.title}: ${format(props.value)}`}</title>
        </rect>
      )}
      {props.markers.map((marker, i) => (
        <line
          // biome-ignore lint/suspicious/noArrayIndexKey: two markers may sit at the same value
          key={`${marker.value}:${i}`}
          x1={x(marker.value)}
          x2={x(marker.value)}
          y1={top + barHeight * 0.1}
          y2={top + barHeight * 0.9}
          stroke="#e04355"
          strokeWidth={3}
        >
          <title>{`${marker.label ?? 'Marker'}: ${format(marker.value)}`}</title>
        </line>
      ))}
      <g>
        {ticks.map((t) => (
          <g key={t} transform={`translate(${x(t)}, ${top + barHeight})`}>
            <line y2={5} stroke={textColor} />
            <text y={16} textAnchor="middle" style={{ fontSize: 11 }} fill={textColor}>
              {format(t)}
            </text>
          </g>
        ))}
      </g>
    </svg>
  );
}

export function Renderer(props: BulletProps) {
  const format = (v: number) => formatValue(v, props.format);
  const labelled = [...props.ranges, ...props.markers].filter((m) => m.label);
  return (
    <Box h="full" w="full" display="flex" flexDirection="column">
      <Box flex="1" minH="0">
        <ChartFrame>{(size) => <Plot props={props} size={size} />}</ChartFrame>
      </Box>
      <Text fontSize="sm" px="2" pb="1" color="fg.muted">
        {props.value === null ? 'No value' : `${props.title}: ${format(props.value)}`}
        {labelled.length ? ` · ${labelled.map((m) => `${m.label} ${format(m.value)}`).join(' · ')}` : ''}
      </Text>
    </Box>
  );
}
