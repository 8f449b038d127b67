import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../renderChart.tsx';
import { formData, queryResult } from '../testing.ts';
import { transformProps } from './transformProps.ts';

afterEach(cleanup);

const countries = queryResult(
  [
    ['country', 'STRING'],
    ['region', 'STRING'],
    ['sum__quantity', 'NUMERIC'],
    ['avg__price', 'NUMERIC'],
    ['sum__revenue', 'NUMERIC'],
  ],
  [
    ['France', 'Europe', 100, 20, 2000],
    ['Spain', 'Europe', 50, 30, 1500],
    ['Japan', 'Asia', 80, 10, 800],
  ],
);

const fd = { entity: 'country', series: 'region', x: 'sum__quantity', y: 'avg__price', size: 'sum__revenue' };

describe('bubble_v2', { timeout: 60_000 }, () => {
  it('transformProps: bubbles per series, sized against the largest', () => {
    const props = transformProps(countries, formData('bubble_v2', { ...fd, max_bubble_size: '20' }));
    expect(props.series.map((s) => [s.id, s.data.map((d) => d.entity)])).toEqual([
      ['Europe', ['France', 'Spain']],
      ['Asia', ['Japan']],
    ]);
    expect(props.maxSize).toBe(2000);
    expect(props.maxBubbleSize).toBe(40);
    expect(props.legend).not.toBeNull();
  });

  it('renders a circle per entity', () => {
    const { container } = renderChart({ viz_type: 'bubble_v2', ...fd }, [countries]);
    expect(container.querySelectorAll('svg circle')).toHaveLength(3);
  });
});
