import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../renderChart.tsx';
import { formData, queryResult } from '../testing.ts';
import { transformProps } from './transformProps.ts';

afterEach(cleanup);

const result = queryResult(
  [
    ['order_date', 'TEMPORAL'],
    ['region', 'STRING'],
    ['sum__revenue', 'NUMERIC'],
  ],
  [
    [Date.UTC(2024, 0, 1), 'EMEA', 10],
    [Date.UTC(2024, 1, 1), 'EMEA', 30],
    [Date.UTC(2024, 0, 1), 'APAC', 20],
  ],
);

describe('heatmap_v2', { timeout: 60_000 }, () => {
  it('transformProps: rows by y, cells by x named by the grain, scaled between min and max', () => {
    const props = transformProps(
      result,
      formData('heatmap_v2', {
        x_axis: 'order_date',
        groupby: ['region'],
        metric: 'sum__revenue',
        time_grain_sqla: 'P1M',
      }),
    );
    expect(props.rows.map((r) => r.id)).toEqual(['APAC', 'EMEA']);
    expect(props.rows[1]?.data).toEqual([
      { x: 'Jan 2024', y: 10, t: 0 },
      { x: 'Feb 2024', y: 30, t: 1 },
    ]);
    expect(props.rows[0]?.data[1]).toEqual({ x: 'Feb 2024', y: null, t: 0 });
    expect(props.domain).toEqual([10, 30]);
  });

  it('renders a cell per value and the colour scale', () => {
    const { container, getByLabelText } = renderChart(
      { viz_type: 'heatmap_v2', x_axis: 'order_date', groupby: ['region'], metric: 'sum__revenue' },
      [result],
    );
    expect(container.querySelectorAll('svg rect').length).toBeGreaterThanOrEqual(3);
    expect(getByLabelText('Colour scale')).toBeTruthy();
  });
});
