import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../renderChart.tsx';
import { formData, queryResult } from '../testing.ts';
import { transformProps } from './transformProps.ts';

afterEach(cleanup);

const edges = queryResult(
  [
    ['product_line', 'STRING'],
    ['product', 'STRING'],
    ['sum__revenue', 'NUMERIC'],
  ],
  [
    ['Toys', 'Drone', 300],
    ['Toys', 'Blocks', 100],
    ['Books', 'Vinyl', 50],
    ['Books', 'Books', 10],
  ],
);

const fd = {
  source: 'product_line',
  target: 'product',
  source_category: 'product_line',
  target_category: 'product_line',
  metric: 'sum__revenue',
};

describe('graph_chart', { timeout: 60_000 }, () => {
  it('transformProps: nodes sized by their edges, coloured by category; self-loops left out', () => {
    const props = transformProps(edges, formData('graph_chart', fd));
    expect(props.nodes.map((n) => [n.id, n.value, n.category, n.degree])).toEqual([
      ['Toys', 400, 'Toys', 2],
      ['Drone', 300, 'Toys', 1],
      ['Blocks', 100, 'Toys', 1],
      ['Books', 50, 'Books', 1],
      ['Vinyl', 50, 'Books', 1],
    ]);
    expect(props.links).toHaveLength(3);
    expect(props.nodes[0]?.color).toBe(props.nodes[1]?.color);
    expect(props.nodes[0]?.color).not.toBe(props.nodes[3]?.color);
    expect(props.categories.map((c) => c.id)).toEqual(['Toys', 'Books']);
  });

  it('renders a circle per node, a line per edge and the hub names', () => {
    const { container } = renderChart({ viz_type: 'graph_chart', ...fd }, [edges]);
    // Two components: an invisible centre node (r 0) with transparent links holds them together.
    const circles = [...container.querySelectorAll('svg circle')];
    expect(circles.filter((c) => c.getAttribute('r') !== '0')).toHaveLength(5);
    expect(circles).toHaveLength(6);
    const lines = [...container.querySelectorAll('svg line')];
    expect(lines.filter((l) => l.getAttribute('stroke') !== 'transparent')).toHaveLength(3);
    expect([...container.querySelectorAll('svg text')].map((t) => t.textContent)).toEqual(['Toys']);
  });
});
