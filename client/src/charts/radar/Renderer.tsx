import { Radar } from '@nivo/radar';
import { ChartFrame } from '../ChartFrame.tsx';
import { formatNumber } from '../format.ts';
import { useNivoTheme } from '../nivoTheme.ts';
import { RADAR_INDEX, type RadarProps } from './transformProps.ts';

export function Renderer(props: RadarProps) {
  const theme = useNivoTheme();
  const colorOf = new Map(props.groups.map((g) => [g.id, g.color]));
  const legend = props.legend
    ? { items: props.groups.map((g) => ({ id: g.id, label: g.id, color: g.color })), options: props.legend }
    : undefined;
  return (
    <ChartFrame legend={legend}>
      {(size) => (
        <Radar
          role="presentation"
          width={size.width}
          height={size.height}
          data={props.data as Record<string, string | number>[]}
          keys={props.groups.map((g) => g.id)}
          indexBy={RADAR_INDEX}
          maxValue={props.maxValue}
          theme={theme}
          margin={{ top: 28, right: 90, bottom: 28, left: 90 }}
          gridShape={props.circle ? 'circular' : 'linear'}
          gridLabelOffset={12}
          colors={({ key }) => colorOf.get(key) ?? '#888888'}
          fillOpacity={0.2}
          borderWidth={2}
          dotSize={6}
          enableDotLabel={props.showLabels}
          // Values are shares of each metric's maximum, so the web compares metrics of any size.
          valueFormat={(v) => formatNumber(v, '.0%')}
          animate={false}
        />
      )}
    </ChartFrame>
  );
}
