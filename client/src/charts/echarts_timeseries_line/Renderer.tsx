import { TimeseriesChart } from '../TimeseriesChart.tsx';
import type { LineChartProps } from './transformProps.ts';

export function LineChartRenderer(props: LineChartProps) {
  return <TimeseriesChart {...props} />;
}
