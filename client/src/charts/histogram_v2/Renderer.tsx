import { BarChartRenderer } from '../echarts_timeseries_bar/Renderer.tsx';
import type { BarChartProps } from '../echarts_timeseries_bar/transformProps.ts';

/** Bins as bars, with the bar chart's axes, tick thinning and legend. */
export function Renderer(props: BarChartProps) {
  return <BarChartRenderer {...props} />;
}
