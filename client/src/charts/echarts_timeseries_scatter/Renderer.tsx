import { TimeseriesChart } from '../TimeseriesChart.tsx';
import type { TimeseriesProps } from '../timeseriesProps.ts';

export function Renderer(props: TimeseriesProps) {
  return <TimeseriesChart {...props} />;
}
