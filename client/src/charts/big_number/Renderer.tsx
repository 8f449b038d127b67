import { Box, Flex, Text } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import { formatNumber, formatTime } from '../format.ts';
import { useNivoTheme } from '../nivoTheme.ts';
import type { BigNumberProps } from './transformProps.ts';

export function BigNumberRenderer(props: BigNumberProps) {
  const theme = useNivoTheme();
  const trendVisible = props.showTrendLine && props.trend.length > 1;
  return (
    <Flex h="full" direction="column" gap="2">
      <Flex flex="1" direction="column" align="center" justify="center" containerType="size" minH="0">
        <Text
          fontSize="clamp(2rem, 35cqh, 8rem)"
          fontWeight="semibold"
          lineHeight="1"
          fontVariantNumeric="tabular-nums"
          color={props.value === null ? 'fg.muted' : 'fg'}
        >
          {props.formatted}
        </Text>
        {props.comparison ? (
          <Text fontSize="lg" color={props.comparison.ratio >= 0 ? 'green.fg' : 'red.fg'}>
            {props.comparison.text}
          </Text>
        ) : null}
      </Flex>
      {trendVisible ? (
        <Box h="35%" minH="80px" aria-hidden="true">
          <ResponsiveLine
            // ChartView's figure names the chart; nivo's default role="img" svg would be an unnamed image.
            role="presentation"
            data={[{ id: 'trend', data: props.trend }]}
            theme={theme}
            margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
            xScale={{ type: 'time', useUTC: true }}
            yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
            xFormat={(value) => (value instanceof Date ? formatTime(value) : String(value))}
            yFormat={(value) => (typeof value === 'number' ? formatNumber(value, props.yFormat) : String(value))}
            axisBottom={null}
            axisLeft={null}
            enableGridX={false}
            enableGridY={false}
            enablePoints={false}
            enableArea
            areaOpacity={0.15}
            colors={{ scheme: 'category10' }}
            useMesh
          />
        </Box>
      ) : null}
    </Flex>
  );
}
