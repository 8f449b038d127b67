import { Box, Text } from '@chakra-ui/react';
import { Sunburst } from '@nivo/sunburst';
import { ChartFrame } from '../ChartFrame.tsx';
import { formatValue } from '../format.ts';
import { type HierarchyNode, nodeTotal } from '../hierarchy.ts';
import { useNivoTheme } from '../nivoTheme.ts';
import { nodeLabel } from '../treemap_v2/Renderer.tsx';
import type { HierarchyChartProps } from '../treemap_v2/transformProps.ts';

export function Renderer(props: HierarchyChartProps) {
  const theme = useNivoTheme();
  return (
    <ChartFrame>
      {(size) => (
        <Box position="relative" w={`${size.width}px`} h={`${size.height}px`}>
          <Sunburst<HierarchyNode>
            role="presentation"
            width={size.width}
            height={size.height}
            data={props.root}
            id="id"
            value="value"
            theme={theme}
            margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
            cornerRadius={2}
            borderWidth={1}
            colors={(node) => node.data.color}
            childColor={{ from: 'color', modifiers: [['brighter', 0.3]] }}
            valueFormat={(v) => formatValue(v, props.numberFormat, props.currency)}
            enableArcLabels={props.showLabels}
            arcLabel={(node) => nodeLabel(String(node.data.name), node.value, props)}
            arcLabelsSkipAngle={12}
            arcLabelsTextColor={{ from: 'color', modifiers: [['darker', 3]] }}
            animate={false}
          />
          {props.showTotal ? (
            <Box
              position="absolute"
              inset="0"
              display="flex"
              alignItems="center"
              justifyContent="center"
              pointerEvents="none"
            >
              <Text fontWeight="semibold">
                {formatValue(nodeTotal(props.root), props.numberFormat, props.currency)}
              </Text>
            </Box>
          ) : null}
        </Box>
      )}
    </ChartFrame>
  );
}
