import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../renderChart.tsx';
import { formData, queryResult } from '../testing.ts';
import { numberList, transformProps } from './transformProps.ts';

afterEach(cleanup);

const total = queryResult([['sum__revenue', 'NUMERIC']], [[3_200_000]]);

describe('bullet', { timeout: 60_000 }, () => {
  it('transformProps: the value against the form ranges and markers', () => {
    const props = transformProps(
      total,
      formData('bullet', {
        metric: 'sum__revenue',
        ranges: '1000000, 2500000,4000000',
        range_labels: 'Poor,Fair,Good',
        markers: '3000000',
        marker_labels: 'Target',
        marker_lines: 'x,3500000',
      }),
    );
    expect(props.value).toBe(3_200_000);
    expect(props.ranges).toEqual([
      { value: 1_000_000, label: 'Poor' },
      { value: 2_500_000, label: 'Fair' },
      { value: 4_000_000, label: 'Good' },
    ]);
    expect(props.markers.map((m) => m.value)).toEqual([3_000_000, 3_500_000]);
    expect(numberList('1, two, 3')).toEqual([1, 3]);
    // Without ranges: one, to 110 % of the value.
    expect(transformProps(total, formData('bullet', { metric: 'sum__revenue' })).ranges).toEqual([
      { value: 3_520_000, label: undefined },
    ]);
  });

  it('renders ranges, the measure and a marker', () => {
    const { container, getByText } = renderChart(
      {
        viz_type: 'bullet',
        metric: 'sum__revenue',
        ranges: '1000000,4000000',
        markers: '3000000',
        marker_labels: 'Target',
      },
      [total],
    );
    expect(container.querySelectorAll('svg rect').length).toBeGreaterThanOrEqual(3);
    expect(container.querySelectorAll('svg line').length).toBeGreaterThanOrEqual(1);
    expect(getByText(/sum__revenue: 3\.2M · Target 3M/)).toBeTruthy();
  });
});
