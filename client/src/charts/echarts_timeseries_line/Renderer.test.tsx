import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../renderChart.tsx';
import { queryResult } from '../testing.ts';

afterEach(cleanup);

const monthly = queryResult(
  [
    ['ds', 'TEMPORAL'],
    ['sum__visitors', 'NUMERIC'],
    ['Orders', 'NUMERIC'],
  ],
  Array.from({ length: 36 }, (_, i) => [Date.UTC(2023, i, 1), 40_000 + i * 500, 100 + i]),
);

describe('line chart renderer', { timeout: 60_000 }, () => {
  it('draws one path per series, a legend by verbose name and month ticks that do not crowd the axis', () => {
    const { container } = renderChart(
      {
        viz_type: 'echarts_timeseries_line',
        x_axis: 'ds',
        time_grain_sqla: 'P1M',
        metrics: ['sum__visitors', { expressionType: 'SQL', sqlExpression: 'SUM(orders)', label: 'Orders' }],
        secondary_y_axis_metrics: ['Orders'],
      },
      [monthly],
      { verboseMap: { sum__visitors: 'Visitors' }, metricFormats: {}, currencyFormats: {} },
    );
    expect(screen.getByRole('button', { name: 'Visitors' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Orders (right axis)' })).toBeTruthy();
    const lines = container.querySelectorAll('svg path[fill="none"][stroke-width="2"]');
    expect(lines.length).toBe(2);
    const ticks = [...container.querySelectorAll('svg text')].map((t) => t.textContent ?? '');
    const monthTicks = ticks.filter((t) =>
      /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Q\d) \d{4}$|^\d{4}$/.test(t),
    );
    // 800 px wide: a tick per 90 px at most, named by the unit of their spacing.
    expect(monthTicks.length).toBeGreaterThan(1);
    expect(monthTicks.length).toBeLessThanOrEqual(9);
    expect(ticks.some((t) => /^\d{4}-\d{2}-\d{2}$/.test(t))).toBe(false);
  });

  it('hides a series when its legend entry is clicked', () => {
    const { container } = renderChart(
      { viz_type: 'echarts_timeseries_line', x_axis: 'ds', metrics: ['sum__visitors'] },
      [monthly],
    );
    const entry = screen.getByRole('button', { name: 'Orders' });
    fireEvent.click(entry);
    expect(entry.getAttribute('aria-pressed')).toBe('false');
    expect(container.querySelectorAll('svg path[fill="none"][stroke-width="2"]').length).toBe(1);
  });
});
