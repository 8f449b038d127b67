import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { barIndexKey } from '../echarts_timeseries_bar/transformProps.ts';
import { renderChart } from '../renderChart.tsx';
import { formData, queryResult } from '../testing.ts';
import { transformProps } from './transformProps.ts';

afterEach(cleanup);

const pivoted = queryResult(
  [
    ['country', 'STRING'],
    ['sum__revenue, Online', 'NUMERIC'],
    ['sum__revenue, Retail', 'NUMERIC'],
  ],
  [
    ['United States', 120, 80],
    ['Germany', 60, 40],
  ],
);

describe('dist_bar', { timeout: 60_000 }, () => {
  it('transformProps: a bar group per category, series named by breakdown value', () => {
    const props = transformProps(
      pivoted,
      formData('dist_bar', {
        metrics: ['sum__revenue'],
        groupby: ['country'],
        columns: ['channel'],
        bar_stacked: true,
      }),
    );
    expect(props.data).toEqual([
      { [barIndexKey]: 'United States', 'sum__revenue, Online': 120, 'sum__revenue, Retail': 80 },
      { [barIndexKey]: 'Germany', 'sum__revenue, Online': 60, 'sum__revenue, Retail': 40 },
    ]);
    expect(props.series.map((s) => s.label)).toEqual(['Online', 'Retail']);
    expect(props.groupMode).toBe('stacked');
  });

  it('renders a bar per value and the legend', () => {
    const { container } = renderChart(
      { viz_type: 'dist_bar', metrics: ['sum__revenue'], groupby: ['country'], columns: ['channel'] },
      [pivoted],
    );
    expect(container.querySelectorAll('svg rect').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByRole('button', { name: 'Online' })).toBeTruthy();
  });
});
