import { ResponsiveLine } from '@nivo/line';
import { formatNumber } from '../format.ts';
import { useNivoTheme } from '../nivoTheme.ts';
import { formatXValue, type XValue } from '../timeseries.ts';
import type { LineChartProps } from './transformProps.ts';

const legendWidth = 160;

function formatY(value: unknown, format: string): string {
  return typeof value === 'number' ? formatNumber(value, format) : String(value ?? '');
}

function formatX(value: unknown): string {
  return value instanceof Date || typeof value === 'string' ? formatXValue(value as XValue) : String(value ?? '');
}

export function LineChartRenderer(props: LineChartProps) {
  const theme = useNivoTheme();
  return (
    <ResponsiveLine
      // ChartView's figure names the chart; nivo's default role="img" svg would be an unnamed image.
      role="presentation"
      data={props.series}
      theme={theme}
      margin={{ top: 20, right: props.showLegend ? legendWidth + 20 : 30, bottom: 60, left: 80 }}
      xScale={props.xIsTime ? { type: 'time', useUTC: true } : { type: 'point' }}
      yScale={{ type: 'linear', min: props.enableArea ? 0 : 'auto', max: 'auto', stacked: props.stacked }}
      xFormat={formatX}
      yFormat={(value) => formatY(value, props.yFormat)}
      axisBottom={{
        format: formatX,
        tickValues: props.xIsTime ? 6 : undefined,
        tickRotation: props.xIsTime ? 0 : -30,
        legend: props.xAxisTitle,
        legendOffset: 50,
        legendPosition: 'middle',
      }}
      axisLeft={{
        format: (value) => formatY(value, props.yFormat),
        legend: props.yAxisTitle,
        legendOffset: -70,
        legendPosition: 'middle',
      }}
      colors={{ scheme: 'category10' }}
      enableArea={props.enableArea}
      areaOpacity={0.25}
      enablePoints={props.showMarkers}
      pointSize={6}
      enableSlices="x"
      legends={
        props.showLegend
          ? [
              {
                anchor: 'right',
                direction: 'column',
                translateX: legendWidth + 10,
                itemWidth: legendWidth,
                itemHeight: 20,
                symbolSize: 12,
              },
            ]
          : []
      }
    />
  );
}
