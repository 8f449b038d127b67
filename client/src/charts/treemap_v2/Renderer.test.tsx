import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../renderChart.tsx';
import { transformProps as sunburstProps } from '../sunburst_v2/transformProps.ts';
import { formData, queryResult } from '../testing.ts';
import { transformProps } from './transformProps.ts';

afterEach(cleanup);

const result = queryResult(
  [
    ['product_line', 'STRING'],
    ['product', 'STRING'],
    ['sum__revenue', 'NUMERIC'],
  ],
  [
    ['Bikes', 'Road', 50],
    ['Bikes', 'Mountain', 30],
    ['Parts', 'Chain', 20],
    ['Parts', 'Bell', 0],
  ],
);

describe('treemap_v2 and sunburst_v2', { timeout: 60_000 }, () => {
  it('transformProps: a tree by the hierarchy, top-level colours inherited, empty leaves dropped', () => {
    const props = transformProps(
      result,
      formData('treemap_v2', { groupby: ['product_line', 'product'], metric: 'sum__revenue' }),
      {
        datasource: { verboseMap: { sum__revenue: 'Revenue' }, metricFormats: {}, currencyFormats: {} },
        results: [result],
      },
    );
    expect(props.root.name).toBe('Revenue');
    expect(props.root.children?.map((c) => [c.id, c.children?.map((l) => [l.id, l.value])])).toEqual([
      [
        'Bikes',
        [
          ['Bikes / Road', 50],
          ['Bikes / Mountain', 30],
        ],
      ],
      ['Parts', [['Parts / Chain', 20]]],
    ]);
    expect(props.root.children?.[0]?.children?.[0]?.color).toBe(props.root.children?.[0]?.color);
    const sun = sunburstProps(
      result,
      formData('sunburst_v2', { columns: ['product_line', 'product'], metric: 'sum__revenue' }),
    );
    expect(sun.root.children).toHaveLength(2);
  });

  it.each([
    ['treemap_v2', { groupby: ['product_line', 'product'] }],
    ['sunburst_v2', { columns: ['product_line', 'product'] }],
  ])('%s renders a shape per node', (vizType, fields) => {
    const { container } = renderChart({ viz_type: vizType, metric: 'sum__revenue', ...fields }, [result]);
    expect(container.querySelectorAll('svg rect, svg path').length).toBeGreaterThanOrEqual(3);
  });
});
