import { TreeMap } from '@nivo/treemap';
import { ChartFrame } from '../ChartFrame.tsx';
import { formatValue } from '../format.ts';
import type { HierarchyNode } from '../hierarchy.ts';
import { useNivoTheme } from '../nivoTheme.ts';
import type { HierarchyChartProps } from './transformProps.ts';

export function nodeLabel(name: string, value: number, props: HierarchyChartProps): string {
  const formatted = formatValue(value, props.numberFormat, props.currency);
  if (props.labelType === 'value') return formatted;
  if (props.labelType === 'key_value') return `${name}: ${formatted}`;
  return name;
}

export function Renderer(props: HierarchyChartProps) {
  const theme = useNivoTheme();
  return (
    <ChartFrame>
      {(size) => (
        <TreeMap<HierarchyNode>
          role="presentation"
          width={size.width}
          height={size.height}
          data={props.root}
          identity="id"
          value="value"
          theme={theme}
          margin={{ top: 4, right: 4, bottom: 4, left: 4 }}
          valueFormat={(v) => formatValue(v, props.numberFormat, props.currency)}
          colors={(node) => node.data.color}
          nodeOpacity={0.9}
          borderWidth={1}
          borderColor={{ from: 'color', modifiers: [['darker', 0.4]] }}
          enableLabel={props.showLabels}
          label={(node) => nodeLabel(String(node.data.name), node.value, props)}
          labelSkipSize={28}
          labelTextColor={{ from: 'color', modifiers: [['darker', 3]] }}
          enableParentLabel={props.showUpperLabels}
          parentLabel={(node) => String(node.data.name)}
          parentLabelSize={16}
          parentLabelTextColor={{ from: 'color', modifiers: [['darker', 3]] }}
          animate={false}
        />
      )}
    </ChartFrame>
  );
}
