import { Box, Flex, Text } from '@chakra-ui/react';
import { ChartFrame } from '../ChartFrame.tsx';
import { formatValue } from '../format.ts';
import type { GaugeProps } from './transformProps.ts';

/** Superset's angles: degrees counter-clockwise from 3 o'clock. */
function point(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const rad = (degrees * Math.PI) / 180;
  return [cx + r * Math.cos(rad), cy - r * Math.sin(rad)];
}

function arc(cx: number, cy: number, r: number, from: number, to: number): string {
  const [x0, y0] = point(cx, cy, r, from);
  const [x1, y1] = point(cx, cy, r, to);
  const large = Math.abs(from - to) > 180 ? 1 : 0;
  // From the start angle clockwise (decreasing degrees) to the end angle.
  return `M ${x0} ${y0} A ${r} ${r} 0 ${large} 1 ${x1} ${y1}`;
}

export function Renderer(props: GaugeProps) {
  const angleOf = (value: number) => {
    const t = Math.min(1, Math.max(0, (value - props.min) / (props.max - props.min)));
    return props.startAngle + (props.endAngle - props.startAngle) * t;
  };
  const first = props.needles[0];
  return (
    <ChartFrame>
      {(size) => {
        const r = Math.max(20, Math.min(size.width / 2, size.height / 1.6) - 24);
        const cx = size.width / 2;
        const cy = Math.min(size.height / 2 + r * 0.2, size.height - 8);
        const width = Math.max(6, r * 0.12);
        const ticks = Array.from({ length: 6 }, (_, i) => props.min + ((props.max - props.min) * i) / 5);
        let from = props.startAngle;
        return (
          <Box position="relative" w={`${size.width}px`} h={`${size.height}px`}>
            <svg width={size.width} height={size.height} role="presentation">
              <path
                d={arc(cx, cy, r, props.startAngle, props.endAngle)}
                stroke="var(--chakra-colors-border)"
                strokeWidth={width}
                fill="none"
              />
              {props.intervals.map((interval) => {
                const to = angleOf(interval.to);
                const d = arc(cx, cy, r, from, to);
                from = to;
                return <path key={interval.to} d={d} stroke={interval.color} strokeWidth={width} fill="none" />;
              })}
              {props.showProgress
                ? props.needles.map((needle, i) => (
                    <path
                      key={needle.label}
                      d={arc(
                        cx,
                        cy,
                        r - (i + 1) * (width + 2) * (props.intervals.length ? 1 : 0),
                        props.startAngle,
                        angleOf(needle.value),
                      )}
                      stroke={needle.color}
                      strokeWidth={width}
                      fill="none"
                      strokeLinecap="round"
                    />
                  ))
                : null}
              {ticks.map((tick) => {
                const [x, y] = point(cx, cy, r - width - 14, angleOf(tick));
                return (
                  <text
                    key={tick}
                    x={x}
                    y={y}
                    fontSize={11}
                    textAnchor="middle"
                    dominantBaseline="central"
                    fill="currentColor"
                    opacity={0.7}
                  >
                    {formatValue(tick, props.numberFormat, props.currency)}
                  </text>
                );
              })}
              {props.showPointer
                ? props.needles.map((needle) => {
                    const [x, y] = point(cx, cy, r * 0.7, angleOf(needle.value));
                    return (
                      <line
                        key={needle.label}
                        x1={cx}
                        y1={cy}
                        x2={x}
                        y2={y}
                        stroke={needle.color}
                        strokeWidth={3}
                        strokeLinecap="round"
                      />
                    );
                  })
                : null}
              <circle cx={cx} cy={cy} r={5} fill="currentColor" />
            </svg>
            {first ? (
              <Flex position="absolute" left="0" right="0" top={`${cy + r * 0.25}px`} direction="column" align="center">
                <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {formatValue(first.value, props.numberFormat, props.currency)}
                </Text>
                {props.needles.length > 1 ? (
                  <Text fontSize="xs" color="fg.muted">
                    {props.needles
                      .map((n) => `${n.label}: ${formatValue(n.value, props.numberFormat, props.currency)}`)
                      .join(' · ')}
                  </Text>
                ) : (
                  <Text fontSize="xs" color="fg.muted">
                    {first.label}
                  </Text>
                )}
              </Flex>
            ) : null}
          </Box>
        );
      }}
    </ChartFrame>
  );
}
