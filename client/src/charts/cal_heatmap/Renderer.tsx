import { Box, Flex, Text } from '@chakra-ui/react';
import { Calendar } from '@nivo/calendar';
import { ChartFrame } from '../ChartFrame.tsx';
import { formatValue } from '../format.ts';
import { useNivoTheme } from '../nivoTheme.ts';
import type { CalendarHeatmapProps, CalendarMetric } from './transformProps.ts';

function Scale({ props, metric }: { props: CalendarHeatmapProps; metric: CalendarMetric }) {
  const values = metric.days.map((d) => d.value);
  const [lo, hi] = values.length ? [Math.min(...values), Math.max(...values)] : [0, 0];
  return (
    <Flex align="center" gap="2" fontSize="xs" justify="flex-end" px="2" aria-label="Colour scale">
      <Text>{formatValue(lo, metric.format)}</Text>
      <Box
        w="100px"
        h="8px"
        borderRadius="sm"
        style={{ background: `linear-gradient(90deg, ${props.colors.join(', ')})` }}
      />
      <Text>{formatValue(hi, metric.format)}</Text>
    </Flex>
  );
}

/** A day calendar per metric (Nivo), months outlined, the scale's ends beside it. */
export function Renderer(props: CalendarHeatmapProps) {
  const theme = useNivoTheme();
  return (
    <Flex direction="column" h="full" w="full">
      {props.metrics.map((metric) => (
        <Flex key={metric.id} direction="column" flex="1" minH="0">
          <Flex justify="space-between" align="center" px="2">
            {props.showTitles ? (
              <Text fontSize="sm" fontWeight="semibold">
                {metric.title}
              </Text>
            ) : (
              <span />
            )}
            {props.showLegend ? <Scale props={props} metric={metric} /> : null}
          </Flex>
          <Box flex="1" minH="0">
            <ChartFrame>
              {(size) => (
                <Calendar
                  role="presentation"
                  width={size.width}
                  height={size.height}
                  data={[...metric.days]}
                  from={props.from}
                  to={props.to}
                  theme={theme}
                  colors={[...props.colors]}
                  emptyColor="rgba(128, 128, 128, 0.15)"
                  margin={{ top: 20, right: 8, bottom: 4, left: 24 }}
                  yearSpacing={28}
                  monthBorderColor="rgba(128, 128, 128, 0.6)"
                  dayBorderWidth={1}
                  dayBorderColor="rgba(255, 255, 255, 0.6)"
                  valueFormat={(v) => formatValue(v, metric.format)}
                />
              )}
            </ChartFrame>
          </Box>
        </Flex>
      ))}
    </Flex>
  );
}
