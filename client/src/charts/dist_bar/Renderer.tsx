import { BarChartRenderer } from '../echarts_timeseries_bar/Renderer.tsx';
import type { BarChartProps } from '../echarts_timeseries_bar/transformProps.ts';

export function Renderer(props: BarChartProps) {
  return <BarChartRenderer {...props} />;
}
