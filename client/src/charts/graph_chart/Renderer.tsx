import { Box, Text } from '@chakra-ui/react';
import { type CustomLayerProps, Network, type NodeTooltipProps } from '@nivo/network';
import { createContext, useContext } from 'react';
import { ChartFrame } from '../ChartFrame.tsx';
import { formatValue } from '../format.ts';
import { useNivoTheme } from '../nivoTheme.ts';
import type { GraphLink, GraphNode, GraphProps } from './transformProps.ts';

const CENTER = '\u0000center';

/**
 * Nivo's force layout has no force holding separate components together, so they drift out of
 * view: an invisible centre node tied to the largest node of each component keeps them in place.
 */
export function withCenter(props: GraphProps): { nodes: GraphNode[]; links: GraphLink[] } {
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    const up = parent.get(id) ?? id;
    if (up === id) return id;
    const root = find(up);
    parent.set(id, root);
    return root;
  };
  for (const node of props.nodes) parent.set(node.id, node.id);
  for (const link of props.links) parent.set(find(link.source), find(link.target));
  const biggest = new Map<string, GraphNode>();
  for (const node of props.nodes) {
    const root = find(node.id);
    const known = biggest.get(root);
    if (!known || node.value > known.value) biggest.set(root, node);
  }
  if (biggest.size < 2) return { nodes: [...props.nodes], links: [...props.links] };
  const center: GraphNode = { id: CENTER, value: 0, category: null, color: 'transparent', size: 0, degree: 0 };
  return {
    nodes: [...props.nodes, center],
    links: [
      ...props.links,
      ...[...biggest.values()].map((node) => ({ source: CENTER, target: node.id, value: 0, thickness: 0 })),
    ],
  };
}

/** The chart's props for the tooltip and label layer, which nivo renders without them. */
const GraphContext = createContext<GraphProps | null>(null);

function Tooltip({ node }: NodeTooltipProps<GraphNode>) {
  const props = useContext(GraphContext);
  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="sm" px="2" py="1" fontSize="xs" boxShadow="sm">
      <Text fontWeight="semibold">{node.id}</Text>
      {node.data.category ? <Text color="fg.muted">{node.data.category}</Text> : null}
      <Text>
        {props?.metricName}: {formatValue(node.data.value, props?.format)}
      </Text>
    </Box>
  );
}

/** Names of the hubs (nodes with more than one edge), which is where a reader starts. */
function HubLabels({ nodes }: CustomLayerProps<GraphNode, GraphLink>) {
  const hubs = nodes.filter((n) => n.data.degree > 1).sort((a, b) => b.data.value - a.data.value);
  const placed: { x: number; y: number; w: number }[] = [];
  return (
    <g>
      {hubs.map((node) => {
        const w = node.id.length * 6.5;
        const y = node.y - node.size / 2 - 8;
        // Leave out a label that would land on one already drawn.
        if (placed.some((p) => Math.abs(p.y - y) < 14 && Math.abs(p.x - node.x) < (p.w + w) / 2 + 4)) return null;
        placed.push({ x: node.x, y, w });
        return (
          <text
            key={node.id}
            x={node.x}
            y={y}
            textAnchor="middle"
            style={{ fontSize: 11, fontWeight: 600, pointerEvents: 'none' }}
            fill="currentColor"
          >
            {node.id}
          </text>
        );
      })}
    </g>
  );
}

export function Renderer(props: GraphProps) {
  const theme = useNivoTheme();
  const legend = props.legend
    ? { items: props.categories.map((c) => ({ id: c.id, label: c.id, color: c.color })), options: props.legend }
    : undefined;
  return (
    <GraphContext.Provider value={props}>
      <ChartFrame legend={legend}>
        {(size) => (
          <Box color="fg" h="full">
            <Network<GraphNode, GraphLink>
              role="presentation"
              width={size.width}
              height={size.height}
              data={withCenter(props)}
              theme={theme}
              margin={{ top: 24, right: 24, bottom: 24, left: 24 }}
              linkDistance={(link) =>
                link.source === CENTER
                  ? Math.min(size.width, size.height) / 3.5
                  : Math.min(props.linkDistance, Math.min(size.width, size.height) / 8)
              }
              centeringStrength={props.centeringStrength}
              repulsivity={props.repulsivity}
              distanceMax={Math.min(size.width, size.height) / 2}
              iterations={200}
              nodeSize={(node) => node.size}
              activeNodeSize={(node) => node.size * 1.3}
              inactiveNodeSize={(node) => node.size}
              nodeColor={(node) => node.color}
              nodeBorderWidth={1}
              nodeBorderColor={{ from: 'color', modifiers: [['darker', 0.6]] }}
              linkThickness={(link) => link.data.thickness}
              linkColor={(link) => (link.source.id === CENTER ? 'transparent' : `${link.target.color}99`)}
              nodeTooltip={Tooltip}
              layers={['links', 'nodes', HubLabels]}
              animate={false}
            />
          </Box>
        )}
      </ChartFrame>
    </GraphContext.Provider>
  );
}
