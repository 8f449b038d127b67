import { TimeseriesChart } from '../TimeseriesChart.tsx';
import type { AreaChartProps } from './transformProps.ts';

export function AreaChartRenderer(props: AreaChartProps) {
  return <TimeseriesChart {...props} />;
}
