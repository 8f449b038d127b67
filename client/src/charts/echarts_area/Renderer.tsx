import { LineChartRenderer } from '../echarts_timeseries_line/Renderer.tsx';
import type { AreaChartProps } from './transformProps.ts';

export function AreaChartRenderer(props: AreaChartProps) {
  return <LineChartRenderer {...props} />;
}
