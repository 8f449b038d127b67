import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../renderChart.tsx';
import { formData, queryResult } from '../testing.ts';
import { transformProps } from './transformProps.ts';

afterEach(cleanup);

const stats = queryResult(
  [
    ['region', 'STRING'],
    ['sum__revenue__mean', 'NUMERIC'],
    ['sum__revenue__median', 'NUMERIC'],
    ['sum__revenue__max', 'NUMERIC'],
    ['sum__revenue__min', 'NUMERIC'],
    ['sum__revenue__q1', 'NUMERIC'],
    ['sum__revenue__q3', 'NUMERIC'],
    ['sum__revenue__count', 'NUMERIC'],
    ['sum__revenue__outliers', 'STRING'],
  ],
  [
    ['Europe', 50, 45, 90, 10, 30, 60, 12, [150]],
    ['Asia', 30, 28, 50, 5, 20, 40, 8, []],
  ],
);

describe('box_plot', { timeout: 60_000 }, () => {
  it('transformProps: a box per group from the boxplot statistics', () => {
    const props = transformProps(
      stats,
      formData('box_plot', { columns: ['country'], groupby: ['region'], metrics: ['sum__revenue'] }),
    );
    expect(props.groups).toEqual(['Europe', 'Asia']);
    expect(props.boxes[0]).toMatchObject({
      group: 'Europe',
      min: 10,
      q1: 30,
      median: 45,
      q3: 60,
      max: 90,
      outliers: [150],
    });
    expect(props.legend).toBeNull();
  });

  it('renders boxes, whiskers and outliers', () => {
    const { container } = renderChart(
      { viz_type: 'box_plot', columns: ['country'], groupby: ['region'], metrics: ['sum__revenue'] },
      [stats],
    );
    expect(container.querySelectorAll('svg rect')).toHaveLength(2);
    expect(container.querySelectorAll('svg circle')).toHaveLength(1);
    const texts = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Europe', 'Asia']));
  });
});
