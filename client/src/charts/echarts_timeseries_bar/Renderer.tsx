import { ResponsiveBar } from '@nivo/bar';
import { formatNumber } from '../format.ts';
import { useNivoTheme } from '../nivoTheme.ts';
import type { BarChartProps } from './transformProps.ts';

const legendWidth = 160;

export function BarChartRenderer(props: BarChartProps) {
  const theme = useNivoTheme();
  const horizontal = props.layout === 'horizontal';
  const formatValue = (value: number | string) =>
    typeof value === 'number' ? formatNumber(value, props.yFormat) : value;
  const valueAxis = { format: formatValue, legend: props.yAxisTitle, legendPosition: 'middle' as const };
  const categoryAxis = {
    legend: props.xAxisTitle,
    legendPosition: 'middle' as const,
    tickRotation: horizontal || props.data.length <= 8 ? 0 : -40,
  };
  return (
    <ResponsiveBar
      // ChartView's figure names the chart; nivo's default role="img" svg would be an unnamed image.
      role="presentation"
      data={props.data}
      keys={props.keys}
      indexBy={props.indexBy}
      theme={theme}
      groupMode={props.groupMode}
      layout={props.layout}
      margin={{ top: 20, right: props.showLegend ? legendWidth + 20 : 30, bottom: 80, left: horizontal ? 110 : 80 }}
      padding={0.25}
      colors={{ scheme: 'category10' }}
      valueFormat={(value) => formatNumber(value, props.yFormat)}
      enableLabel={false}
      axisBottom={horizontal ? { ...valueAxis, legendOffset: 50 } : { ...categoryAxis, legendOffset: 65 }}
      axisLeft={horizontal ? { ...categoryAxis, legendOffset: -100 } : { ...valueAxis, legendOffset: -70 }}
      legends={
        props.showLegend
          ? [
              {
                dataFrom: 'keys',
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
