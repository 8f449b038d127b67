import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../renderChart.tsx';
import { day, formData, queryResult } from '../testing.ts';
import { transformProps } from './transformProps.ts';

afterEach(cleanup);

const yearly = queryResult(
  [
    ['order_date', 'TEMPORAL'],
    ['sum__revenue', 'NUMERIC'],
  ],
  [
    [day('2022-01-01'), 100],
    [day('2023-01-01'), -30],
    [day('2024-01-01'), 50],
  ],
);

describe('waterfall', { timeout: 60_000 }, () => {
  it('transformProps: steps of the running total, a total last', () => {
    const props = transformProps(
      yearly,
      formData('waterfall', { x_axis: 'order_date', time_grain_sqla: 'P1Y', metric: 'sum__revenue' }),
    );
    expect(props.steps.map((s) => [s.label, s.kind, s.from, s.to])).toEqual([
      ['2022', 'increase', 0, 100],
      ['2023', 'decrease', 100, 70],
      ['2024', 'increase', 70, 120],
      ['Total', 'total', 0, 120],
    ]);
    expect(props.colors.increase).toBe('rgba(90, 193, 137, 1)');
  });

  it('transformProps: with a breakdown, each period closes with its total', () => {
    const split = queryResult(
      [
        ['year', 'STRING'],
        ['channel', 'STRING'],
        ['m', 'NUMERIC'],
      ],
      [
        ['2023', 'Online', 10],
        ['2023', 'Retail', 5],
        ['2024', 'Online', -4],
      ],
    );
    const props = transformProps(
      split,
      formData('waterfall', { x_axis: 'year', groupby: 'channel', metric: 'm', total_color: { r: 1, g: 2, b: 3 } }),
    );
    expect(props.steps.map((s) => [s.label, s.kind, s.to])).toEqual([
      ['Online', 'increase', 10],
      ['Retail', 'increase', 15],
      ['2023', 'total', 15],
      ['Online', 'decrease', 11],
      ['2024', 'total', 11],
    ]);
    expect(props.colors.total).toBe('rgba(1, 2, 3, 1)');
  });

  it('renders a floating bar per step and a legend', () => {
    const { container, getByText } = renderChart(
      { viz_type: 'waterfall', x_axis: 'order_date', time_grain_sqla: 'P1Y', metric: 'sum__revenue' },
      [yearly],
    );
    const fills = [...container.querySelectorAll('svg rect[fill^="rgba"]')].map((r) => r.getAttribute('fill'));
    expect(fills).toEqual([
      'rgba(90, 193, 137, 1)',
      'rgba(224, 67, 85, 1)',
      'rgba(90, 193, 137, 1)',
      'rgba(102, 102, 102, 1)',
    ]);
    expect(getByText('Decrease')).toBeTruthy();
  });
});
