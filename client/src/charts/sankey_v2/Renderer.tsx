import { Flex, Text } from '@chakra-ui/react';
import { Sankey } from '@nivo/sankey';
import { ChartFrame } from '../ChartFrame.tsx';
import { formatNumber } from '../format.ts';
import { useNivoTheme } from '../nivoTheme.ts';
import type { SankeyNode, SankeyProps } from './transformProps.ts';

export function Renderer(props: SankeyProps) {
  const theme = useNivoTheme();
  return (
    <Flex direction="column" h="full" w="full">
      {props.droppedLinks > 0 ? (
        <Text fontSize="xs" color="fg.muted" px="2">
          {props.droppedLinks} link(s) not drawn: they would close a loop.
        </Text>
      ) : null}
      <ChartFrame>
        {(size) => {
          const longest = Math.max(...props.nodes.map((n) => n.id.length), 4) * 6.5;
          const side = Math.min(160, longest + 12);
          return (
            <Sankey<SankeyNode, { source: string; target: string; value: number }>
              role="presentation"
              width={size.width}
              height={size.height}
              data={{ nodes: [...props.nodes], links: [...props.links] }}
              theme={theme}
              margin={{ top: 8, right: side, bottom: 8, left: side }}
              colors={(node) => node.tint}
              valueFormat={(v) => formatNumber(v, props.numberFormat)}
              nodeOpacity={1}
              nodeThickness={14}
              nodeSpacing={12}
              nodeBorderWidth={0}
              linkOpacity={0.35}
              linkBlendMode="normal"
              enableLinkGradient
              labelPosition="outside"
              labelPadding={8}
              animate={false}
            />
          );
        }}
      </ChartFrame>
    </Flex>
  );
}
