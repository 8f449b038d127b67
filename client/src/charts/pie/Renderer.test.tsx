import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../renderChart.tsx';
import { queryResult } from '../testing.ts';

afterEach(cleanup);

describe('pie renderer', { timeout: 60_000 }, () => {
  it('draws a slice per row, labels only the slices above the threshold and lists all of them in the legend', () => {
    const values = [500, 300, 100, 40, 30, 20, 5, 3, 1, 1];
    const result = queryResult(
      [
        ['product_line', 'STRING'],
        ['sum__revenue', 'NUMERIC'],
      ],
      values.map((v, i) => [`Line ${i + 1}`, v]),
    );
    const { container } = renderChart(
      { viz_type: 'pie', groupby: ['product_line'], metric: 'sum__revenue', label_type: 'key_percent' },
      [result],
    );
    expect(container.querySelectorAll('svg path').length).toBeGreaterThanOrEqual(values.length);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(legend.querySelectorAll('li')).toHaveLength(values.length);
    const texts = [...container.querySelectorAll('svg text')].map((t) => t.textContent ?? '');
    expect(texts.filter((t) => t.includes('%'))).toEqual(['Line 1: 50.0%', 'Line 2: 30.0%', 'Line 3: 10.0%']);
  });
});
