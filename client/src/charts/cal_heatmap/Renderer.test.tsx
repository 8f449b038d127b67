import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../renderChart.tsx';
import { day, formData, queryResult } from '../testing.ts';
import { transformProps } from './transformProps.ts';

afterEach(cleanup);

const daily = queryResult(
  [
    ['ds', 'TEMPORAL'],
    ['sum__orders', 'NUMERIC'],
  ],
  [
    [day('2025-01-01'), 5],
    [day('2025-01-02'), 9],
    [day('2025-02-10'), 2],
  ],
);

describe('cal_heatmap', { timeout: 60_000 }, () => {
  it('transformProps: a cell per day, the calendar spanning the data', () => {
    const props = transformProps(
      daily,
      formData('cal_heatmap', {
        granularity_sqla: 'ds',
        metrics: ['sum__orders'],
        linear_color_scheme: 'blue_white_yellow',
      }),
    );
    expect(props.from).toBe('2025-01-01');
    expect(props.to).toBe('2025-02-10');
    expect(props.metrics[0]?.days).toEqual([
      { day: '2025-01-01', value: 5 },
      { day: '2025-01-02', value: 9 },
      { day: '2025-02-10', value: 2 },
    ]);
    expect(props.colors).toHaveLength(5);
  });

  it('renders day cells and the colour scale', () => {
    const { container, getByLabelText } = renderChart(
      { viz_type: 'cal_heatmap', granularity_sqla: 'ds', metrics: ['sum__orders'] },
      [daily],
    );
    // Every day of the two months is a cell; three are filled.
    expect(container.querySelectorAll('svg rect').length).toBeGreaterThanOrEqual(41);
    expect(getByLabelText('Colour scale').textContent).toContain('9');
  });
});
