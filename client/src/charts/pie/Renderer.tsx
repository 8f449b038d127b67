import { ResponsivePie } from '@nivo/pie';
import { formatNumber } from '../format.ts';
import { useNivoTheme } from '../nivoTheme.ts';
import type { PieChartProps, PieSlice } from './transformProps.ts';

function sliceLabel(slice: PieSlice, props: PieChartProps): string {
  const value = formatNumber(slice.value, props.numberFormat);
  const percent = formatNumber(props.total === 0 ? 0 : slice.value / props.total, '.1%');
  switch (props.labelType) {
    case 'value':
      return value;
    case 'percent':
      return percent;
    case 'key_value':
      return `${slice.label}: ${value}`;
    case 'key_percent':
      return `${slice.label}: ${percent}`;
    case 'key_value_percent':
      return `${slice.label}: ${value} (${percent})`;
    default:
      return slice.label;
  }
}

export function PieChartRenderer(props: PieChartProps) {
  const theme = useNivoTheme();
  return (
    <ResponsivePie
      // ChartView's figure names the chart; nivo's default role="img" svg would be an unnamed image.
      role="presentation"
      data={props.slices}
      theme={theme}
      margin={{ top: 40, right: props.showLegend ? 180 : 80, bottom: 40, left: 80 }}
      innerRadius={props.donut ? 0.5 : 0}
      padAngle={0.5}
      cornerRadius={2}
      colors={{ scheme: 'category10' }}
      valueFormat={(value) => formatNumber(value, props.numberFormat)}
      enableArcLinkLabels={props.showLabels}
      arcLinkLabel={(datum) => sliceLabel(datum.data, props)}
      enableArcLabels={false}
      legends={
        props.showLegend
          ? [{ anchor: 'right', direction: 'column', translateX: 160, itemWidth: 150, itemHeight: 20, symbolSize: 12 }]
          : []
      }
    />
  );
}
