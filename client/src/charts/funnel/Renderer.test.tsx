import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { transformProps as gaugeProps } from '../gauge_chart/transformProps.ts';
import { renderChart } from '../renderChart.tsx';
import { formData, queryResult } from '../testing.ts';
import { transformProps } from './transformProps.ts';

afterEach(cleanup);

const stages = queryResult(
  [
    ['stage', 'STRING'],
    ['count', 'NUMERIC'],
  ],
  [
    ['Visit', 1000],
    ['Cart', 400],
    ['Order', 100],
  ],
);

describe('funnel and gauge', { timeout: 60_000 }, () => {
  it('funnel transformProps: percentages from the first or the previous stage', () => {
    const first = transformProps(
      stages,
      formData('funnel', { groupby: ['stage'], metric: 'count', label_type: 'key_percent' }),
    );
    expect(first.stages.map((s) => s.text)).toEqual(['Visit: 100.0%', 'Cart: 40.0%', 'Order: 10.0%']);
    const previous = transformProps(
      stages,
      formData('funnel', {
        groupby: ['stage'],
        metric: 'count',
        label_type: 'percent',
        percent_calculation_type: 'prev_step',
      }),
    );
    expect(previous.stages.map((s) => s.text)).toEqual(['100.0%', '40.0%', '25.0%']);
  });

  it('funnel renders a part per stage with its label', () => {
    const { container } = renderChart(
      { viz_type: 'funnel', groupby: ['stage'], metric: 'count', label_type: 'key_value' },
      [stages],
    );
    expect(container.querySelectorAll('svg path').length).toBeGreaterThanOrEqual(3);
    expect([...container.querySelectorAll('svg text')].map((t) => t.textContent)).toContain('Visit: 1k');
  });

  const single = queryResult([['margin_pct', 'NUMERIC']], [[0.42]]);

  it('gauge transformProps: bounds and intervals from the form, one needle', () => {
    const props = gaugeProps(
      single,
      formData('gauge_chart', {
        metric: 'margin_pct',
        min_val: 0,
        max_val: 1,
        intervals: '0.3,0.6,1',
        interval_color_indices: '6,7,3',
        number_format: '.0%',
      }),
    );
    expect(props).toMatchObject({ min: 0, max: 1, needles: [{ label: 'margin_pct', value: 0.42 }] });
    expect(props.intervals.map((i) => i.to)).toEqual([0.3, 0.6, 1]);
    expect(props.intervals[0]?.color).toBe('#E04355');
  });

  it('gauge renders the value and the axis ticks', () => {
    const { container, getByText } = renderChart(
      { viz_type: 'gauge_chart', metric: 'margin_pct', max_val: 1, number_format: '.0%' },
      [single],
    );
    expect(getByText('42%')).toBeTruthy();
    expect([...container.querySelectorAll('svg text')].map((t) => t.textContent)).toEqual([
      '0%',
      '20%',
      '40%',
      '60%',
      '80%',
      '100%',
    ]);
  });
});
