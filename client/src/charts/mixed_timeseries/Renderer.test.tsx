import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../renderChart.tsx';
import { day, formData, queryResult } from '../testing.ts';
import { transformProps } from './transformProps.ts';

afterEach(cleanup);

const a = queryResult(
  [
    ['ds', 'TEMPORAL'],
    ['sum__visitors', 'NUMERIC'],
  ],
  [
    [day('2024-01-01'), 4000],
    [day('2024-01-02'), 4500],
  ],
);
const b = queryResult(
  [
    ['ds', 'TEMPORAL'],
    ['sum__orders', 'NUMERIC'],
  ],
  [
    [day('2024-01-01'), 40],
    [day('2024-01-02'), 52],
  ],
);
const datasource = {
  verboseMap: { sum__visitors: 'Visitors', sum__orders: 'Orders' },
  metricFormats: {},
  currencyFormats: {},
};

describe('mixed_timeseries', { timeout: 60_000 }, () => {
  it('transformProps: query A on the left as lines, query B on the right as bars', () => {
    const props = transformProps(
      a,
      formData('mixed_timeseries', {
        metrics: ['sum__visitors'],
        metrics_b: ['sum__orders'],
        seriesTypeB: 'bar',
        yAxisIndexB: 1,
      }),
      { datasource, results: [a, b] },
    );
    expect(props.series.map((s) => [s.label, s.kind, s.axis])).toEqual([
      ['Visitors', 'line', 'left'],
      ['Orders', 'bar', 'right'],
    ]);
    expect(new Set(props.series.map((s) => s.color)).size).toBe(2);
  });

  it('renders a line and bars with a right axis', () => {
    const { container } = renderChart(
      {
        viz_type: 'mixed_timeseries',
        x_axis: 'ds',
        metrics: ['sum__visitors'],
        metrics_b: ['sum__orders'],
        seriesTypeB: 'bar',
        yAxisIndexB: 1,
      },
      [a, b],
      datasource,
    );
    expect(container.querySelectorAll('svg path[fill="none"][stroke-width="2"]').length).toBe(1);
    expect(container.querySelectorAll('svg rect[fill]').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: 'Orders (right axis)' })).toBeTruthy();
  });
});
