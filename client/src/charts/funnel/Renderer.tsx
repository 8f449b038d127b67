import { Funnel, type FunnelCustomLayerProps } from '@nivo/funnel';
import { ChartFrame } from '../ChartFrame.tsx';
import { formatValue } from '../format.ts';
import { useNivoTheme } from '../nivoTheme.ts';
import type { FunnelProps, FunnelStage } from './transformProps.ts';

/** Each stage's own text (category, value, percentage as asked), hidden where the stage is too narrow for it. */
function Labels({ parts }: FunnelCustomLayerProps<FunnelStage>) {
  return (
    <g>
      {parts.map((part) =>
        part.width > part.data.text.length * 6.5 + 8 && part.height > 14 ? (
          <text
            key={part.data.id}
            x={part.x}
            y={part.y}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={12}
            fill={part.labelColor}
            style={{ pointerEvents: 'none' }}
          >
            {part.data.text}
          </text>
        ) : null,
      )}
    </g>
  );
}

export function Renderer(props: FunnelProps) {
  const theme = useNivoTheme();
  const legend = props.legend
    ? { items: props.stages.map((s) => ({ id: s.id, label: s.label, color: s.color })), options: props.legend }
    : undefined;
  return (
    <ChartFrame legend={legend}>
      {(size) => (
        <Funnel<FunnelStage>
          role="presentation"
          width={size.width}
          height={size.height}
          data={props.stages as FunnelStage[]}
          theme={theme}
          margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
          direction="vertical"
          colors={(stage) => stage.color}
          valueFormat={(v) => formatValue(v, props.numberFormat, props.currency)}
          labelColor={{ from: 'color', modifiers: [['darker', 3]] }}
          layers={props.showLabels ? ['separators', 'parts', Labels] : ['separators', 'parts']}
          borderWidth={12}
          spacing={2}
          beforeSeparatorLength={16}
          afterSeparatorLength={16}
          currentPartSizeExtension={6}
          animate={false}
        />
      )}
    </ChartFrame>
  );
}
